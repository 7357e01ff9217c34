import MoupModel
import Testing

@Suite struct ClockTimeTests {
    @Test func parsesStrictHoursAndMinutes() {
        #expect(ClockTime(hhmm: "09:00")?.minuteOfDay == 540)
        #expect(ClockTime(hhmm: "23:59")?.minuteOfDay == 1439)
        #expect(ClockTime(hhmm: "00:00")?.minuteOfDay == 0)
        #expect(ClockTime(hhmm: "24:00") == nil)
        #expect(ClockTime(hhmm: "9:00") == nil)
        #expect(ClockTime(hhmm: "09:60") == nil)
        #expect(ClockTime(hhmm: "09-00") == nil)
        #expect(ClockTime(minuteOfDay: 1440) == nil)
        #expect(ClockTime(hour: 8, minute: 5)?.description == "08:05")
    }

    @Test func spanWithinOneDay() throws {
        let span = TimeSpan(start: try #require(ClockTime(hhmm: "09:00")), end: try #require(ClockTime(hhmm: "15:30")))
        #expect(!span.crossesMidnight)
        #expect(span.minutes == 390)  // 6 h 30 min
        #expect(span.offsets == 540..<930)
    }

    @Test func spanOverMidnight() throws {
        // 22:00 → 06:00 next day: 2 h before midnight + 6 h after = 480 minutes.
        let night = TimeSpan(start: try #require(ClockTime(hhmm: "22:00")), end: try #require(ClockTime(hhmm: "06:00")))
        #expect(night.crossesMidnight)
        #expect(night.minutes == 480)
        #expect(night.offsets == 1320..<1800)
        // Ending at 00:00 means midnight of the next day: 18:00 → 00:00 is 6 h.
        let toMidnight = TimeSpan(
            start: try #require(ClockTime(hhmm: "18:00")), end: try #require(ClockTime(hhmm: "00:00")))
        #expect(toMidnight.crossesMidnight)
        #expect(toMidnight.minutes == 360)
        #expect(toMidnight.offsets.upperBound == 1440)
        // start == end is a full 24 hours.
        let fullDay = TimeSpan(
            start: try #require(ClockTime(hhmm: "07:00")), end: try #require(ClockTime(hhmm: "07:00")))
        #expect(fullDay.minutes == 1440)
    }
}
