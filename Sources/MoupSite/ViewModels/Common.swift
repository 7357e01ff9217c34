/// What every page gives the layout: titles, the relative way back to the site root, breadcrumbs.
struct PageInfo: ViewModel {
    var title: String
    /// `title` as HTML for the breadcrumbs, the names in it marked `lang="ko"` on a page of another language
    /// (`SiteIndex.pageInfo`); nil: `title` escaped.
    var titleHTML: String? = nil
    var siteTitle: String
    /// `siteTitle` as HTML, marked `lang="ko"` on a page of another language (`SiteIndex.siteTitleHTML`); nil:
    /// `siteTitle` escaped.
    var siteTitleHTML: String? = nil
    var lang: String
    /// Relative prefix to the site root (`""`, `"../../"`): links work from file:// and any baseURL.
    var root: String
    var noindex: Bool
    /// True on a page anyone with the address reads (not sealed, not for one reader): the chip
    /// legend there leaves out absence and leave, which public calendars never show.
    var isPublic: Bool
    var crumbs: [Link]
    /// `ko` where the page's language is not Korean but the names on it are (`SiteIndex.namesLang`).
    var namesLang: String? = nil
    /// `TodayScript.source` on a page that shows days (month grids, weeks), which marks today in the
    /// browser; nil on every other page.
    var todayScript: String? = nil

    static let fields = Fields<PageInfo>(
        "PageInfo",
        [
            .text("namesLang") { $0.namesLang },
            .text("title") { $0.title },
            .html("titleHTML") { $0.titleHTML ?? HTMLEscape.string($0.title) },
            .text("siteTitle") { $0.siteTitle },
            .html("siteTitleHTML") { $0.siteTitleHTML ?? HTMLEscape.string($0.siteTitle) },
            .text("lang") { $0.lang },
            .text("root") { $0.root },
            .text("homeHref") { $0.root + "index.html" },
            .text("stylesheet") { $0.root + "style.css" },
            .flag("noindex") { $0.noindex },
            .flag("isPublic") { $0.isPublic },
            .list("crumbs") { $0.crumbs },
            .flag("hasCrumbs") { !$0.crumbs.isEmpty },
            .html("todayScript") { $0.todayScript },
        ])
}

/// A link with a label and an optional note beside it.
struct Link: ViewModel {
    var label: String
    var href: String
    var note: String? = nil
    /// A breadcrumb to a reader's start page on a sealed page: a reader who cannot open it (an owner on
    /// a worker's payslip) is led to their own start page instead (`UnlockScript`).
    var isStartPage = false
    /// `label` as HTML, where it holds a worker's or a workplace's name marked `lang="ko"` on a page of
    /// another language (`SiteIndex.html`); nil: `label` escaped.
    var labelHTML: String? = nil

    static let fields = Fields<Link>(
        "Link",
        [
            .text("label") { $0.label },
            .html("labelHTML") { $0.labelHTML ?? HTMLEscape.string($0.label) },
            .text("href") { $0.href },
            .text("note") { $0.note },
            .flag("isStartPage") { $0.isStartPage },
        ])
}

/// A label and a value (a row of a definition list or a summary table).
struct Fact: ViewModel {
    var label: String
    var value: String
    var emphasis: Bool = false
    /// `value` as HTML, where it holds a worker's, an owner's or a workplace's name marked `lang="ko"` on a
    /// page of another language (`SiteIndex.html`); nil: `value` escaped.
    var valueHTML: String? = nil

    static let fields = Fields<Fact>(
        "Fact",
        [
            .text("label") { $0.label },
            .text("value") { $0.value },
            .html("valueHTML") { $0.valueHTML ?? HTMLEscape.string($0.value) },
            .flag("emphasis") { $0.emphasis },
        ])
}

/// A worker as a coloured swatch with a name.
struct WorkerTag: ViewModel {
    var name: String
    var color: String
    var ink: String
    var role: String?
    var href: String?

    static let fields = Fields<WorkerTag>(
        "WorkerTag",
        [
            .text("name") { $0.name },
            .text("color") { $0.color },
            .text("ink") { $0.ink },
            .text("role") { $0.role },
            .text("href") { $0.href },
        ])
}

/// A routine with its checklist (Markdown rendered to HTML).
struct RoutineView: ViewModel {
    var name: String
    /// `name` as HTML, marked `lang="ko"` on a page of another language where it is Korean (`SiteIndex.lineHTML`).
    var nameHTML: String
    var time: String?
    /// The checklist as HTML, inside `<div lang="ko">` on a page of another language where it is Korean
    /// (`SiteIndex.proseHTML`).
    var bodyHTML: String

    static let fields = Fields<RoutineView>(
        "RoutineView",
        [
            .text("name") { $0.name },
            .html("nameHTML") { $0.nameHTML },
            .text("time") { $0.time },
            .html("bodyHTML") { $0.bodyHTML },
        ])
}

/// A notice of a workplace.
struct NoticeView: ViewModel {
    /// Anchor of the full notice on the page (`n-2026-11-05-hygiene`).
    var id: String
    var date: String
    var name: String
    /// `name` as HTML, marked `lang="ko"` on a page of another language where it is written in Korean
    /// (`SiteIndex.lineHTML`).
    var nameHTML: String
    var workplace: String?
    /// `workplace` as HTML, marked `lang="ko"` on a page of another language (`SiteIndex.nameHTML`).
    var workplaceHTML: String?
    var bodyHTML: String

    static let fields = Fields<NoticeView>(
        "NoticeView",
        [
            .text("id") { $0.id },
            .text("href") { "#" + $0.id },
            .text("date") { $0.date },
            .text("name") { $0.name },
            .html("nameHTML") { $0.nameHTML },
            .text("workplace") { $0.workplace },
            .html("workplaceHTML") { $0.workplaceHTML },
            .html("bodyHTML") { $0.bodyHTML },
        ])
}
