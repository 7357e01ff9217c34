import MoupModel
import MoupRules

/// The 평균임금 window of a leaver and its wages (근로기준법 제2조①6; payroll-rules.md v2):
/// - the window is [퇴직일 − 3 months, `end`]; when that day does not exist, the month's last day
///   (05-31 → 02-28) [C]; window days = its calendar days;
/// - a day up to `history.until` takes its month's `history.wages` amount, pro rata by days for a month
///   only partly in the window (over the month's days of employment up to `history.until`), floored to
///   the won [C];
/// - a content day takes the earning lines of its pay period that belong to it (`DatedEarnings`), each
///   line floored once per pay period and calendar month, as on the payslip;
/// - left out: every `annual_leave_payout` (the payout on leaving by 임금근로시간정책팀-3295, and an expiry
///   payout because its 3/12 is added instead, not twice [C]) and `severance`; added: 3/12 of every expiry
///   `annual_leave_payout` owed within the 12 months before 퇴직일 (exact), also one owed on a history day
///   (paid before the content; `history.wages` hold no 연차 payouts).
/// A window month that is neither in the content nor in `history.wages` leaves the wages unknown
/// (`missingMonths`: alert `history_missing`).
struct AverageWageWindow {
    let first: CivilDate
    let last: CivilDate
    let months: [SeveranceStatement.MonthWages]
    let missingMonths: [YearMonth]
    let leavePayoutShare: Ratio
    let expiredPayouts: [AnnualLeaveLedger.Payout]

    var days: Int { first.days(to: last) + 1 }
    /// The whole won of the months plus the 3/12 part, exactly.
    var wages: Ratio { Ratio(months.map(\.amount).reduce(0, +), 1) + leavePayoutShare }

    /// Codes that are never wages of the window.
    static let leftOut: Set<LineCode> = [.annualLeavePayout, .severance]

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - contentMonths: the months the build covers (`Content.months`).
    init(
        worker: Worker, start: CivilDate, end: CivilDate, workplace: Workplace, records: [Shift], rules: RuleBook,
        contentMonths: Set<YearMonth>, today: CivilDate, ledger: AnnualLeaveLedger?
    ) {
        let measure = rules.severance.measure.value(on: end)
        let retirementDate = end.adding(days: 1)
        let first = max(start, retirementDate.adding(months: -measure.averageWageMonths))
        let last = end
        self.first = first
        self.last = last
        let until = worker.history?.until
        let historyWages = Dictionary(
            (worker.history?.wages ?? []).map { ($0.month, $0) }, uniquingKeysWith: { a, _ in a })

        // Content days: the pay periods that overlap the window after `history.until`.
        let contentFirst = until.map { max(first, $0.adding(days: 1)) } ?? first
        var contentByMonth: [YearMonth: Int] = [:]
        var contentBasis: [YearMonth: [Phrase]] = [:]
        if contentFirst <= last {
            var periods: [PayPeriod] = []
            var month = contentFirst.yearMonth
            while month <= last.yearMonth.adding(months: 1) {
                for period in PayPeriods.periods(endingIn: month, workplace: workplace, worker: worker, rules: rules)
                where period.end >= contentFirst && period.start <= last && !periods.contains(period) {
                    periods.append(period)
                }
                month = month.adding(months: 1)
            }
            for period in periods.sorted() {
                let builder = PayslipBuilder(
                    worker: worker, workplace: workplace, records: records, rules: rules,
                    period: period, today: today, leaveLedger: ledger)
                guard let dated = builder.buildWithDates(collecting: true)?.dated else { continue }
                let from = max(period.start, contentFirst)
                let through = min(period.end, last)
                var month = from.yearMonth
                while month <= through.yearMonth {
                    let lower = max(from, month.firstDay)
                    let upper = min(through, month.lastDay)
                    var terms: [Phrase] = []
                    for code in dated.codes where !Self.leftOut.contains(code) {
                        let amount = dated.amount(code) { $0 >= lower && $0 <= upper }
                        guard amount > 0 else { continue }
                        contentByMonth[month, default: 0] += amount
                        terms.append(
                            Phrase(.severanceMonthTerm, ["code": .phrase(Self.label(code)), "amount": .won(amount)]))
                    }
                    if !terms.isEmpty {
                        contentBasis[month, default: []].append(
                            Phrase(
                                .severanceMonthPart,
                                [
                                    "from": .text(Self.day(lower)), "through": .text(Self.day(upper)),
                                    "terms": .phrases(terms, separator: " + "),
                                ]))
                    }
                    month = month.adding(months: 1)
                }
            }
        }

        var months: [SeveranceStatement.MonthWages] = []
        var missing: [YearMonth] = []
        var month = first.yearMonth
        while month <= last.yearMonth {
            let lower = max(first, month.firstDay)
            let upper = min(last, month.lastDay)
            // The history part of the month: its days up to `history.until`.
            if let until, lower <= until {
                let historyUpper = min(upper, until)
                if let entry = historyWages[month] {
                    let monthFirst = max(month.firstDay, start)
                    let monthLast = min(month.lastDay, until)
                    let monthDays = monthFirst.days(to: monthLast) + 1
                    let inWindow = lower.days(to: historyUpper) + 1
                    let amount = entry.amount * inWindow / monthDays
                    let basis =
                        inWindow == monthDays
                        ? Phrase(.severanceHistoryMonth, ["month": .month(month), "amount": .won(entry.amount)])
                        : Phrase(
                            .severanceHistoryPart,
                            [
                                "month": .month(month), "amount": .won(entry.amount),
                                "days": .number(inWindow), "monthDays": .number(monthDays),
                                "total": .won(amount),
                            ])
                    months.append(
                        .init(
                            month: month, first: lower, last: historyUpper, amount: amount, source: .history,
                            basis: basis))
                } else {
                    missing.append(month)
                }
            }
            if upper >= contentFirst {
                let contentLower = max(lower, contentFirst)
                if !contentMonths.contains(month) {
                    missing.append(month)
                } else {
                    let amount = contentByMonth[month] ?? 0
                    let terms = contentBasis[month] ?? []
                    months.append(
                        .init(
                            month: month, first: contentLower, last: upper, amount: amount, source: .content,
                            basis: terms.isEmpty
                                ? Phrase(.severanceNoWages, ["month": .month(month)])
                                : Phrase(
                                    .severanceMonthSum,
                                    [
                                        "parts": .phrases(terms, separator: " · "),
                                        "total": .won(amount),
                                    ])))
                }
            }
            month = month.adding(months: 1)
        }
        self.months = months
        missingMonths = missing

        // 3/12 of the expiry payouts owed within the 12 months before 퇴직일.
        let yearBefore = retirementDate.adding(months: -12)
        expiredPayouts = (ledger?.payouts ?? []).filter { payout in
            if case .expiry = payout.reason { return payout.date >= yearBefore && payout.date <= end }
            return false
        }
        let payoutTotal = expiredPayouts.reduce(ExactWon.zero) { $0 + $1.exact }.ratio
        leavePayoutShare = payoutTotal.scaled(
            by: measure.expiredLeaveShare.numerator, over: measure.expiredLeaveShare.denominator)
    }

    private static func day(_ date: CivilDate) -> String { "\(date.month)/\(date.day)" }

    /// Short names of the lines in a month's basis.
    static func label(_ code: LineCode) -> Phrase {
        switch code {
        case .base: return Phrase(.shortBase)
        case .night: return Phrase(.shortNight)
        case .overtime: return Phrase(.shortOvertime)
        case .holiday: return Phrase(.shortHoliday)
        case .weeklyHoliday: return Phrase(.shortWeeklyHoliday)
        case .publicHoliday: return Phrase(.shortPublicHoliday)
        case .annualLeave: return Phrase(.shortAnnualLeave)
        case .partTimeOvertime: return Phrase(.shortPartTimeOvertime)
        case .mealAllowance: return Phrase(.shortMealAllowance)
        default: return Phrase(.verbatim, ["text": .text(code.rawValue)])
        }
    }
}
