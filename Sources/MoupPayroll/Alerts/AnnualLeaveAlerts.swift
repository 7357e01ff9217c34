import MoupModel

/// Alerts about 연차 (payroll-rules.md v2): a record where 연차 does not apply, leave switched off
/// where the law grants it, and leave taken beyond the balance.
enum AnnualLeaveAlerts {
    /// An `annual-leave` record where 연차 is not owed (under 5 employees, a freelancer, no `start`):
    /// unpaid approved leave.
    static func notOwed(_ record: Shift, worker: Worker, workplace: Workplace) -> PayrollAlert {
        let why: String
        if worker.start == nil && AnnualLeaveScope.entitlement(worker, workplace) != .notOwed {
            why = "the worker has no start date (입사일), from which 연차 arises"
        } else if !LawScope.isEmployee(worker) {
            why = "a freelancer (3.3%) is not owed 연차"
        } else {
            why = "연차 is owed only at workplaces with 5 or more employees (근로기준법 제60조, 시행령 별표1)"
        }
        return PayrollAlert(code: .annualLeaveNotOwed,
                            message: "\(record.date): recorded as annual-leave (연차), but \(why): it is unpaid approved leave",
                            date: record.date)
    }

    /// A record on a day the worker has no balance and works under 15 hours a week (근로기준법 제18조③).
    static func underFifteenHours(_ use: AnnualLeaveLedger.Use) -> PayrollAlert {
        PayrollAlert(code: .annualLeaveNotOwed,
                     message: "\(use.date): recorded as annual-leave (연차), but there is no 연차 left and the contract "
                         + "is under 15 hours a week over the 4 weeks to that day (근로기준법 제18조③): it is unpaid approved leave",
                     date: use.date)
    }

    static func overBalance(_ use: AnnualLeaveLedger.Use) -> PayrollAlert {
        PayrollAlert(code: .annualLeaveOverBalance,
                     message: "\(use.date): annual-leave of \(HoursText.korean(use.minutes)) is more than the 연차 balance "
                         + "(\(HoursText.korean(use.fromBalance)) left): \(HoursText.korean(use.overBalance)) paid as recorded "
                         + "beyond the balance",
                     date: use.date)
    }

    /// 연차 switched off (`allowances.annualLeave: false`) where the law grants it: what the period
    /// would have granted and paid.
    static func notPaid(grants: [AnnualLeaveGrant], lines: [PayLine]) -> PayrollAlert? {
        let amount = lines.map(\.amount).reduce(0, +)
        let granted = grants.map(\.minutes).reduce(0, +)
        guard amount > 0 || granted > 0 else { return nil }
        var parts: [String] = []
        if granted > 0 {
            parts.append("\(HoursText.korean(granted)) of 연차 arose (" + grants.map { "\($0.arises)" }.joined(separator: ", ") + ")")
        }
        if amount > 0 {
            parts.append("\(WonText.won(amount)) of leave pay is owed: " + lines.map(\.basis).joined(separator: "; "))
        }
        return PayrollAlert(code: .annualLeaveNotPaid,
                            message: "annual leave (연차유급휴가) is owed by law but set to false: " + parts.joined(separator: "; "),
                            date: grants.first?.arises, amount: amount > 0 ? amount : nil)
    }
}
