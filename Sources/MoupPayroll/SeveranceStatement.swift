import MoupModel

/// Every step of a leaver's 퇴직금 (payroll-rules.md v2, "퇴직금" and "퇴직소득세"), carried by the
/// severance statement (`Payslip.kind == .severance`) for its page: 재직일수, the 평균임금 window and
/// its wages, 평균임금 A against the 통상임금 floor O, the formula, and each 퇴직소득세 step.
package struct SeveranceStatement: Hashable, Sendable {
    /// The wages of one calendar month of the window.
    package struct MonthWages: Hashable, Sendable {
        package enum Source: String, Hashable, Sendable {
            /// `history.wages` (a month up to `history.until`), pro rata for a part of the month.
            case history
            /// The pay periods of the content, restricted to the window's days.
            case content
        }

        package var month: YearMonth
        /// The window's days in this month.
        package var first: CivilDate
        package var last: CivilDate
        package var amount: Int
        package var source: Source
        /// How the amount was found, in plain Korean.
        package var basis: Phrase

        package init(month: YearMonth, first: CivilDate, last: CivilDate, amount: Int, source: Source, basis: Phrase) {
            self.month = month
            self.first = first
            self.last = last
            self.amount = amount
            self.source = source
            self.basis = basis
        }
    }

    package var start: CivilDate
    package var end: CivilDate
    /// 퇴직일: the day after `end`.
    package var retirementDate: CivilDate
    /// 재직일수: 퇴직일 − start in days, less any 28-day block whose average weekly 소정 hours are below 15.
    package var serviceDays: Int
    /// Days of blocks below 15 weekly hours left out of the 계속근로기간 (0 when none).
    package var excludedDays: Int
    /// The 평균임금 window [퇴직일 − 3 months, end] and its calendar days.
    package var windowStart: CivilDate
    package var windowEnd: CivilDate
    package var windowDays: Int
    package var months: [MonthWages]
    /// 3/12 of the expiry 연차 payouts of the 12 months before 퇴직일 (exact), added to the wages.
    package var leavePayoutShare: Ratio
    /// The window's wages in total (exact: whole won plus the 3/12 part).
    package var wages: Ratio
    /// 1일 평균임금 A = wages ÷ window days (exact).
    package var averageDailyWage: Ratio
    /// 1일 통상임금 O = hourly 통상임금 on `end` × min(average weekly 소정 minutes of the last 28 days, 2,400)
    /// ÷ 5 ÷ 60 (exact).
    package var ordinaryDailyWage: Ratio
    /// How O was found (`… × 주 15시간 ÷ 5일 = …`).
    package var ordinaryBasis: Phrase
    /// The days of 평균임금 paid per year of service (30, 근로자퇴직급여 보장법 제8조①; from the rule table).
    package var daysPerYearOfService: Int
    /// ⌊max(A, O) × 30 × 재직일수 ÷ 365⌋.
    package var severance: Int
    /// 근속연수 for 퇴직소득세.
    package var serviceYears: Int
    /// Each 퇴직소득세 step, in plain Korean (empty when the IRP transfer defers the tax).
    package var taxSteps: [Phrase]
    /// The severance goes to the worker's IRP untaxed (퇴직급여법 제9조②).
    package var irpTransfer: Bool

    package init(
        start: CivilDate, end: CivilDate, retirementDate: CivilDate, serviceDays: Int, excludedDays: Int,
        windowStart: CivilDate, windowEnd: CivilDate, windowDays: Int, months: [MonthWages],
        leavePayoutShare: Ratio, wages: Ratio, averageDailyWage: Ratio, ordinaryDailyWage: Ratio,
        ordinaryBasis: Phrase, daysPerYearOfService: Int, severance: Int, serviceYears: Int, taxSteps: [Phrase],
        irpTransfer: Bool
    ) {
        self.start = start
        self.end = end
        self.retirementDate = retirementDate
        self.serviceDays = serviceDays
        self.excludedDays = excludedDays
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.windowDays = windowDays
        self.months = months
        self.leavePayoutShare = leavePayoutShare
        self.wages = wages
        self.averageDailyWage = averageDailyWage
        self.ordinaryDailyWage = ordinaryDailyWage
        self.ordinaryBasis = ordinaryBasis
        self.daysPerYearOfService = daysPerYearOfService
        self.severance = severance
        self.serviceYears = serviceYears
        self.taxSteps = taxSteps
        self.irpTransfer = irpTransfer
    }
}
