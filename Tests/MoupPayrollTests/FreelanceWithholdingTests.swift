import MoupModel
@testable import MoupPayroll
import MoupRules
import Testing

private typealias F = DeductionFixture

/// 3.3% 사업소득 원천징수 (payroll-rules.md, Deductions: `freelance`).
@Suite struct FreelanceWithholdingTests {
    /// 892,680 × 3% = 26,780.4 → 26,780; 26,780 × 10% = 2,678 → 2,670. 산재 892,680 × 0.86% = 7,677 → 7,670.
    @Test func aboveTheThreshold() {
        let result = F.run(F.input(.freelance, gross: 892_680))
        #expect(F.text(result.deductions) == ["income_tax 26780", "local_income_tax 2670"])
        #expect(result.deductions.map(\.basis) == ["892,680원 × 3% = 26,780원 → 26,780원", "26,780원 × 10% = 2,678원 → 2,670원"])
        #expect(F.text(result.employer) == ["industrial_accident 7670"])
        #expect(result.taxFree == 0)
    }

    /// 33,000 × 3% = 990 < 1,000: neither tax is withheld (소액부징수).
    @Test func belowTheThreshold() {
        let result = F.run(F.input(.freelance, gross: 33_000))
        #expect(result.deductions.isEmpty)
        #expect(result.notes.contains("사업소득세: 33,000원 × 3% = 990원 → 990원이 1,000원 미만이라 떼지 않습니다(소액부징수)"))
    }

    /// 33,334 × 3% = 1,000.02 → 1,000: withheld; 1,000 × 10% = 100.
    @Test func atTheThreshold() {
        #expect(F.text(F.run(F.input(.freelance, gross: 33_334)).deductions) == ["income_tax 1000", "local_income_tax 100"])
    }

    /// 34,000 × 3% = 1,020; 1,020 × 10% = 102 → 100.
    @Test func localTaxFlooredToTenWon() {
        #expect(F.text(F.run(F.input(.freelance, gross: 34_000)).deductions) == ["income_tax 1020", "local_income_tax 100"])
    }

    /// A freelancer on the owner's schedule raises `freelance_with_schedule`; no insurance is
    /// withheld or paid by the employer whatever the hours.
    @Test func freelancerOnASchedule() {
        let result = F.run(F.input(.freelance, gross: 2_500_000, minutes: 160 * 60, hasSchedule: true))
        #expect(result.alerts.map(\.code) == [.freelanceWithSchedule])
        // 2,500,000 × 3% = 75,000; 7,500. 산재 2,500,000 × 0.86% = 21,500.
        #expect(F.text(result.deductions) == ["income_tax 75000", "local_income_tax 7500"])
        #expect(F.text(result.employer) == ["industrial_accident 21500"])
    }

    /// 2025 pay date: same 3% (figures restated in 2025.yml): 500,000 → 15,000; 1,500.
    @Test func payDateIn2025() {
        #expect(F.text(F.run(F.input(.freelance, gross: 500_000, payDate: "2025-05-10")).deductions)
                == ["income_tax 15000", "local_income_tax 1500"])
    }
}
