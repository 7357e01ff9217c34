import MoupModel
import Testing

@testable import MoupPayroll

/// Cases written while making the engine faster: each pins a result the faster code must keep.
@Suite struct EngineSpeedupRegressionTests {
    @Test func minutesOnlyBreakTakesOrdinaryThenNightThenHolidayMinutes() throws {
        // Sat 2026-11-07 20:00 – Sun 02:00 (span 360). Sunday is the 주휴일, so 00:00–02:00 is
        // holiday night. Ranks: 20:00–22:00 ordinary (120), 22:00–24:00 night (120),
        // 00:00–02:00 holiday night (120). A 150-minute break takes the 120 ordinary minutes,
        // then the earliest 30 night minutes (22:00–22:30).
        // Worked 210, all night; holiday 120.
        // base 210 × 10,320 ÷ 60 = 36,120; night 210 × 10,320 × 50% ÷ 60 = 18,060;
        // holiday 120 × 10,320 × 50% ÷ 60 = 10,320.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-07", "20:00", "02:00", .minutes(150))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 210)
        #expect(slip.minutes.night == 210)
        #expect(slip.minutes.holiday == 120)
        #expect(slip.amount(.base) == 36_120)
        #expect(slip.amount(.night) == 18_060)
        #expect(slip.amount(.holiday) == 10_320)
    }

    @Test func minutesOnlyBreakReachesHolidayMinutesLast() throws {
        // The same shift with a 260-minute break: 120 ordinary, 120 night, then the earliest
        // 20 holiday night minutes (00:00–00:20). Worked 100, all night and holiday.
        // base 100 × 10,320 ÷ 60 = 17,200; night 100 × 10,320 × 50% ÷ 60 = 8,600;
        // holiday 100 × 10,320 × 50% ÷ 60 = 8,600.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-07", "20:00", "02:00", .minutes(260))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 100)
        #expect(slip.minutes.night == 100)
        #expect(slip.minutes.holiday == 100)
        #expect(slip.amount(.base) == 17_200)
        #expect(slip.amount(.holiday) == 8_600)
    }

    @Test func weeklyOvertimeIsCountedWeekByWeek() throws {
        // Mon–Sat 09:00–17:00 (480 min, no break) in the weeks of 11-02 and 11-09, Mon–Fri in the
        // week of 11-16: 2,880 minutes in each of the first two weeks (480 beyond 2,400 each),
        // 2,400 in the third (none). Overtime 960 minutes:
        // 960 × 10,320 × 50% ÷ 60 = 82,560.
        let days =
            (2...7).map { "2026-11-0\($0)" } + (9...14).map { "2026-11-\($0 < 10 ? "0" : "")\($0)" }
            + (16...20).map { "2026-11-\($0)" }
        let content = Fixture.content(shifts: days.map { Fixture.shift($0, "09:00", "17:00", .minutes(0)) })
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.overtime == 960)
        #expect(slip.amount(.overtime) == 82_560)
        #expect(slip.weeks.map(\.workedMinutes).prefix(4) == [0, 2_880, 2_880, 2_400])
    }

    @Test func missingRecordsAmongManyShifts() throws {
        // Mon–Fri repeat 09:00–13:00 from 11-02; records on every scheduled day of November except
        // 11-11 and 11-25; today 2026-12-01. Two missing records, on those dates.
        let scheduled = (2...30).compactMap { day -> String? in
            let date = Fixture.date("2026-11-\(day < 10 ? "0" : "")\(day)")
            return date.weekday == .sat || date.weekday == .sun ? nil : date.description
        }
        let recorded = scheduled.filter { $0 != "2026-11-11" && $0 != "2026-11-25" }
        let content = Fixture.content(
            shifts: recorded.map { Fixture.shift($0, "09:00", "13:00") },
            repeats: [Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "09:00", "13:00", from: "2026-11-02")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-12-01"))
        #expect(
            slip.alerts(.unconfirmedShifts).flatMap(\.days) == [Fixture.date("2026-11-11"), Fixture.date("2026-11-25")])
    }

    @Test func scheduleSpansAreTheDatesAndSpansOfItsDays() {
        // Mon and Wed 09:00–13:00 and Wed 18:00–20:00 from 2026-11-02: in 11-02 … 11-08 three days,
        // Wednesday twice (earlier start first).
        let repeats = [
            Fixture.repeating([.wed], "18:00", "20:00", from: "2026-11-02"),
            Fixture.repeating([.mon, .wed], "09:00", "13:00", from: "2026-11-02"),
        ]
        let place = Fixture.content(repeats: repeats).workplaces[0]
        let schedule = WorkerSchedule(worker: place.workers[0], workplace: place)
        let first = Fixture.date("2026-11-02")
        let last = Fixture.date("2026-11-08")
        let spans = schedule.spans(from: first, through: last)
        #expect(spans.map(\.date.description) == ["2026-11-02", "2026-11-04", "2026-11-04"])
        #expect(spans.map(\.span.description) == ["09:00–13:00", "09:00–13:00", "18:00–20:00"])
        let days = schedule.days(from: first, through: last)
        #expect(spans.map(\.date) == days.map(\.date) && spans.map(\.span) == days.map(\.span))
        #expect(schedule.total(from: first, through: last) == (days: 3, minutes: 240 + 240 + 120))
    }

    @Test func holidayIsTheWeeklyHolidayOrAPublicOne() {
        let worker = Fixture.worker()
        // Sunday 11-08 is the 주휴일, Friday 10-09 한글날, Monday 11-02 neither.
        #expect(HolidayPremium.isHoliday(Fixture.date("2026-11-08"), worker: worker, rules: TestRules.book))
        #expect(HolidayPremium.isHoliday(Fixture.date("2026-10-09"), worker: worker, rules: TestRules.book))
        #expect(!HolidayPremium.isHoliday(Fixture.date("2026-11-02"), worker: worker, rules: TestRules.book))
        #expect(
            HolidayPremium.holidayName(on: Fixture.date("2026-11-02"), worker: worker, rules: TestRules.book) == nil)
    }

    @Test func overnightShiftIntoTheWeeklyHolidayIsNamedAfterIt() throws {
        // Sat 11-07 22:00 – Sun 02:00: the shift starts on an ordinary day, its last minute falls on
        // the 주휴일; its 120 Sunday minutes are holiday minutes.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-07", "22:00", "02:00", .minutes(0))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.shifts.first?.holidayName == Phrase(.weeklyHolidayName))
        #expect(slip.minutes.holiday == 120)
        #expect(slip.minutes.night == 240)
    }

    @Test func recordsOutOfTimeOrderArePaidAsInOrder() throws {
        // The same three shifts listed in time order and reversed: the same payslip.
        let shifts = [
            Fixture.shift("2026-11-02", "09:00", "19:00", .minutes(60)),
            Fixture.shift("2026-11-02", "20:00", "23:00"),
            Fixture.shift("2026-11-03", "09:00", "13:00"),
        ]
        let inOrder = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-11"))
        let reversed = try #require(Fixture.payslip(Fixture.content(shifts: shifts.reversed()), month: "2026-11"))
        #expect(inOrder == reversed)
        #expect(inOrder.shifts.map(\.span.description) == ["09:00–19:00", "20:00–23:00", "09:00–13:00"])
        // 540 + 180 + 240 = 960 worked minutes; 11-02's two shifts work 540 + 180 = 720 that day: 240
        // minutes beyond 8 hours in the day are daily overtime (v3; v2 counted per shift: 60).
        #expect(inOrder.minutes.worked == 960)
        #expect(inOrder.minutes.overtime == 240)
    }

}
