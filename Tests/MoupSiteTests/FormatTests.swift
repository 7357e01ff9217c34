import MoupModel
import Testing

@testable import MoupSite

@Suite struct FormatTests {
    @Test func won() {
        #expect(Theme.builtInWords(.ko).won(1_234_567) == "1,234,567원")
        #expect(Theme.builtInWords(.ko).won(0) == "0원")
        #expect(Theme.builtInWords(.ko).won(-33_410) == "-33,410원")
        #expect(Theme.builtInWords(.ko).won(999) == "999원")
    }

    @Test func durations() {
        #expect(Theme.builtInWords(.ko).duration(390) == "6시간 30분")
        #expect(Theme.builtInWords(.ko).duration(360) == "6시간")
        #expect(Theme.builtInWords(.ko).duration(30) == "30분")
        #expect(Format.hoursDecimal(390) == "6.5")
    }

    @Test func percentRoundsHalfUp() {
        // 1,021,380 / 2,230,000 = 0.45802… → 45.8%
        #expect(Format.percent(1_021_380, of: 2_230_000) == "45.8%")
        #expect(Format.percent(1, of: 0) == nil)
    }

    @Test func colorsAreSanitised() {
        #expect(Format.color("#E15759") == "#e15759")
        #expect(Format.color("red;background:url(x)") == "#888888")
    }

    @Test func nightDetection() {
        let day = TimeSpan(start: ClockTime(hhmm: "09:00")!, end: ClockTime(hhmm: "15:30")!)
        let overnight = TimeSpan(start: ClockTime(hhmm: "22:00")!, end: ClockTime(hhmm: "06:00")!)
        let early = TimeSpan(start: ClockTime(hhmm: "05:00")!, end: ClockTime(hhmm: "09:00")!)
        let late = TimeSpan(start: ClockTime(hhmm: "18:00")!, end: ClockTime(hhmm: "22:00")!)
        #expect(!Schedule.touchesNight(day))
        #expect(Schedule.touchesNight(overnight))
        #expect(Schedule.touchesNight(early))
        #expect(!Schedule.touchesNight(late))  // ends exactly at 22:00
    }
}
