import Testing

@testable import MoupModel

/// `Content.calendarMonths(today:)`: the calendars cover the payroll's months and the build date's
/// month and the next (issue 32: the current month must not disappear before its shift file exists).
@Suite struct CalendarMonthsTests {
    static func month(_ text: String) -> YearMonth { YearMonth(iso: text)! }
    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    /// Shifts in October and November 2026 (one each), and an open-ended repeat from 2026-10-01.
    static var content: Content {
        let here = SourceLocation(file: "x")
        let kim = Worker(id: "kim", workplaceID: "cafe", name: "김민지", wage: Wage(.hourly, 10_320), location: here)
        let shifts = ["2026-10-05", "2026-11-02"].map {
            Shift(
                workerID: "kim", date: date($0),
                span: TimeSpan(start: ClockTime(hhmm: "09:00")!, end: ClockTime(hhmm: "15:00")!),
                location: here)
        }
        let repeats = [
            Repeat(
                workerID: "kim", days: [.mon],
                span: TimeSpan(start: ClockTime(hhmm: "09:00")!, end: ClockTime(hhmm: "15:00")!),
                from: date("2026-10-01"), location: here)
        ]
        let cafe = Workplace(
            id: "cafe", name: "카페", owner: "사장", employees: 1, workers: [kim], shifts: shifts, repeats: repeats,
            location: here)
        return Content(site: Site(title: "t", location: here), workplaces: [cafe])
    }

    @Test func theBuildDatesMonthAndTheNextAreAddedAfterTheShiftFiles() {
        let content = Self.content
        #expect(content.months == [Self.month("2026-10"), Self.month("2026-11")])
        // Built in the middle of December, before a December shift file: December and January too.
        #expect(
            content.calendarMonths(today: Self.date("2026-12-15")).map(\.description) == [
                "2026-10", "2026-11", "2026-12", "2027-01",
            ])
        // Built in November: December is the coming month.
        #expect(
            content.calendarMonths(today: Self.date("2026-11-22")).map(\.description) == [
                "2026-10", "2026-11", "2026-12",
            ])
        // Built on the last day of a year: the new year's January.
        #expect(
            content.calendarMonths(today: Self.date("2026-12-31")).map(\.description).suffix(2) == [
                "2026-12", "2027-01",
            ])
    }

    @Test func monthsBeforeTheContentAreNotAdded() {
        // Built before the content starts: the content's months, nothing earlier.
        #expect(Self.content.calendarMonths(today: Self.date("2026-08-20")) == Self.content.months)
        #expect(
            Self.content.calendarMonths(today: Self.date("2026-09-20")).map(\.description) == ["2026-10", "2026-11"])
    }

    @Test func contentWithoutMonthsHasNoCalendars() {
        let empty = Content(site: Site(title: "t", location: SourceLocation(file: "x")), workplaces: [])
        #expect(empty.calendarMonths(today: Self.date("2026-12-15")).isEmpty)
    }
}
