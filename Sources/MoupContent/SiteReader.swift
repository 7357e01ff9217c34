import MoupModel

/// Reads `site.md`: site settings and the home page text.
enum SiteReader {
    static let keys = ["title", "language", "baseURL", "timezone", "privacy", "searchEngines", "publicNames"]

    static func read(_ file: SourceFile, report: Report) -> Site? {
        guard let frontMatter = FrontMatter.read(file, into: report) else { return nil }
        guard let root = frontMatter.root else {
            report.error(
                Wording("content.siteFrontMatterMissing"), at: file.start,
                code: "content.front-matter-missing")
            return nil
        }
        guard
            let fields = FieldReader(root, allowed: keys, what: .phrase("what.frontMatter"), file: file, report: report)
        else {
            return nil
        }
        let title = fields.text("title", required: true)
        let language = fields.choice("language", among: [Site.Language.ko, .en]) ?? .ko
        let baseURL = fields.text("baseURL")
        let timezone = fields.text("timezone") ?? "Asia/Seoul"
        if timezone != "Asia/Seoul", let value = fields.value("timezone") {
            report.error(
                Wording("content.timezoneUnsupported", ["timezone": "\(timezone)"]), in: file, at: value.position,
                code: "content.unsupported-timezone")
        }
        let privacy = fields.choice("privacy", among: [Site.Privacy.encrypted, .none]) ?? .encrypted
        let searchEngines = fields.choice("searchEngines", among: [Site.SearchEngines.noindex, .index]) ?? .noindex
        let publicNames = fields.choice("publicNames", among: [Site.PublicNames.full, .given, .masked]) ?? .full
        guard let title else { return nil }
        return Site(
            title: title, language: language, baseURL: baseURL, timezone: timezone, privacy: privacy,
            searchEngines: searchEngines, publicNames: publicNames, body: frontMatter.body, location: file.start)
    }
}
