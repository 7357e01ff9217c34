import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

/// 일용근로소득 (`deductions.mode: daily`; 소득세법 제47조②, 제59조③, 제129조①4; payroll-rules.md v2):
/// day tax = max(0, P_d − 150,000) × 6 % × (1 − 55 %) exactly; the payment's tax is the sum floored to
/// 10 won, 0 when under 1,000 won for the payment; local tax 10 %. Bundled rule tables; a workplace of
/// 4 (no premiums); hired 2026-11-02, so the whole of November is the first month.
@Suite struct DailyWorkerWithholdingTests {
    static func slip(
        wage: Wage = Wage(.hourly, 20_000), shifts: [Shift], repeats: [Repeat] = [],
        start: String = "2026-11-02", meal: Int = 0
    ) -> Payslip? {
        var worker = Fixture.worker(wage: wage, start: start, mode: .daily, mealAllowance: meal)
        worker.birthDate = Fixture.date("2000-01-01")
        let content = Fixture.content(employees: 4, workers: [worker], shifts: shifts, repeats: repeats)
        return PayrollEngine(rules: DeductionFixture.rules)
            .report(for: content, month: YearMonth(iso: "2026-11")!, today: Fixture.date("2027-01-01")).payslips.first
    }

    /// 09:00–18:00 with a 60-minute break = 480분 × 20,000원 ÷ 60 = 160,000원 a day.
    static func day(_ date: String) -> Shift { Fixture.shift(date, "09:00", "18:00", .minutes(60)) }
    /// 09:00–19:00 with a 60-minute break = 540분 × 20,000원 ÷ 60 = 180,000원 a day.
    static func longDay(_ date: String) -> Shift { Fixture.shift(date, "09:00", "19:00", .minutes(60)) }

    /// 국세청's example (payroll-law.md §15): 180,000원 a day for 5 days paid at once:
    /// 5 × (180,000 − 150,000) × 6% × 45% = 5 × 810 = 4,050원; 지방소득세 405 → 400원.
    @Test func fiveDaysOf180000AreTaxedOnTheWholePayment() throws {
        // Monday–Friday 11-02 … 11-06 (45 h: 주휴 (40 ÷ 40) × 8 × 20,000 = 160,000원 on Sunday 11-08,
        // 160,000 − 150,000 = 10,000 × 2.7% = 270원): 4,050 + 270 = 4,320원; local 432 → 430원.
        let shifts = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map(Self.longDay)
        let slip = try #require(Self.slip(shifts: shifts))
        #expect(slip.amount(.weeklyHoliday) == 160_000)
        #expect(
            DeductionFixture.text(slip.deductions.filter { $0.code == .incomeTax || $0.code == .localIncomeTax })
                == ["income_tax 4320", "local_income_tax 430"])
        #expect(
            slip.deductions.first { $0.code == .incomeTax }?.basis
                == "일용근로소득 5일 × (180,000원 − 150,000원) × 6% × (1 − 55%) + (160,000원 − 150,000원) × 6% × (1 − 55%) = 4,320원 → 4,320원"
        )
    }

    /// One day of 180,000원 alone: 810원, under 1,000 for the payment: nothing withheld. Two such days:
    /// 1,620원 withheld, local 162 → 160원 (the test is on the payment, not the day).
    @Test func theSmallAmountTestIsOnThePayment() throws {
        let one = try #require(Self.slip(shifts: [Self.longDay("2026-11-03")]))
        #expect(one.deductions.allSatisfy { $0.code != .incomeTax })
        #expect(one.notes.contains { $0.hasPrefix("일용근로소득세:") && $0.hasSuffix("이번 지급액 기준 1,000원 미만이라 떼지 않습니다(소액부징수)") })
        let two = try #require(Self.slip(shifts: [Self.longDay("2026-11-03"), Self.longDay("2026-11-10")]))
        #expect(
            DeductionFixture.text(two.deductions.filter { $0.code == .incomeTax || $0.code == .localIncomeTax })
                == ["income_tax 1620", "local_income_tax 160"])
    }

    /// A daily wage of 187,038원: (187,038 − 150,000) × 2.7% = 37,038 × 0.027 = 1,000.026 → 1,000원
    /// withheld (local 100); 187,037원: 999.999 → 999 → 990원 → not withheld.
    @Test func exactlyOneThousandWonAndJustUnder() throws {
        let at = try #require(Self.slip(wage: Wage(.daily, 187_038), shifts: [Self.day("2026-11-03")]))
        #expect(
            DeductionFixture.text(at.deductions.filter { $0.code == .incomeTax || $0.code == .localIncomeTax })
                == ["income_tax 1000", "local_income_tax 100"])
        let under = try #require(Self.slip(wage: Wage(.daily, 187_037), shifts: [Self.day("2026-11-03")]))
        #expect(under.deductions.allSatisfy { $0.code != .incomeTax && $0.code != .localIncomeTax })
    }

    /// A day at exactly 150,000원 (daily wage) owes nothing: 0 × 2.7%.
    @Test func aDayAtTheDeductionOwesNothing() throws {
        let slip = try #require(
            Self.slip(wage: Wage(.daily, 150_000), shifts: [Self.day("2026-11-03"), Self.day("2026-11-04")]))
        #expect(slip.deductions.allSatisfy { $0.code != .incomeTax })
        #expect(slip.notes.contains("일용근로소득세: 하루 일당이 모두 150,000원 이하라 세액이 없습니다"))
    }

    /// The tax-free meal allowance is not day pay: 200,000원 a month (all tax-free) on top of two days of
    /// 180,000원 changes nothing: 1,620원.
    @Test func theTaxFreeMealAllowanceIsLeftOut() throws {
        let slip = try #require(
            Self.slip(
                shifts: [Self.longDay("2026-11-03"), Self.longDay("2026-11-10")],
                start: "2026-11-01", meal: 200_000))
        #expect(slip.amount(.mealAllowance) == 200_000)
        #expect(slip.taxFree == 200_000)
        #expect(slip.deductions.first { $0.code == .incomeTax }?.amount == 1_620)
    }
}

/// Insurance of daily workers (payroll-rules.md v2): 고용보험 always under one month of employment;
/// 국민연금 and 건강보험 only after one month, in a month of ≥ 8 worked days or ≥ 60 hours.
@Suite struct DailyWorkerInsuranceTests {
    static func slip(start: String, end: String? = nil, days: Int, month: String = "2026-11") throws -> Payslip {
        var worker = Fixture.worker(start: start, end: end, mode: .daily)
        worker.birthDate = Fixture.date("2000-01-01")
        // `days` shifts of 10:00–15:00 (300 min, 51,600원: no tax) on the month's Tuesdays and Thursdays in
        // date order: 10 hours a week, so no 주휴.
        let dates = YearMonth(iso: month)!.days.filter { $0.weekday == .tue || $0.weekday == .thu }.prefix(days)
        #expect(dates.count == days)
        let shifts = dates.map { Fixture.shift($0.description, "10:00", "15:00") }
        let content = Fixture.content(employees: 4, workers: [worker], shifts: shifts)
        return try #require(
            PayrollEngine(rules: DeductionFixture.rules)
                .report(for: content, month: YearMonth(iso: month)!, today: Fixture.date("2027-01-01")).payslips.first)
    }

    static func codes(_ slip: Payslip) -> [String] { slip.deductions.map(\.code.rawValue) }

    /// Hired 2026-10-01, November: employed since before 11-01 (start + 1 month): 8 worked days →
    /// 국민연금 and 건강보험. Taxable 8 × 51,600 = 412,800원: 연금 기준소득월액 412,000 × 4.75% = 19,570원;
    /// 건강 412,800 × 3.595% = 14,840.1 → 14,840원; 장기요양 14,840 × 0.9448 ÷ 7.19 = 1,950.0 → 1,950원.
    /// 고용보험: 40 hours (< 60) and start + 3 months = 2027-01-01 after 11-30 → not enrolled.
    @Test func eightWorkedDaysAfterAMonthEnrolPensionAndHealth() throws {
        let slip = try Self.slip(start: "2026-10-01", days: 8)
        #expect(
            DeductionFixture.text(slip.deductions) == [
                "national_pension 19570", "health_insurance 14840", "long_term_care 1950",
            ])
        #expect(slip.notes.contains("건강보험·장기요양보험: 11월 근로 8일·40시간(8일 이상 또는 60시간 이상)이라 가입 대상입니다"))
    }

    /// Seven worked days (35 hours): neither.
    @Test func sevenWorkedDaysEnrolNothing() throws {
        let slip = try Self.slip(start: "2026-10-01", days: 7)
        #expect(slip.deductions.isEmpty)
        #expect(slip.notes.contains("건강보험·장기요양보험: 11월 근로 7일·35시간(8일 미만이고 60시간 미만)이라 가입 대상이 아닙니다"))
    }

    /// Hired 2026-10-01 and leaving 2026-10-31 = start + 1 month − 1 day: shorter than one month
    /// (`end` < 11-01), so 고용보험 whatever the hours: 9 × 51,600 = 464,400원 × 0.9% = 4,179.6 → 4,170원;
    /// 9 worked days, but no pension or health before one month.
    @Test func oneMonthLessADayIsShortEmployment() throws {
        let slip = try Self.slip(start: "2026-10-01", end: "2026-10-31", days: 9, month: "2026-10")
        #expect(DeductionFixture.text(slip.deductions) == ["employment_insurance 4170"])
        #expect(slip.notes.contains("고용보험: 1개월 미만 고용된 일용근로자는 근로시간과 관계없이 가입 대상입니다"))
        #expect(slip.notes.contains("국민연금: 일용근로자로 근무한 지 1개월이 되지 않아(2026-11-01부터 대상) 가입 대상이 아닙니다"))
    }

    /// Leaving on 2026-11-01 instead (= start + 1 month): not short, so 고용보험 follows the `insurance`
    /// rule (9 days × 5 h = 45 h < 60 in October, and 3 months not reached): nothing in October.
    @Test func oneFullMonthIsNotShort() throws {
        let slip = try Self.slip(start: "2026-10-01", end: "2026-11-01", days: 9, month: "2026-10")
        #expect(slip.deductions.isEmpty)
    }

    /// 3 months: hired 2026-09-01, the employment reaches 3 months on start + 3 months − 1 day = 11-30, so
    /// from the November period it is a regular employment for tax: alert daily_worker_now_regular and the
    /// 간이세액표 (412,800원 is below the table: no tax). Hired 09-02: 12-01 − 1 = 12-01 is after 11-30: not yet.
    @Test func fromThreeMonthsTheWorkerIsRegularForTax() throws {
        let regular = try Self.slip(start: "2026-09-01", days: 8)
        #expect(regular.alerts(.dailyWorkerNowRegular).count == 1)
        #expect(regular.notes.contains { $0.hasPrefix("근로소득세: 월 과세급여 412,800원은 간이세액표") })
        let notYet = try Self.slip(start: "2026-09-02", days: 8)
        #expect(notYet.alerts(.dailyWorkerNowRegular).isEmpty)
        #expect(notYet.notes.contains("일용근로소득세: 하루 일당이 모두 150,000원 이하라 세액이 없습니다"))
    }
}
