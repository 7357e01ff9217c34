import MoupModel
import MoupOutput
import Testing

@testable import MoupSite

/// Feeds and CSV files follow the site's privacy: the workplace feed is shared; a person's feed and
/// the payroll CSV are private, so `privacy: encrypted` writes neither at its plain path (the feed moves
/// to an unlisted address, the CSV travels inside the sealed dashboard) and no shared page links to them.
@Suite struct ExportPrivacyTests {
    static let personFeeds = ["people/kim-minji/calendar.ics", "people/lee-junho/calendar.ics"]
    static let csv = "workplaces/cafe-moup/2026-11/payroll.csv"
    static let workplaceFeed = "workplaces/cafe-moup/calendar.ics"

    func build(_ privacy: Site.Privacy) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let site = try SiteBuilder.build(PrivacyTests.input(privacy), theme: theme)
        return Dictionary(uniqueKeysWithValues: site.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func encryptedPublishesNoPlainPersonFeedOrCSV() async throws {
        let files = try await build(.encrypted)
        #expect(files[Self.workplaceFeed] != nil)
        for path in Self.personFeeds + [Self.csv] { #expect(files[path] == nil, "published \(path)") }
        for (path, text) in files where path.hasSuffix(".html") {
            #expect(!text.contains("payroll.csv"), "\(path) links to the CSV")
            #expect(
                !text.contains("people/kim-minji/calendar.ics") && !text.contains("people/lee-junho/calendar.ics"),
                "\(path) links to a person feed")
        }
        let workplace = try #require(files["workplaces/cafe-moup/index.html"])
        #expect(PrivacyTests.hrefs(workplace).contains("../../workplaces/cafe-moup/calendar.ics"))
        #expect(workplace.contains("내 캘린더에 구독 추가"))
    }

    @Test func noneLinksEveryFeedAndTheCSV() async throws {
        let files = try await build(.none)
        for path in Self.personFeeds + [Self.csv, Self.workplaceFeed] { #expect(files[path] != nil, "missing \(path)") }
        let person = try #require(files["people/kim-minji/2026-11/index.html"])
        #expect(PrivacyTests.hrefs(person).contains("../../../people/kim-minji/calendar.ics"))
        let dashboard = try #require(files["workplaces/cafe-moup/2026-11/dashboard.html"])
        #expect(PrivacyTests.hrefs(dashboard).contains("../../../workplaces/cafe-moup/2026-11/payroll.csv"))
        #expect(dashboard.contains("CSV 내려받기"))
    }
}
