import MoupModel

/// `people/<person>/index.html`: a person's start page.
struct PersonIndexPage: ViewModel {
    var page: PageInfo
    var name: String
    /// The person's workplaces, comma-separated.
    var workplaces: String
    /// Newest first.
    var months: [StartMonth]
    /// The person's ICS feed.
    var feedHref: String
    /// How to subscribe to it.
    var feed: FeedLinks? = nil
    /// The person's year pages (one per workplace and year), newest first.
    var years: [Link] = []
    /// The person's week views from the build date's month on: the browser shows the link to the
    /// week it is (`WeekLink`).
    var weeks: [WeekLink] = []
    /// Every version of the person's 근로계약서 at each workplace, latest first.
    var contracts: [Link] = []
    /// The next shift and this month's pay so far, on top.
    var lead: PersonLeadView? = nil

    static let fields = Fields<PersonIndexPage>(
        "PersonIndexPage",
        [
            .list("contracts") { $0.contracts },
            .flag("hasContracts") { !$0.contracts.isEmpty },
            .list("years") { $0.years },
            .object("page") { $0.page },
            .list("weeks") { $0.weeks },
            .object("lead") { $0.lead },
            .text("name") { $0.name },
            .text("workplaces") { $0.workplaces },
            .list("months") { $0.months },
            .text("feedHref") { $0.feedHref },
            .object("feed") { $0.feed },
        ])
}

/// `owners/<owner>/index.html`: an owner's start page.
struct OwnerIndexPage: ViewModel {
    var page: PageInfo
    var name: String
    var workplaces: [StartWorkplace]
    /// Labour cost across the owner's workplaces, alerts, links to the trend and year pages.
    var overview: OwnerOverview? = nil
    /// Workers whose 근로계약서 in force was not handed over (근로기준법 제17조): the first alerts.
    var contractAlerts: [TextLine] = []
    /// Each worker's 근로계약서 in force, with whether it was handed over.
    var contracts: [Link] = []

    static let fields = Fields<OwnerIndexPage>(
        "OwnerIndexPage",
        [
            .list("contractAlerts") { $0.contractAlerts },
            .flag("hasContractAlerts") { !$0.contractAlerts.isEmpty },
            .list("contracts") { $0.contracts },
            .flag("hasContracts") { !$0.contracts.isEmpty },
            .object("overview") { $0.overview },
            .object("page") { $0.page },
            .text("name") { $0.name },
            .list("workplaces") { $0.workplaces },
        ])
}

/// One workplace on an owner's start page.
struct StartWorkplace: ViewModel {
    var name: String
    var href: String
    /// Newest first.
    var months: [StartMonth]

    static let fields = Fields<StartWorkplace>(
        "StartWorkplace",
        [
            .text("name") { $0.name },
            .text("href") { $0.href },
            .list("months") { $0.months },
        ])
}

/// One month on a start page: its calendar, the owner's dashboard, totals and the payslips.
struct StartMonth: ViewModel {
    var label: String
    var calendarHref: String
    /// Owners only.
    var dashboardHref: String?
    var facts: [Fact]
    /// Each payslip whose period ends in the month, with its net pay as the note.
    var payslips: [Link]

    static let fields = Fields<StartMonth>(
        "StartMonth",
        [
            .text("label") { $0.label },
            .text("calendarHref") { $0.calendarHref },
            .text("dashboardHref") { $0.dashboardHref },
            .list("facts") { $0.facts },
            .flag("hasFacts") { !$0.facts.isEmpty },
            .list("payslips") { $0.payslips },
            .flag("hasPayslips") { !$0.payslips.isEmpty },
        ])
}

/// The top of a person's start page: their next shift (a link to its day in the week view) and
/// this month's pay so far.
struct PersonLeadView: ViewModel {
    /// Every shift from the first day of the month on, in order: the reader's browser shows the first of
    /// them still to come (`TodayScript`), so the page need not be built again each day one passes.
    var upcoming: [UpcomingShift]
    /// `2026년 12월 급여 (지금까지)`.
    var payHeading: String
    /// Net pay and hours of this month's payslips; empty before the month has any.
    var pay: [Fact]
    /// `지금까지 기록된 근무로 계산한 금액입니다.`
    var payNote: String
    /// `아직 기록된 근무가 없습니다. …`: the person works this month and no payslip of it is made yet.
    var payNone: String? = nil

    static let fields = Fields<PersonLeadView>(
        "PersonLeadView",
        [
            .list("upcoming") { $0.upcoming },
            .text("payHeading") { $0.payHeading },
            .list("pay") { $0.pay },
            .flag("hasPay") { !$0.pay.isEmpty },
            .text("payNote") { $0.payNote },
            .text("payNone") { $0.payNone },
        ])
}

/// One shift a start page may show as the next: `12월 2일 (수) 09:00–15:00 · 카페 모옵`.
struct UpcomingShift: ViewModel {
    /// `2026-12-02`: its day, which the browser compares with today (`data-from`).
    var from: String
    var link: Link
    /// Whether its day has a page to link to (its week, or its month).
    var linked: Bool

    static let fields = Fields<UpcomingShift>(
        "UpcomingShift",
        [
            .text("from") { $0.from },
            .html("labelHTML") { $0.link.labelHTML ?? HTMLEscape.string($0.link.label) },
            .text("href") { $0.link.href },
            .flag("linked") { $0.linked },
        ])
}

/// A start page's link to one week, shown by the browser only during that week (`TodayScript`, `data-week`).
struct WeekLink: ViewModel {
    var href: String
    /// `2026-11-30/2026-12-06`: the week's first and last day.
    var days: String

    /// A link to every week of `months` from the month of `today` on (`href` gives each week's address by
    /// its first day): the page then holds this week's link on any day of that month.
    static func from(
        monthOf today: CivilDate, touching months: [YearMonth], weekStart: Weekday, href: (CivilDate) -> String
    ) -> [WeekLink] {
        Weeks.starts(touching: months.filter { $0 >= today.yearMonth }, weekStart: weekStart).map {
            WeekLink(href: href($0), days: CalendarBuilder.week(from: $0))
        }
    }

    static let fields = Fields<WeekLink>(
        "WeekLink",
        [
            .text("href") { $0.href },
            .text("days") { $0.days },
        ])
}
