import MoupModel
import MoupRules

/// 근로소득세 (간이세액표) and 지방소득세 in `insurance` mode: the table cell for the monthly
/// taxable pay and the number of dependents, minus the child reduction in force on the pay date,
/// never below 0; under 1,000 won not withheld (소액부징수). 지방소득세 = 10% of the income tax,
/// floored to 10 won. `incomeTax: false` drops both.
enum IncomeTax {
    static func compute(
        taxable: Int, settings: DeductionSettings, payDate: CivilDate,
        rules: RuleBook
    ) -> (lines: [PayLine], notes: [Phrase]) {
        guard settings.incomeTax != .off else {
            return ([], [Phrase(.incomeTaxOff)])
        }
        let table = rules.incomeTaxTable.value(on: payDate)
        let rates = rules.withholding.value(on: payDate)
        let cell = table.cell(pay: taxable, dependents: settings.dependents)
        if case .belowTable(let firstLower) = cell {
            return ([], [Phrase(.incomeTaxBelowTable, ["taxable": .won(taxable), "lower": .thousands(firstLower)])])
        }
        var basis = cellText(cell)
        var tax = cell.tax
        let reduction = rules.childTaxReduction.value(on: payDate).amount(children: settings.children)
        if reduction > 0 {
            tax = max(0, tax - reduction)
            basis = Phrase(
                .incomeTaxChildren,
                [
                    "cell": .phrase(basis), "children": .number(settings.children),
                    "reduction": .won(reduction), "tax": .won(tax),
                ])
        }
        guard tax > 0 else {
            return ([], [Phrase(.incomeTaxNone, ["basis": .phrase(basis)])])
        }
        guard tax >= rates.minimumWithholding else {
            return (
                [], [Phrase(.incomeTaxSmall, ["basis": .phrase(basis), "minimum": .won(rates.minimumWithholding)])]
            )
        }
        let local = RatedAmount(base: tax, rate: rates.localIncomeTax)
        return ([PayLine(code: .incomeTax, amount: tax, basis: basis), local.line(.localIncomeTax)], [])
    }

    /// `간이세액표 2,150천원 이상 2,160천원 미만 · 공제대상가족 1명: 24,340원`.
    static func cellText(_ cell: IncomeTaxTable.Cell) -> Phrase {
        switch cell {
        case .belowTable(let firstLower):
            return Phrase(.taxTableBelow, ["lower": .thousands(firstLower), "zero": .won(0)])
        case .band(let band, let dependents, let tax):
            return Phrase(
                .taxTableBand,
                [
                    "lower": .thousands(band.lower), "upper": .thousands(band.upper),
                    "dependents": .number(dependents), "tax": .won(tax),
                ])
        case .tenMillion(_, let dependents, let tax):
            return Phrase(
                .taxTableTenMillion,
                ["row": .thousands(10_000_000), "dependents": .number(dependents), "tax": .won(tax)])
        case .formula(let pay, let step, let upTo, let base, let dependents, let tax):
            let range =
                upTo.map { Phrase(.taxTableOverUpTo, ["over": .thousands(step.over), "upTo": .thousands($0)]) }
                ?? Phrase(.taxTableOver, ["over": .thousands(step.over)])
            let excess = step.rate.floor(of: pay - step.over)
            let exact = base + step.add + excess
            return Phrase(
                .taxTableFormula,
                [
                    "range": .phrase(range), "dependents": .number(dependents), "base": .won(base),
                    "add": .won(step.add), "pay": .won(pay), "over": .won(step.over),
                    "rate": .text(step.rate.percentText), "exact": .won(exact), "tax": .won(tax),
                ])
        }
    }
}
