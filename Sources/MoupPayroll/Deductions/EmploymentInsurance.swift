import MoupModel
import MoupRules

/// 고용보험 (고용보험 및 산업재해보상보험의 보험료징수 등에 관한 법률; payroll-rules.md v3): the worker
/// pays taxable pay × the 실업급여 rate; the employer pays two premiums, 실업급여 at the same rate and
/// 고용안정·직업능력개발 at the rate for the workplace's size, each floored to 10 won on its own, on
/// one line that shows both and their sum. For employment begun at 65 or older (고용보험법 제10조②)
/// there is no 실업급여 premium: the worker pays nothing, the employer only 고용안정·직업능력개발.
enum EmploymentInsurance {
    struct Shares: Hashable, Sendable {
        /// Nil when no 실업급여 premium is owed.
        var employee: PayLine?
        var employer: PayLine
    }

    static func compute(taxable: Int, employees: Int, rates: InsuranceRates, unemployment: Bool = true) -> Shares {
        let stability = RatedAmount(base: taxable, rate: rates.employmentStability(employees: employees))
        guard unemployment else {
            return Shares(
                employee: nil,
                employer: PayLine(
                    code: .employmentInsurance, amount: stability.amount,
                    basis: Phrase(.employmentStabilityOnly, ["basis": .phrase(stability.basis())])))
        }
        let employer = RatedAmount(base: taxable, rate: rates.employmentEmployer)
        let total = employer.amount + stability.amount
        return Shares(
            employee: RatedAmount(base: taxable, rate: rates.employmentEmployee).line(.employmentInsurance),
            employer: PayLine(
                code: .employmentInsurance, amount: total,
                basis: Phrase(
                    .employmentEmployerSum,
                    [
                        "unemployment": .phrase(employer.basis()), "stability": .phrase(stability.basis()),
                        "total": .won(total),
                    ])))
    }
}
