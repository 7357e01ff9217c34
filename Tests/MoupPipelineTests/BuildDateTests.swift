import MoupModel
import MoupPipeline
import Testing

struct BuildDateTests {
    // 2026-11-30T14:59:59Z is 23:59:59 in Seoul (UTC+9); one second later it is 2026-12-01 00:00:00 there.
    // 2026-11-30T00:00:00Z = 20,787 days × 86,400 s = 1,795,996,800 s since 1970-01-01.
    static let novemberThirtiethUTCMidnight = 1_795_996_800

    @Test func seoulIsNineHoursAheadOfUTC() {
        let before = BuildDate.seoulDate(unixTime: Self.novemberThirtiethUTCMidnight + 14 * 3600 + 3599)
        let after = BuildDate.seoulDate(unixTime: Self.novemberThirtiethUTCMidnight + 15 * 3600)
        #expect(before == CivilDate(year: 2026, month: 11, day: 30))
        #expect(after == CivilDate(year: 2026, month: 12, day: 1))
        // UTC midnight is already 09:00 the same day in Seoul.
        #expect(BuildDate.seoulDate(unixTime: 0) == CivilDate(year: 1970, month: 1, day: 1))
        // 1969-12-31T15:00:00Z is 1970-01-01 00:00 in Seoul; a second earlier is still 1969-12-31.
        #expect(BuildDate.seoulDate(unixTime: -9 * 3600) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(BuildDate.seoulDate(unixTime: -9 * 3600 - 1) == CivilDate(year: 1969, month: 12, day: 31))
    }

    @Test func theOptionWinsOverTheEnvironmentWhichWinsOverTheClock() throws {
        let clock = { Self.novemberThirtiethUTCMidnight }
        #expect(
            try BuildDate.resolve(option: "2026-11-02", environment: ["MOUP_TODAY": "2026-10-01"], unixTime: clock)
                == CivilDate(year: 2026, month: 11, day: 2))
        #expect(
            try BuildDate.resolve(option: nil, environment: ["MOUP_TODAY": "2026-10-01"], unixTime: clock)
                == CivilDate(year: 2026, month: 10, day: 1))
        #expect(
            try BuildDate.resolve(option: nil, environment: [:], unixTime: clock)
                == CivilDate(year: 2026, month: 11, day: 30))
        #expect(
            try BuildDate.resolve(option: nil, environment: ["MOUP_TODAY": ""], unixTime: clock)
                == CivilDate(year: 2026, month: 11, day: 30))
    }

    @Test func malformedDatesAreRejectedNamingTheirSource() {
        #expect(throws: BuildDate.Problem.invalid(source: "--today", value: "2026-2-3")) {
            try BuildDate.resolve(option: "2026-2-3", environment: [:])
        }
        #expect(throws: BuildDate.Problem.invalid(source: "MOUP_TODAY", value: "2026-02-29")) {
            try BuildDate.resolve(option: nil, environment: ["MOUP_TODAY": "2026-02-29"])
        }
    }
}
