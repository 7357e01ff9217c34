import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// Contract v3's insurance rules (issue 30, "Payroll III"), each with its won amounts worked out by
/// hand from the law and the bundled 2026/2027 rule tables. Unless noted, November 2026 paid
/// 2026-12-10, 4 employees (고용안정·직업능력개발 0.25 %), 산재 0.86 %.
@Suite struct InsuranceV3Tests {
    private func line(_ lines: [PayLine], _ code: LineCode) -> PayLine? { lines.first { $0.code == code } }

    // MARK: 고용보험법 제10조②: employment begun at 65 or older

    /// Born 1960-03-01, hired 2026-01-05 at 65 (66 on 2026-11-01), 209 hours, 2,156,880 won
    /// (+200,000 meal, tax-free): no 실업급여 premium from either side; the employer still pays
    /// 고용안정·직업능력개발 2,156,880 × 0.25 % = 5,392.2 → 5,390. 국민연금: 66 is over 59, not enrolled.
    /// 건강 2,156,880 × 3.595 % = 77,539.8 → 77,530; 장기요양 77,530 × 0.9448 ÷ 7.19 = 10,187.9 → 10,180.
    /// 소득세 band 2,150–2,160 천원: 24,340; 지방 2,430. 산재 2,356,880 × 0.86 % = 20,269.1 → 20,260.
    @Test func hiredAt65PaysNoUnemploymentPremium() {
        let result = F.run(
            F.input(.insurance, gross: 2_356_880, meal: 200_000, start: "2026-01-05", birth: "1960-03-01"))
        #expect(
            F.text(result.deductions) == [
                "health_insurance 77530", "long_term_care 10180", "income_tax 24340", "local_income_tax 2430",
            ])
        #expect(
            F.text(result.employer) == [
                "health_insurance 77530", "long_term_care 10180", "employment_insurance 5390",
                "industrial_accident 20260",
            ])
        #expect(
            line(result.employer, .employmentInsurance)?.basis
                == "고용안정·직업능력개발 2,156,880원 × 0.25% = 5,392원 → 5,390원 (실업급여 보험료 없음)")
        #expect(
            result.notes.contains(
                "고용보험: 2026-01-05 입사 당시 만 65세로 65세 이후에 고용되어 실업급여 보험료는 근로자와 사업주 모두 내지 않고, 사업주만 고용안정·직업능력개발 보험료를 냅니다 (고용보험법 제10조②)"
            ))
    }

    /// Hired at 63 (born 1961-06-01, start 2025-03-01), 65 now: employment begun before 65 stays
    /// covered. 고용 2,156,880 × 0.9 % = 19,411.9 → 19,410; employer 19,410 + 5,390 = 24,800.
    @Test func hiredBefore65StaysCovered() {
        let result = F.run(F.input(.insurance, gross: 2_156_880, start: "2025-03-01", birth: "1961-06-01"))
        #expect(line(result.deductions, .employmentInsurance)?.amount == 19_410)
        #expect(line(result.employer, .employmentInsurance)?.amount == 24_800)
    }

    /// The day before the 65th birthday is still 64: born 1961-01-06, hired 2026-01-05 → covered.
    @Test func sixtyFifthBirthdayIsTheLine() {
        let before = F.run(F.input(.insurance, gross: 2_156_880, start: "2026-01-05", birth: "1961-01-06"))
        #expect(line(before.deductions, .employmentInsurance)?.amount == 19_410)
        let on = F.run(F.input(.insurance, gross: 2_156_880, start: "2026-01-05", birth: "1961-01-05"))
        #expect(line(on.deductions, .employmentInsurance) == nil)
        #expect(line(on.employer, .employmentInsurance)?.amount == 5_390)
    }

    /// 71 and no `start`: when employment began is unknown, so the premium stays (19,410) and the
    /// note says why.
    @Test func over65WithoutStartKeepsThePremium() {
        let result = F.run(F.input(.insurance, gross: 2_156_880, birth: "1955-01-01", employment: .on))
        #expect(line(result.deductions, .employmentInsurance)?.amount == 19_410)
        #expect(
            result.notes.contains(
                "고용보험: 기간 첫날 만 71세이지만 입사일(start)이 없어 65세 이후 고용인지 알 수 없으므로 실업급여 보험료를 뗍니다 (고용보험법 제10조②)"))
    }

    // MARK: 고용보험 employer share: two premiums, each floored

    /// 4,321,987 won of taxable pay. Employer 실업급여 4,321,987 × 0.9 % = 38,897.883 → 38,897 → 38,890;
    /// 고용안정·직업능력개발 4,321,987 × 0.25 % = 10,804.97 → 10,804 → 10,800; the line is their sum
    /// 49,690 (one premium at 1.15 % would give 49,702.85 → 49,700). The worker: × 0.9 % = 38,890.
    @Test func employerEmploymentInsuranceIsTwoFlooredPremiums() {
        let result = F.run(F.input(.insurance, gross: 4_321_987))
        #expect(line(result.deductions, .employmentInsurance)?.amount == 38_890)
        let employer = line(result.employer, .employmentInsurance)
        #expect(employer?.amount == 49_690)
        #expect(
            employer?.basis
                == "실업급여 4,321,987원 × 0.9% = 38,897원 → 38,890원 + 고용안정·직업능력개발 4,321,987원 × 0.25% = 10,804원 → 10,800원 = 49,690원"
        )
    }

    // MARK: 건강보험 premium floor and ceiling (보건복지부 고시)

    /// 200,000 won, 20 hours, `healthInsurance: true`: 200,000 × 3.595 % = 7,190 is under the 2026
    /// floor, so each share is 10,080; 장기요양 10,080 × 0.9448 ÷ 7.19 = 1,324.56 → 1,320, each share.
    /// Nothing else: 20 hours and 200,000 won enrol neither pension nor employment insurance.
    @Test func healthFloor() {
        let result = F.run(F.input(.insurance, gross: 200_000, minutes: 20 * 60, health: .on))
        #expect(F.text(result.deductions) == ["health_insurance 10080", "long_term_care 1320"])
        #expect(
            F.text(result.employer) == ["health_insurance 10080", "long_term_care 1320", "industrial_accident 1720"])
        #expect(
            line(result.deductions, .healthInsurance)?.basis == "200,000원 × 3.595% = 7,190원 → 7,190원 → 건강보험료 하한 10,080원"
        )
    }

    /// 130,000,000 won: 130,000,000 × 3.595 % = 4,673,500 is above the 2026 ceiling: 4,591,740 each
    /// share; 장기요양 4,591,740 × 0.9448 ÷ 7.19 = 603,376.3 → 603,370.
    @Test func healthCeiling() {
        let result = F.run(F.input(.insurance, gross: 130_000_000))
        #expect(line(result.deductions, .healthInsurance)?.amount == 4_591_740)
        #expect(line(result.employer, .healthInsurance)?.amount == 4_591_740)
        #expect(line(result.deductions, .longTermCare)?.amount == 603_370)
        #expect(
            line(result.deductions, .healthInsurance)?.basis
                == "130,000,000원 × 3.595% = 4,673,500원 → 4,673,500원 → 건강보험료 상한 4,591,740원")
    }

    /// The limits are rule-table figures by premium month: 2025's floor is 9,890 a share
    /// (19,780 ÷ 2): 100,000 won in October 2025 × 3.545 % = 3,545 → 3,540 → 9,890.
    @Test func healthFloorOf2025() {
        let result = F.run(F.input(.insurance, gross: 100_000, minutes: 20 * 60, payDate: "2025-11-10", health: .on))
        #expect(line(result.deductions, .healthInsurance)?.amount == 9_890)
        let rates = F.rules.insurance.value(on: F.day("2026-03-01"))
        #expect(rates.healthPremiumFloor == 10_080 && rates.healthPremiumCeiling == 4_591_740)
    }

    // MARK: the premium month

    /// December 2026 paid 2027-01-10 takes December's insurance figures: 국민연금 4.75 % (not 2027's
    /// 5 %): 2,156,000 × 4.75 % = 102,410 each side; income tax on the pay date (the 2027 table,
    /// restated): 24,340, 지방 2,430.
    @Test func decemberPayPaidInJanuaryTakesDecembersRates() {
        let result = F.run(F.input(.insurance, gross: 2_356_880, meal: 200_000, payDate: "2027-01-10"))
        #expect(line(result.deductions, .nationalPension)?.amount == 102_410)
        #expect(line(result.employer, .nationalPension)?.amount == 102_410)
        #expect(
            line(result.deductions, .nationalPension)?.basis
                == "기준소득월액(천원 미만 절사) 2,156,000원 × 4.75% = 102,410원 → 102,410원")
        #expect(line(result.deductions, .incomeTax)?.amount == 24_340)
    }

    /// June 2026 paid 2026-07-10 keeps June's pension ceiling (6,370,000 → 302,570), though the July
    /// ceiling (6,590,000) is in force on the pay date.
    @Test func juneKeepsJunesPensionCeiling() {
        let result = F.run(F.input(.insurance, gross: 7_000_000, payDate: "2026-07-10"))
        #expect(line(result.deductions, .nationalPension)?.amount == 302_570)
    }

    // MARK: 국민연금법 제8조②: under 18

    /// Born 2009-11-02: 16 on 2026-11-01, 80 hours, 1,000,000 won: enrolled unless they decline:
    /// 1,000,000 × 4.75 % = 47,500.
    @Test func under18IsEnrolled() {
        let result = F.run(F.input(.insurance, gross: 1_000_000, minutes: 80 * 60, birth: "2009-11-02"))
        #expect(line(result.deductions, .nationalPension)?.amount == 47_500)
        #expect(
            result.notes.contains(
                "국민연금: 월 소정근로 80시간(60시간 이상)이라 가입 대상입니다 (만 16세: 18세 미만 근로자도 사업장가입자로 봅니다, 국민연금법 제8조②; 본인이 원하지 않으면 deductions.nationalPension: false)"
            ))
    }

    /// The same worker with `nationalPension: false`: the decline, said as such.
    @Test func under18Declines() {
        let result = F.run(F.input(.insurance, gross: 1_000_000, minutes: 80 * 60, birth: "2009-11-02", pension: .off))
        #expect(line(result.deductions, .nationalPension) == nil)
        #expect(
            result.notes.contains(
                "국민연금: 만 16세(18세 미만) 근로자가 가입을 원하지 않아 공제하지 않습니다 (국민연금법 제8조② 단서, deductions.nationalPension: false)"))
    }

    /// Under 18 and under 60 hours and 2,200,000 won: not enrolled, as at any age.
    @Test func under18BelowTheTestsIsNotEnrolled() {
        let result = F.run(F.input(.insurance, gross: 400_000, minutes: 40 * 60, birth: "2009-11-02"))
        #expect(line(result.deductions, .nationalPension) == nil)
        #expect(result.notes.contains("국민연금: 월 소정근로 40시간(60시간 미만)이고 월 보수 220만원 미만이라 가입 대상이 아닙니다"))
    }
}

/// The v3 insurance rules that `deductions.mode: daily` shares with `insurance` mode ("premiums,
/// rounding and the employer's shares as in insurance"): the 65 rule and 국민연금 under 18. The worker
/// works 10:00–15:00 (300 min, 51,600 won, no tax) on the month's Tuesdays and Thursdays.
@Suite struct DailyWorkerV3Tests {
    private func slip(born: String, start: String, end: String? = nil, days: Int, month: String) throws -> Payslip {
        var worker = Fixture.worker(start: start, end: end, mode: .daily)
        worker.birthDate = Fixture.date(born)
        let dates = YearMonth(iso: month)!.days.filter { $0.weekday == .tue || $0.weekday == .thu }.prefix(days)
        let shifts = dates.map { Fixture.shift($0.description, "10:00", "15:00") }
        let content = Fixture.content(employees: 4, workers: [worker], shifts: shifts)
        return try #require(
            PayrollEngine(rules: DeductionFixture.rules)
                .report(for: content, month: YearMonth(iso: month)!, today: Fixture.date("2027-01-01")).payslips.first)
    }

    /// Hired 2026-10-01 at 66 (born 1960-01-01) for October only: 고용보험 covers the short employment,
    /// but employment begun at 65 owes no 실업급여 premium: the worker pays nothing, the employer
    /// 고용안정·직업능력개발 on 9 × 51,600 = 464,400 × 0.25 % = 1,161 → 1,160.
    @Test func dailyWorkerHiredAt66() throws {
        let slip = try slip(born: "1960-01-01", start: "2026-10-01", end: "2026-10-31", days: 9, month: "2026-10")
        #expect(slip.deductions.isEmpty)
        #expect(DeductionFixture.text(slip.employer) == ["employment_insurance 1160"])
    }

    /// Born 2010-01-01 (16), hired 2026-10-01, 8 days in November: 국민연금 as for an adult (제8조②):
    /// 기준소득월액 412,000 × 4.75 % = 19,570.
    @Test func dailyWorkerUnder18() throws {
        let slip = try slip(born: "2010-01-01", start: "2026-10-01", days: 8, month: "2026-11")
        #expect(slip.deductions.first { $0.code == .nationalPension }?.amount == 19_570)
        #expect(slip.notes.contains { $0.contains("(만 16세: 18세 미만 근로자도 사업장가입자로 봅니다, 국민연금법 제8조②;") })
    }
}
