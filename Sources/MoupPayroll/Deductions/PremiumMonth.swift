import MoupModel

/// The premium month (payroll-rules.md v3): the insurances take their rates, limits and enrolment
/// thresholds for the month the pay period ends in, not on the pay date. NPS and NHIS bill each
/// month's premium ("N월분 보험료") at that month's figures, whenever the wage is paid: December's pay
/// paid on 10 January takes December's pension rate. Income tax stays on the pay date.
enum PremiumMonth {
    /// The date the insurance figures are looked up on: the first day of the month holding the
    /// period's last day.
    static func date(of period: PayPeriod) -> CivilDate { period.end.yearMonth.firstDay }
}
