import MoupModel

/// Whether a premium or allowance is paid, owed but switched off, or neither: `auto` pays what the
/// law requires, `true` always pays, `false` never pays but is flagged where the law requires it.
enum Entitlement: Hashable, Sendable {
    case paid
    /// Required by law but switched off with `false`: not paid, raised as an alert with the amount.
    case owedButOff
    case notOwed

    init(_ setting: Switch, requiredByLaw: Bool) {
        switch setting {
        case .on: self = .paid
        case .auto: self = requiredByLaw ? .paid : .notOwed
        case .off: self = requiredByLaw ? .owedButOff : .notOwed
        }
    }
}

/// What the law requires of this employment.
enum LawScope {
    /// A freelancer (3.3%) is not treated as an employee for `auto` allowances.
    static func isEmployee(_ worker: Worker) -> Bool { worker.deductions.mode != .freelance }

    /// 가산수당 (night, overtime, holiday) and the working-hour limits: 5 or more employees.
    static func premiumsRequired(_ worker: Worker, _ workplace: Workplace) -> Bool {
        isEmployee(worker) && workplace.hasFiveOrMoreEmployees
    }
}
