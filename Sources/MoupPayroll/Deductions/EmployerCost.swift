import MoupModel

/// The employer's cost = gross + the employer's shares of pension, health, long-term care and
/// employment insurance (where enrolled) + 산재보험, each floored to 10 won.
enum EmployerCost {
    /// 산재보험 (employer only, every mode): the workplace's `industrialAccidentRate` × gross,
    /// floored to 10 won; without a rate it counts as 0 and raises `missing_accident_rate`.
    static func industrialAccident(gross: Int, workplace: Workplace) -> (line: PayLine?, alert: PayrollAlert?) {
        guard let rate = workplace.industrialAccidentRate else {
            return (
                nil,
                PayrollAlert(
                    code: .missingAccidentRate,
                    message: Phrase(.alertMissingAccidentRate, ["workplace": .text(workplace.id)]))
            )
        }
        return (RatedAmount(base: gross, rate: rate).line(.industrialAccident), nil)
    }

    static func total(gross: Int, employer: [PayLine]) -> Int {
        gross + employer.map(\.amount).reduce(0, +)
    }
}
