import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct WorkedTimeTests {
    @Test func autoBreakIsTheLegalMinimumForTheSpan() {
        // Spec: span under 4h → 0; 4h up to 8h30 → 30; 8h30 or more → 60.
        #expect(WorkedTime.legalMinimumBreak(forSpan: 239) == 0)
        #expect(WorkedTime.legalMinimumBreak(forSpan: 240) == 30)
        #expect(WorkedTime.legalMinimumBreak(forSpan: 509) == 30)
        #expect(WorkedTime.legalMinimumBreak(forSpan: 510) == 60)
    }

    @Test func autoBreakOnANineHourShift() throws {
        // 09:00–18:00 = 540 min, auto → 60 min break, worked 480.
        // base = 480 × 10,320 ÷ 60 = 82,560.
        let content = Fixture.content(
            employees: 3, workers: [Fixture.worker(breakRule: .auto)],
            shifts: [Fixture.shift("2026-11-04", "09:00", "18:00")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 480)
        #expect(slip.shifts.first?.breakMinutes == 60)
        #expect(slip.amount(.base) == 82_560)
        #expect(slip.alerts(.shortBreak).isEmpty)
    }

    @Test func breakRangesAreTheMinutesGiven() throws {
        // 22:00–06:00 with a break 02:00–03:00: worked 420, all of it night (5+ workplace).
        // base 420 × 10,320 ÷ 60 = 72,240; night 420 × 10,320 × 50% ÷ 60 = 36,120.
        let content = Fixture.content(shifts: [
            Fixture.shift(
                "2026-11-04", "22:00", "06:00",
                .ranges([Fixture.span("02:00", "03:00")]))
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 420)
        #expect(slip.minutes.night == 420)
        #expect(slip.amount(.base) == 72_240)
        #expect(slip.amount(.night) == 36_120)
    }

    @Test func breakRangeInsideNightIsNotNight() throws {
        // 18:00–23:00 with a break 22:00–22:30: worked 270, night only 22:30–23:00 = 30.
        // night = 30 × 10,320 × 50% ÷ 60 = 2,580.
        let content = Fixture.content(shifts: [
            Fixture.shift(
                "2026-11-04", "18:00", "23:00",
                .ranges([Fixture.span("22:00", "22:30")]))
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 270)
        #expect(slip.minutes.night == 30)
        #expect(slip.amount(.night) == 2_580)
    }

    @Test func minutesOnlyBreakComesOutOfDayMinutesFirst() throws {
        // 20:00–00:00 (span 240: 120 day, 120 night), break 30 given in minutes → taken from the day
        // minutes: worked 210, night stays 120.
        // base 210 × 10,320 ÷ 60 = 36,120; night 120 × 10,320 × 50% ÷ 60 = 10,320.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-04", "20:00", "00:00", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 210)
        #expect(slip.minutes.night == 120)
        #expect(slip.amount(.base) == 36_120)
        #expect(slip.amount(.night) == 10_320)
    }

    @Test func shortBreakIsPaidAsGivenAndAlerted() throws {
        // 09:00–15:00 (360 min) with no break: the legal minimum is 30, so an alert; paid for 360:
        // 360 × 10,320 ÷ 60 = 61,920.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-04", "09:00", "15:00", .minutes(0))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 61_920)
        let alert = try #require(slip.alerts(.shortBreak).first)
        #expect(alert.date == Fixture.date("2026-11-04"))
    }
}
