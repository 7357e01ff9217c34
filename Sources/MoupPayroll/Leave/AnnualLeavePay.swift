import MoupModel
import MoupRules

/// What 연차 puts on one wage payslip (payroll-rules.md v2): the `annual_leave` line (records of the
/// period at the hourly 통상임금 of their date; none for monthly wages, whose pay already includes the
/// day), the `annual_leave_payout` line (expiries whose first unusable day is in the period, and
/// everything left on `end` in the period holding it), the `annualLeave` summary, and the alerts.
struct AnnualLeavePay {
    var leaveLine: PayLine?
    var payoutLine: PayLine?
    var summary: AnnualLeaveSummary?
    var alerts: [PayrollAlert] = []
    /// The uses behind `leaveLine` and the payouts behind `payoutLine` (for `DatedEarnings`).
    var paidUses: [AnnualLeaveLedger.Use] = []
    var paidPayouts: [AnnualLeaveLedger.Payout] = []

    /// The worker's ledger through `last`, or nil where 연차 is neither granted nor flagged (no `start`,
    /// or not owed): built once per worker for every period up to `last`. `schedule`: the worker's
    /// repeats at the workplace, if already read.
    static func ledger(
        worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook,
        through last: CivilDate, schedule: WorkerSchedule? = nil
    ) -> AnnualLeaveLedger? {
        guard let start = worker.start, AnnualLeaveScope.entitlement(worker, workplace) != .notOwed else { return nil }
        return AnnualLeaveLedger(
            worker: worker, workplace: workplace, records: records, rules: rules, start: start,
            through: last, schedule: schedule)
    }

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - ledger: `ledger(…)` through the period's end or later (nil: none is owed).
    init(
        worker: Worker, workplace: Workplace,
        records: [Shift], rules: RuleBook, period: PayPeriod,
        ledger: AnnualLeaveLedger?
    ) {
        let entitlement = AnnualLeaveScope.entitlement(worker, workplace)
        guard let ledger else {
            alerts = records.filter { $0.status == .annualLeave && period.contains($0.date) }
                .map { AnnualLeaveAlerts.notOwed($0, worker: worker, workplace: workplace) }
            return
        }
        let uses = ledger.uses.filter { period.contains($0.date) }
        let paidUses = uses.filter { !$0.notOwed }
        // Payouts owed up to history.until were paid before the content: on no payslip.
        let payouts = ledger.payouts.filter { period.contains($0.date) && !$0.inHistory }
        let leaveLine = worker.wage.kind == .monthly ? nil : Self.leaveLine(paidUses)
        let payoutLine = Self.payoutLine(payouts)
        let grants = ledger.grants.filter { period.contains($0.arises) }
        // Later events do not change a period's figures: the ledger may reach past it.
        switch entitlement {
        case .paid:
            self.leaveLine = leaveLine
            self.payoutLine = payoutLine
            if leaveLine != nil { self.paidUses = paidUses }
            if payoutLine != nil { self.paidPayouts = payouts }
            // The summary where 연차 applies: a grant has arisen, or the contract reaches 15 hours (a worker
            // always under 15 hours has no 연차 to show).
            let applies =
                ledger.grants.contains { $0.arises <= period.end } || !payouts.isEmpty
                || !AnnualLeaveScope.testsHours(worker)
                || AnnualLeaveLedger.reachesFifteenHours(
                    ledger.contract, on: min(period.end, worker.end ?? period.end),
                    rules: rules)
            summary =
                !applies
                ? nil
                : AnnualLeaveSummary(
                    grantedMinutes: grants.map(\.minutes).reduce(0, +),
                    takenMinutes: uses.map(\.fromBalance).reduce(0, +),
                    paidOutMinutes: payouts.map(\.minutes).reduce(0, +),
                    balanceMinutes: ledger.balance(atEndOf: period.end),
                    grants: grants.map { .init(date: $0.arises, minutes: $0.minutes, expires: $0.lastUsable) })
            alerts =
                uses.filter(\.notOwed).map { AnnualLeaveAlerts.underFifteenHours($0) }
                + uses.filter { $0.overBalance > 0 }.map(AnnualLeaveAlerts.overBalance)
        case .owedButOff:
            if let alert = AnnualLeaveAlerts.notPaid(grants: grants, lines: [leaveLine, payoutLine].compactMap { $0 }) {
                alerts = [alert]
            }
        case .notOwed:
            break
        }
    }

    /// `annual_leave`: `11/4 연차 240분 × 10,320원 ÷ 60 + … = 41,280원`, floored once.
    static func leaveLine(_ uses: [AnnualLeaveLedger.Use]) -> PayLine? {
        guard !uses.isEmpty else { return nil }
        let amount = uses.reduce(ExactWon.zero) { $0 + $1.rate.pay(minutes: $1.minutes, percent: 100) }.floored
        guard amount > 0 else { return nil }
        let terms = uses.map {
            Phrase(
                .annualLeaveTerm,
                [
                    "month": .number($0.date.month), "day": .number($0.date.day),
                    "minutes": .minutes($0.minutes), "rate": $0.rate.text,
                ])
        }
        return PayLine(
            code: .annualLeave, amount: amount, minutes: uses.map(\.minutes).reduce(0, +),
            rate: EarningLine.singleRate(uses.map(\.rate)),
            basis: .sum(terms, total: amount))
    }

    /// `annual_leave_payout`: `2026-03-01 소멸 연차 2,640분 × 10,320원 ÷ 60 + 2026-03-12 퇴직 시 미사용 연차 …`;
    /// grants expiring on one day at one rate are one term.
    static func payoutLine(_ payouts: [AnnualLeaveLedger.Payout]) -> PayLine? {
        guard !payouts.isEmpty else { return nil }
        let amount = payouts.reduce(ExactWon.zero) { $0 + $1.exact }.floored
        guard amount > 0 else { return nil }
        var terms: [(label: Phrase, rate: HourlyRate, minutes: Int)] = []
        for payout in payouts {
            let label: Phrase
            switch payout.reason {
            case .expiry: label = Phrase(.leaveExpiryLabel, ["date": .date(payout.date)])
            case .leaving: label = Phrase(.leaveLeavingLabel, ["date": .date(payout.date)])
            }
            if let index = terms.firstIndex(where: { $0.label == label && $0.rate == payout.rate }) {
                terms[index].minutes += payout.minutes
            } else {
                terms.append((label, payout.rate, payout.minutes))
            }
        }
        let text = terms.map {
            Phrase(
                .labeledTimedTerm, ["label": .phrase($0.label), "minutes": .minutes($0.minutes), "rate": $0.rate.text])
        }
        return PayLine(
            code: .annualLeavePayout, amount: amount, minutes: payouts.map(\.minutes).reduce(0, +),
            rate: EarningLine.singleRate(payouts.map(\.rate)),
            basis: .sum(text, total: amount))
    }
}
