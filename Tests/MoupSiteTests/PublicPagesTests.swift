import MoupModel
import Testing

@testable import MoupSite

/// Issue 31: public pages (the shared month calendar, week pages, home pages) and the workplace feed
/// show who works when: `publicMemo` but not `memo`, no absence or leave, names as `publicNames`
/// gives them; the worker's own pages and feed keep everything, with full names.
@Suite struct PublicPagesTests {
    static let month = "workplaces/cafe-moup/2026-11/index.html"
    static let week = "workplaces/cafe-moup/weeks/2026-11-02.html"
    static let feed = "workplaces/cafe-moup/calendar.ics"
    static let kimMonth = "people/kim-minji/2026-11/index.html"
    static let kimWeek = "people/kim-minji/weeks/2026-11-02.html"

    static func build(_ input: SiteInput = Fixture.input) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var byPath: [String: String] = [:]
        for file in try SiteBuilder.build(input, theme: theme).files {
            byPath[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return byPath
    }

    /// The fixture with a public memo on Lee's night shift and a leave day for Lee on 11-10.
    static var input: SiteInput {
        var input = Fixture.input
        input.content.workplaces[0].shifts[1].publicMemo = "마감 담당, 열쇠 보관"
        input.content.workplaces[0].shifts.append(
            Shift(
                workerID: "lee-junho", date: Fixture.date("2026-11-10"), status: .leave, span: nil, memo: "가족 행사",
                location: Fixture.here))
        return input
    }

    @Test func sharedPagesShowThePublicMemoButNotTheMemoNorAbsenceOrLeave() async throws {
        let pages = try await Self.build(Self.input)
        for path in [
            Self.month, Self.week, "workplaces/cafe-moup/weeks/2026-11-09.html",
            "workplaces/cafe-moup/weeks/2026-11-16.html",
        ] {
            let html = try #require(pages[path])
            #expect(!html.contains("오픈 &lt;b&gt;조"), "\(path)")
            #expect(!html.contains("가족 행사"), "\(path)")
            #expect(!html.contains("chip absent") && !html.contains("chip leave"), "\(path)")
            #expect(!html.contains("결근") && !html.contains("휴가"), "\(path)")  // nor in the chip legend
        }
        let month = try #require(pages[Self.month])
        #expect(month.contains("<p class=\"memo public-memo\">📝 마감 담당, 열쇠 보관</p>"))
        #expect(!month.contains("href=\"#d-2026-11-10\"") && !month.contains("href=\"#d-2026-11-13\""))
        #expect(try #require(pages[Self.week]).contains("📝 마감 담당, 열쇠 보관"))
        let feed = CalendarFeedTests.unfolded(try #require(pages[Self.feed]))
        #expect(feed.contains(#"DESCRIPTION:카페 모음 · 이준호 · 근무\n휴게 02:00–03:00\n메모: 마감 담당\, 열쇠 보관"#))
        #expect(
            !feed.contains {
                $0.contains("오픈 <b>조</b>") || $0.contains("가족 행사") || $0.contains("결근") || $0.contains("휴가")
            })
        #expect(!feed.contains("UID:20261110-1-lee-junho@cafe-moup.moup"))
        #expect(!feed.contains("UID:20261113-1-kim-minji@cafe-moup.moup"))
    }

    @Test func theWorkersOwnPagesAndFeedKeepMemosAbsenceAndLeave() async throws {
        let pages = try await Self.build(Self.input)
        let kim = try #require(pages[Self.kimMonth])
        #expect(kim.contains("<p class=\"memo\">📝 오픈 &lt;b&gt;조&lt;/b&gt;</p>"))
        #expect(kim.contains("<span class=\"state\">결근</span>"))
        #expect(kim.contains("<span class=\"chip absent\""))
        #expect(try #require(pages[Self.kimWeek]).contains("📝 오픈 &lt;b&gt;조&lt;/b&gt;"))
        let lee = try #require(pages["people/lee-junho/2026-11/index.html"])
        #expect(lee.contains("<span class=\"state\">휴가</span>"))
        #expect(lee.contains("📝 가족 행사"))
        #expect(lee.contains("📝 마감 담당, 열쇠 보관"))
        let leeFeed = CalendarFeedTests.unfolded(try #require(pages["people/lee-junho/calendar.ics"]))
        #expect(leeFeed.contains("UID:20261110-1-lee-junho@cafe-moup.moup"))
        #expect(leeFeed.contains(#"DESCRIPTION:카페 모음 · 이준호 · 휴가\n메모: 가족 행사"#))
        #expect(leeFeed.contains(#"DESCRIPTION:카페 모음 · 이준호 · 근무\n휴게 02:00–03:00\n메모: 마감 담당\, 열쇠 보관"#))
    }

    @Test(arguments: [(Site.PublicNames.given, "민지", "준호"), (.masked, "김*지", "이*호")])
    func publicNamesOnSharedPagesFullNamesOnPrivateOnes(
        _ names: Site.PublicNames, _ kim: String, _ lee: String
    ) async throws {
        var input = Fixture.input
        input.content.site.publicNames = names
        let pages = try await Self.build(input)
        for path in [Self.month, Self.week, "workplaces/cafe-moup/index.html", "index.html"] {
            let html = try #require(pages[path])
            #expect(!html.contains("김민지") && !html.contains("이준호"), "\(path)")
        }
        let month = try #require(pages[Self.month])
        #expect(month.contains("<b>\(kim)</b> <span class=\"time\">09:00–15:30</span>"))
        #expect(month.contains("<b>\(lee)</b> <span class=\"time\">22:00–06:00</span>"))
        #expect(month.contains("<span class=\"swatch\" style=\"--c:#e15759\"></span> \(kim)</li>"))
        let feed = CalendarFeedTests.unfolded(try #require(pages[Self.feed]))
        #expect(feed.contains("SUMMARY:\(kim) 09:00–15:30"))
        #expect(feed.contains(#"DESCRIPTION:카페 모음 · "# + lee + #" · 근무\n휴게 02:00–03:00"#))
        #expect(!feed.contains { $0.contains("김민지") || $0.contains("이준호") })
        // Private pages and feeds: full names.
        #expect(try #require(pages[Self.kimMonth]).contains("<b>김민지</b>"))
        #expect(try #require(pages[Self.kimWeek]).contains("<b>김민지</b>"))
        #expect(
            CalendarFeedTests.unfolded(try #require(pages["people/kim-minji/calendar.ics"]))
                .contains(#"DESCRIPTION:카페 모음 · 김민지 · 근무\n휴게 30분\n실근로 6시간\n메모: 오픈 <b>조</b>\n체크리스트: 오픈 준비 (08:50)"#))
    }

    @Test func theOwnersDashboardListsMemosAbsencesAndLeave() async throws {
        let pages = try await Self.build(Self.input)
        let dashboard = try #require(pages["workplaces/cafe-moup/2026-11/dashboard.html"])
        let start = try #require(dashboard.range(of: "<section id=\"shift-notes\">"))
        let section = dashboard[start.lowerBound...].prefix { _ in true }
        let end = try #require(section.range(of: "</section>"))
        let notes = String(section[..<end.lowerBound])
        #expect(notes.contains("<h2 id=\"shift-notes-heading\">근무 메모와 결근·휴가</h2>"))
        let rows = notes.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map { $0.prefix { $0 != "\n" } }
        #expect(
            rows == [
                #"11월 2일 (월)</th><td><span class="swatch" style="--c:#e15759"></span> 김민지</td><td>근무 <small>09:00–15:30</small></td><td>오픈 &lt;b&gt;조&lt;/b&gt;</td></tr>"#,
                #"11월 10일 (화)</th><td><span class="swatch" style="--c:#4e79a7"></span> 이준호</td><td>휴가</td><td>가족 행사</td></tr>"#,
                #"11월 13일 (금)</th><td><span class="swatch" style="--c:#e15759"></span> 김민지</td><td>결근</td><td></td></tr>"#,
            ])
    }
}
