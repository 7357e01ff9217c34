import MoupModel
import MoupRules

/// The 퇴직금 a worker would be owed if their last day were `lastDay` (퇴직금 추계액), for the owner's
/// liabilities: the same 재직일수, window, 평균임금 against the 통상임금 floor and formula as a leaver's
/// statement (`SeverancePay`), worked out also before the first year (the amount builds up from `start`;
/// `owedFrom` says from which 퇴직일 it is actually owed).
package struct SeveranceEstimate: Hashable, Sendable {
    /// The last day of work assumed: `lastDay`, or the worker's own `end` when that is earlier.
    package var lastDay: CivilDate
    /// ⌊max(A, O) × 30 × 재직일수 ÷ 365⌋ as if the worker left after `lastDay`. When a window month's wages
    /// are unknown (`missingMonths`), the least it can be: ⌊O × 30 × 재직일수 ÷ 365⌋ (평균임금 is never below
    /// the 통상임금, 근로기준법 제2조②), with `missingMonths` saying so.
    package var amount: Int?
    /// Whether the 퇴직금 is owed if the worker leaves after `lastDay` (a year of service of 15 hours or more).
    package var owed: Bool
    /// The first 퇴직일 on which it is owed, when it is not yet (start + 1 year, later by the days of blocks
    /// under 15 weekly hours); nil when owed, or when the contract never reaches 15 hours (no service days).
    package var owedFrom: CivilDate?
    /// Window months neither in the content nor in `history.wages`.
    package var missingMonths: [YearMonth]

    package init(lastDay: CivilDate, amount: Int?, owed: Bool, owedFrom: CivilDate?, missingMonths: [YearMonth]) {
        self.lastDay = lastDay
        self.amount = amount
        self.owed = owed
        self.owedFrom = owedFrom
        self.missingMonths = missingMonths
    }

    /// The estimate for `worker` leaving after `day`; nil for a freelancer, a worker without `start`, or one
    /// not yet hired on `day`.
    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - contentMonths: the months the content covers (`Content.months`).
    static func ifLeaving(
        after day: CivilDate, worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook,
        contentMonths: Set<YearMonth>, today: CivilDate
    ) -> SeveranceEstimate? {
        guard LawScope.isEmployee(worker), let start = worker.start, start <= day else { return nil }
        var leaver = worker
        let end = min(day, worker.end ?? day)
        leaver.end = end
        let hours = ContractHours(
            worker: leaver, workplace: workplace, records: records, rules: rules, from: start, through: end)
        let eligibility = SeveranceEligibility(start: start, end: end, hours: hours, rules: rules)
        let owedFrom: CivilDate? =
            eligibility.eligible || eligibility.serviceDays <= 0
            ? nil
            : max(
                eligibility.oneYear,
                eligibility.retirementDate.adding(days: SeveranceEligibility.daysPerYear - eligibility.serviceDays))
        let ledger = AnnualLeavePay.ledger(
            worker: leaver, workplace: workplace, records: records, rules: rules, through: end)
        let window = AverageWageWindow(
            worker: leaver, start: start, end: end, workplace: workplace, records: records,
            rules: rules, contentMonths: contentMonths, today: today, ledger: ledger)
        let daily = SeverancePay.DailyWages(
            window: window, worker: leaver, workplace: workplace, hours: hours,
            start: start, end: end, rules: rules)
        let measure = rules.severance.measure.value(on: end)
        let amount =
            window.missingMonths.isEmpty
            ? daily.severance(serviceDays: eligibility.serviceDays, measure: measure)
            : daily.severance(serviceDays: eligibility.serviceDays, measure: measure, base: daily.ordinary)
        return SeveranceEstimate(
            lastDay: end, amount: amount, owed: eligibility.eligible, owedFrom: owedFrom,
            missingMonths: window.missingMonths)
    }
}
