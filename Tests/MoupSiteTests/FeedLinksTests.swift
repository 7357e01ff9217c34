import Foundation
import MoupModel
import Testing

@testable import MoupSite

/// Issue 32, item 11: feeds say where (LOCATION), and pages offer them as a `webcal://` subscription
/// built from `baseURL`, with help for Google and Apple Calendar in the page's language.
@Suite struct FeedLinksTests {
    @Test func addressesComeFromAnAbsoluteHTTPBaseURL() {
        let path = "workplaces/cafe-moup/calendar.ics"
        #expect(
            FeedAddress.url(baseURL: "https://moup.example.kr/", path: path)
                == "https://moup.example.kr/workplaces/cafe-moup/calendar.ics")
        #expect(
            FeedAddress.webcal(baseURL: "https://moup.example.kr/", path: path)
                == "webcal://moup.example.kr/workplaces/cafe-moup/calendar.ics")
        // A base under a path, without its last slash; plain http.
        #expect(
            FeedAddress.url(baseURL: "https://x.github.io/moup", path: path)
                == "https://x.github.io/moup/workplaces/cafe-moup/calendar.ics")
        #expect(
            FeedAddress.webcal(baseURL: "http://192.168.0.2:8000/", path: path)
                == "webcal://192.168.0.2:8000/workplaces/cafe-moup/calendar.ics")
        // A query or fragment of the base is not part of the feed's address.
        #expect(
            FeedAddress.url(baseURL: "https://moup.example.kr/site/?x=1", path: "a.ics")
                == "https://moup.example.kr/site/a.ics")
        // Nothing known about where the site is: no subscription address.
        for base in [
            nil, "", "/moup/", "moup.example.kr", "file:///home/me/site/", "ftp://moup.example.kr/", "https://",
            "https:///x",
        ] {
            #expect(FeedAddress.url(baseURL: base, path: path) == nil, "\(base ?? "nil")")
            #expect(FeedAddress.webcal(baseURL: base, path: path) == nil, "\(base ?? "nil")")
        }
    }

    @Test func eventsSayWhereTheShiftIs() throws {
        // The fixture's workplace has no address: its name alone.
        let plain = try #require(CalendarFeedTests.feeds()["workplaces/cafe-moup/calendar.ics"])
        #expect(
            try CalendarFeedTests.event("20261102-1-kim-minji@cafe-moup.moup", in: plain).contains("LOCATION:카페 모음"))
        // With an address: name and address, TEXT-escaped, in both feeds.
        var input = Fixture.input
        input.content.workplaces[0].address = "서울특별시 마포구 연남로 12, 1층"
        let feeds = CalendarFeedTests.feeds(input)
        for path in ["workplaces/cafe-moup/calendar.ics", "people/kim-minji/calendar.ics"] {
            let text = try #require(feeds[path])
            let event = try CalendarFeedTests.event("20261102-1-kim-minji@cafe-moup.moup", in: text)
            #expect(event.contains(#"LOCATION:카페 모음\, 서울특별시 마포구 연남로 12\, 1층"#), "\(path)")
        }
    }

    static func pages(_ input: SiteInput) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        var byPath: [String: String] = [:]
        for file in try SiteBuilder.build(input, theme: theme).files {
            byPath[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        return byPath
    }

    @Test func pagesOfferAWebcalSubscriptionWithHelp() async throws {
        var input = Fixture.input
        input.content.site.baseURL = "https://moup.example.kr/"
        let pages = try await Self.pages(input)
        let workplace = try #require(pages["workplaces/cafe-moup/index.html"])
        #expect(
            workplace.contains(
                #"<a href="webcal://moup.example.kr/workplaces/cafe-moup/calendar.ics">📅 내 캘린더에 구독 추가</a>"#))
        #expect(workplace.contains(#"<a href="../../workplaces/cafe-moup/calendar.ics" download>ICS 파일 받기</a>"#))
        #expect(
            workplace.contains(
                #"<code class="feed-url">https://moup.example.kr/workplaces/cafe-moup/calendar.ics</code>"#))
        #expect(workplace.contains("구글 캘린더") && workplace.contains("애플 캘린더"))
        // The person's pages offer their own feed the same way.
        for path in ["people/kim-minji/index.html", "people/kim-minji/2026-11/index.html"] {
            let page = try #require(pages[path])
            #expect(page.contains(#"href="webcal://moup.example.kr/people/kim-minji/calendar.ics""#), "\(path)")
        }
        let week = try #require(pages["people/kim-minji/weeks/2026-11-16.html"])
        #expect(week.contains(#"href="webcal://moup.example.kr/people/kim-minji/calendar.ics""#))
    }

    @Test func withoutABaseURLTheFeedIsTheFileWithHelp() async throws {
        let pages = try await Self.pages(Fixture.input)
        let workplace = try #require(pages["workplaces/cafe-moup/index.html"])
        #expect(!workplace.contains("webcal:"))
        #expect(workplace.contains(#"<a href="../../workplaces/cafe-moup/calendar.ics">📅 내 캘린더에 구독 추가</a>"#))
        #expect(!workplace.contains("feed-url"))
        #expect(workplace.contains("구독 캘린더 추가"))
    }

    @Test func englishPagesHaveEnglishHelp() async throws {
        var input = Fixture.input
        input.content.site.baseURL = "https://moup.example.kr/"
        input.content.site.language = .en
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let files = try SiteBuilder.build(input, theme: theme).files
        let workplace = try #require(files.first { $0.path == "workplaces/cafe-moup/index.html" })
        let text = String(decoding: workplace.bytes, as: UTF8.self)
        let start = try #require(text.range(of: "<div class=\"feed\">"))
        let end = try #require(text.range(of: "</div>", range: start.upperBound..<text.endIndex))
        let help = String(text[start.lowerBound..<end.upperBound])
        #expect(
            help.contains("Subscribe in my calendar") && help.contains("Google Calendar")
                && help.contains("Apple Calendar"))
        #expect(!help.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(help)")
    }
}
