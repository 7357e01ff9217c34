import MoupModel
import Testing

@testable import MoupPayroll

/// The scheduled side of scheduled-versus-actual: the schedule's days priced by the engine.
@Suite struct ScheduledPayrollTests {
    static func scheduled(_ content: Content, month: String = "2026-11") -> PayrollReport {
        ScheduledPayroll.report(
            for: content, month: YearMonth(iso: month)!, today: Fixture.date("2027-01-01"),
            engine: PayrollEngine(rules: TestRules.book))
    }

    /// Mon/Wed/Fri 10:00–15:30, 30-minute break (300 minutes a day), 11-02 … 11-15: six days.
    static let twoWeeks = Fixture.repeating(
        [.mon, .wed, .fri], "10:00", "15:30", .minutes(30),
        from: "2026-11-02", until: "2026-11-15")

    @Test func pricesEveryScheduledDayAsWorked() throws {
        // Recorded: one shift of 60 minutes and an absence; the schedule ignores both.
        // Scheduled: 6 × 300 = 1,800 minutes; base 1,800 × 10,320 ÷ 60 = 309,600원;
        // 주휴 two weeks of 900 minutes (15h): 2 × 15 ÷ 40 × 8 × 10,320 = 61,920원;
        // gross 371,520원; mode none, no 산재 rate: employer cost = gross.
        let content = Fixture.content(
            employees: 2,
            shifts: [Fixture.shift("2026-11-02", "10:00", "11:00"), Fixture.absent("2026-11-06")],
            repeats: [Self.twoWeeks])
        let slip = try #require(Self.scheduled(content).payslips.first)
        #expect(slip.minutes.worked == 1_800)
        #expect(slip.amount(.base) == 309_600)
        #expect(slip.amount(.weeklyHoliday) == 61_920)
        #expect(slip.gross == 371_520)
        #expect(slip.employerCost == 371_520)
        // Per week: 900 minutes, 900 × 10,320 ÷ 60 = 154,800 + 주휴 30,960 = 185,760원.
        let week = try #require(slip.weeks.first { $0.start == Fixture.date("2026-11-02") })
        #expect(week.workedMinutes == 900)
        #expect(week.pay == 185_760)
        // The actual payslip of the same content is priced from the records: 60 minutes, 10,320원.
        let actual = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(actual.minutes.worked == 60)
        #expect(actual.amount(.base) == 10_320)
    }

    @Test func keepsTheRepeatsOwnBreakAndPaysItsPremiums() throws {
        // Friday 11-06 22:00 – Saturday 06:00 (not the 주휴일, Sunday) with the break 02:00–03:00 (the
        // worker's default is no break): 420 minutes, all at night. 5 employees: base
        // 420 × 10,320 ÷ 60 = 72,240원, 야간 50%: 36,120원; 7h in the week: no 주휴. Gross 108,360원.
        let night = Fixture.repeating(
            [.fri], "22:00", "06:00", .ranges([Fixture.span("02:00", "03:00")]),
            from: "2026-11-06", until: "2026-11-06")
        let slip = try #require(Self.scheduled(Fixture.content(employees: 5, repeats: [night])).payslips.first)
        #expect(slip.minutes.worked == 420)
        #expect(slip.minutes.night == 420)
        #expect(slip.amount(.base) == 72_240)
        #expect(slip.amount(.night) == 36_120)
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.amount(.holiday) == nil)
        #expect(slip.gross == 108_360)
    }

    @Test func recordsOutsideTheWindowStayAndWorkplacesWithoutRepeatsHaveNoScheduledSide() {
        let content = Fixture.content(
            shifts: [
                Fixture.shift("2026-09-01", "10:00", "11:00"),
                Fixture.shift("2026-11-03", "10:00", "11:00"),
            ],
            repeats: [Self.twoWeeks])
        let scenario = ScheduledPayroll.scenario(content, month: YearMonth(iso: "2026-11")!)
        // 09-01 is before 10-18 (two weeks before 11-01): kept; 11-03 is replaced by the six scheduled days.
        #expect(
            scenario.workplaces[0].shifts.map(\.date.description)
                == ["2026-09-01", "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11", "2026-11-13"])
        let noSchedule = Fixture.content(shifts: [Fixture.shift("2026-11-03", "10:00", "11:00")])
        #expect(Self.scheduled(noSchedule).payslips.isEmpty)
    }
}
