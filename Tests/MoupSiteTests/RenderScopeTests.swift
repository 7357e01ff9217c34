import MoupModel
import MoupPayroll
import Testing

@testable import MoupSite

/// Which pages a rebuild renders when only the build date moved (`RenderScope.dateChanged`): the
/// pages whose reading of the date differs, and those showing a month whose payroll moved with it.
/// `DateOnlyRebuildTests` proves the kept pages are byte for byte the whole build's; these name the
/// pages on the fixture (one workplace, two workers, November 2026, weeks from Monday).
struct RenderScopeTests {
    static func paths(since: String, today: String, payrollMonths: Set<YearMonth> = []) async throws -> [String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var input = Fixture.input
        input.today = Fixture.date(today)
        let scope = RenderScope.dateChanged(since: Fixture.date(since), payrollMonths: payrollMonths)
        return try SiteBuilder.buildPart(input, theme: theme, scope: scope).files.map(\.path)
    }

    /// November 2026 starts on a Sunday and ends on a Monday: from Monday its grid runs from
    /// Monday 26 October to Sunday 6 December; from Sunday, from 1 November to Saturday 5 December.
    @Test func aMonthGridIsWholeWeeks() {
        #expect(
            CalendarBuilder.grid(Fixture.november, weekStart: .mon)
                == DateSpan(
                    first: Fixture.date("2026-10-26"),
                    last: Fixture.date("2026-12-06")))
        #expect(
            CalendarBuilder.grid(Fixture.november, weekStart: .sun)
                == DateSpan(
                    first: Fixture.date("2026-11-01"),
                    last: Fixture.date("2026-12-05")))
    }

    /// A calendar reads the date only over its planned days (Kim's repeat, Mon/Wed/Fri from 1
    /// November; no recorded shift is planned): how many of them are past. Her worked shift and her
    /// absence are not planned days, nor is Lee's night shift.
    @Test func aCalendarReadsTheDateOverItsPlannedDaysOnly() {
        let index = SiteIndex(Fixture.input, words: Theme.builtInWords(.ko))
        let days = SiteIndex.plannedDays(index.entries(Fixture.input.content.workplaces[0], Fixture.november))
        #expect(days.contains(Fixture.date("2026-11-20")) && days.contains(Fixture.date("2026-11-30")))
        #expect(!days.contains(Fixture.date("2026-11-13")) && !days.contains(Fixture.date("2026-11-21")))
        let past = SiteIndex.pastDays(of: days)
        #expect(past(Fixture.date("2026-11-20")) != past(Fixture.date("2026-11-21")), "the 20th passed")
        #expect(
            past(Fixture.date("2026-11-21")) == past(Fixture.date("2026-11-23")), "a weekend: no planned day passed")
    }

    /// Friday 20 to Saturday 21 November, the payroll unchanged: Kim's planned Friday passed, so the
    /// November grids and the week of 16 November that show it (the workplace's and hers) are
    /// rendered; Lee's show no planned day, and today is marked in the browser, so his are kept. Every
    /// feed is built (its events' revisions are needed; its bytes change only where an event did).
    /// The start pages' "this week" is the same week; the dashboard's week marks are the same (that
    /// week is still this week); payslips and CSVs do not read the date. 김민지's start page carries
    /// every shift of the month and her browser shows the next one, so it is not rendered again.
    @Test func aDayWithinAWeekRendersWhatAPlannedDayPassingChanged() async throws {
        let paths = try await Self.paths(since: "2026-11-20", today: "2026-11-21")
        #expect(
            paths == [
                "people/kim-minji/2026-11/index.html", "people/kim-minji/calendar.ics",
                "people/kim-minji/weeks/2026-11-16.html",
                "people/lee-junho/calendar.ics",
                "workplaces/cafe-moup/2026-11/index.html", "workplaces/cafe-moup/calendar.ics",
                "workplaces/cafe-moup/weeks/2026-11-16.html",
            ])
        // Saturday to Sunday: no planned day passes, so no calendar at all.
        let weekend = try await Self.paths(since: "2026-11-21", today: "2026-11-22")
        #expect(!weekend.contains { $0.hasSuffix("/2026-11/index.html") || $0.contains("/weeks/") })
    }

    /// Friday 20 to Monday 23 November: a new week, but the workplace's page and a person's start page
    /// link every week of the month and the browser shows this week's, so both are kept. The week of 16 November lost a planned day; the week of 23 November did not (Monday's
    /// is still to come: it is marked today in the browser only). The dashboard's only week row (2
    /// November, the payslip's one week) is over on both dates, so it is kept.
    @Test func aNewWeekKeepsTheStartPages() async throws {
        let paths = try await Self.paths(since: "2026-11-20", today: "2026-11-23")
        #expect(paths.contains("workplaces/cafe-moup/weeks/2026-11-16.html"))
        #expect(!paths.contains("workplaces/cafe-moup/weeks/2026-11-23.html"))
        #expect(!paths.contains("workplaces/cafe-moup/index.html"))
        #expect(!paths.contains("people/kim-minji/index.html"))
        #expect(!paths.contains("workplaces/cafe-moup/2026-11/dashboard.html"))
        #expect(!paths.contains { $0.hasPrefix("payslips/") })
        #expect(!paths.contains("workplaces/cafe-moup/weeks/2026-11-09.html"))
    }

    /// Monday 30 November to Tuesday 1 December: a new month, so the start pages' shifts and weeks (from the
    /// month's first day) and this month's pay are rendered again, the workplace's and the people's.
    @Test func aNewMonthRendersTheStartPages() async throws {
        let paths = try await Self.paths(since: "2026-11-30", today: "2026-12-01")
        #expect(paths.contains("workplaces/cafe-moup/index.html"))
        #expect(paths.contains("people/kim-minji/index.html"))
        #expect(paths.contains("people/lee-junho/index.html"))
    }

    /// Sunday 1 to Monday 2 November: the week of 2 November turns from a later week into this week
    /// on the dashboard's scheduled-versus-actual table.
    @Test func theDashboardWhenItsWeekMarkChanges() async throws {
        let paths = try await Self.paths(since: "2026-11-01", today: "2026-11-02")
        #expect(paths.contains("workplaces/cafe-moup/2026-11/dashboard.html"))
        let later = try await Self.paths(since: "2026-11-02", today: "2026-11-03")
        #expect(!later.contains("workplaces/cafe-moup/2026-11/dashboard.html"))
    }

    /// Long after the month: the date falls after every grid and week both times, and no planned day
    /// passed and no payroll moved, so no feed event can have changed either: nothing is rendered, and
    /// the part says its feeds (and their events) are the last build's.
    @Test func aQuietNightRendersNothing() async throws {
        #expect(try await Self.paths(since: "2027-03-02", today: "2027-03-03") == [])
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var input = Fixture.input
        input.today = Fixture.date("2027-03-03")
        let quiet = try SiteBuilder.buildPart(
            input, theme: theme, scope: .dateChanged(since: Fixture.date("2027-03-02"), payrollMonths: []))
        #expect(quiet.keptFeeds && quiet.events.isEmpty)
        // A night on which Kim's planned Friday passed builds them all, with every event's revision.
        input.today = Fixture.date("2026-11-21")
        let friday = try SiteBuilder.buildPart(
            input, theme: theme, scope: .dateChanged(since: Fixture.date("2026-11-20"), payrollMonths: []))
        #expect(!friday.keptFeeds && friday.events.count > 20)
        #expect(friday.files.map(\.path).contains("people/lee-junho/calendar.ics"))
        // So does a night whose payroll moved in a month the feeds show, though no planned day passed.
        input.today = Fixture.date("2027-03-03")
        let moved = try SiteBuilder.buildPart(
            input, theme: theme,
            scope: .dateChanged(since: Fixture.date("2027-03-02"), payrollMonths: [Fixture.november]))
        #expect(!moved.keptFeeds && moved.files.map(\.path).contains("workplaces/cafe-moup/calendar.ics"))
    }

    /// November's payroll moved with the date: every page shows November, so every page is rendered.
    @Test func aMonthWhosePayrollMovedRendersItsPages() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var input = Fixture.input
        input.today = Fixture.date("2027-03-03")
        let every = try SiteBuilder.buildPart(input, theme: theme).files.map(\.path)
        let paths = try await Self.paths(since: "2027-03-02", today: "2027-03-03", payrollMonths: [Fixture.november])
        #expect(paths == every)
        #expect(paths.contains("payslips/cafe-moup/kim-minji/2026-11-01.html"))
        // October's payroll moving touches no page here: there is no October page.
        let october = try await Self.paths(
            since: "2027-03-02", today: "2027-03-03",
            payrollMonths: [YearMonth(year: 2026, month: 10)!])
        #expect(october.count < every.count)
    }
}
