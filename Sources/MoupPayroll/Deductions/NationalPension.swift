import MoupModel
import MoupRules

/// 국민연금: base = taxable pay floored to 1,000 won (기준소득월액), clamped to the floor and
/// ceiling in force on the pay date; each share = base × rate, floored to 10 won.
enum NationalPension {
    struct Shares: Hashable, Sendable {
        var base: Int
        var employee: PayLine
        var employer: PayLine
    }

    static func base(taxable: Int, rates: InsuranceRates) -> Int {
        min(max(taxable / 1000 * 1000, rates.pensionBaseFloor), rates.pensionBaseCeiling)
    }

    static func compute(taxable: Int, rates: InsuranceRates) -> Shares {
        let base = base(taxable: taxable, rates: rates)
        let floored = taxable / 1000 * 1000
        let label: Phrase
        if floored < rates.pensionBaseFloor {
            label = Phrase(.pensionBaseFloor)
        } else if floored > rates.pensionBaseCeiling {
            label = Phrase(.pensionBaseCeiling)
        } else {
            label = Phrase(.pensionBaseRounded)
        }
        return Shares(
            base: base,
            employee: RatedAmount(base: base, rate: rates.nationalPensionEmployee).line(.nationalPension, label: label),
            employer: RatedAmount(base: base, rate: rates.nationalPensionEmployer).line(.nationalPension, label: label))
    }
}
