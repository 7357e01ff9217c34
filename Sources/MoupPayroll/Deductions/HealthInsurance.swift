import MoupModel
import MoupRules

/// 건강보험 and 장기요양보험: health = taxable pay × rate, floored to 10 won, then held between the
/// month's premium floor and ceiling (보건복지부 고시 under 국민건강보험법 시행령 제32조; 2026: each share
/// at least 10,080 and at most 4,591,740); long-term care = that health premium × (long-term-care
/// rate ÷ total health rate), exactly that fraction (노인장기요양보험법 제9조; 2026: 0.9448% ÷ 7.19%),
/// floored to 10 won. Each share (employee, employer) separately: the limits are per share.
enum HealthInsurance {
    struct Shares: Hashable, Sendable {
        var employee: PayLine
        var employer: PayLine
        var longTermCareEmployee: PayLine
        var longTermCareEmployer: PayLine
    }

    /// long-term care ÷ total health, as one exact fraction.
    static func longTermCareShare(_ rates: InsuranceRates) -> Ratio {
        Ratio(
            rates.longTermCare.numerator * rates.healthTotal.denominator,
            rates.longTermCare.denominator * rates.healthTotal.numerator)
    }

    /// One share's health premium: `base × rate` floored to 10 won, held between the floor and the
    /// ceiling; the basis says which limit applied.
    static func premium(taxable: Int, rate: Ratio, rates: InsuranceRates) -> PayLine {
        let rated = RatedAmount(base: taxable, rate: rate)
        if rated.amount < rates.healthPremiumFloor {
            return PayLine(
                code: .healthInsurance, amount: rates.healthPremiumFloor,
                basis: Phrase(
                    .healthPremiumFloorApplied,
                    [
                        "basis": .phrase(rated.basis()), "limit": .won(rates.healthPremiumFloor),
                    ]))
        }
        if rated.amount > rates.healthPremiumCeiling {
            return PayLine(
                code: .healthInsurance, amount: rates.healthPremiumCeiling,
                basis: Phrase(
                    .healthPremiumCeilingApplied,
                    [
                        "basis": .phrase(rated.basis()), "limit": .won(rates.healthPremiumCeiling),
                    ]))
        }
        return rated.line(.healthInsurance)
    }

    static func compute(taxable: Int, rates: InsuranceRates) -> Shares {
        let employee = premium(taxable: taxable, rate: rates.healthEmployee, rates: rates)
        let employer = premium(taxable: taxable, rate: rates.healthEmployer, rates: rates)
        let share = longTermCareShare(rates)
        let careText = Phrase.Value.list([.percent(rates.longTermCare), .percent(rates.healthTotal)], separator: " ÷ ")
        return Shares(
            employee: employee,
            employer: employer,
            longTermCareEmployee: RatedAmount(base: employee.amount, rate: share)
                .line(.longTermCare, label: Phrase(.healthPremiumLabel), rateText: careText),
            longTermCareEmployer: RatedAmount(base: employer.amount, rate: share)
                .line(.longTermCare, label: Phrase(.healthPremiumLabel), rateText: careText))
    }
}
