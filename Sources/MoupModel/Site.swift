/// Site settings from `content/site.md`.
public struct Site: Hashable, Sendable {
    public enum Language: String, Hashable, Sendable { case ko, en }
    public enum Privacy: String, Hashable, Sendable { case encrypted, none }
    /// `searchEngines`: whether pages ask search engines not to index them (`noindex`, the default).
    public enum SearchEngines: String, Hashable, Sendable { case noindex, index }
    /// `publicNames`: how people are named on public pages and the workplace feed (`full`, the
    /// default; `given`: 민지; `masked`: 김*지). Private pages always show full names.
    public enum PublicNames: String, Hashable, Sendable { case full, given, masked }

    public var title: String
    public var language: Language
    public var baseURL: String?
    public var timezone: String
    public var privacy: Privacy
    public var searchEngines: SearchEngines
    public var publicNames: PublicNames
    /// Markdown shown on the home page.
    public var body: String
    public var location: SourceLocation

    public init(title: String, language: Language = .ko, baseURL: String? = nil,
                timezone: String = "Asia/Seoul", privacy: Privacy = .encrypted,
                searchEngines: SearchEngines = .noindex, publicNames: PublicNames = .full, body: String = "", location: SourceLocation) {
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
