import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

private typealias F = DeductionFixture

/// `auto` enrolment from the month's scheduled hours, pay, age and length of employment
/// (payroll-rules.md, Deductions). All paid 2026-12-10 for November 2026 unless noted.
@Suite struct InsuranceEnrolmentTests {
    private func codes(_ result: DeductionResult) -> [String] { result.deductions.map(\.code.rawValue) }

    /// 48 hours (2,880 minutes), 600,000 won: no insurance; 600,000 is below the table's 770천원,
    /// so no income tax either. Nothing withheld; the notes say why.
    @Test func under60HoursNothingIsWithheld() {
        let result = F.run(F.input(.insurance, gross: 600_000, minutes: 2_880))
        #expect(result.deductions.isEmpty)
        #expect(result.notes.contains("국민연금: 월 소정근로 48시간(60시간 미만)이고 월 보수 220만원 미만이라 가입 대상이 아닙니다"))
        #expect(result.notes.contains("건강보험·장기요양보험: 월 소정근로 48시간(60시간 미만)이라 가입 대상이 아닙니다"))
        #expect(result.notes.contains("고용보험: 월 소정근로 48시간(60시간 미만)이고 입사일(start)이 없어 3개월 이상 근무 여부를 알 수 없으므로 가입 대상이 아닙니다"))
        #expect(result.notes.contains("근로소득세: 월 과세급여 600,000원은 간이세액표 770천원 미만이라 세액이 없습니다"))
        // Employer still pays 산재: 600,000 × 0.86% = 5,160.
        #expect(F.text(result.employer) == ["industrial_accident 5160"])
    }

    /// Exactly 60 hours counts as 60: 60 h × 10,320 = 619,200.
    /// 국민연금 619,000 × 4.75% = 29,402.5 → 29,400. 건강 619,200 × 3.595% = 22,260.2 → 22,260.
    /// 장기요양 22,260 × 0.9448 ÷ 7.19 = 2,925.1 → 2,920. 고용 619,200 × 0.9% = 5,572.8 → 5,570.
    @Test func exactly60HoursIsEnrolled() {
        let result = F.run(F.input(.insurance, gross: 619_200, minutes: 3_600))
        #expect(
            F.text(result.deductions) == [
                "national_pension 29400", "health_insurance 22260", "long_term_care 2920", "employment_insurance 5570",
            ])
        #expect(result.notes.contains("국민연금: 월 소정근로 60시간(60시간 이상)이라 가입 대상입니다"))
    }

    /// One minute short of 60 hours: not enrolled in anything.
    @Test func oneMinuteUnder60Hours() {
        let result = F.run(F.input(.insurance, gross: 619_020, minutes: 3_599))
        #expect(result.deductions.isEmpty)
        #expect(result.notes.contains("건강보험·장기요양보험: 월 소정근로 59시간 59분(60시간 미만)이라 가입 대상이 아닙니다"))
    }

    /// 86 hours 40 minutes: all three insurances; 894,400 won.
    /// 국민연금 894,000 × 4.75% = 42,465 → 42,460. 건강 894,400 × 3.595% = 32,153.7 → 32,150.
    /// 장기요양 32,150 × 0.9448 ÷ 7.19 = 4,224.6 → 4,220. 고용 894,400 × 0.9% = 8,049.6 → 8,040.
    /// 소득세: 894,400 is in the 890–895 band, 0 won.
    @Test func over60Hours() {
        let result = F.run(F.input(.insurance, gross: 894_400, minutes: 5_200))
        #expect(
            F.text(result.deductions) == [
                "national_pension 42460", "health_insurance 32150", "long_term_care 4220", "employment_insurance 8040",
            ])
    }

    /// Under 60 hours but 2,300,000 won: the pension's income test enrols it; health and
    /// employment insurance stay off. 국민연금 2,300,000 × 4.75% = 109,250.
    /// 소득세 band 2,300–2,310: 29,160; 지방 2,916 → 2,910.
    @Test func pensionByIncomeUnder60Hours() {
        let result = F.run(F.input(.insurance, gross: 2_300_000, minutes: 40 * 60))
        #expect(F.text(result.deductions) == ["national_pension 109250", "income_tax 29160", "local_income_tax 2910"])
        #expect(result.notes.contains("국민연금: 월 소정근로 40시간(60시간 미만)이지만 월 보수 2,300,000원(220만원 이상)이라 가입 대상입니다"))
    }

    /// Exactly 2,200,000 counts: 2,200,000 × 4.75% = 104,500.
    @Test func pensionIncomeThresholdIsInclusive() {
        let result = F.run(F.input(.insurance, gross: 2_200_000, minutes: 20 * 60))
        #expect(result.deductions.first?.code == .nationalPension)
        #expect(result.deductions.first?.amount == 104_500)
        let below = F.run(F.input(.insurance, gross: 2_199_999, minutes: 20 * 60))
        #expect(!below.deductions.contains { $0.code == .nationalPension })
    }

    /// Born 1966-11-01: 60 on 2026-11-01, the period's first day: no pension, whatever the hours.
    /// Born 1966-11-02: still 59 on that day: enrolled.
    @Test func pensionAgeLimitOnThePeriodsFirstDay() {
        let sixty = F.run(F.input(.insurance, gross: 1_500_000, minutes: 100 * 60, birth: "1966-11-01"))
        #expect(!sixty.deductions.contains { $0.code == .nationalPension })
        #expect(sixty.deductions.contains { $0.code == .healthInsurance })
        #expect(sixty.notes.contains("국민연금: 기간 첫날 만 60세로 가입 나이(만 18~59세)가 아니라 가입 대상이 아닙니다"))
        let fiftyNine = F.run(F.input(.insurance, gross: 1_500_000, minutes: 100 * 60, birth: "1966-11-02"))
        // 1,500,000 × 4.75% = 71,250.
        #expect(fiftyNine.deductions.first { $0.code == .nationalPension }?.amount == 71_250)
    }

    /// Born 2009-11-02: 16 on 2026-11-01 (birthday not yet reached). v3 (국민연금법 제8조②): enrolled
    /// unless they decline, 1,000,000 × 4.75% = 47,500 (v2 enrolled nobody under 18; more in
    /// `InsuranceV3Tests`).
    @Test func pensionUnder18() {
        let result = F.run(F.input(.insurance, gross: 1_000_000, minutes: 80 * 60, birth: "2009-11-02"))
        #expect(result.deductions.first { $0.code == .nationalPension }?.amount == 47_500)
    }

    /// 3-month rule: start 2026-08-30 + 3 months = 2026-11-30, on the period's last day: enrolled.
    /// 40 hours, 412,800 won: 고용 412,800 × 0.9% = 3,715.2 → 3,710; nothing else.
    @Test func employmentInsuranceAfterThreeMonths() {
        let result = F.run(F.input(.insurance, gross: 412_800, minutes: 40 * 60, start: "2026-08-30"))
        #expect(F.text(result.deductions) == ["employment_insurance 3710"])
        #expect(result.notes.contains("고용보험: 월 소정근로 40시간(60시간 미만)이지만 2026-08-30부터 3개월 이상 일해 가입 대상입니다"))
        // Employer: 412,800 × 1.15% = 4,747.2 → 4,740; 산재 412,800 × 0.86% = 3,550.08 → 3,550.
        #expect(F.text(result.employer) == ["employment_insurance 4740", "industrial_accident 3550"])
    }

    /// Start 2026-08-31: + 3 months clamps to 2026-11-30: enrolled. Start 2026-09-01: 2026-12-01 is
    /// after the period: not enrolled.
    @Test func employmentInsuranceThreeMonthBoundary() {
        let clamped = F.run(F.input(.insurance, gross: 412_800, minutes: 40 * 60, start: "2026-08-31"))
        #expect(codes(clamped) == ["employment_insurance"])
        let short = F.run(F.input(.insurance, gross: 412_800, minutes: 40 * 60, start: "2026-09-01"))
        #expect(short.deductions.isEmpty)
        #expect(
            short.notes.contains(
                "고용보험: 월 소정근로 40시간(60시간 미만)이고 2026-09-01부터 일한 지 3개월이 되지 않아(2026-12-01부터 대상) 가입 대상이 아닙니다"))
    }

    /// `healthInsurance: false` on a 100-hour worker drops health and long-term care, employee and
    /// employer; the others stay. 1,032,000: 국민연금 1,032,000 × 4.75% = 49,020;
    /// 고용 1,032,000 × 0.9% = 9,288 → 9,280.
    @Test func healthOverrideOffDropsLongTermCare() {
        let result = F.run(F.input(.insurance, gross: 1_032_000, minutes: 100 * 60, health: .off))
        #expect(F.text(result.deductions) == ["national_pension 49020", "employment_insurance 9280"])
        #expect(!result.employer.contains { $0.code == .healthInsurance || $0.code == .longTermCare })
        #expect(result.notes.contains("건강보험·장기요양보험: 설정(deductions.healthInsurance: false)에 따라 공제하지 않습니다"))
    }

    /// `employmentInsurance: true` enrols a 20-hour worker: 206,400 × 0.9% = 1,857.6 → 1,850.
    @Test func employmentOverrideOn() {
        let result = F.run(F.input(.insurance, gross: 206_400, minutes: 20 * 60, employment: .on))
        #expect(F.text(result.deductions) == ["employment_insurance 1850"])
    }

    /// `nationalPension: false` on a full-time worker: no pension; the rest as usual.
    @Test func pensionOverrideOff() {
        let result = F.run(F.input(.insurance, gross: 2_156_880, pension: .off))
        #expect(
            codes(result) == [
                "health_insurance", "long_term_care", "employment_insurance", "income_tax", "local_income_tax",
            ])
        #expect(result.notes.contains("국민연금: 설정(deductions.nationalPension: false)에 따라 공제하지 않습니다"))
    }
}
