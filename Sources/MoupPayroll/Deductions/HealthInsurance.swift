import MoupModel
import MoupRules

/// 건강보험 and 장기요양보험: health = taxable pay × rate, floored to 10 won; long-term care =
/// the floored health premium × (long-term-care rate ÷ total health rate), exactly that fraction
/// (노인장기요양보험법 제9조; 2026: 0.9448% ÷ 7.19%), floored to 10 won. Each share separately.
enum HealthInsurance {
    struct Shares: Hashable, Sendable {
        var employee: PayLine
        var employer: PayLine
        var longTermCareEmployee: PayLine
        var longTermCareEmployer: PayLine
    }

    /// long-term care ÷ total health, as one exact fraction.
    static func longTermCareShare(_ rates: InsuranceRates) -> Ratio {
        Ratio(rates.longTermCare.numerator * rates.healthTotal.denominator,
              rates.longTermCare.denominator * rates.healthTotal.numerator)
    }

    static func compute(taxable: Int, rates: InsuranceRates) -> Shares {
        let employee = RatedAmount(base: taxable, rate: rates.healthEmployee)
        let employer = RatedAmount(base: taxable, rate: rates.healthEmployer)
        let share = longTermCareShare(rates)
        let careText = Phrase.Value.list([.percent(rates.longTermCare), .percent(rates.healthTotal)], separator: " ÷ ")
        return Shares(
            employee: employee.line(.healthInsurance),
            employer: employer.line(.healthInsurance),
            longTermCareEmployee: RatedAmount(base: employee.amount, rate: share)
                .line(.longTermCare, label: Phrase(.healthPremiumLabel), rateText: careText),
            longTermCareEmployer: RatedAmount(base: employer.amount, rate: share)
                .line(.longTermCare, label: Phrase(.healthPremiumLabel), rateText: careText))
    }
}
