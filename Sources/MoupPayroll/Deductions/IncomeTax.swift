import MoupModel
import MoupRules

/// 근로소득세 (간이세액표) and 지방소득세 in `insurance` mode: the table cell for the monthly
/// taxable pay and the number of dependents, minus the child reduction in force on the pay date,
/// never below 0; under 1,000 won not withheld (소액부징수). 지방소득세 = 10% of the income tax,
/// floored to 10 won. `incomeTax: false` drops both.
enum IncomeTax {
    static func compute(taxable: Int, settings: DeductionSettings, payDate: CivilDate,
                        rules: RuleBook) -> (lines: [PayLine], notes: [String]) {
        guard settings.incomeTax != .off else {
            return ([], ["근로소득세·지방소득세: 설정(deductions.incomeTax: false)에 따라 원천징수하지 않습니다"])
        }
        let table = rules.incomeTaxTable.value(on: payDate)
        let rates = rules.withholding.value(on: payDate)
        let cell = table.cell(pay: taxable, dependents: settings.dependents)
        if case let .belowTable(firstLower) = cell {
            return ([], ["근로소득세: 월 과세급여 \(DeductionText.won(taxable))은 간이세액표 \(DeductionText.thousands(firstLower)) 미만이라 세액이 없습니다"])
        }
        var basis = cellText(cell)
        var tax = cell.tax
        let reduction = rules.childTaxReduction.value(on: payDate).amount(children: settings.children)
        if reduction > 0 {
            tax = max(0, tax - reduction)
            basis += " − 8~20세 자녀 \(settings.children)명 공제 \(DeductionText.won(reduction)) = \(DeductionText.won(tax))"
        }
        guard tax > 0 else {
            return ([], ["근로소득세: \(basis)이라 뗄 세액이 없습니다"])
        }
        guard tax >= rates.minimumWithholding else {
            return ([], ["근로소득세: \(basis)이 \(DeductionText.won(rates.minimumWithholding)) 미만이라 떼지 않습니다(소액부징수)"])
        }
        let local = RatedAmount(base: tax, rate: rates.localIncomeTax)
        return ([PayLine(code: .incomeTax, amount: tax, basis: basis), local.line(.localIncomeTax)], [])
    }

    /// `간이세액표 2,150천원 이상 2,160천원 미만 · 공제대상가족 1명: 24,340원`.
    static func cellText(_ cell: IncomeTaxTable.Cell) -> String {
        switch cell {
        case let .belowTable(firstLower):
            return "간이세액표 \(DeductionText.thousands(firstLower)) 미만: 0원"
        case let .band(band, dependents, tax):
            return "간이세액표 \(DeductionText.thousands(band.lower)) 이상 \(DeductionText.thousands(band.upper)) 미만 · 공제대상가족 \(dependents)명: \(DeductionText.won(tax))"
        case let .tenMillion(_, dependents, tax):
            return "간이세액표 10,000천원 · 공제대상가족 \(dependents)명: \(DeductionText.won(tax))"
        case let .formula(pay, step, upTo, base, dependents, tax):
            let range = upTo.map { "\(DeductionText.thousands(step.over)) 초과 \(DeductionText.thousands($0)) 이하" }
                ?? "\(DeductionText.thousands(step.over)) 초과"
            let excess = step.rate.floor(of: pay - step.over)
            let exact = base + step.add + excess
            return "간이세액표 \(range) · 공제대상가족 \(dependents)명: \(DeductionText.won(base)) + \(DeductionText.won(step.add)) + (\(DeductionText.won(pay)) − \(DeductionText.won(step.over))) × \(step.rate.percentText) = \(DeductionText.won(exact)) → \(DeductionText.won(tax))"
        }
    }
}
