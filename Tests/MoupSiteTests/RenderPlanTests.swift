import Mustache
import Testing
@testable import MoupSite

/// Text values reach swift-mustache as `RenderedText`; these pin that they render exactly as the
/// plain strings they replace did.
@Suite struct RenderedTextTests {
    func render(_ template: String, _ link: Link) throws -> String {
        try MustacheTemplate(string: template).render(link)
    }

    @Test func escapedTextIsHTMLEscaped() throws {
        #expect(try render("{{label}}", Link(label: "<b>\"A&B's\"</b>", href: "x")) == "&lt;b&gt;&quot;A&amp;B&#39;s&quot;&lt;/b&gt;")
    }

    @Test func unescapedTextIsPlacedAsIs() throws {
        #expect(try render("{{{label}}}", Link(label: "<b>A</b>", href: "x")) == "<b>A</b>")
    }

    @Test func insideATextSectionNamesClimbPastTheText() throws {
        // `note` is pushed as a context level; `label` and `href` still come from the link,
        // and `.` is the note itself.
        let link = Link(label: "주휴", href: "a.html", note: "메모")
        #expect(try render("{{#note}}{{label}}|{{href}}|{{.}}{{/note}}", link) == "주휴|a.html|메모")
    }

    @Test func emptyTextIsAbsentAndAnInvertedSectionShows() throws {
        #expect(try render("[{{note}}]{{^note}}none{{/note}}{{#note}}some{{/note}}", Link(label: "a", href: "b")) == "[]none")
        #expect(try render("{{^note}}none{{/note}}{{#note}}some{{/note}}", Link(label: "a", href: "b", note: "n")) == "some")
    }

    @Test func stringTransformsStillApply() throws {
        #expect(try render("{{uppercased(label)}} {{reversed(href)}}", Link(label: "week", href: "abc")) == "WEEK cba")
    }

    @Test func concurrentMapKeepsTheOrderOfItsInput() {
        let numbers = Array(0..<500)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
        #expect([Int]().concurrentMap { $0 } == [])
    }
}
