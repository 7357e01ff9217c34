import Testing
import MoupModel
import MoupOutput
@testable import MoupSite

/// `privacy: encrypted` (the default) publishes no private page in clear text until pages can be
/// encrypted, and leaves no shared link to a page that is not there; `privacy: none` publishes all.
@Suite struct PrivacyTests {
    static let privateMarkers = ["payslips/", "people/", "dashboard.html", "payroll.csv"]

    static func isPrivatePath(_ path: String) -> Bool {
        path.hasPrefix("payslips/") || path.hasPrefix("people/") || path.hasSuffix("/dashboard.html")
            || path.hasSuffix("/payroll.csv")
    }

    func build(_ privacy: Site.Privacy) async throws -> SiteBuild {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        return try SiteBuilder.build(Fixture.input(privacy: privacy), theme: theme)
    }

    /// Every `href="…"` value in a page.
    static func hrefs(_ html: String) -> [Substring] {
        html.split(separator: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    }

    @Test func encryptedLeavesPrivatePagesOut() async throws {
        let site = try await build(.encrypted)
        let paths = site.files.map(\.path)
        #expect(!paths.contains(where: Self.isPrivatePath), "published: \(paths.filter(Self.isPrivatePath))")
        #expect(paths.contains("index.html"))
        #expect(paths.contains("workplaces/cafe-moup/index.html"))
        #expect(paths.contains("workplaces/cafe-moup/2026-11/index.html"))
        // The fixture's private pages, all of 2026-11 (its one month): the owner dashboard,
        // 김민지's and 이준호's calendars and 김민지's payslip = 4, plus their two ICS feeds and
        // the month's payroll.csv = 7.
        #expect(site.withheld == 7)
    }

    @Test func encryptedSharedPagesLinkToNoLeftOutPage() async throws {
        let site = try await build(.encrypted)
        for file in site.files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            for href in Self.hrefs(html) {
                for marker in Self.privateMarkers {
                    #expect(!href.contains(marker), "\(file.path) links to \(href)")
                }
            }
            #expect(!html.contains("인건비 현황"), "\(file.path) still offers the owner dashboard")
        }
    }

    @Test func noneKeepsPrivatePagesAndTheirLinks() async throws {
        let site = try await build(.none)
        let paths = site.files.map(\.path)
        #expect(site.withheld == 0)
        for path in ["payslips/cafe-moup/kim-minji/2026-11-01.html", "people/kim-minji/2026-11/index.html",
                     "people/lee-junho/2026-11/index.html", "workplaces/cafe-moup/2026-11/dashboard.html"] {
            #expect(paths.contains(path), "missing \(path)")
        }
        #expect(paths.filter(Self.isPrivatePath).count == (try await build(.encrypted)).withheld)
        let pages = Dictionary(uniqueKeysWithValues: site.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        let home = try #require(pages["index.html"])
        #expect(Self.hrefs(home).contains("people/kim-minji/2026-11/index.html"))  // home is at the root
        let workplace = try #require(pages["workplaces/cafe-moup/index.html"])
        #expect(Self.hrefs(workplace).contains("../../workplaces/cafe-moup/2026-11/dashboard.html"))
        let month = try #require(pages["workplaces/cafe-moup/2026-11/index.html"])
        #expect(Self.hrefs(month).contains("../../../workplaces/cafe-moup/2026-11/dashboard.html"))
    }
}
