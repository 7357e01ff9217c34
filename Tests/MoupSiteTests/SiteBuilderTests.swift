import Foundation
import MoupModel
import MoupOutput
import Testing

@testable import MoupSite

@Suite struct SiteBuilderTests {
    func build() async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let files = try SiteBuilder.build(Fixture.input, theme: theme).files
        var byPath: [String: String] = [:]
        for file in files { byPath[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        return byPath
    }

    @Test func expectedPagesExist() async throws {
        let pages = try await build()
        for path in [
            "index.html", "404.html", "style.css",
            "workplaces/cafe-moup/index.html",
            "workplaces/cafe-moup/2026-11/index.html",
            "workplaces/cafe-moup/2026-11/dashboard.html",
            "people/kim-minji/2026-11/index.html",
            "people/lee-junho/2026-11/index.html",
            "payslips/cafe-moup/kim-minji/2026-11-01.html",
        ] {
            #expect(pages[path] != nil, "missing \(path)")
        }
    }

    @Test func filesAreSortedByPath() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let paths = try SiteBuilder.build(Fixture.input, theme: theme).files.map(\.path)
        #expect(paths == paths.sorted())
    }

    @Test func payslipShowsAmountsBasesAndRequiredItems() async throws {
        let html = try #require(try await build()["payslips/cafe-moup/kim-minji/2026-11-01.html"])
        #expect(html.contains("1,012,680원"))  // gross
        #expect(html.contains("979,270원"))  // net
        #expect(html.contains("33,410원"))  // total deductions
        for basis in [
            "5,190분 × 10,320원 ÷ 60 = 892,680원", "주 15시간 이상 근무한 주 × 8시간분",
            "1,012,680원 × 3% = 30,380원", "30,380원 × 10% = 3,030원",
        ] {
            #expect(html.contains(basis), "missing basis \(basis)")
        }
        #expect(html.contains("김민지"))
        #expect(html.contains("2003년 4월 5일"))  // birth date identifies the worker
        #expect(html.contains("2026년 12월 10일"))  // pay date
        #expect(html.contains("연장근로시간") && html.contains("1시간 30분"))  // 90 overtime minutes
        #expect(html.contains("3.3% 사업소득 원천징수 대상입니다."))
        #expect(html.contains("주휴수당 미지급"))  // an alert that concerns pay
        #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(html.contains("09:00–15:30"))  // the shift behind the pay
        #expect(!html.contains("{{"))
    }

    @Test func calendarShowsChipsNightMarkStatesAndDetails() async throws {
        let html = try #require(try await build()["workplaces/cafe-moup/2026-11/index.html"])
        #expect(html.contains("<b>김민지</b> <span class=\"time\">09:00–15:30</span>"))
        #expect(html.contains("chip worked night"))
        #expect(html.contains("🌙"))
        #expect(html.contains("<b>이준호</b> <span class=\"time\">22:00–06:00</span>"))
        // 11-13 absent: not on the shared calendar (nobody works there that day). 11-04 (Wed)
        // scheduled by the repeat but not recorded and before today: unconfirmed.
        #expect(!html.contains("chip absent"))
        #expect(!html.contains("결근"))
        #expect(!html.contains("href=\"#d-2026-11-13\""))
        #expect(html.contains("chip unconfirmed"))
        // 11-23 (Mon) after today: planned.
        #expect(html.contains("chip planned"))
        #expect(html.contains("테스트 휴일"))
        #expect(html.contains("id=\"d-2026-11-02\""))
        #expect(html.contains("href=\"#d-2026-11-02\""))
        #expect(html.contains("위생 점검"))
        // The routine's task list renders as checkboxes; the memo is private, not here.
        #expect(html.contains("type=\"checkbox\""))
        #expect(!html.contains("오픈 &lt;b&gt;조"))
        // One script: the today script (`TodayScript`), which marks today in the browser.
        #expect(
            html.components(separatedBy: "<script").count == 2
                && html.contains("<script>" + TodayScript.source + "</script>"))
        // Relative links only.
        #expect(html.contains("href=\"../../../style.css\""))
    }

    @Test func weekStartsOnTheWorkplaceWeekStart() async throws {
        let html = try #require(try await build()["workplaces/cafe-moup/2026-11/index.html"])
        // The first column after the week links' column.
        let head = try #require(
            html.range(of: "<thead><tr><th scope=\"col\" class=\"week-col\"><span class=\"sr-only\">주간</span></th>"))
        let firstHeader = html[head.upperBound...].prefix(40)
        #expect(firstHeader.contains(">월<"))
    }

    @Test func personPageShowsNotesAndPayslipLink() async throws {
        let html = try #require(try await build()["people/kim-minji/2026-11/index.html"])
        #expect(html.contains("<strong>오후만</strong>"))
        #expect(html.contains("href=\"../../../payslips/cafe-moup/kim-minji/2026-11-01.html\""))
        #expect(!html.contains("이준호"))
    }

    @Test func dashboardShowsTotalsChartsAndAlerts() async throws {
        let html = try #require(try await build()["workplaces/cafe-moup/2026-11/dashboard.html"])
        #expect(html.contains("1,021,380원"))  // labour cost = employer cost
        #expect(html.contains("2,230,000원"))  // sales 1,250,000 + 980,000
        // 1,021,380 / 2,230,000 = 45.80…% → 45.8%
        #expect(html.contains("45.8%"))
        #expect(html.contains("<svg class=\"chart\""))
        #expect(html.contains("주휴수당 미지급"))
        #expect(html.contains("payslips/cafe-moup/kim-minji/2026-11-01.html"))
        // Day 11-02: 360 min × 10,320 ÷ 60 = 61,920원 estimated cost.
        #expect(html.contains("61,920원"))
    }

    @Test func buildingTwiceGivesIdenticalBytes() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let first = try SiteBuilder.build(Fixture.input, theme: theme)
        let second = try SiteBuilder.build(Fixture.input, theme: theme)
        #expect(first == second)
        #expect(!first.files.isEmpty)
    }

    @Test func privatePagesAreMarked() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let pages = SiteBuilder.pages(Fixture.input, theme: theme)
        let visibility = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.visibility) })
        #expect(visibility["payslips/cafe-moup/kim-minji/2026-11-01.html"] == .private)
        #expect(visibility["people/kim-minji/2026-11/index.html"] == .private)
        #expect(visibility["workplaces/cafe-moup/2026-11/index.html"] == .shared)
    }

    /// The home page names a workplace's category in its own words (`카페`, `Café`), as the workplace
    /// page does, never as the content's slug (issue 32).
    @Test func homePageShowsTheCategoryInTheSitesLanguage() async throws {
        let home = try #require(try await build()["index.html"])
        #expect(home.contains("카페 · "))
        #expect(!home.contains(">cafe · ") && !home.contains("\"muted\">cafe"))
        var input = Fixture.input
        input.content.site.language = .en
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let english = try #require(try SiteBuilder.build(input, theme: theme).files.first { $0.path == "index.html" })
        let text = String(decoding: english.bytes, as: UTF8.self)
        #expect(text.contains("Café · ") && !text.contains("\"muted\">cafe"))
    }
}

@Suite struct ContextLeakTests {
    /// A chip without a workplace must not show the page's `workplace` from an outer level.
    @Test func emptyValueDoesNotFallThroughToOuterLevel() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let files = try SiteBuilder.build(Fixture.input, theme: theme).files
        let month = try #require(files.first { $0.path == "workplaces/cafe-moup/2026-11/index.html" })
        let html = String(decoding: month.bytes, as: UTF8.self)
        #expect(!html.contains("class=\"wp\""))
    }
}
