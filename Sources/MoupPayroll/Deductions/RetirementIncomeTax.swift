import MoupModel
import MoupRules

/// 퇴직소득세 (소득세법 제48조, 제55조; payroll-rules.md v2) on a 퇴직금, step by step, every
/// intermediate floored to the won [C: the law gives no rounding], with the tables of the rule file
/// in force on the pay date:
/// 1. 근속연수 Y (a part year is a year; computed by the caller from 근속월수);
/// 2. 근속연수공제 from the table, at most the severance;
/// 3. 환산급여 C = ⌊(severance − 근속연수공제) × 12 ÷ Y⌋;
/// 4. 환산급여공제 from the table, floored;
/// 5. 과세표준 T = C − 환산급여공제 (≥ 0); 환산산출세액 = ⌊기본세율(T)⌋;
/// 6. 산출세액 = ⌊환산산출세액 × Y ÷ 12⌋; `retirement_income_tax` = that floored to 10 won, 0 when under
///    1,000 (소액부징수, 제86조); `retirement_local_tax` = 10 % of it floored to 10 won (지방세법 제103조의13).
struct RetirementIncomeTax: Hashable, Sendable {
    let severance: Int
    let years: Int
    let serviceDeduction: Int
    let convertedPay: Int
    let convertedPayDeduction: Int
    let taxBase: Int
    let convertedTax: Int
    let computedTax: Int
    /// Withheld (floored to 10 won; 0 under the 소액부징수 threshold).
    let tax: Int
    let local: RatedAmount
    let minimumWithholding: Int
    let table: RetirementIncomeTaxTable

    init(severance: Int, years: Int, table: RetirementIncomeTaxTable, withholding: WithholdingRates) {
        precondition(years >= 1 && severance >= 0)
        self.severance = severance
        self.years = years
        let service = table.serviceDeduction.last { $0.overYears < years } ?? table.serviceDeduction[0]
        serviceDeduction = min(service.add + service.perYear * (years - service.overYears), severance)
        convertedPay = (severance - serviceDeduction) * 12 / years
        convertedPayDeduction = Self.progressive(convertedPay, table.convertedPayDeduction)
        taxBase = max(0, convertedPay - convertedPayDeduction)
        convertedTax = Self.progressive(taxBase, table.basicRates)
        computedTax = convertedTax * years / 12
        let floored = TenWon.floor(computedTax)
        tax = floored < withholding.minimumWithholding ? 0 : floored
        local = RatedAmount(base: tax, rate: withholding.localIncomeTax)
        minimumWithholding = withholding.minimumWithholding
        self.table = table
    }

    /// ⌊add + (amount − over) × rate⌋ for the last step whose `over` the amount exceeds.
    static func progressive(_ amount: Int, _ steps: [BracketStep]) -> Int {
        guard let step = steps.last(where: { $0.over < amount }) else { return 0 }
        return step.add + step.rate.floor(of: amount - step.over)
    }

    private static func progressiveText(_ amount: Int, _ steps: [BracketStep]) -> Phrase.Value {
        guard let step = steps.last(where: { $0.over < amount }) else { return .won(0) }
        let total = Phrase.Value.won(progressive(amount, steps))
        if step.over == 0 {
            return .phrase(
                Phrase(
                    .progressiveFirst, ["amount": .won(amount), "rate": .text(step.rate.percentText), "total": total]))
        }
        return .phrase(
            Phrase(
                .progressiveStep,
                [
                    "add": .won(step.add), "amount": .won(amount), "over": .won(step.over),
                    "rate": .text(step.rate.percentText), "total": total,
                ]))
    }

    /// Every step, for the statement.
    var steps: [Phrase] {
        [
            Phrase(.retirementYears, ["years": .number(years)]),
            Phrase(
                serviceDeduction == severance ? .retirementServiceDeductionCapped : .retirementServiceDeduction,
                ["amount": .won(serviceDeduction)]),
            Phrase(
                .retirementConvertedPay,
                [
                    "severance": .won(severance), "deduction": .won(serviceDeduction),
                    "years": .number(years), "amount": .won(convertedPay),
                ]),
            Phrase(
                .retirementConvertedDeduction, ["text": Self.progressiveText(convertedPay, table.convertedPayDeduction)]
            ),
            Phrase(
                .retirementTaxBase,
                ["pay": .won(convertedPay), "deduction": .won(convertedPayDeduction), "amount": .won(taxBase)]),
            Phrase(.retirementConvertedTax, ["text": Self.progressiveText(taxBase, table.basicRates)]),
            Phrase(
                .retirementComputedTax,
                ["tax": .won(convertedTax), "years": .number(years), "amount": .won(computedTax)]),
        ]
    }

    /// The two deduction lines (amount 0 left out) and why none is withheld where that is so.
    var lines: (lines: [PayLine], notes: [Phrase]) {
        let steps = Phrase.Value.phrases(self.steps, separator: " · ")
        guard tax > 0 else {
            let reason =
                computedTax == 0
                ? Phrase(.retirementTaxZero)
                : Phrase(
                    .retirementTaxSmall, ["tax": .won(TenWon.floor(computedTax)), "minimum": .won(minimumWithholding)])
            return ([], [Phrase(.retirementTaxNone, ["steps": steps, "reason": .phrase(reason)])])
        }
        return (
            [
                PayLine(
                    code: .retirementIncomeTax, amount: tax,
                    basis: Phrase(.stepsResult, ["steps": steps, "amount": .won(tax)])),
                local.line(.retirementLocalTax, label: Phrase(.retirementTaxLabel)),
            ], []
        )
    }
}
