import Foundation
import MoupModel
import Testing

@testable import MoupSite

/// Issue 32, item 7: built in the middle of a month that has no shift file yet, the site still shows
/// that month and the next from the repeats, marked as planned (and the month's past repeat days as
/// unconfirmed), in month pages, week pages and feeds; nothing of it is paid or gets a dashboard.
@Suite struct CurrentMonthCalendarTests {
    /// The fixture (shifts and payroll of November 2026; Kim's repeat Mon/Wed/Fri until 2027-02-28)
    /// built on Tuesday 2026-12-15.
    static var input: SiteInput {
        var input = Fixture.input
        input.today = Fixture.date("2026-12-15")
        return input
    }

    static func build(_ input: SiteInput = input) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var byPath: [String: String] = [:]
        for file in try SiteBuilder.build(input, theme: theme).files {
            byPath[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return byPath
    }

    @Test func theMonthAndTheNextHaveCalendarsButNoPay() throws {
        let site = SiteIndex(Self.input, words: Theme.builtInWords(.ko))
        let months = { (list: [YearMonth]?) in (list ?? []).map(\.description) }
        #expect(months(site.workplaceCalendarMonths["cafe-moup"]) == ["2026-11", "2026-12", "2027-01"])
        #expect(months(site.personCalendarMonths["kim-minji"]) == ["2026-11", "2026-12", "2027-01"])
        // Lee has no repeat: no shift in the added months, no calendar of them.
        #expect(months(site.personCalendarMonths["lee-junho"]) == ["2026-11"])
        // The pay pages keep to the payroll's months.
        #expect(months(site.workplaceMonths["cafe-moup"]) == ["2026-11"])
        #expect(months(site.personMonths["kim-minji"]) == ["2026-11"])

        let december = site.entries(Fixture.content.workplaces[0], YearMonth(year: 2026, month: 12)!)
        // Monday 12-14, before the build date, has no record and no payroll: unconfirmed, not a paid holiday.
        #expect(december[Fixture.date("2026-12-14")]?.map(\.status) == [.unconfirmed])
        // Wednesday 12-16 on: planned, from the repeat.
        #expect(december[Fixture.date("2026-12-16")]?.map(\.status) == [.planned])
        #expect(december[Fixture.date("2026-12-16")]?.first?.span == Fixture.span("09:00", "15:00"))
        #expect(december[Fixture.date("2026-12-15")] == nil)  // a Tuesday: no repeat
    }

    @Test func monthWeekAndStartPagesShowTheComingWeeks() async throws {
        let pages = try await Self.build()
        let month = try #require(pages["workplaces/cafe-moup/2026-12/index.html"])
        // The planned chips are marked so (status class and word), and no dashboard is linked.
        #expect(month.contains("class=\"chip planned\""))
        #expect(month.contains("<span class=\"state\">예정</span>"))
        #expect(!month.contains("dashboard.html"))
        #expect(pages["workplaces/cafe-moup/2027-01/index.html"] != nil)
        #expect(pages["workplaces/cafe-moup/2027-02/index.html"] == nil)
        #expect(pages["workplaces/cafe-moup/2026-12/dashboard.html"] == nil)
        // This week (Monday 12-14) and the next have week pages; the workplace and start pages link this week.
        #expect(pages["workplaces/cafe-moup/weeks/2026-12-14.html"] != nil)
        #expect(pages["workplaces/cafe-moup/weeks/2026-12-21.html"] != nil)
        #expect(pages["people/kim-minji/weeks/2026-12-14.html"] != nil)
        let workplace = try #require(pages["workplaces/cafe-moup/index.html"])
        #expect(workplace.contains("weeks/2026-12-14.html"))
        let start = try #require(pages["people/kim-minji/index.html"])
        #expect(start.contains("weeks/2026-12-14.html"))
        #expect(pages["people/kim-minji/2026-12/index.html"] != nil)
        // No pay for the added months: no payslip page of December.
        #expect(!pages.keys.contains { $0.hasPrefix("payslips/") && $0.contains("2026-12-") })
    }

    @Test func feedsRunThroughTheNextMonthAsTentative() throws {
        let feeds = Dictionary(
            uniqueKeysWithValues: CalendarFeeds.build(SiteIndex(Self.input, words: Theme.builtInWords(.ko))).pages
                .map { ($0.path, $0.text) })
        for path in ["workplaces/cafe-moup/calendar.ics", "people/kim-minji/calendar.ics"] {
            let text = try #require(feeds[path])
            let planned = try CalendarFeedTests.event("20261216-1-kim-minji@cafe-moup.moup", in: text)
            #expect(planned.contains("STATUS:TENTATIVE"), "\(path)")
            #expect(planned.contains("DTSTART;TZID=Asia/Seoul:20261216T090000"), "\(path)")
            // The last repeat day of January 2027 (Friday the 29th) is in, February is not.
            #expect(text.contains("UID:20270129-1-kim-minji@cafe-moup.moup"), "\(path)")
            #expect(!text.contains("UID:202702"), "\(path)")
        }
    }

    /// Kim's start page lists every shift from the first of December (her Mon/Wed/Fri repeat into January), each
    /// hidden with its day, and a "this week" link for every week from the month's first: her browser shows the
    /// next shift and this week's link (`TodayScript`). So the page is the same on any day of December: built on
    /// the 15th and on the 16th (her Wednesday shift passed) it is byte for byte the same; a new month changes it.
    @Test func theStartPageIsTheSameOnEveryDayOfTheMonth() async throws {
        let pages = try await Self.build()
        let kim = try #require(pages["people/kim-minji/index.html"])
        #expect(kim.contains("<div data-upcoming>\n<p class=\"next-shift\" data-from=\"2026-12-02\" hidden><a href="))
        #expect(kim.contains("weeks/2026-11-30.html#d-2026-12-02\">12월 2일 (수) 09:00–15:00 · 카페 모음</a></p>"))
        #expect(kim.contains("data-from=\"2027-01-29\" hidden>"))
        #expect(!kim.contains("data-from=\"2026-11-"))
        #expect(kim.contains("<p class=\"muted\" data-none hidden>예정된 근무가 없습니다.</p>"))
        #expect(
            kim.contains(
                "<p class=\"actions\" data-week=\"2026-12-14/2026-12-20\" hidden><a href=\"../../people/kim-minji/weeks/"
                    + "2026-12-14.html\">🗓️ 이번 주 나의 근무</a></p>"))
        // The script that shows them is on the page (privacy none: inline, allowed by its hash).
        #expect(kim.contains("[data-upcoming]"))

        var next = Self.input
        next.today = Fixture.date("2026-12-16")
        #expect(try await Self.build(next)["people/kim-minji/index.html"] == kim)
        next.today = Fixture.date("2027-01-04")
        #expect(try await Self.build(next)["people/kim-minji/index.html"] != kim)
    }

    @Test func sameDateSameBytes() async throws {
        #expect(try await Self.build() == Self.build())
    }

    /// Kim's start page on 2026-12-15: December's repeat days before the build date (12-02 to 12-14) are
    /// past and none is recorded, so there is no payslip of December to sum; the page says so under the
    /// month's heading instead of showing nothing. Lee (no repeat, nothing in December) gets no such line.
    @Test func theStartPageSaysNoShiftOfTheMonthIsRecordedYet() async throws {
        let pages = try await Self.build()
        let kim = try #require(pages["people/kim-minji/index.html"])
        #expect(kim.contains("<h2>2026년 12월 급여 (지금까지)</h2>\n<p class=\"muted\">아직 기록된 근무가 없습니다."))
        let lee = try #require(pages["people/lee-junho/index.html"])
        #expect(!lee.contains("아직 기록된 근무가 없습니다"))
        #expect(!lee.contains("2026년 12월 급여"))
    }
}
