import Foundation
import MoupModel
import Testing

/// Issue 31: the example's public pages (the shared month calendars, week pages, workplace home pages,
/// the home page) and the workplace feeds say who works when and nothing else about a person: no
/// shift memo, no absence or leave. The workers' own pages still have both.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct PublicPagesExampleTests {
    static let today = CivilDate(iso: "2026-11-20")!

    /// Every `memo` of the example's shift files.
    static func memos() throws -> [String] {
        let workplaces = URL(fileURLWithPath: Fixture.content).appendingPathComponent("workplaces")
        var memos: [String] = []
        for workplace in try FileManager.default.contentsOfDirectory(atPath: workplaces.path) {
            let folder = workplaces.appendingPathComponent(workplace).appendingPathComponent("shifts")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where name.hasSuffix(".json") {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name)))
                let shifts = (json as? [String: Any])?["shifts"] as? [[String: Any]] ?? []
                memos += shifts.compactMap { $0["memo"] as? String }
            }
        }
        return memos
    }

    /// Paths anyone with the address reads: everything under `workplaces/` but the owner's
    /// dashboards and CSVs, and the home page.
    static func isPublic(_ path: String) -> Bool {
        path == "index.html"
            || path.hasPrefix("workplaces/")
                && (path.hasSuffix("/index.html") || path.contains("/weeks/") || path.hasSuffix("/calendar.ics"))
    }

    /// A page's text; a feed's unfolded, its TEXT escapes undone (`\,` → `,`).
    static func readable(_ path: String, _ text: String) -> String {
        guard path.hasSuffix(".ics") else { return text }
        return text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\\,", with: ",")
            .replacingOccurrences(of: "\\;", with: ";")
    }

    @Test func publicPagesAndFeedsHoldNoMemoAndNoAbsenceOrLeave() async throws {
        let pages = try await ExamplePlainSite.pages(today: Self.today)
        let memos = try Self.memos()
        #expect(memos.contains("병원 진료 (사전 승인)") && memos.contains("연락 없이 결근") && memos.contains("병원 예약으로 30분 조퇴"))
        let shared = pages.filter { Self.isPublic($0.key) }
        #expect(shared.keys.contains("workplaces/cafe-moup/2026-11/index.html"))
        #expect(shared.keys.contains("workplaces/cafe-moup/weeks/2026-11-09.html"))
        #expect(shared.keys.contains("workplaces/cafe-moup/calendar.ics"))
        for (path, page) in shared {
            let text = Self.readable(path, page)
            // As the pages and feeds print a memo (a memo like "재고 조사" is also a worker's role)…
            for memo in memos {
                #expect(!text.contains("📝 " + memo) && !text.contains("메모: " + memo), "\(path) shows the memo \(memo)")
            }
            // …and the three anywhere.
            for memo in ["병원 진료 (사전 승인)", "병원 예약으로 30분 조퇴", "연락 없이 결근"] {
                #expect(!text.contains(memo), "\(path) shows \(memo)")
            }
            for word in [
                "chip absent", "chip leave", "<span class=\"state\">결근", "<span class=\"state\">휴가",
                "(결근)", "(휴가)", "· 결근", "· 휴가",
            ] {
                #expect(!text.contains(word), "\(path) shows \(word)")
            }
        }
        // 2026-11-13: 김민지's leave is not on the shared week page; 2026-11-04, her absence, neither.
        let week = try #require(pages["workplaces/cafe-moup/weeks/2026-11-09.html"])
        let thirteenth = try #require(week.range(of: "id=\"d-2026-11-13\""))
        let nextDay = try #require(week.range(of: "id=\"d-2026-11-14\""))
        #expect(!week[thirteenth.upperBound..<nextDay.lowerBound].contains("<b>김민지</b>"))
    }

    @Test func theWorkersOwnPagesAndFeedStillShowThem() async throws {
        let pages = try await ExamplePlainSite.pages(today: Self.today)
        let month = try #require(pages["people/kim-minji/2026-11/index.html"])
        #expect(month.contains("병원 진료 (사전 승인)"))
        #expect(month.contains("연락 없이 결근"))
        #expect(month.contains("chip leave") && month.contains("<span class=\"state\">휴가</span>"))
        #expect(month.contains("chip absent") && month.contains("<span class=\"state\">결근</span>"))
        let feed = try #require(
            pages.first { $0.key.hasSuffix(".ics") && !$0.key.hasPrefix("workplaces/") && $0.value.contains("김민지 근무") })
        let text = Self.readable(feed.key, feed.value)
        #expect(text.contains("병원 진료 (사전 승인)"))
        #expect(text.contains("(결근)"))
    }
}
