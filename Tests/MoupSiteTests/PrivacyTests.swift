import Foundation
import MoupModel
import MoupOutput
import MoupPrivacy
import Testing

@testable import MoupSite

/// `privacy: encrypted` (the default) publishes each private page as a shell that only its readers
/// can open, personal feeds at addresses derived from their person's key, and no CSV file;
/// `privacy: none` publishes every page as it is.
@Suite struct PrivacyTests {
    /// Fixed keys (no PBKDF2 in unit tests): each reader's key is a different repeated byte.
    static func key(_ fill: UInt8) -> ReaderKey {
        ReaderKey(
            salt: Array(repeating: fill, count: 16), iterations: 600_000, bytes: Array(repeating: fill, count: 32))!
    }
    static let keys: [Reader: ReaderKey] = [
        .worker("kim-minji"): key(1), .worker("lee-junho"): key(2), .owner("cafe-moup"): key(3),
    ]
    /// A fixed site secret: salt of 7s, naming key of 8s.
    static let site = SiteSecret(salt: Array(repeating: 7, count: 16), namingKey: Array(repeating: 8, count: 32))!

    /// Where the page rendered at `rendered` is published with `keys` and the fixed site secret.
    static func published(_ rendered: String, keys: [Reader: ReaderKey] = keys) -> String {
        SealedPlaces(keys: keys, site: site).published(rendered) ?? rendered
    }

    /// The page rendered at `rendered` as its readers open it: its links moved with it, and its padding dropped.
    static func asOpened(_ plain: String, at rendered: String, keys: [Reader: ReaderKey] = keys) -> String {
        let places = SealedPlaces(keys: keys, site: site)
        let moved = SealedLinks.relocate(
            Array(plain.utf8), renderedAt: rendered, publishedAt: published(rendered, keys: keys),
            places: places)
        return String(decoding: moved, as: UTF8.self)
    }

    /// A sealed page's bytes without the spaces that pad it to its size bucket.
    static func unpadded(_ opened: String?) -> String? {
        opened.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Every `href="…"` value in a page.
    static func hrefs(_ html: String) -> [Substring] {
        html.split(separator: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    }

    static func input(_ privacy: Site.Privacy, keys: [Reader: ReaderKey] = keys) -> SiteInput {
        var input = Fixture.input(privacy: privacy)
        input.keys = keys
        input.siteSecret = site
        return input
    }

    static func build(_ input: SiteInput) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let site = try SiteBuilder.build(input, theme: theme)
        return Dictionary(uniqueKeysWithValues: site.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    /// The page sealed inside a shell, opened with `key`; nil when the key is not one of its readers.
    static func open(_ shell: String, with key: ReaderKey) throws -> String? {
        let start = try #require(shell.range(of: "<script type=\"application/json\" id=\"moup-sealed\">"))
        let end = try #require(shell.range(of: "</script>", range: start.upperBound..<shell.endIndex))
        let sealed = try #require(SealedPage(json: String(shell[start.upperBound..<end.lowerBound])))
        return PageSealer.open(sealed, with: key.bytes).map { String(decoding: $0, as: UTF8.self) }
    }

    static let privatePages = [
        "payslips/cafe-moup/kim-minji/2026-11-01.html", "people/kim-minji/2026-11/index.html",
        "people/kim-minji/index.html", "people/lee-junho/2026-11/index.html",
        "people/lee-junho/index.html", "workplaces/cafe-moup/2026-11/dashboard.html",
        "owners/cafe-moup/index.html", "payslips/cafe-moup/kim-minji/2026.html",
        "workplaces/cafe-moup/years/2026.html", "workplaces/cafe-moup/trend.html",
    ]

    @Test func encryptedShellsOpenToThePlainPageForTheirReadersOnly() async throws {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let open = Dictionary(
            uniqueKeysWithValues: SiteBuilder.pages(Self.input(.encrypted), theme: theme).map { ($0.path, $0.text) })
        let sealed = try await Self.build(Self.input(.encrypted))
        let kim = Self.key(1)
        let lee = Self.key(2)
        let owner = Self.key(3)
        for path in Self.privatePages {
            let shell = try #require(sealed[Self.published(path)], "missing \(path)")
            #expect(shell.contains("<meta name=\"robots\" content=\"noindex\">"), "\(path)")
            #expect(shell.contains("id=\"moup-secret\""), "\(path) has no password field")
            let readers: [ReaderKey] =
                path.contains("kim-minji") && path.hasPrefix("payslips/")
                ? [kim, owner]
                : path.contains("kim-minji") ? [kim] : path.contains("lee-junho") ? [lee] : [owner]
            for key in [kim, lee, owner] {
                let opened = try Self.open(shell, with: key)
                if readers.contains(key) {
                    #expect(
                        Self.unpadded(opened) == open[path].map { Self.asOpened($0, at: path) },
                        "\(path) does not open to its plain page")
                } else {
                    #expect(opened == nil, "\(path) opens with a key that is not its reader's")
                }
            }
        }
    }

    @Test func noFileHoldsAPayFigureANoteOrAKey() async throws {
        let sealed = try await Self.build(Self.input(.encrypted))
        // The fixture payslip: gross 1,012,680원, net 979,270원, 주휴 120,000원; 김민지's note.
        let secrets =
            ["1,012,680", "979,270", "120,000", "892,680", "오후만", "화요일은 수업"]
            + Self.keys.values.map { Data($0.bytes).base64EncodedString() }
            + Self.keys.values.map { PrivateAddress.openingToken(for: $0) }
        for (path, text) in sealed {
            for secret in secrets { #expect(!text.contains(secret), "\(path) holds \(secret)") }
        }
        #expect(!sealed.keys.contains { $0.hasSuffix(".csv") }, "a payroll CSV was written in the clear")
    }

    @Test func personalFeedsMoveToAnAddressOnlySealedPagesName() async throws {
        let sealed = try await Self.build(Self.input(.encrypted))
        let feed = "feeds/" + PrivateAddress.feedName(for: Self.key(1)) + ".ics"
        #expect(sealed[feed]?.hasPrefix("BEGIN:VCALENDAR") == true)
        #expect(sealed["people/kim-minji/calendar.ics"] == nil)
        let name = PrivateAddress.feedName(for: Self.key(1))
        for (path, text) in sealed where path != feed {
            #expect(!text.contains(name), "\(path) names the private feed")
        }
        let shell = try #require(sealed[Self.published("people/kim-minji/index.html")])
        #expect(Self.published("people/kim-minji/index.html") == SealedNames.startPage(for: Self.key(1)))
        let start = try #require(try Self.open(shell, with: Self.key(1)))
        #expect(start.contains("href=\"../\(feed)\""))
    }

    @Test func sharedPagesNameNoSealedPageAndShowNoFigure() async throws {
        let sealed = try await Self.build(Self.input(.encrypted))
        let home = try #require(sealed["index.html"])
        #expect(!home.contains("people/kim-minji"))
        #expect(home.contains("김민지"))
        #expect(home.contains("사장님께 받은 나만의 링크로 엽니다"))
        // The "open my pages" form: the site's salt and the readers' rounds, and its script allowed by the policy.
        #expect(home.contains("id=\"moup-opener\""))
        #expect(home.contains("data-salt=\"BwcHBwcHBwcHBwcHBwcHBw==\" data-rounds=\"600000\""))
        #expect(home.contains("<script>" + OpenerScript.source + "</script>"))
        #expect(home.contains("'sha256-" + ContentSecurityPolicy.hash(Array(OpenerScript.source.utf8)) + "'"))
        #expect(try await Self.build(Self.input(.none))["index.html"]?.contains("moup-opener") == false)
        // No shared page links to a sealed one: a link would tie its words to the page's name.
        for (path, text) in sealed where !path.hasPrefix("p/") && path != "style.css" {
            #expect(!text.contains("href=\"p/") && !text.contains("/p/"), "\(path) links to a sealed page")
            #expect(
                !text.contains("people/") && !text.contains("payslips/") && !text.contains("dashboard.html"), "\(path)")
        }
        for path in [
            "index.html", "workplaces/cafe-moup/index.html", "workplaces/cafe-moup/2026-11/index.html",
            "workplaces/cafe-moup/calendar.ics", "404.html",
        ] {
            let text = try #require(sealed[path])
            #expect(text.range(of: "[0-9]원", options: .regularExpression) == nil, "\(path) shows an amount in won")
        }
    }

    @Test func sameKeysSameBytesAndRotationChangesOnlyThatReadersFiles() async throws {
        let first = try await Self.build(Self.input(.encrypted))
        #expect(try await Self.build(Self.input(.encrypted)) == first)
        var rotated = Self.keys
        rotated[.worker("lee-junho")] = Self.key(9)
        let after = try await Self.build(Self.input(.encrypted, keys: rotated))
        let changed = Set(first.keys).union(after.keys).filter { first[$0] != after[$0] }.sorted()
        let oldFeed = "feeds/" + PrivateAddress.feedName(for: Self.key(2)) + ".ics"
        let newFeed = "feeds/" + PrivateAddress.feedName(for: Self.key(9)) + ".ics"
        // His month, his start page (now at the name his new key gives) and his six week pages
        // (2026-10-26 … 2026-11-30) are sealed for him.
        let weeks = ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]
            .map { Self.published("people/lee-junho/weeks/\($0).html") }
        #expect(
            changed
                == ([
                    oldFeed, newFeed, Self.published("people/lee-junho/2026-11/index.html"),
                    SealedNames.startPage(for: Self.key(2)), SealedNames.startPage(for: Self.key(9)),
                ] + weeks).sorted())
    }

    @Test func aReaderWithoutAKeyIsAnError() async throws {
        var keys = Self.keys
        keys[.owner("cafe-moup")] = nil
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        #expect(throws: DiagnosticList.self) { try SiteBuilder.build(Self.input(.encrypted, keys: keys), theme: theme) }
    }

    @Test func noneKeepsPlainPagesFilesAndLinks() async throws {
        let open = try await Self.build(Self.input(.none))
        for path in Self.privatePages + ["people/kim-minji/calendar.ics", "workplaces/cafe-moup/2026-11/payroll.csv"] {
            #expect(open[path] != nil, "missing \(path)")
        }
        let payslip = try #require(open["payslips/cafe-moup/kim-minji/2026-11-01.html"])
        #expect(payslip.contains("979,270원"))
        #expect(!payslip.contains("moup-sealed"))
        let dashboard = try #require(open["workplaces/cafe-moup/2026-11/dashboard.html"])
        #expect(
            dashboard.contains(
                "href=\"../../../workplaces/cafe-moup/2026-11/payroll.csv\" download=\"cafe-moup-2026-11-payroll.csv\"")
        )
        #expect(!dashboard.contains("data-csv"))
    }
}
