import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// The employer's shares and total cost (payroll-rules.md: employer's cost).
@Suite struct EmployerCostTests {
    /// 3,000,000 full-time, 200 employees, 산재 1.47%, paid 2026-12-10:
    /// 국민연금 3,000,000 × 4.75% = 142,500; 건강 × 3.595% = 107,850; 장기요양 107,850 × 0.9448 ÷ 7.19
    /// = 14,172 → 14,170; 고용 × 0.9% = 27,000 + × 0.65% = 19,500, 46,500; 산재 × 1.47% = 44,100.
    /// Cost = 3,000,000 + 142,500 + 107,850 + 14,170 + 46,500 + 44,100 = 3,355,120.
    @Test func fullTimeInALargerWorkplace() {
        let result = F.run(F.input(.insurance, gross: 3_000_000, employees: 200, accidentRate: "0.0147"))
        #expect(
            F.text(result.employer) == [
                "national_pension 142500", "health_insurance 107850", "long_term_care 14170",
                "employment_insurance 46500", "industrial_accident 44100",
            ])
        #expect(EmployerCost.total(gross: 3_000_000, employer: result.employer) == 3_355_120)
    }

    /// The spec's example: 892,680 in `none` mode, 산재 0.86% → 7,670; cost 900,350.
    @Test func specExample() {
        let result = F.run(F.input(.none, gross: 892_680))
        #expect(result.employer.map(\.basis) == ["892,680원 × 0.86% = 7,677원 → 7,670원"])
        #expect(EmployerCost.total(gross: 892_680, employer: result.employer) == 900_350)
    }

    /// Not enrolled (30 hours, no start): the employer pays only 산재, 309,600 × 0.86% = 2,662.56 → 2,660.
    @Test func notEnrolledOnlyAccident() {
        let result = F.run(F.input(.insurance, gross: 309_600, minutes: 30 * 60))
        #expect(F.text(result.employer) == ["industrial_accident 2660"])
    }

    /// Employer shares are floored separately from the worker's: with the meal allowance out of the
    /// base, 1,234,567 + 200,000 meal → taxable 1,234,567; employer 고용 × 1.15% = 14,197.5 → 14,190
    /// while the worker's 0.9% = 11,111.1 → 11,110; 산재 on gross 1,434,567 × 0.86% = 12,337.2 → 12,330.
    @Test func employerSharesOnTaxablePayAccidentOnGross() {
        let result = F.run(F.input(.insurance, gross: 1_434_567, meal: 200_000))
        #expect(result.employer.first { $0.code == .employmentInsurance }?.amount == 14_190)
        #expect(result.deductions.first { $0.code == .employmentInsurance }?.amount == 11_110)
        #expect(result.employer.last?.amount == 12_330)
    }
}
