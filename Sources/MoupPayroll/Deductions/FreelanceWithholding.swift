import MoupModel
import MoupRules

/// 사업소득 원천징수 (3.3%): income tax = gross × 3%, floored to 10 won; local income tax = that
/// tax × 10%, floored to 10 won. 소액부징수 (both 0 when the income tax is under 1,000 won) applies
/// only where the rule table's `businessIncomeSmallAmountExempt` is true on the pay date (payments
/// before 2024-07-01); since 소득세법 제86조 as amended the 3% is withheld whatever the amount.
/// The meal allowance is part of the base (nothing is tax-free for a freelancer).
enum FreelanceWithholding {
    static func compute(gross: Int, rates: WithholdingRates) -> (lines: [PayLine], notes: [String]) {
        let tax = RatedAmount(base: gross, rate: rates.businessIncome)
        var notes = ["사업소득 원천징수(3.3%): 프리랜서로 설정되어 4대보험료와 근로소득세 대신 소득세 \(rates.businessIncome.percentText)와 지방소득세를 뗍니다"]
        if tax.amount < rates.minimumWithholding {
            guard !rates.businessIncomeSmallAmountExempt else {
                notes.append("사업소득세: \(tax.basis())이 \(DeductionText.won(rates.minimumWithholding)) 미만이라 떼지 않습니다(소액부징수)")
                return ([], notes)
            }
            if tax.amount > 0 {
                notes.append("사업소득세: \(DeductionText.won(rates.minimumWithholding)) 미만이어도 뗍니다(인적용역 사업소득은 소액부징수 대상이 아닙니다, 소득세법 제86조)")
            }
        }
        let local = RatedAmount(base: tax.amount, rate: rates.localIncomeTax)
        return ([tax.line(.incomeTax), local.line(.localIncomeTax)], notes)
    }

    static let scheduleAlert = PayrollAlert(
        code: .freelanceWithSchedule,
        message: "freelance (3.3%) worker has shifts in schedule.json: working on the owner's schedule suggests employment (주휴수당, 4대보험 may be owed)")
}
