import MoupModel
import MoupRules

/// The pay periods that end in a month: the calendar month (monthly cycle), or the workplace's
/// weeks ending in it (weekly cycle); a leaver's period containing `end` ends on `end`
/// (`FinalPayPeriod`), so it belongs to the month of `end`.
enum PayPeriods {
    static func periods(endingIn month: YearMonth, workplace: Workplace, worker: Worker, rules: RuleBook) -> [PayPeriod]
    {
        var periods = regular(endingIn: month, workplace: workplace, worker: worker)
        // The next month's first week may begin in this month, and a leaver's part of it end in it. (A
        // month's period begins in its own month: only weekly cycles need the look.)
        if case .weekly = worker.pay,
            let next = regular(endingIn: month.adding(months: 1), workplace: workplace, worker: worker).first
        {
            periods.append(next)
        }
        return periods.map { FinalPayPeriod.apply(to: $0, worker: worker, rules: rules) }
            .filter { month.contains($0.end) }
    }

    /// The periods of the pay cycle that end in `month`, as if nobody left.
    static func regular(endingIn month: YearMonth, workplace: Workplace, worker: Worker) -> [PayPeriod] {
        switch worker.pay {
        case .monthly:
            let next = month.adding(months: 1)
            let payDate = CivilDate(
                year: next.year, month: next.month, day: min(max(workplace.payDay, 1), next.dayCount))!
            return [PayPeriod(start: month.firstDay, end: month.lastDay, payDate: payDate)]
        case .weekly(let payday):
            return month.days.filter { $0.weekday == workplace.weekEnd }.map { end in
                let ahead = (payday.index - end.weekday.index + 7) % 7
                return PayPeriod(
                    start: end.adding(days: -6), end: end, payDate: end.adding(days: ahead == 0 ? 7 : ahead))
            }
        }
    }
}
