import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

/// 퇴직소득세 (소득세법 제48조, 제55조; payroll-rules.md v2) with the bundled 2026 tables, every step
/// floored to the won, the tax to 10 won, 0 under 1,000 won (소액부징수), local tax 10 %.
@Suite struct RetirementIncomeTaxTests {
    static func tax(_ severance: Int, years: Int, payDate: String = "2026-12-04") -> RetirementIncomeTax {
        let rules = DeductionFixture.rules
        let date = Fixture.date(payDate)
        return RetirementIncomeTax(
            severance: severance, years: years,
            table: rules.severance.retirementIncomeTax.value(on: date),
            withholding: rules.withholding.value(on: date))
    }

    /// payroll-law.md §13: a full-time minimum-wage worker leaving after exactly one year, 2,476,800원.
    /// 근속연수공제 1,000,000 × 1; 환산급여 (2,476,800 − 1,000,000) × 12 ÷ 1 = 17,721,600;
    /// 환산급여공제 8,000,000 + (17,721,600 − 8,000,000) × 60% = 8,000,000 + 5,832,960 = 13,832,960;
    /// 과세표준 3,888,640; 환산산출세액 3,888,640 × 6% = 233,318.4 → 233,318; 산출세액 233,318 × 1 ÷ 12 =
    /// 19,443.1 → 19,443 → 19,440원; 지방소득세 1,944 → 1,940원.
    @Test func oneYearAtTheMinimumWage() {
        let t = Self.tax(2_476_800, years: 1)
        #expect(t.serviceDeduction == 1_000_000)
        #expect(t.convertedPay == 17_721_600)
        #expect(t.convertedPayDeduction == 13_832_960)
        #expect(t.taxBase == 3_888_640)
        #expect(t.convertedTax == 233_318)
        #expect(t.computedTax == 19_443)
        #expect(t.tax == 19_440)
        #expect(t.local.amount == 1_940)
        #expect(DeductionFixture.text(t.lines.lines) == ["retirement_income_tax 19440", "retirement_local_tax 1940"])
        #expect(
            t.lines.lines[0].basis
                == "근속연수 1년 (1년 미만은 1년) · 근속연수공제 1,000,000원 · 환산급여 (2,476,800원 − 1,000,000원) × 12 ÷ 1 = 17,721,600원 · 환산급여공제 8,000,000원 + (17,721,600원 − 8,000,000원) × 60% = 13,832,960원 · 과세표준 17,721,600원 − 13,832,960원 = 3,888,640원 · 환산산출세액 3,888,640원 × 6% = 233,318원 · 산출세액 233,318원 × 1 ÷ 12 = 19,443원 → 19,440원"
        )
    }

    /// Exactly 1,000 won: 1,708,334원, 1 year. 환산급여 708,334 × 12 = 8,500,008; 공제 8,000,000 +
    /// ⌊500,008 × 60%⌋ = 8,300,004; 과세표준 200,004; × 6% = 12,000.2 → 12,000; ÷ 12 = 1,000 → 1,000원
    /// withheld, local 100원.
    @Test func exactlyOneThousandWonIsWithheld() {
        let t = Self.tax(1_708_334, years: 1)
        #expect(t.taxBase == 200_004)
        #expect(t.computedTax == 1_000)
        #expect(DeductionFixture.text(t.lines.lines) == ["retirement_income_tax 1000", "retirement_local_tax 100"])
    }

    /// One won less, 1,708,333원: 환산급여 8,499,996; 공제 8,000,000 + ⌊499,996 × 60%⌋ = 8,299,997; 과세표준
    /// 199,999; × 6% = 11,999.9 → 11,999; ÷ 12 = 999.9 → 999 → 990원, under 1,000: nothing withheld.
    @Test func nineHundredNinetyNineIsNotWithheld() {
        let t = Self.tax(1_708_333, years: 1)
        #expect(t.computedTax == 999)
        #expect(t.tax == 0)
        #expect(t.lines.lines.isEmpty)
        #expect(t.lines.notes.first?.hasSuffix("990원이 1,000원 미만이라(소액부징수) 떼지 않습니다") == true)
    }

    /// The usual 알바 case: 1,666,666원 after one year → 환산급여 666,666 × 12 = 7,999,992 ≤ 8,000,000,
    /// all deducted: tax 0.
    @Test func upToOneAndTwoThirdsMillionPerYearIsUntaxed() {
        let t = Self.tax(1_666_666, years: 1)
        #expect(t.convertedPay == 7_999_992)
        #expect(t.taxBase == 0)
        #expect(t.tax == 0)
        #expect(t.lines.notes.first?.hasSuffix("산출세액이 0원이라 떼지 않습니다") == true)
    }

    /// The deduction is at most the severance (제48조②): 800,000원 after 2 years → 근속연수공제
    /// min(2,000,000, 800,000) = 800,000; 환산급여 0; tax 0.
    @Test func serviceDeductionIsCappedAtTheSeverance() {
        let t = Self.tax(800_000, years: 2)
        #expect(t.serviceDeduction == 800_000)
        #expect(t.convertedPay == 0)
        #expect(t.tax == 0)
    }

    /// Into the 15 % bracket: 30,000,000원 after 5 years. 공제 1,000,000 × 5 = 5,000,000; 환산급여
    /// 25,000,000 × 12 ÷ 5 = 60,000,000; 환산급여공제 8,000,000 + 52,000,000 × 60% = 39,200,000; 과세표준
    /// 20,800,000; 환산산출세액 840,000 + 6,800,000 × 15% = 1,860,000; 산출세액 1,860,000 × 5 ÷ 12 =
    /// 775,000원; 지방소득세 77,500원.
    @Test func fiveYearsInTheFifteenPercentBracket() {
        let t = Self.tax(30_000_000, years: 5)
        #expect(t.convertedPayDeduction == 39_200_000)
        #expect(t.convertedTax == 1_860_000)
        #expect(DeductionFixture.text(t.lines.lines) == ["retirement_income_tax 775000", "retirement_local_tax 77500"])
    }

    /// Six years uses the second 근속연수공제 step: 5,000,000 + 2,000,000 × 1 = 7,000,000; and 12 years
    /// the third: 15,000,000 + 2,500,000 × 2 = 20,000,000; 21 years: 40,000,000 + 3,000,000 = 43,000,000.
    @Test func serviceDeductionSteps() {
        #expect(Self.tax(100_000_000, years: 6).serviceDeduction == 7_000_000)
        #expect(Self.tax(100_000_000, years: 12).serviceDeduction == 20_000_000)
        #expect(Self.tax(100_000_000, years: 21).serviceDeduction == 43_000_000)
        #expect(Self.tax(100_000_000, years: 5).serviceDeduction == 5_000_000)
    }

    @Test func theTablesComeFromTheRuleFilesWithSources() throws {
        let rules = DeductionFixture.rules
        for date in ["2025-03-01", "2026-12-04", "2027-06-30"] {
            let entry = rules.severance.retirementIncomeTax.entry(on: Fixture.date(date))
            #expect(entry.value == .statutory2023, "\(date)")
            #expect(entry.source.contains("소득세법 제48조①1호"))
            #expect(entry.source.contains("소득세법 제55조①"))
        }
        #expect(rules.severance.settlementDays.value(on: Fixture.date("2026-11-20")) == 14)
        #expect(rules.severance.irpThreshold.value(on: Fixture.date("2026-12-04")) == 3_000_000)
        #expect(rules.severance.irpExemptAge.value(on: Fixture.date("2026-12-04")) == 55)
        #expect(rules.severance.irpThreshold.entry(on: Fixture.date("2027-01-04")).source.contains("시행령 제3조의2"))
        let measure = rules.severance.measure.value(on: Fixture.date("2026-11-20"))
        #expect(
            measure
                == SeveranceMeasure(
                    minimumServiceMonths: 12, blockDays: 28, averageWageMonths: 3, daysPerYear: 30,
                    expiredLeaveShare: Ratio(25, 100)))
        // 일용근로소득: 150,000원 a day, 6 %, 55 % credit, 8 days, 1 month, 3 months, each with its statute.
        let daily = rules.dailyWorker
        let day = Fixture.date("2026-12-10")
        #expect(daily.dayDeduction.value(on: day) == 150_000)
        #expect(daily.dayDeduction.entry(on: day).source.contains("소득세법 제47조②"))
        #expect(daily.taxRate.value(on: day) == Ratio(6, 100))
        #expect(daily.taxRate.entry(on: day).source.contains("제129조①4호"))
        #expect(daily.taxCredit.value(on: day) == Ratio(55, 100))
        #expect(daily.taxCredit.entry(on: day).source.contains("제59조③"))
        #expect(daily.insuranceDays.value(on: day) == 8)
        #expect(daily.insuranceMonths.value(on: day) == 1)
        #expect(daily.regularAfterMonths.value(on: day) == 3)
        #expect(daily.regularAfterMonths.entry(on: Fixture.date("2025-05-01")).source.contains("시행령 제20조"))
    }
}
