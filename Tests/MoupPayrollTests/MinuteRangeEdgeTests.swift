import MoupModel
import Testing

@testable import MoupPayroll

/// The engine classifies a shift as a few minute ranges cut at midnight, 06:00, 22:00, the breaks and
/// the 8-hour, 40-hour and holiday 8-hour thresholds: each case puts such a cut inside a range.
/// 10,320원 an hour (172원 a minute, 86원 a minute at 50 %), 5+ employees, 주휴일 Sunday, week from Monday.
@Suite struct MinuteRangeEdgeTests {
    @Test func shiftAcrossMidnightIntoTheWeeklyHolidayPastEightHours() throws {
        // Sat 2026-11-07 20:00 – Sun 11-08 09:00 (span 780), break 23:30–00:30 across midnight.
        // Worked 20:00–23:30 on Saturday (210: 120 day, 90 night) and 00:30–09:00 on Sunday, the 주휴일
        // (510: 330 night to 06:00, 180 day). Worked 720, night 90 + 330 = 420.
        // The minutes beyond the 480th (from 05:00) are Sunday's: holiday, so never 연장 (overtime 0).
        // Sunday has 510 holiday minutes: the first 480 at +50 %, the last 30 (08:30–09:00) at +100 %.
        // base 720 × 172 = 123,840; night 420 × 86 = 36,120;
        // holiday 480 × 86 + 30 × 172 = 41,280 + 5,160 = 46,440.
        let shift = Fixture.shift("2026-11-07", "20:00", "09:00", .ranges([Fixture.span("23:30", "00:30")]))
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: [shift]), month: "2026-11"))
        #expect(slip.minutes.worked == 720)
        #expect(slip.minutes.night == 420)
        #expect(slip.minutes.holiday == 510)
        #expect(slip.minutes.overtime == 0)
        #expect(slip.amount(.base) == 123_840)
        #expect(slip.amount(.night) == 36_120)
        #expect(slip.amount(.holiday) == 46_440)
        #expect(
            slip.line(.holiday)?.basis
                == "480분 × 10,320원 × 50% ÷ 60 + 30분 × 10,320원 × 100% ÷ 60 = 46,440원")
        #expect(slip.amount(.overtime) == nil)
    }

    @Test func eightHourBoundaryInsideTheNightAfterABreakInTheNight() throws {
        // Wed 11-04 16:00 – Thu 03:00 (span 660), breaks 18:00–18:30 and 23:00–23:30.
        // Worked 16:00–18:00 (120), 18:30–23:00 (270: 390 so far), 23:30–03:00 (210): 600.
        // The 480th minute ends at 01:00: 연장 01:00–03:00 = 120, all night.
        // Night 22:00–23:00 (60) + 23:30–03:00 (210) = 270; the break 23:00–23:30 is not night pay.
        // base 600 × 172 = 103,200; night 270 × 86 = 23,220; overtime 120 × 86 = 10,320.
        let shift = Fixture.shift(
            "2026-11-04", "16:00", "03:00",
            .ranges([Fixture.span("18:00", "18:30"), Fixture.span("23:00", "23:30")]))
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: [shift]), month: "2026-11"))
        #expect(slip.minutes.worked == 600)
        #expect(slip.minutes.night == 270)
        #expect(slip.minutes.overtime == 120)
        #expect(slip.amount(.base) == 103_200)
        #expect(slip.amount(.night) == 23_220)
        #expect(slip.amount(.overtime) == 10_320)
        // The day before the threshold: ending at 01:00 instead, worked exactly 480, no 연장;
        // night 60 + 90 = 150 → 150 × 86 = 12,900.
        let shorter = Fixture.shift(
            "2026-11-04", "16:00", "01:00",
            .ranges([Fixture.span("18:00", "18:30"), Fixture.span("23:00", "23:30")]))
        let exact = try #require(Fixture.payslip(Fixture.content(shifts: [shorter]), month: "2026-11"))
        #expect(exact.minutes.worked == 480)
        #expect(exact.amount(.overtime) == nil)
        #expect(exact.amount(.night) == 12_900)
    }

    @Test func weeklyFortyHourBoundaryInsideAShift() throws {
        // Mon–Fri 11-02 … 11-06 09:00–16:00 without a break: 5 × 420 = 2,100 ordinary minutes.
        // Sat 11-07 16:00–23:00, break 19:00–19:30: 16:00–19:00 (180: 2,280 in the week), then from
        // 19:30 the 120 minutes up to 2,400 end at 21:30; 21:30–23:00 (90: 30 day, 60 night) is
        // weekly 연장. Night 22:00–23:00 = 60.
        // base (2,100 + 390) × 172 = 428,280; overtime 90 × 86 = 7,740; night 60 × 86 = 5,160.
        let weekdays = (2...6).map { Fixture.shift("2026-11-0\($0)", "09:00", "16:00", .minutes(0)) }
        let saturday = Fixture.shift("2026-11-07", "16:00", "23:00", .ranges([Fixture.span("19:00", "19:30")]))
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: weekdays + [saturday]), month: "2026-11"))
        #expect(slip.minutes.worked == 2_490)
        #expect(slip.minutes.overtime == 90)
        #expect(slip.minutes.night == 60)
        #expect(slip.amount(.base) == 428_280)
        #expect(slip.amount(.overtime) == 7_740)
        #expect(slip.amount(.night) == 5_160)
        // The day before the threshold: Saturday ending at 21:30 reaches exactly 2,400: no 연장.
        let shorter = Fixture.shift("2026-11-07", "16:00", "21:30", .ranges([Fixture.span("19:00", "19:30")]))
        let exact = try #require(Fixture.payslip(Fixture.content(shifts: weekdays + [shorter]), month: "2026-11"))
        #expect(exact.minutes.overtime == 0)
        #expect(exact.amount(.overtime) == nil)
    }

    @Test func minutesOnlyBreakAcrossSixInTheMorningComesOutOfTheDayMinutes() throws {
        // Tue 11-03 03:00–11:00 (480), break 60 given in minutes: the day minutes start at 06:00, so
        // the break is 06:00–07:00. Worked 420: night 03:00–06:00 = 180, day 07:00–11:00 = 240.
        // base 420 × 172 = 72,240; night 180 × 86 = 15,480.
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(shifts: [
                    Fixture.shift(
                        "2026-11-03", "03:00", "11:00",
                        .minutes(60))
                ]),
                month: "2026-11"))
        #expect(slip.minutes.worked == 420)
        #expect(slip.minutes.night == 180)
        #expect(slip.amount(.base) == 72_240)
        #expect(slip.amount(.night) == 15_480)
    }

    @Test func holidayEightHoursCountedAcrossTwoShiftsOfOneHoliday() throws {
        // 한글날 Fri 2026-10-09: 00:00–06:00 (360, all night) and 12:00–16:00 (240), no breaks.
        // Holiday minutes 600: the first 480 at +50 %, the last 120 (14:00–16:00) at +100 %.
        // holiday 480 × 86 + 120 × 172 = 41,280 + 20,640 = 61,920; night 360 × 86 = 30,960.
        let shifts = [
            Fixture.shift("2026-10-09", "00:00", "06:00", .minutes(0)),
            Fixture.shift("2026-10-09", "12:00", "16:00", .minutes(0)),
        ]
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-10"))
        #expect(slip.minutes.holiday == 600)
        #expect(slip.amount(.holiday) == 61_920)
        #expect(slip.amount(.night) == 30_960)
        #expect(slip.amount(.overtime) == nil)
    }

    @Test func partTimeMinutesAreTheLastOnesEvenInsideARange() throws {
        // Contract Mon/Wed/Fri 18:00–21:00 (180; 540 a week: 단시간). Mon 11-02 18:00–23:00 (300):
        // 120 beyond the contract, the day's last 120 minutes 21:00–23:00 (60 day, 60 night).
        // part-time 120 × 86 = 10,320; night 60 × 86 = 5,160.
        let repeats = [Fixture.repeating([.mon, .wed, .fri], "18:00", "21:00", from: "2026-11-01")]
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-02", "18:00", "23:00")], repeats: repeats)
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.line(.partTimeOvertime)?.minutes == 120)
        #expect(slip.amount(.partTimeOvertime) == 10_320)
        #expect(slip.amount(.night) == 5_160)
    }
}
