import MoupModel
import Testing

@Suite struct CivilDateTests {
    @Test func dayNumbersCountFromTheUnixEpoch() throws {
        #expect(try #require(CivilDate(year: 1970, month: 1, day: 1)).dayNumber == 0)
        #expect(try #require(CivilDate(year: 1969, month: 12, day: 31)).dayNumber == -1)
        // 2000-02-29: 30 years of 365 days + 7 leap days (72, 76, …, 96) + 31 + 28 = 11016.
        #expect(try #require(CivilDate(year: 2000, month: 2, day: 29)).dayNumber == 11_016)
        #expect(try #require(CivilDate(year: 2026, month: 11, day: 22)).dayNumber == 20_779)
    }

    @Test func dayNumbersRoundTrip() {
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(dayNumber: number).dayNumber == number)
        }
    }

    @Test func weekdays() throws {
        #expect(try #require(CivilDate(iso: "2026-11-22")).weekday == .sun)
        #expect(try #require(CivilDate(iso: "2026-11-23")).weekday == .mon)
        #expect(try #require(CivilDate(iso: "1970-01-01")).weekday == .thu)
        #expect(try #require(CivilDate(iso: "1969-12-29")).weekday == .mon)  // before the epoch
        #expect(try #require(CivilDate(iso: "2024-02-29")).weekday == .thu)
    }

    @Test func parsingIsStrict() {
        #expect(CivilDate(iso: "2026-11-02")?.description == "2026-11-02")
        #expect(CivilDate(iso: "2026-02-29") == nil)  // 2026 is not a leap year
        #expect(CivilDate(iso: "2024-02-29") != nil)
        #expect(CivilDate(iso: "1900-02-29") == nil)  // divisible by 100, not by 400
        #expect(CivilDate(iso: "2000-02-29") != nil)
        #expect(CivilDate(iso: "2026-11-31") == nil)
        #expect(CivilDate(iso: "2026-1-02") == nil)
        #expect(CivilDate(iso: "2026/11/02") == nil)
        #expect(CivilDate(iso: "2026-11-02T00:00") == nil)
        #expect(CivilDate(iso: "0000-01-01") == nil)
    }

    @Test func arithmetic() throws {
        let date = try #require(CivilDate(iso: "2026-12-30"))
        #expect(date.adding(days: 3).description == "2027-01-02")
        #expect(date.adding(days: -365).description == "2025-12-30")
        #expect(date.days(to: try #require(CivilDate(iso: "2027-01-02"))) == 3)
        // Month steps clamp to the last day of a shorter month.
        #expect(try #require(CivilDate(iso: "2026-01-31")).adding(months: 1).description == "2026-02-28")
        #expect(try #require(CivilDate(iso: "2024-01-31")).adding(months: 1).description == "2024-02-29")
        #expect(try #require(CivilDate(iso: "2026-03-31")).adding(months: -1).description == "2026-02-28")
        #expect(try #require(CivilDate(iso: "2026-11-15")).adding(months: 14).description == "2028-01-15")
    }

    @Test func ordering() throws {
        let a = try #require(CivilDate(iso: "2026-11-30"))
        let b = try #require(CivilDate(iso: "2026-12-01"))
        #expect(a < b)
        #expect(!(b < a))
        #expect(a.yearMonth.description == "2026-11")
    }
}

@Suite struct YearMonthTests {
    @Test func monthArithmetic() throws {
        let november = try #require(YearMonth(iso: "2026-11"))
        #expect(november.adding(months: 1).description == "2026-12")
        #expect(november.adding(months: 2).description == "2027-01")
        #expect(november.adding(months: -11).description == "2025-12")
        #expect(november.adding(months: -23).description == "2024-12")
        #expect(november.dayCount == 30)
        #expect(try #require(YearMonth(iso: "2024-02")).dayCount == 29)
        #expect(try #require(YearMonth(iso: "2026-02")).days.count == 28)
        #expect(november.firstDay.description == "2026-11-01")
        #expect(november.lastDay.description == "2026-11-30")
        #expect(november.contains(try #require(CivilDate(iso: "2026-11-30"))))
        #expect(!november.contains(try #require(CivilDate(iso: "2026-12-01"))))
    }

    @Test func parsingIsStrict() {
        #expect(YearMonth(iso: "2026-13") == nil)
        #expect(YearMonth(iso: "2026-00") == nil)
        #expect(YearMonth(iso: "2026-1") == nil)
        #expect(YearMonth(iso: "2026-11")?.description == "2026-11")
    }
}
