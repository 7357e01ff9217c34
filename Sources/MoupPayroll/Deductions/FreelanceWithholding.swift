import MoupModel
import MoupRules

/// 사업소득 원천징수 (3.3%): income tax = gross × 3%, floored to 10 won; local income tax = that
/// tax × 10%, floored to 10 won. 소액부징수 (both 0 when the income tax is under 1,000 won) applies
/// only where the rule table's `businessIncomeSmallAmountExempt` is true on the pay date (payments
/// before 2024-07-01); since 소득세법 제86조 as amended the 3% is withheld whatever the amount.
/// The meal allowance is part of the base (nothing is tax-free for a freelancer).
enum FreelanceWithholding {
    static func compute(gross: Int, rates: WithholdingRates) -> (lines: [PayLine], notes: [Phrase]) {
        let tax = RatedAmount(base: gross, rate: rates.businessIncome)
        var notes = [Phrase(.freelanceWithholding, ["rate": .percent(rates.businessIncome)])]
        if tax.amount < rates.minimumWithholding {
            guard !rates.businessIncomeSmallAmountExempt else {
                notes.append(
                    Phrase(.freelanceSmall, ["basis": .phrase(tax.basis()), "minimum": .won(rates.minimumWithholding)]))
                return ([], notes)
            }
            if tax.amount > 0 {
                notes.append(Phrase(.freelanceSmallWithheld, ["minimum": .won(rates.minimumWithholding)]))
            }
        }
        let local = RatedAmount(base: tax.amount, rate: rates.localIncomeTax)
        return ([tax.line(.incomeTax), local.line(.localIncomeTax)], notes)
    }

    static let scheduleAlert = PayrollAlert(
        code: .freelanceWithSchedule,
        message: Phrase(.alertFreelanceWithSchedule))
}
