import Foundation
import MoupContent
import MoupModel
import MoupPipeline
import MoupSite

/// The example's pages with `privacy: none`: the private pages and CSVs as they are before sealing.
enum ExamplePlainSite {
    /// Every page built from the repository's content on `today` (path → text).
    static func pages(today: CivilDate) async throws -> [String: String] {
        guard var content = ContentLoader(folder: Fixture.content).load().content else { return [:] }
        content.site.privacy = .none
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: today),
            rules: rules, today: today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        return Dictionary(
            SiteBuilder.pages(input, theme: theme).map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
    }
}
