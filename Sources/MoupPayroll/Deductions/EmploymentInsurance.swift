import MoupModel
import MoupRules

/// 고용보험: the worker pays taxable pay × the 실업급여 rate; the employer pays the same rate plus
/// the 고용안정·직업능력개발 rate for the workplace's size, as one line floored to 10 won.
enum EmploymentInsurance {
    struct Shares: Hashable, Sendable {
        var employee: PayLine
        var employer: PayLine
    }

    static func compute(taxable: Int, employees: Int, rates: InsuranceRates) -> Shares {
        let stability = rates.employmentStability(employees: employees)
        let employerRate = Ratio(
            rates.employmentEmployer.numerator * stability.denominator + stability.numerator * rates.employmentEmployer.denominator,
            rates.employmentEmployer.denominator * stability.denominator)
        return Shares(
            employee: RatedAmount(base: taxable, rate: rates.employmentEmployee).line(.employmentInsurance),
            employer: RatedAmount(base: taxable, rate: employerRate).line(
                .employmentInsurance, rateText: .list([.text("("), .list([.percent(rates.employmentEmployer), .percent(stability)], separator: " + "),
                                                    .text(")")], separator: "")))
    }
}
