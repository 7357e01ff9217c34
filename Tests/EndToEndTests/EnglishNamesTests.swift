import Foundation
import MoupContent
import MoupModel
import MoupPipeline
import MoupSite
import Testing

/// On an English page the content's Korean names (workers, workplaces, owners) are marked `lang="ko"`
/// (issue 32), so that a screen reader reads 김민지 in Korean and the English around it in English: the
/// example built in English finds no Hangul of a name outside an element with `lang="ko"` in the body of any
/// of its pages (header and breadcrumbs, main part, footer).
@Suite(.enabled(if: Fixture.pipelineIsReady, "the repository's content/ must load and build"))
struct EnglishNamesTests {
    /// The text of `html`'s `part` element (`main`, `body`) outside any element with `lang="ko"`, leaving out
    /// tooltips (`<title>`, which holds no markup) and scripts.
    static func unmarkedText(_ html: String, in part: String = "main") -> String {
        guard let start = html.range(of: "<\(part)"), let end = html.range(of: "</\(part)>") else { return "" }
        let voids: Set<String> = ["br", "img", "input", "hr", "meta", "link", "wbr", "source"]
        var stack: [(tag: String, korean: Bool, hidden: Bool)] = []
        var out = ""
        var rest = html[start.lowerBound..<end.upperBound]
        while let open = rest.firstIndex(of: "<") {
            let text = rest[..<open]
            if !(stack.last?.korean ?? false), !(stack.last?.hidden ?? false) { out += text }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().lowercased()
                if let index = stack.lastIndex(where: { $0.tag == name }) { stack.removeSubrange(index...) }
                continue
            }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            if voids.contains(name) || tag.hasSuffix("/") || name.hasPrefix("!") { continue }
            let korean = (stack.last?.korean ?? false) || tag.contains(" lang=\"ko\"")
            let hidden = (stack.last?.hidden ?? false) || name == "title" || name == "script" || name == "style"
            stack.append((name, korean, hidden))
        }
        return out
    }

    @Test func koreanNamesOnEveryEnglishPageAreMarkedKorean() async throws {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.language = .en
        content.site.privacy = .none
        let names = Set(
            content.workplaces.flatMap { wp in [wp.name, wp.owner] + wp.workers.map(\.name) }
        )
        // The Korean words of the names that the English table does not write itself (a name such as 카페
        // could be a word of it).
        let english = EnglishSiteTests.koreanWords(
            try String(contentsOfFile: Fixture.templates + "/i18n/en.yml", encoding: .utf8))
        let nameWords = names.reduce(into: Set<String>()) { $0.formUnion(EnglishSiteTests.koreanWords($1)) }
            .subtracting(english)
        #expect(nameWords.contains("김민지") && nameWords.contains("연남점"))

        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: Fixture.today),
            rules: rules, today: Fixture.today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        let all = SiteBuilder.pages(input, theme: theme)
        let pages = all.filter { $0.path.hasSuffix(".html") }
        for path in [
            "index.html", "owners/cafe-moup/index.html", "people/kim-minji/index.html",
            "workplaces/cafe-moup/years/2026.html",
        ] {
            #expect(pages.contains { $0.path == path }, "\(path) is built")
        }
        #expect(pages.contains { $0.path.hasSuffix("/dashboard.html") })
        #expect(pages.contains { $0.path.hasPrefix("payslips/") })
        #expect(pages.allSatisfy { Self.unmarkedText($0.text, in: "body").contains("MOUP") }, "every page has a body")
        var unmarked: [String] = []
        for page in pages.sorted(by: { $0.path < $1.path }) {
            let words = EnglishSiteTests.koreanWords(Self.unmarkedText(page.text, in: "body")).intersection(nameWords)
            if !words.isEmpty { unmarked.append("\(page.path): \(words.sorted().joined(separator: " "))") }
        }
        #expect(unmarked.isEmpty, "Korean names not marked lang=\"ko\": \(unmarked.joined(separator: "; "))")
        let owner = try #require(pages.first { $0.path == "owners/cafe-moup/index.html" }).text
        #expect(owner.contains("<p class=\"alert\"><span lang=\"ko\">배지훈</span>: No record"))
        // Elsewhere, elements that hold only names: the site's start page, a year page's workers, the notices'
        // workplace on a person's month page.
        let index = try #require(all.first { $0.path == "index.html" }).text
        #expect(index.contains("<b lang=\"ko\">김민지</b>"))
        #expect(index.contains(" lang=\"ko\">카페 모옵 연남점</a></h3>"))
        let year = try #require(all.first { $0.path == "workplaces/cafe-moup/years/2026.html" }).text
        #expect(year.contains("<tr><th scope=\"row\" lang=\"ko\"><a href="))
        #expect(year.contains("<h1><span lang=\"ko\">카페 모옵 연남점</span> <small>Pay in 2026"))
        // Where English words come around a name, only the name is marked: the breadcrumbs, a payslip's
        // workplace and owner, a contract's parties, a notice's workplace. The content's own Korean text (a
        // notice's name and body) is marked whole.
        let payslip = try #require(all.first { $0.path == "payslips/cafe-moup/kim-minji/2026-11-01.html" }).text
        #expect(
            payslip.contains(
                "<a href=\"../../../people/kim-minji/index.html\"><span lang=\"ko\">김민지</span></a> › "
                    + "<span aria-current=\"page\">Payslip · <span lang=\"ko\">김민지</span> · Nov 2026</span>"))
        #expect(
            payslip.contains(
                "<dt>Workplace</dt><dd><span lang=\"ko\">카페 모옵 연남점</span> (owner: <span lang=\"ko\">박서연</span>)"))
        let contract = try #require(all.first { $0.path == "payslips/cafe-moup/kim-minji/contract-2026-11-16.html" })
        #expect(
            contract.text.contains(
                "<p class=\"parties\"><span lang=\"ko\">박서연</span> (the &quot;employer&quot;, <span lang=\"ko\">사업주</span>) and "
                    + "<span lang=\"ko\">김민지</span> (the &quot;worker&quot;"))
        let month = try #require(all.first { $0.path == "people/park-junyoung/2026-11/index.html" }).text
        #expect(
            month.contains(
                "<h2>📢 <span lang=\"ko\">겨울 메뉴 출시와 11월 안내</span> <small><span lang=\"ko\">카페 모옵 연남점</span>"
                    + " · Sun 1 Nov</small></h2><div lang=\"ko\"><p>11월 2일(월)부터"))
    }

    /// The content's other Korean text is marked too: the site's title (MOUP 근무표, in the header and the
    /// first breadcrumb), shift memos, routines (name and checklist), public holidays' names (from the rule
    /// table) and a workplace's address (on its contracts). No Hangul word of these (less the English string
    /// table's own words) is left outside `lang="ko"` in the body of any page of the example built in English.
    @Test func koreanContentTextOnEveryEnglishPageIsMarkedKorean() async throws {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.language = .en
        content.site.privacy = .none
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: Fixture.today),
            rules: rules, today: Fixture.today)
        var texts = [content.site.title] + input.holidays.values
        for wp in content.workplaces {
            texts += wp.shifts.flatMap { [$0.memo, $0.publicMemo].compactMap(\.self) }
            texts += wp.routines.flatMap { [$0.name, $0.body] }
            texts += wp.address.map { [$0] } ?? []
        }
        let english = EnglishSiteTests.koreanWords(
            try String(contentsOfFile: Fixture.templates + "/i18n/en.yml", encoding: .utf8))
        let koreanWords = texts.reduce(into: Set<String>()) { $0.formUnion(EnglishSiteTests.koreanWords($1)) }
            .subtracting(english)
        #expect(koreanWords.isSuperset(of: ["근무표", "마포구", "개천절"]))

        let theme = try await Pipeline.theme(templates: Fixture.templates)
        let pages = SiteBuilder.pages(input, theme: theme).filter { $0.path.hasSuffix(".html") }
        var unmarked: [String] = []
        for page in pages.sorted(by: { $0.path < $1.path }) {
            let words = EnglishSiteTests.koreanWords(Self.unmarkedText(page.text, in: "body"))
                .intersection(koreanWords)
            if !words.isEmpty { unmarked.append("\(page.path): \(words.sorted().joined(separator: " "))") }
        }
        #expect(unmarked.isEmpty, "Korean text not marked lang=\"ko\": \(unmarked.joined(separator: "; "))")
        // Only the Korean text is marked: the site's title whole (MOUP with it), a holiday's name inside its
        // label, a memo after its 📝, a routine's name before its time, the address after the workplace's name.
        let page = { (path: String) in pages.first { $0.path == path }?.text ?? "" }
        #expect(
            page("payslips/cafe-moup/jung-mira/2026-10-01.html").contains(
                "<a class=\"site-title\" href=\"../../../index.html\"><span lang=\"ko\">MOUP 근무표</span></a>\n"
                    + "<nav class=\"crumbs\" aria-label=\"You are here\">\n"
                    + "<a href=\"../../../index.html\"><span lang=\"ko\">MOUP 근무표</span></a> › "))
        #expect(page("index.html").contains("<h1><span lang=\"ko\">MOUP 근무표</span></h1>"))
        #expect(
            page("payslips/cafe-moup/jung-mira/2026-10-01.html").contains(
                "<td class=\"basis\">10/5 <span lang=\"ko\">개천절 대체공휴일</span> 8 h × ₩11,000 + 10/9 "
                    + "<span lang=\"ko\">한글날</span> 8 h × ₩11,000 = ₩176,000</td>"))
        #expect(
            page("workplaces/cafe-moup/2026-10/index.html").contains(
                "3</a> <span class=\"holiday-name\"><span lang=\"ko\">개천절</span></span>"))
        #expect(
            page("people/park-junyoung/2026-10/index.html").contains(
                "<p class=\"memo\">📝 <span lang=\"ko\">점심 단체 손님으로 30분 연장</span></p>"))
        #expect(
            page("workplaces/cafe-moup/weeks/2026-09-28.html").contains(
                "<summary>✅ <span lang=\"ko\">오픈 체크리스트</span> <small>08:50</small></summary><div lang=\"ko\"><p>"))
        #expect(
            page("payslips/cafe-moup/kim-minji/contract-2026-11-16.html").contains(
                "<span><span lang=\"ko\">카페 모옵 연남점</span>, <span lang=\"ko\">서울특별시 마포구 연남로 12, 1층</span></span>"))
    }

    /// Every Korean word on an English page is marked, whatever its source: the legal terms the English string
    /// table keeps beside their translations too ("Payslip (임금명세서)"), with privacy none and on the private pages
    /// an encrypted site seals (as rendered, before sealing). A `<title>` holds no markup and stays as it is.
    @Test(arguments: [Site.Privacy.none, .encrypted])
    func everyKoreanWordOnEveryEnglishPageIsMarked(privacy: Site.Privacy) async throws {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.language = .en
        content.site.privacy = privacy
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: Fixture.today),
            rules: rules, today: Fixture.today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        let pages = SiteBuilder.pages(input, theme: theme).filter { $0.path.hasSuffix(".html") }
        #expect(pages.count > 100)
        var unmarked: [String] = []
        for page in pages.sorted(by: { $0.path < $1.path }) {
            let words = EnglishSiteTests.koreanWords(Self.unmarkedText(page.text, in: "body"))
            if !words.isEmpty { unmarked.append("\(page.path): \(words.sorted().joined(separator: " "))") }
        }
        #expect(unmarked.isEmpty, "Korean words not marked lang=\"ko\": \(unmarked.prefix(20).joined(separator: "; "))")
        let payslip = try #require(pages.first { $0.path == "payslips/cafe-moup/jung-mira/2026-10-01.html" }).text
        #expect(payslip.contains("<h1>Payslip (<span lang=\"ko\">임금명세서</span>) <small>"))
        #expect(payslip.contains("<th scope=\"row\">Paid public holiday (<span lang=\"ko\">유급휴일수당</span>)<br>"))
        #expect(payslip.contains("<title>Payslip · 정미라 · Oct 2026</title>"))
    }

    /// The walk itself: text inside `lang="ko"` and tooltips is left out, the rest kept.
    @Test func unmarkedTextLeavesOutWhatIsMarkedKorean() {
        let html =
            "<head><title>김민지</title></head><main><h1><span lang=\"ko\">김민지</span> <small>Start</small></h1>"
            + "<p>배지훈: late<br>again</p><svg><rect><title>오태양</title></rect></svg></main>"
        #expect(Self.unmarkedText(html) == " Start배지훈: lateagain")
        let body = "<body><header><a href=\"x\">김민지</a> › <span lang=\"ko\">배지훈</span></header><main>x</main></body>"
        #expect(Self.unmarkedText(body, in: "body") == "김민지 › x")
        #expect(Self.unmarkedText(body) == "x")
    }
}
