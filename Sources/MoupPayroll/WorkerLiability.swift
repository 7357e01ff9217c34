import MoupModel
import MoupRules

/// What an owner owes a worker beyond the month's pay, on the month's last day: the unused 연차 (its
/// hours and their value at the build date's hourly 통상임금) and the 퇴직금 that would be owed if the
/// worker left on that day, with its change over the month (퇴직금 적립, the month's labour cost that the
/// payslips do not show).
package struct WorkerLiability: Hashable, Sendable {
    package var workplaceID: String
    package var workerID: String
    package var month: YearMonth
    /// 연차 minutes usable at the end of the month (0 once a leaver's balance is paid out); 0 where 연차
    /// does not apply.
    package var leaveMinutes: Int
    /// ⌊`leaveMinutes` × the hourly 통상임금 on the build date (or the worker's last day, if earlier) ÷ 60⌋.
    package var leaveValue: Int
    /// The hourly 통상임금 behind `leaveValue`, floored to the won.
    package var leaveRate: Int
    /// The estimate on the month's last day (nil for a freelancer or a worker without `start`).
    package var severance: SeveranceEstimate?
    /// The 퇴직금 built up on the month's last day: the estimate's amount; 0 for a worker who left by then
    /// without a year's service (nothing is owed) or is not an employee; nil when unknown (history missing).
    package var severanceBuiltUp: Int?
    /// The same on the previous month's last day (0 before `start`).
    package var previousSeveranceBuiltUp: Int?

    /// 퇴직금 적립: `severanceBuiltUp` − `previousSeveranceBuiltUp`; nil when either is unknown.
    package var severanceAccrual: Int? {
        guard let now = severanceBuiltUp, let before = previousSeveranceBuiltUp else { return nil }
        return now - before
    }

    package init(
        workplaceID: String, workerID: String, month: YearMonth, leaveMinutes: Int, leaveValue: Int, leaveRate: Int,
        severance: SeveranceEstimate?, severanceBuiltUp: Int?, previousSeveranceBuiltUp: Int?
    ) {
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.month = month
        self.leaveMinutes = leaveMinutes
        self.leaveValue = leaveValue
        self.leaveRate = leaveRate
        self.severance = severance
        self.severanceBuiltUp = severanceBuiltUp
        self.previousSeveranceBuiltUp = previousSeveranceBuiltUp
    }

    /// The liability of `worker` at the end of `month`; nil when the worker is not employed in the month.
    static func of(
        _ worker: Worker, at workplace: Workplace, records: [Shift], month: YearMonth, rules: RuleBook,
        contentMonths: Set<YearMonth>, today: CivilDate
    ) -> WorkerLiability? {
        let last = month.lastDay
        if let start = worker.start, start > last { return nil }
        if let end = worker.end, end < month.firstDay { return nil }
        let lastDay = min(last, worker.end ?? last)
        let ledger = AnnualLeavePay.ledger(
            worker: worker, workplace: workplace, records: records, rules: rules, through: lastDay)
        let leaveMinutes = ledger?.balance(atEndOf: lastDay) ?? 0
        let rateDay = max(worker.start ?? today, min(today, worker.end ?? today))
        let rate = OrdinaryHourlyWage.rate(on: rateDay, worker: worker, workplace: workplace)
        let builtUp = { (day: CivilDate) -> (SeveranceEstimate?, Int?) in
            guard
                let estimate = SeveranceEstimate.ifLeaving(
                    after: day, worker: worker, workplace: workplace, records: records,
                    rules: rules, contentMonths: contentMonths, today: today)
            else { return (nil, LawScope.isEmployee(worker) && worker.start == nil ? nil : 0) }
            let left = worker.end.map { $0 <= day } ?? false
            return (estimate, left && !estimate.owed ? 0 : estimate.amount)
        }
        let (estimate, now) = builtUp(last)
        let (_, before) = builtUp(month.firstDay.adding(days: -1))
        return WorkerLiability(
            workplaceID: workplace.id, workerID: worker.id, month: month, leaveMinutes: leaveMinutes,
            leaveValue: rate.pay(minutes: leaveMinutes, percent: 100).floored,
            leaveRate: rate.pay(minutes: 60, percent: 100).floored,
            severance: estimate, severanceBuiltUp: now, previousSeveranceBuiltUp: before)
    }
}

extension PayrollEngine {
    /// Every worker's liabilities at the end of `month` (`WorkerLiability`), for the workers employed in
    /// it, sorted by workplace id, then worker id; optionally for one workplace. Pure, like `report`.
    package func liabilities(
        for content: Content, month: YearMonth, today: CivilDate,
        workplace: String? = nil
    ) -> [WorkerLiability] {
        let contentMonths = Set(content.months)
        var result: [WorkerLiability] = []
        for place in content.workplaces.sorted(by: { $0.id < $1.id }) where workplace == nil || place.id == workplace {
            let recordsByWorker = Dictionary(grouping: place.shifts, by: \.workerID)
            for person in place.workers.sorted(by: { $0.id < $1.id }) {
                let records = recordsByWorker[person.id] ?? []
                if let liability = WorkerLiability.of(
                    person, at: place, records: records, month: month,
                    rules: rules, contentMonths: contentMonths, today: today)
                {
                    result.append(liability)
                }
            }
        }
        return result
    }
}
