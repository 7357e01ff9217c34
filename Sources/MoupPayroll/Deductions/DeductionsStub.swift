// TEMPORARY stub so MoupPayroll compiles before the deductions branch is merged.
// The lead deletes this file when merging `deductions`, which defines the real ones.
import MoupModel
import MoupRules

struct DeductionInput {
    var worker: Worker
    var workplace: Workplace
    var period: PayPeriod
    var gross: Int
    var mealAllowance: Int
    var scheduledMinutes: Int
    var hasSchedule: Bool
}

struct DeductionResult {
    var taxFree: Int
    var deductions: [PayLine]
    var employer: [PayLine]
    var notes: [String]
    var alerts: [PayrollAlert]
}

func computeDeductions(_ input: DeductionInput, rules: RuleBook) -> DeductionResult {
    DeductionResult(taxFree: 0, deductions: [], employer: [], notes: [], alerts: [])
}
