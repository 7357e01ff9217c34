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

/// The files of a build, and how many private pages were left out of them.
public struct SiteBuild: Hashable, Sendable {
    /// Every published page, `style.css` and `404.html`, sorted by path.
    public var files: [OutputFile]
    /// Private pages (payslips, personal calendars, owner dashboards) rendered but not published,
    /// because the site asks for `privacy: encrypted` and encryption does not exist yet.
    public var withheld: Int

    public init(files: [OutputFile], withheld: Int) {
        self.files = files
        self.withheld = withheld
    }
}

/// Renders the whole site as a list of files. Pure: the same input gives the same bytes.
public enum SiteBuilder {
    /// The published files. With `privacy: encrypted` (the default) no private page is published,
    /// since pages cannot be encrypted yet, and no shared page links to one; `withheld` counts them.
    public static func build(_ input: SiteInput, theme: Theme) throws(DiagnosticList) -> SiteBuild {
        let all = pages(input, theme: theme)
        let published = publishesPrivatePages(input.content.site) ? all : all.filter { $0.visibility == .shared }
        return SiteBuild(files: published.map { OutputFile(path: $0.path, text: $0.text) },
                         withheld: all.count - published.count)
    }

    /// Every rendered page with its visibility, sorted by path, private pages included whatever the
    /// site's `privacy` (`build` leaves them out). Shared pages link to private pages only when
    /// the site publishes them.
    public static func pages(_ input: SiteInput, theme: Theme) -> [SitePage] {
        let index = SiteIndex(input)
        var pages: [SitePage] = [SitePage(path: Paths.stylesheet, visibility: .shared, text: theme.stylesheet)]
        pages += HomePages.build(index, theme: theme)
        pages += WorkplacePages.build(index, theme: theme)
        pages += DashboardPages.build(index, theme: theme)
        pages += PersonPages.build(index, theme: theme)
        pages += PayslipPages.build(index, theme: theme)
        pages += CalendarFeeds.build(index) + AccountantExports.build(index)
        var seen: Set<String> = []
        return pages.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// Whether private pages go into the output: only with `privacy: none` until pages can be encrypted.
    static func publishesPrivatePages(_ site: Site) -> Bool {
        site.privacy == .none
    }
}
