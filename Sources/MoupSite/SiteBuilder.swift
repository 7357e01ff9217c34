import MoupModel
import MoupPayroll
import MoupOutput

/// What the site is built from: the validated content, the payroll of every covered month, the build date.
public struct SiteInput: Sendable {
    public var content: Content
    /// One report per month the build covers, in month order.
    public var reports: [PayrollReport]
    /// The build date ("today" in Asia/Seoul): scheduled days before it without a record show as missing.
    public var today: CivilDate
    /// Public holidays (and May 1) to name on calendars, e.g. from `RuleBook.holidays`.
    public var holidays: [CivilDate: String]

    public init(content: Content, reports: [PayrollReport], today: CivilDate, holidays: [CivilDate: String] = [:]) {
        self.content = content
        self.reports = reports
        self.today = today
        self.holidays = holidays
    }
}

/// One rendered page before it becomes bytes: private pages (payslips, personal calendars, owner
/// dashboards) can be post-processed, e.g. encrypted, before they are written.
public struct SitePage: Hashable, Sendable {
    public enum Visibility: String, Hashable, Sendable {
        /// Schedules and notices anyone with the link may read.
        case shared
        /// Pay and personal data: payslips, personal calendars, dashboards.
        case `private`
    }

    /// Relative, `/`-separated path in the site.
    public var path: String
    public var visibility: Visibility
    public var text: String

    public init(path: String, visibility: Visibility, text: String) {
        self.path = path
        self.visibility = visibility
        self.text = text
    }
}

/// Renders the whole site as a list of files. Pure: the same input gives the same bytes.
public enum SiteBuilder {
    /// Every page, `style.css` and `404.html`, sorted by path.
    public static func build(_ input: SiteInput, theme: Theme) throws(DiagnosticList) -> [OutputFile] {
        pages(input, theme: theme).map { OutputFile(path: $0.path, text: $0.text) }
    }

    /// The same files as `build`, with each page's visibility, sorted by path.
    public static func pages(_ input: SiteInput, theme: Theme) -> [SitePage] {
        let index = SiteIndex(input)
        var pages: [SitePage] = [SitePage(path: Paths.stylesheet, visibility: .shared, text: theme.stylesheet)]
        pages += HomePages.build(index, theme: theme)
        pages += WorkplacePages.build(index, theme: theme)
        pages += DashboardPages.build(index, theme: theme)
        pages += PersonPages.build(index, theme: theme)
        pages += PayslipPages.build(index, theme: theme)
        var seen: Set<String> = []
        return pages.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }
}
