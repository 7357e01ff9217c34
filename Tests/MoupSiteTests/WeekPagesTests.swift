import Foundation
import MoupModel
import Testing

@testable import MoupSite

/// The week views of the fixture (one workplace, November 2026, weeks from Monday, built on 2026-11-20).
@Suite struct WeekPagesTests {
    func build() async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var byPath: [String: String] = [:]
        for file in try SiteBuilder.build(Fixture.input, theme: theme).files {
            byPath[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return byPath
    }

    @Test func weeksThatTouchTheMonthsEachOnce() {
        let d = Fixture.date
        // November 2026 starts on a Sunday: its first week starts Monday 10-26, its last 11-30.
        #expect(
            Weeks.starts(touching: [Fixture.november], weekStart: .mon)
                == ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"].map(d))
        // October and November: the week of 10-26 (across the months' end) once.
        let october = YearMonth(year: 2026, month: 10)!
        let both = Weeks.starts(touching: [october, Fixture.november], weekStart: .mon)
        #expect(both.first == d("2026-09-28"))
        #expect(both.filter { $0 == d("2026-10-26") }.count == 1)
        #expect(both.count == 10)
        // A Sunday week start follows the workplace.
        #expect(Weeks.starts(touching: [Fixture.november], weekStart: .sun).first == d("2026-11-01"))
        let ko = Theme.builtInWords(.ko)
        let en = Theme.builtInWords(.en)
        #expect(ko.weekRange(from: d("2026-11-02")) == "2026년 11월 2일 – 8일")
        #expect(ko.weekRange(from: d("2026-10-26")) == "2026년 10월 26일 – 11월 1일")
        #expect(ko.weekRange(from: d("2026-12-28")) == "2026년 12월 28일 – 2027년 1월 3일")
        #expect(en.weekRange(from: d("2026-11-02")) == "2–8 Nov 2026")
        #expect(en.weekRange(from: d("2026-10-26")) == "26 Oct – 1 Nov 2026")
        #expect(en.weekRange(from: d("2026-12-28")) == "28 Dec 2026 – 3 Jan 2027")
        // Today's week has a page only when it touches a month of the calendar.
        #expect(Weeks.current(d("2026-11-20"), touching: [Fixture.november], weekStart: .mon) == d("2026-11-16"))
        #expect(Weeks.current(d("2026-12-01"), touching: [Fixture.november], weekStart: .mon) == d("2026-11-30"))
        #expect(Weeks.current(d("2026-12-08"), touching: [Fixture.november], weekStart: .mon) == nil)
    }

    @Test func everyWeekOfTheMonthHasAWorkplaceAndAPersonPage() async throws {
        let pages = try await build()
        for start in ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"] {
            #expect(pages["workplaces/cafe-moup/weeks/\(start).html"] != nil, "workplace week \(start)")
            #expect(pages["people/kim-minji/weeks/\(start).html"] != nil, "Kim's week \(start)")
        }
        #expect(pages["workplaces/cafe-moup/weeks/2026-10-19.html"] == nil)
        // Built in November, the coming month is published from Kim's repeat (issue 32), the one after is not.
        #expect(pages["workplaces/cafe-moup/weeks/2026-12-07.html"] != nil)
        #expect(pages["people/kim-minji/weeks/2026-12-07.html"] != nil)
        #expect(pages["workplaces/cafe-moup/weeks/2027-01-04.html"] == nil)
    }

    @Test func monthGridRowsLinkToTheirWeeksAndCarryTheirDays() async throws {
        let pages = try await build()
        let month = try #require(pages["workplaces/cafe-moup/2026-11/index.html"])
        for start in ["2026-10-26", "2026-11-02", "2026-11-30"] {
            #expect(month.contains("href=\"../../../workplaces/cafe-moup/weeks/\(start).html\""), "\(start)")
        }
        // Each row carries its week's days and each cell its date, for the today script (`TodayScript`),
        // which marks this week and today in the browser: the bytes name no today.
        #expect(
            month.contains(
                "<tr data-week=\"2026-11-16/2026-11-22\"><th scope=\"row\" class=\"week-col\"><a href=\"../../../workplaces/cafe-moup/weeks/2026-11-16.html\""
            ))
        #expect(month.contains("<td class=\"\" data-day=\"2026-11-20\">"))
        #expect(month.contains("<td class=\"out\" data-day=\"2026-10-26\">"))
        #expect(month.range(of: #"class="[^"]*\b(today|this-week)\b"#, options: .regularExpression) == nil)
        #expect(month.contains("<script>" + TodayScript.source + "</script>"))
        let person = try #require(pages["people/kim-minji/2026-11/index.html"])
        #expect(person.contains("href=\"../../../people/kim-minji/weeks/2026-11-16.html\""))
        // The workplace's page links to this week.
        let home = try #require(pages["workplaces/cafe-moup/index.html"])
        #expect(home.contains("<a href=\"../../workplaces/cafe-moup/weeks/2026-11-16.html\">🗓️ 이번 주 근무표</a>"))
    }

    @Test func workplaceWeekShowsEveryWorkerWithDetailsAndNavigation() async throws {
        let pages = try await build()
        let week = try #require(pages["workplaces/cafe-moup/weeks/2026-11-02.html"])
        #expect(week.contains("<body class=\"page schedule-page week-page\">"))
        #expect(week.contains("2026년 11월 2일 – 8일"))
        // "This week" is in the bytes only hidden, for the today script to show on its days.
        #expect(week.contains("<span class=\"now-badge\" data-week=\"2026-11-02/2026-11-08\" hidden>이번 주</span>"))
        // Kim's day shift with break, worked time and routine, not her (private) memo; Lee's night shift.
        #expect(week.contains("<b>김민지</b> <span class=\"time\">09:00–15:30</span>"))
        #expect(week.contains("휴게 30분"))
        #expect(!week.contains("오픈 &lt;b&gt;조"))
        #expect(week.contains("<details class=\"routine\"><summary>✅ 오픈 준비 <small>08:50</small></summary>"))
        #expect(week.contains("<span class=\"chip worked night\""))
        #expect(week.contains("<b>이준호</b>"))
        // Kim's scheduled Wednesday (a repeat, before today without a record).
        #expect(week.contains("id=\"d-2026-11-04\""))
        // Both workers in the legend; the chip legend explains the styles on paper too.
        #expect(week.contains("<ul class=\"legend\"><li><span class=\"swatch\" style=\"--c:#e15759\"></span> 김민지</li>"))
        #expect(week.contains("<p class=\"legend-states\">"))
        // Navigation: the weeks around it and its month.
        #expect(week.contains("<a href=\"../../../workplaces/cafe-moup/weeks/2026-10-26.html\">← 10/26–11/1</a>"))
        #expect(week.contains("<a href=\"../../../workplaces/cafe-moup/weeks/2026-11-09.html\">11/9–11/15 →</a>"))
        #expect(week.contains("<a href=\"../../../workplaces/cafe-moup/2026-11/index.html\">📅 2026년 11월 달력</a>"))
        // Seven days, Monday first.
        #expect(week.components(separatedBy: "<li class=\"wday").count == 8)
        let monday = try #require(week.range(of: "id=\"d-2026-11-02\""))
        let sunday = try #require(week.range(of: "id=\"d-2026-11-08\""))
        #expect(monday.lowerBound < sunday.lowerBound)
    }

    /// The week of 11-02: 김민지 6시간 on 11-02 (the payroll's worked minutes of 09:00–15:30), 이준호
    /// 22:00–06:00 less his 02:00–03:00 break (7시간, no payslip of his: from the span and the break);
    /// 13시간 that day, in its heading. A planned week counts its repeats less their break
    /// (09:00–15:00 on Monday, Wednesday and Friday, no break given: 6시간 each, 18시간).
    @Test func workplaceWeekTotalsHoursPerWorkerAndPerDay() async throws {
        let pages = try await build()
        let week = try #require(pages["workplaces/cafe-moup/weeks/2026-11-02.html"])
        #expect(week.contains("<h2 id=\"week-totals-heading\">이 주의 근무시간</h2>"))
        #expect(week.contains("<span class=\"swatch\" style=\"--c:#e15759\"></span> 김민지</th><td>1일</td><td>6시간</td>"))
        #expect(week.contains("<span class=\"swatch\" style=\"--c:#4e79a7\"></span> 이준호</th><td>1일</td><td>7시간</td>"))
        #expect(week.contains("<tfoot><tr><th scope=\"row\">합계</th><td></td><td>13시간</td></tr></tfoot>"))
        #expect(week.contains("<small class=\"day-hours\">근무 13시간</small>"))
        let later = try #require(pages["workplaces/cafe-moup/weeks/2026-11-23.html"])
        #expect(later.contains("<small class=\"day-hours\">근무 6시간</small>"))
        #expect(later.contains("김민지</th><td>3일</td><td>18시간</td>"))
    }

    /// "This week" and "today" are badges hidden in the bytes, each with the days it marks: the today
    /// script shows them in the browser on those days (and the page is the same bytes every day).
    @Test func thisWeekAndTodayAreMarkedInTheBrowser() async throws {
        let pages = try await build()
        let week = try #require(pages["workplaces/cafe-moup/weeks/2026-11-16.html"])
        #expect(
            week.contains(
                "2026년 11월 16일 – 22일 <span class=\"now-badge\" data-week=\"2026-11-16/2026-11-22\" hidden>이번 주</span>"))
        #expect(week.contains("<li class=\"wday\" id=\"d-2026-11-20\" data-day=\"2026-11-20\">"))
        #expect(
            week.contains(
                "<h3>11월 20일 (금) <span class=\"now-badge\" data-day=\"2026-11-20\" hidden>오늘</span> <small class=\"day-hours\">근무 6시간</small></h3>"
            ))
        #expect(week.range(of: #"class="[^"]*\b(today|this-week)\b"#, options: .regularExpression) == nil)
        #expect(week.contains("<script>" + TodayScript.source + "</script>"))
        // The last week (the coming month's, from the repeats) has no next one.
        let last = try #require(pages["workplaces/cafe-moup/weeks/2026-12-28.html"])
        #expect(!last.contains(" →</a>"))
        #expect(try #require(pages["workplaces/cafe-moup/weeks/2026-11-30.html"]).contains("12/7–12/13 →</a>"))
    }

    @Test func daysOutsideTheContentAreShownWithoutShifts() async throws {
        let pages = try await build()
        let week = try #require(pages["workplaces/cafe-moup/weeks/2026-10-26.html"])
        #expect(week.contains("<li class=\"wday out\" id=\"d-2026-10-26\" data-day=\"2026-10-26\">"))
        #expect(week.components(separatedBy: "근무표 없음").count == 7, "Monday to Saturday are in October")
        #expect(week.contains("<li class=\"wday weekend\" id=\"d-2026-11-01\" data-day=\"2026-11-01\">"))
        #expect(!week.contains("2026년 10월 달력"))
        #expect(week.contains("2026년 11월 달력"))
    }

    @Test func personalWeekHoldsOnlyThatPersonAndIsPrivate() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let pages = SiteBuilder.pages(Fixture.input, theme: theme)
        let week = try #require(pages.first { $0.path == "people/lee-junho/weeks/2026-11-02.html" })
        #expect(week.visibility == .private)
        #expect(week.readers == [.worker("lee-junho")])
        #expect(week.text.contains("<b>이준호</b>"))
        #expect(!week.text.contains("김민지"))
        #expect(week.text.contains("../../../people/lee-junho/calendar.ics"))
        #expect(week.text.contains("<a href=\"../../../people/lee-junho/2026-11/index.html\">📅 2026년 11월 달력</a>"))
    }
}
