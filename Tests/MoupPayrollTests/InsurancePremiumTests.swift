import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// Premium arithmetic near the pension base floor and ceiling (both halves of 2025 and 2026) and
/// the other shares. Workers are enrolled by override where the pay alone would not enrol them.
@Suite struct InsurancePremiumTests {
    private func pension(_ gross: Int, payDate: String) -> PayLine? {
        F.run(F.input(.insurance, gross: gross, payDate: payDate, pension: .on)).deductions.first {
            $0.code == .nationalPension
        }
    }

    /// 2026 second half, floor 410,000: 312,345 won → base 410,000 × 4.75% = 19,475 → 19,470.
    @Test func floorSecondHalf2026() {
        let line = pension(312_345, payDate: "2026-12-10")
        #expect(line?.amount == 19_470)
        #expect(line?.basis == "기준소득월액 하한 410,000원 × 4.75% = 19,475원 → 19,470원")
    }

    /// 2026 first half, floor 400,000: 312,345 won → 400,000 × 4.75% = 19,000.
    @Test func floorFirstHalf2026() {
        #expect(pension(312_345, payDate: "2026-06-10")?.amount == 19_000)
    }

    /// 2026 first half, ceiling 6,370,000: 7,000,000 won → 6,370,000 × 4.75% = 302,575 → 302,570.
    @Test func ceilingFirstHalf2026() {
        let line = pension(7_000_000, payDate: "2026-06-10")
        #expect(line?.amount == 302_570)
        #expect(line?.basis == "기준소득월액 상한 6,370,000원 × 4.75% = 302,575원 → 302,570원")
    }

    /// From the July 2026 premium on (paid 2026-08-10), ceiling 6,590,000: 6,590,000 × 4.75% = 313,025
    /// → 313,020. (June's pay, paid 2026-07-10, keeps June's ceiling: v3, the premium month.)
    @Test func ceilingSecondHalf2026() {
        #expect(pension(7_000_000, payDate: "2026-08-10")?.amount == 313_020)
        #expect(pension(7_000_000, payDate: "2026-07-10")?.amount == 302_570)
    }

    /// Just under the first-half ceiling: 6,369,999 → 6,369,000 × 4.75% = 302,527.5 → 302,520.
    @Test func justUnderTheCeiling() {
        #expect(pension(6_369_999, payDate: "2026-06-10")?.amount == 302_520)
    }

    /// Just above the second-half floor: 410,999 → 410,000 (floored to 1,000) → 19,470;
    /// 411,000 → 411,000 × 4.75% = 19,522.5 → 19,520.
    @Test func justAboveTheFloor() {
        #expect(pension(410_999, payDate: "2026-12-10")?.amount == 19_470)
        #expect(pension(411_000, payDate: "2026-12-10")?.amount == 19_520)
    }

    /// 2025 first half: floor 390,000 × 4.5% = 17,550; ceiling 6,170,000 × 4.5% = 277,650.
    /// 2025 second half: floor 400,000 × 4.5% = 18,000; ceiling 6,370,000 × 4.5% = 286,650.
    @Test func limitsOf2025() {
        #expect(pension(300_000, payDate: "2025-03-10")?.amount == 17_550)
        #expect(pension(9_000_000, payDate: "2025-03-10")?.amount == 277_650)
        #expect(pension(300_000, payDate: "2025-08-10")?.amount == 18_000)
        #expect(pension(9_000_000, payDate: "2025-08-10")?.amount == 286_650)
    }

    /// Long-term care is taken from the floored health premium with the exact fraction
    /// 0.9448 ÷ 7.19, never from the rounded 13.14%: health on 3,000,000 = 107,850;
    /// 107,850 × 0.9448 ÷ 7.19 = 14,172.2 → 14,170. 1,234,567: health 44,382.6 → 44,380;
    /// × 0.9448 ÷ 7.19 = 5,831.7 → 5,830. Where the two differ: 1,026,704 → health 36,910.0 → 36,910;
    /// × 0.9448 ÷ 7.19 = 4,850.1 → 4,850, while × 13.14% = 4,849.97 would give 4,840.
    @Test func longTermCareFromTheFlooredHealthPremium() {
        let rates = F.rules.insurance.value(on: F.day("2026-12-10"))
        let big = HealthInsurance.compute(taxable: 3_000_000, rates: rates)
        #expect(big.employee.amount == 107_850)
        #expect(big.longTermCareEmployee.amount == 14_170)
        let odd = HealthInsurance.compute(taxable: 1_234_567, rates: rates)
        #expect(odd.employee.amount == 44_380)
        #expect(odd.longTermCareEmployee.amount == 5_830)
        #expect(HealthInsurance.longTermCareShare(rates) == Ratio(94_480_000, 719_000_000))
        let edge = HealthInsurance.compute(taxable: 1_026_704, rates: rates)
        #expect(edge.employee.amount == 36_910)
        #expect(edge.longTermCareEmployee.amount == 4_850)
    }

    /// Employment insurance, employer share by workplace size (v3: two premiums, each floored):
    /// 3,000,000 × 0.9% = 27,000 + × 0.65% = 19,500 → 46,500 at 200 employees; 27,000 + × 0.85% =
    /// 25,500 → 52,500 at 1,000; the worker pays 27,000 either way.
    @Test func employmentStabilityBySize() {
        let rates = F.rules.insurance.value(on: F.day("2026-12-10"))
        let mid = EmploymentInsurance.compute(taxable: 3_000_000, employees: 200, rates: rates)
        #expect(mid.employee?.amount == 27_000)
        #expect(mid.employer.amount == 46_500)
        #expect(
            mid.employer.basis
                == "실업급여 3,000,000원 × 0.9% = 27,000원 → 27,000원 + 고용안정·직업능력개발 3,000,000원 × 0.65% = 19,500원 → 19,500원 = 46,500원"
        )
        #expect(
            EmploymentInsurance.compute(taxable: 3_000_000, employees: 1_000, rates: rates).employer.amount == 52_500)
    }
}
