import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy

/// What the site is built from: the validated content, the payroll of every covered month, the build date.
package struct SiteInput: Sendable {
    package var content: Content
    /// One report per month the build covers, in month order.
    package var reports: [PayrollReport]
    /// The build date ("today" in Asia/Seoul): scheduled days before it without a record show as missing.
    package var today: CivilDate
    /// Public holidays (and May 1) to name on calendars, e.g. from `RuleBook.holidays`.
    package var holidays: [CivilDate: String]
    /// Every reader's key (from the secrets file): needed with `privacy: encrypted`, to seal private
    /// pages and to name personal feeds; unused with `privacy: none`.
    package var keys: [Reader: ReaderKey]
    /// The site's salt and the key that names sealed pages (from the secrets file): needed with
    /// `privacy: encrypted`.
    package var siteSecret: SiteSecret?
    /// Each worker's 연차 and 퇴직금 liabilities at the end of each month (`PayrollEngine.liabilities`), for
    /// the owner's dashboards and CSVs; a month without them shows none.
    package var liabilities: [WorkerLiability]
    /// The payroll as scheduled (`ScheduledPayroll`), one report per month like `reports`: the
    /// scheduled side of the dashboards' scheduled-versus-actual. Empty: no scheduled side.
    package var scheduledReports: [PayrollReport]
    /// The calendar events of the previous build by UID (empty for a first build): an event whose
    /// content changed since gets the next SEQUENCE (see `SiteBuild.events`).
    package var previousEvents: [String: EventRevision]
    /// Payslips that differ from the statement their worker was issued (정정 임금명세서), by key: from
    /// the build state's record of what earlier builds published (`PublicationLedger`).
    package var corrections: [PayslipKey: PayslipCorrection] = [:]
    /// Payslips whose figures changed on the build date (before that day's first change, and now),
    /// for the owner's dashboards.
    package var changes: [PayslipChange] = []
    /// Every worker's 근로계약서 versions (`WorkerContract.all`), for the contract pages and the start pages.
    package var contracts: [WorkerContract] = []

    package init(
        content: Content, reports: [PayrollReport], today: CivilDate, holidays: [CivilDate: String] = [:],
        keys: [Reader: ReaderKey] = [:], liabilities: [WorkerLiability] = [],
        scheduledReports: [PayrollReport] = [], previousEvents: [String: EventRevision] = [:]
    ) {
        self.scheduledReports = scheduledReports
        self.content = content
        self.liabilities = liabilities
        self.previousEvents = previousEvents
        self.reports = reports
        self.today = today
        self.holidays = holidays
        self.keys = keys
    }

    /// Whether private pages are sealed (`privacy: encrypted`) rather than published as they are.
    var seals: Bool { content.site.privacy == .encrypted }
}

/// The files of a build.
package struct SiteBuild: Hashable, Sendable {
    /// Every published file: pages (private ones sealed), feeds, `style.css`, `404.html`, sorted by path.
    package var files: [OutputFile]
    /// Every calendar event of the feeds by UID, with its SEQUENCE: the next build's `previousEvents`.
    package var events: [String: EventRevision]
    /// For a part rendered for a new date only: its feeds were not made again, as none of their events
    /// can have changed (`CalendarFeeds.mayChange`); its events are the last build's.
    package var keptFeeds = false
    /// For a part (`buildPart`): what the site-wide pages show of it (see `siteWideShare`).
    package var siteWideShare = ""

    package init(files: [OutputFile], events: [String: EventRevision] = [:]) {
        self.files = files
        self.events = events
    }
}

/// One rendered page before it becomes bytes: private pages (payslips, personal calendars, owner
/// dashboards) are sealed for their readers before they are written (see `PrivatePages`).
package struct SitePage: Hashable, Sendable {
    package enum Visibility: String, Hashable, Sendable {
        /// Schedules and notices anyone with the link may read.
        case shared
        /// Pay and personal data: payslips, personal calendars, dashboards. Sealed with `privacy: encrypted`.
        case `private`
        /// Private data a program must read unsealed (a personal ICS feed for a calendar app): with
        /// `privacy: encrypted` its path is derived from its person's key, and only sealed pages link to it.
        case unlisted
    }

    /// Relative, `/`-separated path in the site.
    package var path: String
    package var visibility: Visibility
    /// The page as it is written: UTF-8 (pages are rendered straight into bytes).
    package var bytes: [UInt8]
    /// Who may open a private page, its own person first (empty for shared pages).
    package var readers: [Reader]

    /// The page as text.
    package var text: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    package init(path: String, visibility: Visibility, bytes: [UInt8], readers: [Reader] = []) {
        self.path = path
        self.visibility = visibility
        self.bytes = bytes
        self.readers = readers
    }

    package init(path: String, visibility: Visibility, text: String, readers: [Reader] = []) {
        self.init(path: path, visibility: visibility, bytes: Array(text.utf8), readers: readers)
    }

    static func shared(_ path: String, _ bytes: [UInt8]) -> SitePage {
        SitePage(path: path, visibility: .shared, bytes: bytes)
    }

    static func shared(_ path: String, _ text: String) -> SitePage {
        shared(path, Array(text.utf8))
    }

    /// A private HTML page; `title` is shown on its shell.
    static func `private`(_ path: String, _ bytes: [UInt8], readers: [Reader]) -> SitePage {
        SitePage(path: path, visibility: .private, bytes: bytes, readers: readers)
    }
}

/// Renders the whole site as a list of files. Pure: the same input gives the same bytes.
package enum SiteBuilder {
    /// The published files, sorted by path. With `privacy: encrypted` (the default) every private
    /// HTML page is published as a shell that carries it encrypted for its readers, personal feeds
    /// move to addresses derived from their person's key, and payroll CSVs travel inside their
    /// (encrypted) dashboards instead of as files. Throws when a reader has no key in `input.keys`.
    package static func build(_ input: SiteInput, theme: Theme) throws(DiagnosticList) -> SiteBuild {
        let (index, theme) = speaking(input, theme: theme)
        let part = partPages(index, theme: theme)
        var build = try files(unique(siteWidePages(index, theme: theme) + part.pages), input: input, theme: theme)
        build.events = part.events ?? [:]
        return build
    }

    /// The pages as published files: with `privacy: encrypted`, private pages sealed.
    static func files(_ pages: [SitePage], input: SiteInput, theme: Theme) throws(DiagnosticList) -> SiteBuild {
        guard input.content.site.privacy == .encrypted else {
            return SiteBuild(files: pages.map { OutputFile(path: $0.path, bytes: $0.bytes) })
        }
        return SiteBuild(files: try PrivatePages.seal(pages, input: input, theme: theme))
    }

    /// Every rendered page with its visibility and readers, sorted by path, before sealing.
    package static func pages(_ input: SiteInput, theme: Theme) -> [SitePage] {
        let (index, theme) = speaking(input, theme: theme)
        return unique(siteWidePages(index, theme: theme) + partPages(index, theme: theme).pages)
    }

    /// The index of `input` and the theme in its site's language (`language:` in site.md).
    static func speaking(_ input: SiteInput, theme: Theme, scope: RenderScope = .everyPage) -> (SiteIndex, Theme) {
        let theme = theme.speaking(input.content.site.language)
        return (SiteIndex(input, words: theme.words, scope: scope), theme)
    }

    /// The pages about the whole site rather than one workplace, person or owner: a shard build
    /// (`moup build --shard`) renders these from the whole content, once, and every other page from
    /// its part of the content. A new page that shows more than one group of workplaces (see
    /// `Content.shardPlan`) belongs here.
    static func siteWidePages(_ index: SiteIndex, theme: Theme) -> [SitePage] {
        let unlock: [SitePage] =
            index.content.site.privacy == .encrypted ? [.shared(Paths.unlockScript, UnlockScript.file)] : []
        return [.shared(Paths.stylesheet, theme.stylesheet)] + unlock + HomePages.build(index, theme: theme)
    }

    /// The pages of workplaces, people and owners: each shows what one group of workplaces joined by
    /// their people and owners holds, so a part of the content renders them exactly as the whole does.
    /// With them, the revision (content digest and SEQUENCE) of every calendar event in the feeds; nil
    /// when the scope leaves the feeds as the last build wrote them (`CalendarFeeds.mayChange`).
    static func partPages(_ index: SiteIndex, theme: Theme) -> (pages: [SitePage], events: [String: EventRevision]?) {
        // Each kind renders the pages `index.scope` asks for (see `RenderScope`). The kinds are built
        // on every core at once (each also spreads its own pages, but a part has one workplace and a
        // few people: alone, its feeds or its workplace pages would keep one core busy), then joined
        // in this order.
        var kinds: [PartPageKind] = [.workplace, .dashboard, .person, .week, .start, .payslip, .contract, .exports]
        // Every feed, for the revisions of its events, when any may have changed: a feed's bytes change
        // only when one of its events does, as its DTSTAMP is the event's revision.
        let feedsMayChange = CalendarFeeds.mayChange(index)
        if feedsMayChange { kinds.append(.feeds) }
        // These show every month's payroll.
        if index.renders(payrollOf: nil) { kinds += [.trend, .year, .severance] }
        let built = kinds.concurrentMap { kind -> (pages: [SitePage], events: [String: EventRevision]) in
            switch kind {
            case .workplace: return (WorkplacePages.build(index, theme: theme), [:])
            case .dashboard: return (DashboardPages.build(index, theme: theme), [:])
            case .person: return (PersonPages.build(index, theme: theme), [:])
            case .week: return (WeekPages.build(index, theme: theme), [:])
            case .start: return (StartPages.build(index, theme: theme), [:])
            case .payslip: return (PayslipPages.build(index, theme: theme), [:])
            case .exports: return (AccountantExports.build(index), [:])
            case .feeds: return CalendarFeeds.build(index)
            case .trend: return (TrendPages.build(index, theme: theme), [:])
            case .year: return (YearPages.build(index, theme: theme), [:])
            case .severance: return (SeverancePages.build(index, theme: theme), [:])
            case .contract: return (ContractPages.build(index, theme: theme), [:])
            }
        }
        var pages: [SitePage] = []
        pages.reserveCapacity(built.reduce(0) { $0 + $1.pages.count })
        var events: [String: EventRevision] = [:]
        for kind in built {
            pages += kind.pages
            events.merge(kind.events) { first, _ in first }
        }
        return (pages, feedsMayChange ? events : nil)
    }

    /// The first page of each path, sorted by path.
    static func unique(_ pages: [SitePage]) -> [SitePage] {
        var seen: Set<String> = []
        return pages.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }
}

/// The kinds of pages of a part, in the order `SiteBuilder.partPages` joins them.
private enum PartPageKind: Sendable {
    case workplace, dashboard, person, week, start, payslip, contract, exports, feeds, trend, year, severance
}
