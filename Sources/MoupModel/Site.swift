/// Site settings from `content/site.md`.
package struct Site: Hashable, Sendable {
    package enum Language: String, Hashable, Sendable { case ko, en }
    package enum Privacy: String, Hashable, Sendable { case encrypted, none }
    /// `searchEngines`: whether pages ask search engines not to index them (`noindex`, the default).
    package enum SearchEngines: String, Hashable, Sendable { case noindex, index }
    /// `publicNames`: how people are named on public pages and the workplace feed (`full`, the
    /// default; `given`: 민지; `masked`: 김*지). Private pages always show full names.
    package enum PublicNames: String, Hashable, Sendable { case full, given, masked }

    package var title: String
    package var language: Language
    package var baseURL: String?
    package var timezone: String
    package var privacy: Privacy
    package var searchEngines: SearchEngines
    package var publicNames: PublicNames
    /// Markdown shown on the home page.
    package var body: String
    package var location: SourceLocation

    package init(
        title: String, language: Language = .ko, baseURL: String? = nil,
        timezone: String = "Asia/Seoul", privacy: Privacy = .encrypted,
        searchEngines: SearchEngines = .noindex, publicNames: PublicNames = .full, body: String = "",
        location: SourceLocation
    ) {
        self.title = title
        self.language = language
        self.baseURL = baseURL
        self.timezone = timezone
        self.privacy = privacy
        self.searchEngines = searchEngines
        self.publicNames = publicNames
        self.body = body
        self.location = location
    }
}
