import MoupModel
import Testing

@testable import MoupSite

/// Templates compiled to a `RenderPlan` render view models by Mustache's rules (the whole spec runs
/// in `MustacheSpecTests`); these pin the typed-value rules moup adds on top.
@Suite struct RenderPlanTests {
    static func render(
        _ template: String, _ model: some ViewModel, schema: Schema? = nil,
        partials: [String: String] = [:]
    ) throws -> String {
        var texts = partials
        texts["page"] = template
        var sources: [String: TemplateSyntax] = [:]
        for (name, text) in texts { sources[name] = try TemplateSyntax(text) }
        return RenderPlan(template: "page", schema: schema ?? type(of: model).schema, sources: sources, texts: texts)
            .render(model)
    }

    func render(_ template: String, _ link: Link, partials: [String: String] = [:]) throws -> String {
        try Self.render(template, link, partials: partials)
    }

    /// A string's plural placed by a template (`{{t.k}}`, `{label|day|days}`) is the word for the page's value.
    @Test func aStringsPluralFollowsThePagesValue() throws {
        let strings = StringTable(
            language: .en, texts: ["k": StringTable.Text("{label} {label|<day>|days}", at: SourceLocation(file: ""))])
        let sources = ["page": try TemplateSyntax("{{t.k}}")]
        let plan = RenderPlan(template: "page", schema: Link.schema, sources: sources, texts: [:], strings: strings)
        #expect(plan.render(Link(label: "1", href: "x")) == "1 &lt;day&gt;")
        #expect(plan.render(Link(label: "2", href: "x")) == "2 days")
    }

    @Test func escapedTextIsHTMLEscaped() throws {
        #expect(
            try render("{{label}}", Link(label: "<b>\"A&B's\"</b>", href: "x"))
                == "&lt;b&gt;&quot;A&amp;B&#39;s&quot;&lt;/b&gt;")
    }

    @Test func unescapedTextIsPlacedAsIs() throws {
        #expect(try render("{{{label}}}|{{&label}}", Link(label: "<b>A</b>", href: "x")) == "<b>A</b>|<b>A</b>")
    }

    @Test func insideATextSectionNamesClimbPastTheText() throws {
        // `note` is pushed as a context level; `label` and `href` still come from the link,
        // and `.` is the note itself.
        let link = Link(label: "주휴", href: "a.html", note: "메모")
        #expect(try render("{{#note}}{{label}}|{{href}}|{{.}}{{/note}}", link) == "주휴|a.html|메모")
    }

    @Test func emptyTextIsAbsentAndAnInvertedSectionShows() throws {
        #expect(
            try render("[{{note}}]{{^note}}none{{/note}}{{#note}}some{{/note}}", Link(label: "a", href: "b"))
                == "[]none")
        #expect(
            try render("{{^note}}none{{/note}}{{#note}}some{{/note}}", Link(label: "a", href: "b", note: "n")) == "some"
        )
    }

    @Test func standaloneTagsTakeTheirLineAndPartialsKeepTheIndentation() throws {
        let template = "<ul>\n  {{#note}}\n  {{>item}}\n  {{/note}}\n</ul>\n"
        let output = try render(
            template, Link(label: "a", href: "b", note: "n"), partials: ["item": "<li>{{label}}</li>\n<li>{{.}}</li>\n"]
        )
        #expect(output == "<ul>\n  <li>a</li>\n  <li>n</li>\n</ul>\n")
    }

    @Test func aLayoutsBlocksAreReplacedByThePagesOverrides() throws {
        let layout = "<title>{{$title}}default{{/title}}</title>\n<main>\n{{$main}}{{/main}}\n</main>\n"
        let page = "{{<layout}}\n{{$main}}\n<p>{{label}}</p>\n{{/main}}\n{{/layout}}\n"
        #expect(
            try render(page, Link(label: "a", href: "b"), partials: ["layout": layout])
                == "<title>default</title>\n<main>\n<p>a</p>\n\n</main>\n")
    }

    @Test func functionsInTagsAreRefused() {
        #expect(throws: TemplateSyntax.SyntaxError.self) { try TemplateSyntax("{{uppercased(label)}}") }
    }

    @Test func changingDelimitersIsRefused() {
        #expect(throws: TemplateSyntax.SyntaxError.self) { try TemplateSyntax("{{=<% %>=}}") }
    }

    @Test func concurrentMapKeepsTheOrderOfItsInput() {
        let numbers = Array(0..<500)
        #expect(numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
        #expect([Int]().concurrentMap { $0 } == [])
    }
}
