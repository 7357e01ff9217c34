/// `index.html`: the site's home.
struct IndexPage: ViewModel {
    var page: PageInfo
    var bodyHTML: String
    var workplaces: [WorkplaceSummary]
    var people: [PersonSummary]
    /// Private pages are sealed: the people list links nowhere and says how each opens their own.
    var sealed: Bool
    /// With sealed pages, the form that opens a reader's start page from their typed secret.
    var opener: OpenerForm?

    static let fields = Fields<IndexPage>(
        "IndexPage",
        [
            .object("page") { $0.page },
            .html("bodyHTML") { $0.bodyHTML },
            .list("workplaces") { $0.workplaces },
            .list("people") { $0.people },
            .flag("sealed") { $0.sealed },
            .object("opener") { $0.opener },
        ])
}

/// The home page's "open my pages" form (`OpenerScript`): the site's salt and the PBKDF2 rounds
/// readers' keys are derived with (one figure unless keys were made with different rounds).
struct OpenerForm: ViewModel {
    /// Base64, as the shells list it.
    var salt: String
    /// Space-separated, fewest first.
    var rounds: String
    var script: String

    static let fields = Fields<OpenerForm>(
        "OpenerForm",
        [
            .text("salt") { $0.salt },
            .text("rounds") { $0.rounds },
            .html("script") { $0.script },
        ])
}

struct WorkplaceSummary: ViewModel {
    var name: String
    /// The category in the page's words (`카페`, not `cafe`: `Words.category`).
    var category: String?
    var owner: String
    var href: String
    var months: [Link]
    /// The words before the owner's name and the name, as HTML, the name marked `lang="ko"` on a page of
    /// another language (`SiteIndex.html`).
    var ownerHTML: String

    static let fields = Fields<WorkplaceSummary>(
        "WorkplaceSummary",
        [
            .text("name") { $0.name },
            .text("category") { $0.category },
            .text("owner") { $0.owner },
            .html("ownerHTML") { $0.ownerHTML },
            .text("href") { $0.href },
            .list("months") { $0.months },
        ])
}

struct PersonSummary: ViewModel {
    var name: String
    var color: String
    var ink: String
    var workplaces: String
    /// The person's start page; nil when private pages are sealed (a public page names no sealed page:
    /// each person opens theirs from their own link).
    var href: String?
    var months: [Link]

    static let fields = Fields<PersonSummary>(
        "PersonSummary",
        [
            .text("name") { $0.name },
            .text("href") { $0.href },
            .text("color") { $0.color },
            .text("ink") { $0.ink },
            .text("workplaces") { $0.workplaces },
            .list("months") { $0.months },
            .flag("hasMonths") { !$0.months.isEmpty },
        ])
}

/// `workplaces/<wp>/index.html`.
struct WorkplacePage: ViewModel {
    var page: PageInfo
    var name: String
    var facts: [Fact]
    var bodyHTML: String
    var months: [MonthLinks]
    var workers: [WorkerTag]
    var routines: [RoutineView]
    var notices: [NoticeView]
    /// The shared ICS feed of the workplace's shifts.
    var feedHref: String? = nil
    /// The week views from the build date's month on: the browser shows the link to the week it is
    /// (`WeekLink`).
    var weeks: [WeekLink] = []
    /// How to subscribe to the feed.
    var feed: FeedLinks? = nil

    static let fields = Fields<WorkplacePage>(
        "WorkplacePage",
        [
            .text("feedHref") { $0.feedHref },
            .object("feed") { $0.feed },
            .list("weeks") { $0.weeks },
            .object("page") { $0.page },
            .text("name") { $0.name },
            .list("facts") { $0.facts },
            .html("bodyHTML") { $0.bodyHTML },
            .list("months") { $0.months },
            .list("workers") { $0.workers },
            .list("routines") { $0.routines },
            .list("notices") { $0.notices },
        ])
}

struct MonthLinks: ViewModel {
    var label: String
    var calendarHref: String
    var dashboardHref: String?

    static let fields = Fields<MonthLinks>(
        "MonthLinks",
        [
            .text("label") { $0.label },
            .text("calendarHref") { $0.calendarHref },
            .text("dashboardHref") { $0.dashboardHref },
        ])
}

/// `workplaces/<wp>/<YYYY-MM>/index.html`: the month calendar.
struct MonthPage: ViewModel {
    var page: PageInfo
    var workplace: String
    var month: String
    var dashboardHref: String?
    var calendar: CalendarView
    var legend: [WorkerTag]
    var notices: [NoticeView]
    var days: [DayDetail]

    static let fields = Fields<MonthPage>(
        "MonthPage",
        [
            .object("page") { $0.page },
            .text("workplace") { $0.workplace },
            .text("month") { $0.month },
            .text("dashboardHref") { $0.dashboardHref },
            .object("calendar") { $0.calendar },
            .list("legend") { $0.legend },
            .list("notices") { $0.notices },
            .list("days") { $0.days },
        ])
}

/// `people/<person>/<YYYY-MM>/index.html`: one person's calendar across workplaces.
struct PersonPage: ViewModel {
    var page: PageInfo
    var name: String
    var month: String
    var calendar: CalendarView
    var totals: [Fact]
    var notes: [PersonNote]
    var payslips: [Link]
    var notices: [NoticeView]
    var days: [DayDetail]
    /// The person's private ICS feed.
    var feedHref: String? = nil
    /// How to subscribe to it.
    var feed: FeedLinks? = nil

    static let fields = Fields<PersonPage>(
        "PersonPage",
        [
            .text("feedHref") { $0.feedHref },
            .object("feed") { $0.feed },
            .object("page") { $0.page },
            .text("name") { $0.name },
            .text("month") { $0.month },
            .object("calendar") { $0.calendar },
            .list("totals") { $0.totals },
            .list("notes") { $0.notes },
            .list("payslips") { $0.payslips },
            .list("notices") { $0.notices },
            .list("days") { $0.days },
        ])
}

struct PersonNote: ViewModel {
    var workplace: String
    var bodyHTML: String
    static let fields = Fields<PersonNote>(
        "PersonNote",
        [
            .text("workplace") { $0.workplace },
            .html("bodyHTML") { $0.bodyHTML },
        ])
}

/// `404.html`.
struct NotFoundPage: ViewModel {
    var page: PageInfo
    static let fields = Fields<NotFoundPage>("NotFoundPage", [.object("page") { $0.page }])
}
