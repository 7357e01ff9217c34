import MoupModel
import MoupRules

/// The 60-hour enrolment test in a month that `start` or `end` cuts (payroll-rules.md v3): it uses the
/// contract's hours for a whole month, not the hours inside the employed days: the weekly scheduled
/// minutes in force on the employed days (their exact mean, `ContractHours`) × 365 ÷ 7 ÷ 12, in
/// integer arithmetic, floored to the minute (exact for the test: 60 hours is a whole number of
/// minutes). The agencies judge the 60 hours from the contract (월 소정근로시간), which a hire on the
/// 25th does not shorten.
struct WholeMonthHours: Hashable, Sendable {
    /// The mean weekly scheduled minutes over the employed days, floored to the minute (for the note).
    let weeklyMinutes: Int
    /// Weekly minutes × 365 ÷ 7 ÷ 12, floored to the minute.
    let monthlyMinutes: Int

    /// `total` weekly minutes summed over `days` employed days.
    init(totalWeeklyMinutes total: Int, days: Int) {
        weeklyMinutes = total / days
        monthlyMinutes = total * 365 / (days * 7 * 12)
    }

    /// The whole-month hours of a calendar month cut by `start` or `end` (employed only `first` …
    /// `last` of it); nil when the month is not cut, or for a monthly wage without a repeat (209 hours
    /// stand for its month either way).
    static func ofCutMonth(
        worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook,
        period: PayPeriod, first: CivilDate, last: CivilDate, schedule: WorkerSchedule
    ) -> WholeMonthHours? {
        let month = period.end.yearMonth
        let cut =
            (worker.start.map { $0 > month.firstDay && $0 <= month.lastDay } ?? false)
            || (worker.end.map { $0 >= month.firstDay && $0 < month.lastDay } ?? false)
        guard cut, first <= last else { return nil }
        if worker.wage.kind == .monthly && schedule.total(from: first, through: last).days == 0 { return nil }
        let contract = ContractHours(
            worker: worker, workplace: workplace, records: records, rules: rules,
            from: first, through: last, schedule: schedule)
        return WholeMonthHours(
            totalWeeklyMinutes: contract.totalMinutes(from: first, through: last),
            days: first.days(to: last) + 1)
    }
}
