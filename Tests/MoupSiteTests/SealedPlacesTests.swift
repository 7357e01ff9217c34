import Foundation
import MoupModel
import MoupPrivacy
import Testing

@testable import MoupSite

/// Where sealed pages are published, how their links move with them, and their size buckets.
@Suite struct SealedPlacesTests {
    static let places = SealedPlaces(keys: PrivacyTests.keys, site: PrivacyTests.site)

    @Test func everyPrivateKindHasAPlaceAndSharedPagesStay() {
        for shared in [
            "index.html", "404.html", "style.css", "workplaces/cafe-moup/index.html",
            "workplaces/cafe-moup/2026-11/index.html", "workplaces/cafe-moup/weeks/2026-11-02.html",
            "workplaces/cafe-moup/calendar.ics", "feeds/abc.ics",
        ] {
            #expect(Self.places.published(shared) == nil, "\(shared)")
        }
        for sealed in PrivacyTests.privatePages + [
            "people/kim-minji/weeks/2026-11-02.html",
            "payslips/cafe-moup/jung-mira/2026-11-13-severance.html",
        ] {
            #expect(Self.places.published(sealed)?.hasPrefix("p/") == true, "\(sealed)")
        }
        #expect(Self.places.published("people/kim-minji/index.html") == SealedNames.startPage(for: PrivacyTests.key(1)))
        #expect(Self.places.published("owners/cafe-moup/index.html") == SealedNames.startPage(for: PrivacyTests.key(3)))
    }

    /// Every page the fixture renders as private has a sealed place, and every shared one has none:
    /// the two never disagree.
    @Test func theRuleAgreesWithEveryRenderedPage() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        for page in SiteBuilder.pages(PrivacyTests.input(.encrypted), theme: theme) where page.path.hasSuffix(".html") {
            #expect((Self.places.published(page.path) != nil) == (page.visibility == .private), "\(page.path)")
        }
    }

    @Test func linksMoveWithTheirPage() {
        let page = """
            <link rel="stylesheet" href="../../style.css"><a href="../../index.html">홈</a>
            <a href="../../payslips/cafe-moup/kim-minji/2026-11-01.html#net">명세서</a>
            <a href="2026-11/index.html">11월</a><a href="#top">위</a><a href="https://example.kr/a">밖</a>
            <a href="../../workplaces/cafe-moup/2026-11/index.html?x=1">달력</a><img src="../../feeds/a.ics">
            """
        let moved = String(
            decoding: SealedLinks.relocate(
                Array(page.utf8), renderedAt: "people/kim-minji/index.html",
                publishedAt: "p/start.html", places: Self.places), as: UTF8.self)
        let payslip = Self.places.published("payslips/cafe-moup/kim-minji/2026-11-01.html")!
        let month = Self.places.published("people/kim-minji/2026-11/index.html")!
        #expect(
            moved == """
                <link rel="stylesheet" href="../style.css"><a href="../index.html">홈</a>
                <a href="../\(payslip)#net">명세서</a>
                <a href="../\(month)">11월</a><a href="#top">위</a><a href="https://example.kr/a">밖</a>
                <a href="../workplaces/cafe-moup/2026-11/index.html?x=1">달력</a><img src="../feeds/a.ics">
                """)
    }

    /// A relative link resolved against the folder of the page it is on, as a browser resolves it:
    /// leading climbs, `.` and `..` inside the path, a climb past the root, an empty link.
    @Test func linksResolveAsABrowserResolvesThem() {
        func resolved(_ link: String, in folder: String = "people/kim-minji") -> String {
            SealedLinks.resolved(Array(link.utf8)[...], in: Array(folder.utf8)[...])
        }
        #expect(resolved("../../style.css") == "style.css")
        #expect(resolved("2026-11/index.html") == "people/kim-minji/2026-11/index.html")
        #expect(resolved("./weeks/../2026-11/./index.html") == "people/kim-minji/2026-11/index.html")
        #expect(resolved("../../../../index.html") == "index.html")
        #expect(resolved("..") == "people")
        #expect(resolved("../") == "people/")
        #expect(resolved("") == "people/kim-minji/")
        #expect(resolved(".hidden", in: "") == ".hidden")
        #expect(resolved("a/./b/../c", in: "") == "a/c")
        #expect(resolved("../x/../../y.html", in: "a/b") == "y.html")
        #expect(SealedLinks.isAbsolute("mailto:a@b.kr".utf8) && SealedLinks.isAbsolute("https://x.kr/a".utf8))
        #expect(!SealedLinks.isAbsolute("a/b:c".utf8) && !SealedLinks.isAbsolute("index.html#x:y".utf8))
    }

    @Test func pagesArePaddedToPowersOfTwoFrom8KiB() {
        #expect(SizeBuckets.bucket(for: 1) == 8192)
        #expect(SizeBuckets.bucket(for: 8192) == 8192)
        #expect(SizeBuckets.bucket(for: 8193) == 16384)
        #expect(SizeBuckets.bucket(for: 40_000) == 65536)
    }

    /// On the fixture: every shell is at `p/`, lists four entries with the site's salt, and is one
    /// of a few sizes; the private pages' shells differ only in their sealed bytes.
    @Test func shellsShareEverythingButTheirSealedBytes() async throws {
        let files = try await PrivacyTests.build(PrivacyTests.input(.encrypted))
        let shells = files.filter { $0.value.contains("id=\"moup-sealed\"") }
        #expect(shells.count >= PrivacyTests.privatePages.count)
        var sizes: Set<Int> = []
        for (path, shell) in shells {
            #expect(path.range(of: "^p/[0-9a-z]{26}\\.html$", options: .regularExpression) != nil, "\(path)")
            let start = try #require(shell.range(of: "id=\"moup-sealed\">"))
            let end = try #require(shell.range(of: "</script>", range: start.upperBound..<shell.endIndex))
            let sealed = try #require(SealedPage(json: String(shell[start.upperBound..<end.lowerBound])))
            #expect(sealed.keys.count == 4, "\(path)")
            #expect(
                sealed.keys.allSatisfy {
                    $0.salt == PrivacyTests.site.salt || PrivacyTests.keys.values.map(\.salt).contains($0.salt)
                })
            sizes.insert(shell.utf8.count)
            #expect(
                String(shell[..<start.lowerBound])
                    == String(shells.first!.value[..<shells.first!.value.range(of: "id=\"moup-sealed\">")!.lowerBound]),
                "\(path): the shell before its sealed bytes differs")
        }
        #expect(sizes.count <= 4, "\(sizes.sorted())")
    }
}
