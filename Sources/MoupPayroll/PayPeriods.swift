import MoupModel

/// The pay periods that end in a month: the calendar month (monthly cycle), or the workplace's
/// weeks ending in it (weekly cycle).
enum PayPeriods {
    static func periods(endingIn month: YearMonth, workplace: Workplace, worker: Worker) -> [PayPeriod] {
        switch worker.pay {
        case .monthly:
            let next = month.adding(months: 1)
            let payDate = CivilDate(year: next.year, month: next.month, day: min(max(workplace.payDay, 1), next.dayCount))!
            return [PayPeriod(start: month.firstDay, end: month.lastDay, payDate: payDate)]
        case .weekly(let payday):
            return month.days.filter { $0.weekday == workplace.weekEnd }.map { end in
                let ahead = (payday.index - end.weekday.index + 7) % 7
                return PayPeriod(start: end.adding(days: -6), end: end, payDate: end.adding(days: ahead == 0 ? 7 : ahead))
            }
        }
    }
}
