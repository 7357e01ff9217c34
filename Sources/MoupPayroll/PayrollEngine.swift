import MoupModel
import MoupRules

/// The payroll engine: a pure function from (content, rules, month, build date) to payslips.
/// No I/O, no clock, no Foundation dates.
package struct PayrollEngine: Sendable {
    package let rules: RuleBook

    package init(rules: RuleBook) {
        self.rules = rules
    }

    /// Payslips of every pay period that ends in `month`, optionally for one workplace or worker; a
    /// leaver's 퇴직금 statement (`kind: severance`) follows the worker's wage payslips.
    /// `today` is the build date: scheduled days after it are planned, before it missing.
    package func report(
        for content: Content, month: YearMonth, today: CivilDate,
        workplace: String? = nil, worker: String? = nil
    ) -> PayrollReport {
        var payslips: [Payslip] = []
        var contentMonths: Set<YearMonth>?
        for place in content.workplaces.sorted(by: { $0.id < $1.id }) where workplace == nil || place.id == workplace {
            // Each worker's shift records and repeats, in file order, gathered once per workplace.
            let recordsByWorker = Dictionary(grouping: place.shifts, by: \.workerID)
            let repeatsByWorker = Dictionary(grouping: place.repeats, by: \.workerID)
            for person in place.workers.sorted(by: { $0.id < $1.id }) where worker == nil || person.id == worker {
                let periods = PayPeriods.periods(endingIn: month, workplace: place, worker: person, rules: rules)
                let records = recordsByWorker[person.id] ?? []
                let repeats = repeatsByWorker[person.id] ?? []
                let schedule = WorkerSchedule(listed: person, repeats: repeats)
                // One 연차 ledger for all of the worker's periods (weekly pay has several a month).
                let ledger = periods.last.map {
                    AnnualLeavePay.ledger(
                        worker: person, workplace: place, records: records, rules: rules, through: $0.end,
                        schedule: schedule)
                }
                var statement: Payslip?
                for period in periods {
                    let builder = PayslipBuilder(
                        worker: person, workplace: place, records: records,
                        rules: rules, period: period, today: today, leaveLedger: ledger,
                        schedule: schedule)
                    guard var payslip = builder.build() else { continue }
                    if period.final {
                        // 퇴직금: a statement of its own, after the worker's wage payslips.
                        contentMonths = contentMonths ?? Set(content.months)
                        let outcome = SeverancePay.outcome(
                            worker: person, workplace: place, records: records, rules: rules,
                            final: period, contentMonths: contentMonths!, today: today,
                            ledger: ledger ?? nil)
                        payslip.alerts += outcome.finalAlerts
                        payslip.notes += outcome.finalNotes
                        statement = outcome.statement
                    }
                    payslips.append(payslip)
                }
                if let statement { payslips.append(statement) }
            }
        }
        return PayrollReport(month: month, payslips: payslips)
    }
}
