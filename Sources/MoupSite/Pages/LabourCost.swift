import MoupPayroll

/// 인건비 (labour cost) of a workplace and month, or of any set of payslips (payroll rules v3, "One
/// labour cost"): the one figure the dashboard, the owner's start page, the trend, the year pages and
/// the CSVs show, worked out here and nowhere else.
///
/// - `cost`: gross pay of the wage payslips plus the employer's insurance shares on them. The unused
///   연차 a leaver is paid on the final payslip is a wage line of that payslip, so it is in `cost`; it is
///   also given alone (`leavingLeavePayout`) to be shown beside it, labelled.
/// - `severance`: 퇴직금 of the severance statements. Never in `cost`: shown beside it in its own
///   column, and `costWithSeverance` is the total that includes it, labelled as such.
///
/// Only sums of the engine's own figures: nothing is priced again.
struct LabourCost: Hashable, Sendable {
    /// Gross pay (지급액 합계) of the wage payslips.
    var gross = 0
    /// The employer's insurance shares (사업주 부담) on the wage payslips, industrial accident included.
    var employerShares = 0
    /// Unused 연차 paid out on leaving (`annual_leave_payout` of a final payslip): part of `gross`.
    var leavingLeavePayout = 0
    /// 퇴직금 of the severance statements (their gross): not part of `cost`.
    var severance = 0

    /// 인건비: gross pay plus the employer's insurance shares.
    var cost: Int { gross + employerShares }
    /// 인건비 and 퇴직금 together (a total labelled as including 퇴직금).
    var costWithSeverance: Int { cost + severance }
    /// True when a leaver's figures are in it (연차 paid on leaving, 퇴직금): a table then shows them in
    /// their own columns beside 인건비 (`LabourColumns`).
    var hasLeaverFigures: Bool { leavingLeavePayout != 0 || severance != 0 }

    /// Adds one payslip: a wage payslip to `cost`, a severance statement to `severance`.
    mutating func add(_ slip: Payslip) {
        switch slip.kind {
        case .severance:
            severance += slip.gross
        case .wages:
            gross += slip.gross
            employerShares += slip.employer.reduce(0) { $0 + $1.amount }
            if slip.period.final {
                leavingLeavePayout += slip.earnings.reduce(0) { $0 + ($1.code == .annualLeavePayout ? $1.amount : 0) }
            }
        }
    }

    mutating func add(_ other: LabourCost) {
        gross += other.gross
        employerShares += other.employerShares
        leavingLeavePayout += other.leavingLeavePayout
        severance += other.severance
    }

    /// The labour cost of `slips`.
    static func of<S: Sequence>(_ slips: S) -> LabourCost where S.Element == Payslip {
        var cost = LabourCost()
        for slip in slips { cost.add(slip) }
        return cost
    }
}
