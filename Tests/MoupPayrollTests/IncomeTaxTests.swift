import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// 근로소득세 from the 간이세액표 with the child reduction, 소액부징수 and the formula above
/// 10,000,000 won, through `computeDeductions` (income tax and local tax lines only; insurances
/// are switched off so the taxable pay is the gross).
@Suite struct IncomeTaxTests {
    private func tax(
        _ gross: Int, dependents: Int = 1, children: Int = 0, payDate: String = "2026-12-10"
    ) -> DeductionResult {
        F.run(
            F.input(
                .insurance, gross: gross, payDate: payDate, dependents: dependents, children: children,
                pension: .off, health: .off, employment: .off))
    }

    /// 1,500,000, 1 person: band 1,500–1,510: 8,920; 지방 892 → 890.
    @Test func knownCell1500() {
        #expect(F.text(tax(1_500_000).deductions) == ["income_tax 8920", "local_income_tax 890"])
    }

    /// 2,000,000: 1 person 19,520; 2 persons 14,750; 3 persons 6,600 (지방 660).
    @Test func severalDependents2000() {
        #expect(tax(2_000_000).deductions.first?.amount == 19_520)
        #expect(tax(2_000_000, dependents: 2).deductions.first?.amount == 14_750)
        #expect(F.text(tax(2_000_000, dependents: 3).deductions) == ["income_tax 6600", "local_income_tax 660"])
    }

    /// 2,500,000 → 35,600; 3,000,000 → 74,350 (2 persons 56,850).
    @Test func knownCells2500And3000() {
        #expect(tax(2_500_000).deductions.first?.amount == 35_600)
        #expect(tax(3_000_000).deductions.first?.amount == 74_350)
        #expect(tax(3_000_000, dependents: 2).deductions.first?.amount == 56_850)
    }

    /// NTS example: 3,500,000, 4 persons, 2 children 8–20, paid 2026-02-10 (before the change):
    /// 49,340 − 29,160 = 20,180; 지방 2,018 → 2,010.
    @Test func childReductionBeforeMarch2026() {
        let result = tax(3_500_000, dependents: 4, children: 2, payDate: "2026-02-10")
        #expect(F.text(result.deductions) == ["income_tax 20180", "local_income_tax 2010"])
        #expect(
            result.deductions.first?.basis
                == "간이세액표 3,500천원 이상 3,520천원 미만 · 공제대상가족 4명: 49,340원 − 8~20세 자녀 2명 공제 29,160원 = 20,180원")
    }

    /// Same pay from 2026-03-01: 49,340 − 45,830 = 3,510; 지방 351 → 350.
    @Test func childReductionFromMarch2026() {
        let result = tax(3_500_000, dependents: 4, children: 2, payDate: "2026-03-10")
        #expect(F.text(result.deductions) == ["income_tax 3510", "local_income_tax 350"])
    }

    /// 2,156,880, 2 persons, 1 child: 17,840 − 12,500 = 5,340 (지방 530) paid 2026-02-10;
    /// 17,840 − 20,830 < 0 → 0 paid 2026-12-10: nothing withheld, the note says why.
    @Test func childReductionNeverBelowZero() {
        #expect(
            F.text(tax(2_156_880, dependents: 2, children: 1, payDate: "2026-02-10").deductions)
                == ["income_tax 5340", "local_income_tax 530"])
        let after = tax(2_156_880, dependents: 2, children: 1)
        #expect(after.deductions.isEmpty)
        #expect(
            after.notes.contains(
                "근로소득세: 간이세액표 2,150천원 이상 2,160천원 미만 · 공제대상가족 2명: 17,840원 − 8~20세 자녀 1명 공제 20,830원 = 0원이라 뗄 세액이 없습니다"))
    }

    /// Three children from March 2026: 45,830 + 33,330 = 79,160 off. 5,000,000, 5 persons:
    /// band 5,000–5,020 column 5 = 200,350; 200,350 − 79,160 = 121,190; 지방 12,119 → 12,110.
    /// Before March: 29,160 + 25,000 = 54,160 off → 146,190.
    @Test func threeChildren() {
        #expect(
            F.text(tax(5_000_000, dependents: 5, children: 3).deductions) == [
                "income_tax 121190", "local_income_tax 12110",
            ])
        #expect(tax(5_000_000, dependents: 5, children: 3, payDate: "2026-01-10").deductions.first?.amount == 146_190)
    }

    /// Under 1,000 after the reduction is not withheld (소액부징수): 2,265,000, 2 persons, 1 child,
    /// paid 2026-03-10: 20,880 − 20,830 = 50. 1,905,000 paid 2026-02-10: 12,680 − 12,500 = 180.
    @Test func smallAmountAfterReductionIsNotWithheld() {
        let march = tax(2_265_000, dependents: 2, children: 1, payDate: "2026-03-10")
        #expect(march.deductions.isEmpty)
        #expect(march.notes.contains { $0.hasSuffix("= 50원이 1,000원 미만이라 떼지 않습니다(소액부징수)") })
        #expect(tax(1_905_000, dependents: 2, children: 1, payDate: "2026-02-10").deductions.isEmpty)
    }

    /// The first taxed cell: 1,060,000 → 1,040 (withheld; 지방 104 → 100); 1,059,999 → 0.
    @Test func firstTaxedBand() {
        #expect(F.text(tax(1_060_000).deductions) == ["income_tax 1040", "local_income_tax 100"])
        #expect(tax(1_059_999).deductions.isEmpty)
    }

    /// Below the table (769,999): no tax; at 770,000 the table's first band: 0 too.
    @Test func belowTheTable() {
        #expect(tax(769_999).notes.contains("근로소득세: 월 과세급여 769,999원은 간이세액표 770천원 미만이라 세액이 없습니다"))
        #expect(tax(770_000).deductions.isEmpty)
    }

    /// Exactly 10,000,000: the table's 10,000천원 row, 1,507,400; 지방 150,740.
    @Test func exactlyTenMillion() {
        let result = tax(10_000_000)
        #expect(F.text(result.deductions) == ["income_tax 1507400", "local_income_tax 150740"])
        #expect(result.deductions.first?.basis == "간이세액표 10,000천원 · 공제대상가족 1명: 1,507,400원")
    }

    /// 12,000,000, 1 person: 1,507,400 + 25,000 + 2,000,000 × 98% × 35% (686,000) = 2,218,400;
    /// 지방 221,840. 10,000,001: 1,507,400 + 25,000 + 0.343 → 1,532,400.
    @Test func formulaTenToFourteenMillion() {
        let result = tax(12_000_000)
        #expect(F.text(result.deductions) == ["income_tax 2218400", "local_income_tax 221840"])
        #expect(
            result.deductions.first?.basis
                == "간이세액표 10,000천원 초과 14,000천원 이하 · 공제대상가족 1명: 1,507,400원 + 25,000원 + (12,000,000원 − 10,000,000원) × 34.3% = 2,218,400원 → 2,218,400원"
        )
        #expect(tax(10_000_001).deductions.first?.amount == 1_532_400)
    }

    /// 20,000,000, 3 persons: 1,200,840 + 1,397,000 + 6,000,000 × 98% × 38% (2,234,400) = 4,832,240.
    /// 14,000,000, 1 person, where the two steps meet: 1,507,400 + 25,000 + 1,372,000 = 2,904,400.
    /// 14,000,037: 1,507,400 + 1,397,000 + 37 × 0.3724 (13.7 → 13) = 2,904,413 → 2,904,410.
    @Test func formulaFourteenToTwentyEightMillion() {
        #expect(tax(20_000_000, dependents: 3).deductions.first?.amount == 4_832_240)
        #expect(tax(14_000_000).deductions.first?.amount == 2_904_400)
        #expect(tax(14_000_037).deductions.first?.amount == 2_904_410)
    }

    /// 2025 pay date, the 2025 minimum-wage month: 2,096,270 → band 2,090–2,100: 22,420.
    @Test func payDateIn2025() {
        #expect(tax(2_096_270, payDate: "2025-12-10").deductions.first?.amount == 22_420)
    }

    /// `incomeTax: false` drops the local income tax too.
    @Test func incomeTaxOverrideOff() {
        let result = F.run(
            F.input(.insurance, gross: 3_000_000, pension: .off, health: .off, employment: .off, incomeTax: .off))
        #expect(result.deductions.isEmpty)
        #expect(result.notes.contains("근로소득세·지방소득세: 설정(deductions.incomeTax: false)에 따라 원천징수하지 않습니다"))
    }
}
