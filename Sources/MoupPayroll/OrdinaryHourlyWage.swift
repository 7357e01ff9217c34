import MoupModel

/// The hourly 통상임금 on a date (payroll-rules.md v2): the hourly wage; a daily wage ÷ the day's
/// scheduled hours (at most 8, as for premiums); a monthly amount ÷ 209. No premium is part of it.
/// It pays 연차 days and payouts, the part-time premium, and the 통상임금 floor of 평균임금.
enum OrdinaryHourlyWage {
    /// - Parameter dayMinutes: for a daily wage on a date no repeat schedules, the minutes that stand
    ///   for the day (a leave record's hours, or the contract's average day); nil: 8 hours.
    static func rate(on date: CivilDate, worker: Worker, workplace: Workplace, dayMinutes: Int? = nil) -> HourlyRate {
        let scheduled =
            worker.wage.kind == .daily
            ? WageRates.scheduledMinutes(on: date, worker: worker, repeats: workplace.repeats) : nil
        return WageRates.hourlyRate(
            for: worker, on: date, shiftDate: date,
            dayMinutes: scheduled ?? dayMinutes ?? WageRates.dailyCapMinutes)
    }
}
