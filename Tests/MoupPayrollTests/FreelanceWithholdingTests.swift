import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// 3.3% 사업소득 원천징수 (payroll-rules.md, Deductions: `freelance`).
@Suite struct FreelanceWithholdingTests {
    /// 892,680 × 3% = 26,780.4 → 26,780; 26,780 × 10% = 2,678 → 2,670. 산재 892,680 × 0.86% = 7,677 → 7,670.
    @Test func aboveTheThreshold() {
        let result = F.run(F.input(.freelance, gross: 892_680))
        #expect(F.text(result.deductions) == ["income_tax 26780", "local_income_tax 2670"])
        #expect(
            result.deductions.map(\.basis) == ["892,680원 × 3% = 26,780원 → 26,780원", "26,780원 × 10% = 2,678원 → 2,670원"])
        #expect(F.text(result.employer) == ["industrial_accident 7670"])
        #expect(result.taxFree == 0)
    }

    // v2 소액부징수 (payroll-rules.md, Deductions: `freelance`; 소득세법 제86조 as amended): for pay dates
    // from 2024-07-01 the 3% is withheld whatever the amount. The bundled tables (2025 on) all say so.

    /// Pay date 2026-12-10. 33,000 × 3% = 990 → 990 (under 1,000, withheld all the same);
    /// 990 × 10% = 99 → 90. (v1 withheld nothing here.)
    @Test func underAThousandIsWithheld() {
        let result = F.run(F.input(.freelance, gross: 33_000))
        #expect(F.text(result.deductions) == ["income_tax 990", "local_income_tax 90"])
        #expect(result.deductions.map(\.basis) == ["33,000원 × 3% = 990원 → 990원", "990원 × 10% = 99원 → 90원"])
        #expect(result.notes.contains("사업소득세: 1,000원 미만이어도 뗍니다(인적용역 사업소득은 소액부징수 대상이 아닙니다, 소득세법 제86조)"))
    }

    /// The spec's example: 33,300 × 3% = 999 → 990 (floored to 10 won); 990 × 10% = 99 → 90.
    /// 33,333 × 3% = 999.99 → 999 → 990; local 90 (the public test case in payroll-law.md §17).
    @Test func taxOf999IsWithheld() {
        #expect(
            F.text(F.run(F.input(.freelance, gross: 33_300)).deductions) == ["income_tax 990", "local_income_tax 90"])
        #expect(
            F.text(F.run(F.input(.freelance, gross: 33_333)).deductions) == ["income_tax 990", "local_income_tax 90"])
    }

    /// 33,334 × 3% = 1,000.02 → 1,000: exactly 1,000 won of tax, withheld; 1,000 × 10% = 100.
    @Test func atTheThreshold() {
        let result = F.run(F.input(.freelance, gross: 33_334))
        #expect(F.text(result.deductions) == ["income_tax 1000", "local_income_tax 100"])
        #expect(!result.notes.contains { $0.contains("소액부징수") })
    }

    /// Tiny pay: 300 × 3% = 9 → 0 won after the 10-won floor: no line (amount-0 lines are left out).
    @Test func taxUnderTenWonIsNoLine() {
        #expect(F.run(F.input(.freelance, gross: 300)).deductions.isEmpty)
    }

    /// 2025 pay date, bundled 2025.yml: 33,300 → 990 + 90 as in 2026 (the amended rule predates both tables).
    @Test func underAThousandIn2025() {
        #expect(
            F.text(F.run(F.input(.freelance, gross: 33_300, payDate: "2025-05-10")).deductions)
                == ["income_tax 990", "local_income_tax 90"])
    }

    /// The date the rule changed, from the flag's `from:` dates (a table holding 2024: exempt from
    /// 2024-01-01, not exempt from 2024-07-01; the bundled tables start in 2025).
    /// Pay date 2024-06-30: 33,300 × 3% = 999 → 990 < 1,000 → neither tax (0 + 0, 소액부징수).
    /// Pay date 2024-07-01: the same 33,300 → 990 + 90.
    /// Exactly 1,000 won of tax on 2024-06-30 (33,334 → 1,000) is at the threshold: 1,000 + 100.
    @Test func payDateBeforeAndFromJuly2024() {
        var rules = F.rules
        let statute = WithholdingRates.statutory
        func rates(exempt: Bool) -> WithholdingRates {
            WithholdingRates(
                localIncomeTax: statute.localIncomeTax, businessIncome: statute.businessIncome,
                minimumWithholding: statute.minimumWithholding, businessIncomeSmallAmountExempt: exempt)
        }
        rules.withholding = Dated([
            .init(from: F.day("2024-01-01"), value: rates(exempt: true), source: "소득세법 제86조 (개정 전)"),
            .init(from: F.day("2024-07-01"), value: rates(exempt: false), source: "소득세법 제86조 (2024-07-01 이후 지급분)"),
        ])
        let june = computeDeductions(F.input(.freelance, gross: 33_300, payDate: "2024-06-30"), rules: rules)
        #expect(june.deductions.isEmpty)
        #expect(june.notes.contains("사업소득세: 33,300원 × 3% = 999원 → 990원이 1,000원 미만이라 떼지 않습니다(소액부징수)"))
        let july = computeDeductions(F.input(.freelance, gross: 33_300, payDate: "2024-07-01"), rules: rules)
        #expect(F.text(july.deductions) == ["income_tax 990", "local_income_tax 90"])
        let threshold = computeDeductions(F.input(.freelance, gross: 33_334, payDate: "2024-06-30"), rules: rules)
        #expect(F.text(threshold.deductions) == ["income_tax 1000", "local_income_tax 100"])
    }

    /// 34,000 × 3% = 1,020; 1,020 × 10% = 102 → 100.
    @Test func localTaxFlooredToTenWon() {
        #expect(
            F.text(F.run(F.input(.freelance, gross: 34_000)).deductions) == ["income_tax 1020", "local_income_tax 100"])
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
        #expect(
            F.text(F.run(F.input(.freelance, gross: 500_000, payDate: "2025-05-10")).deductions)
                == ["income_tax 15000", "local_income_tax 1500"])
    }
}
