import MoupModel

/// Alerts about 연차 (payroll-rules.md v2): a record where 연차 does not apply, leave switched off
/// where the law grants it, and leave taken beyond the balance.
enum AnnualLeaveAlerts {
    /// An `annual-leave` record where 연차 is not owed (under 5 employees, a freelancer, no `start`):
    /// unpaid approved leave.
    static func notOwed(_ record: Shift, worker: Worker, workplace: Workplace) -> PayrollAlert {
        let why: PhraseKey
        if worker.start == nil && AnnualLeaveScope.entitlement(worker, workplace) != .notOwed {
            why = .leaveNotOwedNoStart
        } else if !LawScope.isEmployee(worker) {
            why = .leaveNotOwedFreelancer
        } else {
            why = .leaveNotOwedSmallWorkplace
        }
        return PayrollAlert(
            code: .annualLeaveNotOwed,
            message: Phrase(.alertLeaveNotOwed, ["date": .date(record.date), "why": .phrase(Phrase(why))]),
            date: record.date)
    }

    /// A record on a day the worker has no balance and works under 15 hours a week (근로기준법 제18조③).
    static func underFifteenHours(_ use: AnnualLeaveLedger.Use) -> PayrollAlert {
        PayrollAlert(
            code: .annualLeaveNotOwed,
            message: Phrase(.alertLeaveUnderFifteenHours, ["date": .date(use.date)]),
            date: use.date)
    }

    static func overBalance(_ use: AnnualLeaveLedger.Use) -> PayrollAlert {
        PayrollAlert(
            code: .annualLeaveOverBalance,
            message: Phrase(
                .alertLeaveOverBalance,
                [
                    "date": .date(use.date), "taken": .duration(use.minutes),
                    "left": .duration(use.fromBalance), "over": .duration(use.overBalance),
                ]),
            date: use.date)
    }

    /// 연차 switched off (`allowances.annualLeave: false`) where the law grants it: what the period
    /// would have granted and paid.
    static func notPaid(grants: [AnnualLeaveGrant], lines: [PayLine]) -> PayrollAlert? {
        let amount = lines.map(\.amount).reduce(0, +)
        let granted = grants.map(\.minutes).reduce(0, +)
        guard amount > 0 || granted > 0 else { return nil }
        var parts: [Phrase] = []
        if granted > 0 {
            parts.append(
                Phrase(
                    .leaveGrantsArose,
                    [
                        "granted": .duration(granted),
                        "dates": .list(grants.map { .date($0.arises) }, separator: ", "),
                    ]))
        }
        if amount > 0 {
            parts.append(
                Phrase(.leavePayOwed, ["amount": .won(amount), "bases": .phrases(lines.map(\.basis), separator: "; ")]))
        }
        return PayrollAlert(
            code: .annualLeaveNotPaid,
            message: Phrase(.alertLeaveNotPaid, ["parts": .phrases(parts, separator: "; ")]),
            date: grants.first?.arises, amount: amount > 0 ? amount : nil)
    }
}
