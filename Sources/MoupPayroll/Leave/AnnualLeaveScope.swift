import MoupModel

/// Whether 연차유급휴가 is owed (근로기준법 제60조; payroll-rules.md v2): `auto` at workplaces with 5 or
/// more employees (시행령 별표1 leaves 제60조 out below 5) to workers who are not `freelance`; `true`
/// grants it anyway (whatever the size, the mode or the hours), `false` grants nothing and is flagged
/// where `auto` would grant it. Every grant needs `start`. The 15-hour line (제18조③) is tested per
/// earning span when a grant arises (`AnnualLeaveGrant`).
enum AnnualLeaveScope {
    static func entitlement(_ worker: Worker, _ workplace: Workplace) -> Entitlement {
        Entitlement(worker.allowances.annualLeave, requiredByLaw: requiredByLaw(worker, workplace))
    }

    static func requiredByLaw(_ worker: Worker, _ workplace: Workplace) -> Bool {
        LawScope.isEmployee(worker) && workplace.hasFiveOrMoreEmployees
    }

    /// With `true` every earning span earns its grant, whatever its hours; with `auto` only spans
    /// whose average weekly 소정 minutes reach the rule table's line (900).
    static func testsHours(_ worker: Worker) -> Bool { worker.allowances.annualLeave != .on }
}
