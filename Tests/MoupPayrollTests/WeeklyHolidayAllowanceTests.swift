import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct WeeklyHolidayAllowanceTests {
    /// Mon, Wed, Fri of the week 2026-11-02 … 11-08, 10:00–15:30 with a 30-minute break: 300 each.
    static func threeDays(lastEnd: String = "15:30") -> [Shift] {
        [
            Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30)),
            Fixture.shift("2026-11-04", "10:00", "15:30", .minutes(30)),
            Fixture.shift("2026-11-06", "10:00", lastEnd, .minutes(30)),
        ]
    }

    @Test func exactlyFifteenHoursEarnsIt() throws {
        // 900 worked minutes stand in for the schedule: 15h ÷ 40 × 8h × 10,320 = 30,960
        // (900 × 10,320 ÷ 300). Under 5 employees too: 주휴 applies at any size.
        let slip = try #require(
            Fixture.payslip(Fixture.content(employees: 2, shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 30_960)
        #expect(slip.line(.weeklyHoliday)?.basis == "(15시간 ÷ 40시간) × 8시간 × 10,320원 = 30,960원")
        #expect(slip.weeks.first { $0.start == Fixture.date("2026-11-02") }?.weeklyHolidayPay == 30_960)
    }

    @Test func identicalWeeksAreWrittenOnceWithTheirCount() throws {
        // Two full weeks (11-02 … 11-08 and 11-09 … 11-15), 900 minutes each: each week
        // 15h ÷ 40 × 8h × 10,320 = 30,960; together 61,920, written as one term × 2주.
        let twoWeeks =
            Self.threeDays() + [
                Fixture.shift("2026-11-09", "10:00", "15:30", .minutes(30)),
                Fixture.shift("2026-11-11", "10:00", "15:30", .minutes(30)),
                Fixture.shift("2026-11-13", "10:00", "15:30", .minutes(30)),
            ]
        let slip = try #require(Fixture.payslip(Fixture.content(employees: 2, shifts: twoWeeks), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 61_920)
        #expect(slip.line(.weeklyHoliday)?.basis == "2주 × (15시간 ÷ 40시간) × 8시간 × 10,320원 = 61,920원")
    }

    @Test func termsAreGroupedAsTheirWordingIs() throws {
        // 18 h at 10,320 three times, 45 h (capped to 40 h) and 40 h at 10,320 (one term, twice), 18 h at
        // 10,500 once, and a week that does not qualify: grouped as equal worded terms would be, in
        // first-seen order, and no single rate shown.
        let start = Fixture.date("2026-11-02")
        func week(_ offset: Int, _ minutes: Int, _ wage: Int, qualifies: Bool = true) -> WeeklyHolidayAllowance.Week {
            WeeklyHolidayAllowance.Week(
                start: start.adding(days: 7 * offset), scheduledMinutes: minutes,
                qualifies: qualifies, reason: nil, rate: HourlyRate(origin: .hourly(wage)))
        }
        let weeks = [
            week(0, 1_080, 10_320), week(1, 2_700, 10_320), week(2, 1_080, 10_500), week(3, 1_080, 10_320),
            week(4, 2_400, 10_320), week(5, 1_080, 10_320, qualifies: false), week(6, 1_080, 10_320),
        ]
        let line = try #require(WeeklyHolidayAllowance.line(weeks))
        var worded: [(term: Phrase, count: Int)] = []
        for term in weeks.filter(\.qualifies).map(\.term) {
            if let index = worded.firstIndex(where: { $0.term == term }) {
                worded[index].count += 1
            } else {
                worded.append((term, 1))
            }
        }
        let terms = worded.map {
            $0.count > 1 ? Phrase(.weeksTimes, ["weeks": .number($0.count), "term": .phrase($0.term)]) : $0.term
        }
        #expect(terms.count == 3)
        #expect(line.basis == .sum(terms, total: line.amount))
        #expect(line.rate == nil)
        #expect(line.minutes == (1_080 * 3 + 2_400 * 2 + 1_080) / 5)
    }

    @Test func belowFifteenHoursEarnsNothing() throws {
        // 300 + 300 + 270 = 870 minutes (14h30) < 15h: no 주휴.
        let slip = try #require(
            Fixture.payslip(Fixture.content(shifts: Self.threeDays(lastEnd: "15:00")), month: "2026-11"))
        #expect(slip.minutes.worked == 870)
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.notes.contains("주휴수당: 11월 2일 주 소정근로 14시간 30분(15시간 미만)이라 발생하지 않습니다"))
    }

    @Test func anAbsenceLosesTheWeek() throws {
        // Scheduled Mon/Wed/Fri 300 each (900); Friday absent → no 주휴 that week.
        let content = Fixture.content(
            shifts: Array(Self.threeDays().prefix(2)) + [Fixture.absent("2026-11-06")],
            repeats: [
                Fixture.repeating(
                    [.mon, .wed, .fri], "10:00", "15:30", .minutes(30), from: "2026-11-02", until: "2026-11-08")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.amount(.base) == 103_200)  // 600 × 10,320 ÷ 60
        #expect(slip.notes.contains("주휴수당: 11월 2일 주에 결근한 소정근로일이 있어 발생하지 않습니다"))
    }

    /// v2 (payroll-rules.md 주휴수당; 고용노동부 임금근로시간과-1736, 2021-08-04): a leaver's last week
    /// earns 주휴 when the employment lasts through the week's last day; no 8th day is needed.
    /// Week Mon 11-02 … Sun 11-08, Mon/Wed/Fri 300 minutes each = 900 minutes (15h), all attended.
    @Test func lastWeekOfEmploymentEndingOnTheWeeksLastDay() throws {
        // `end` Sunday 11-08 = the week's last day: owed. 15h ÷ 40h × 8h × 10,320 = 900 × 10,320 ÷ 300 = 30,960.
        // (v1 paid nothing here: it wanted the employment to continue past the week.)
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(
                    workers: [Fixture.worker(end: "2026-11-08")],
                    shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 30_960)
        #expect(slip.line(.weeklyHoliday)?.basis == "(15시간 ÷ 40시간) × 8시간 × 10,320원 = 30,960원")
    }

    @Test func lastWeekOfEmploymentEndingTheDayBefore() throws {
        // `end` Saturday 11-07, the day before the week's last day: the employment does not last through
        // the week, so no 주휴 (0 won), and the payslip says why. Base is unchanged: 900 × 10,320 ÷ 60 = 154,800.
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(
                    workers: [Fixture.worker(end: "2026-11-07")],
                    shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.amount(.base) == 154_800)
        #expect(slip.notes.contains("주휴수당: 근로관계가 11월 2일 주 마지막 날까지 이어지지 않아 발생하지 않습니다"))
    }

    @Test func lastWeekOfEmploymentEndingAfterTheWeek() throws {
        // `end` Monday 11-09 (after the week): owed as before, 30,960.
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(
                    workers: [Fixture.worker(end: "2026-11-09")],
                    shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 30_960)
    }

    @Test func weekSpanningTwoPeriodsBelongsToTheLaterOne() throws {
        // Week Mon 09-28 … Sun 10-04: 300 minutes on 9/28, 9/29, 9/30 (900, all in September).
        // The 주휴 belongs to October (the week's last day): 30,960; September has none.
        let shifts =
            ["2026-09-28", "2026-09-29", "2026-09-30"].map { Fixture.shift($0, "10:00", "15:30", .minutes(30)) }
            + [Fixture.shift("2026-10-06", "10:00", "15:30", .minutes(30))]
        let content = Fixture.content(shifts: shifts)
        let september = try #require(Fixture.payslip(content, month: "2026-09"))
        #expect(september.amount(.weeklyHoliday) == nil)
        #expect(september.amount(.base) == 154_800)  // 900 × 10,320 ÷ 60
        let october = try #require(Fixture.payslip(content, month: "2026-10"))
        #expect(october.amount(.weeklyHoliday) == 30_960)
        #expect(october.amount(.base) == 51_600)  // 300 × 10,320 ÷ 60
    }

    @Test func cappedAtFortyHours() throws {
        // Repeats Mon–Fri 09:00–19:00 b60 = 540 a day, 2,700 a week → min(45h, 40h): 8h × 10,320 = 82,560.
        let content = Fixture.content(
            shifts: [Fixture.shift("2026-11-02", "09:00", "19:00")],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "19:00", .minutes(60),
                    from: "2026-11-02", until: "2026-11-08")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-09"))
        #expect(slip.amount(.weeklyHoliday) == 82_560)
    }

    @Test func aWeekNotYetOverHasNotEarnedItYet() throws {
        // Built on Sunday 11-08, the week 11-02 … 11-08 is not over: nothing yet, and a note says so.
        // Built on 11-09 it is: 30,960.
        let content = Fixture.content(shifts: Self.threeDays())
        let early = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-08"))
        #expect(early.amount(.weeklyHoliday) == nil)
        #expect(early.notes.contains("주휴수당: 11월 2일 주는 아직 끝나지 않아 포함하지 않았습니다"))
        let later = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-09"))
        #expect(later.amount(.weeklyHoliday) == 30_960)
    }

    @Test func weeklyFalseIsAlertedWithTheAmount() throws {
        // weekly: false — not paid, weekly_holiday_not_paid with 30,960.
        let worker = Fixture.worker(allowances: Allowances(weekly: .off))
        let slip = try #require(
            Fixture.payslip(Fixture.content(workers: [worker], shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.alerts(.weeklyHolidayNotPaid).map(\.amount) == [30_960])
    }

    @Test func freelanceAutoOwesNoWeeklyHoliday() throws {
        let worker = Fixture.worker(mode: .freelance)
        let slip = try #require(
            Fixture.payslip(Fixture.content(workers: [worker], shifts: Self.threeDays()), month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.alerts(.weeklyHolidayNotPaid).isEmpty)
    }

    @Test func dailyWageUsesTheHourlyEquivalent() throws {
        // Daily 80,000, repeats Mon–Fri 09:00–14:30 b30 = 300 a day → 1,500 a week; hourly equivalent
        // 80,000 ÷ 5h = 16,000. 주휴 = 25h ÷ 40 × 8h × 16,000 = 80,000.
        let worker = Fixture.worker(wage: Wage(.daily, 80_000))
        let content = Fixture.content(
            workers: [worker], shifts: [Fixture.shift("2026-11-02", "09:00", "14:30", .minutes(30))],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "14:30", .minutes(30),
                    from: "2026-11-02", until: "2026-11-08")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-09"))
        #expect(slip.amount(.weeklyHoliday) == 80_000)
        #expect(slip.amount(.base) == 80_000)
    }
}
