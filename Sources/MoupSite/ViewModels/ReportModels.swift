/// View models of the owner's reports: the dashboard's scheduled-versus-actual section, the trend
/// page, the year pages and the owner page's overview.

/// The dashboard's scheduled-versus-actual section.
struct PlanSection: ViewModel {
    /// One row per worker with a schedule or a payslip in the month.
    var workers: [PlanRow]
    var total: PlanRow
    /// One row per week (all workers).
    var weeks: [PlanRow]
    var chartSVG: String?
    /// What each side includes, in plain words.
    var notes: [TextLine]

    static let fields = Fields<PlanSection>(
        "PlanSection",
        [
            .list("workers") { $0.workers },
            .object("total") { $0.total },
            .list("weeks") { $0.weeks },
            .html("chartSVG") { $0.chartSVG },
            .list("notes") { $0.notes },
        ])
}

/// Scheduled, actual and the difference, in hours and won.
struct PlanRow: ViewModel {
    var label: String
    var tag: WorkerTag?
    var scheduledHours: String
    var actualHours: String
    var hoursDifference: String
    var scheduledCost: String
    var actualCost: String
    var costDifference: String
    /// `over` (more than scheduled), `under` or nil (equal, or not yet known): the class of each
    /// difference cell, which colours it by its meaning.
    var hoursDirection: String?
    var costDirection: String?

    static let fields = Fields<PlanRow>(
        "PlanRow",
        [
            .text("label") { $0.label },
            .object("tag") { $0.tag },
            .text("scheduledHours") { $0.scheduledHours },
            .text("actualHours") { $0.actualHours },
            .text("hoursDifference") { $0.hoursDifference },
            .text("scheduledCost") { $0.scheduledCost },
            .text("actualCost") { $0.actualCost },
            .text("costDifference") { $0.costDifference },
            .text("hoursDirection") { $0.hoursDirection },
            .text("costDirection") { $0.costDirection },
        ])
}

/// `workplaces/<wp>/trend.html`: the last 12 months of a workplace.
struct TrendPage: ViewModel {
    var page: PageInfo
    var workplace: String
    var range: String
    var links: [Link]
    var months: [TrendRow]
    var hasSales: Bool
    var costChartSVG: String?
    var hoursChartSVG: String?
    var notes: [TextLine]
    /// True when a month of the trend has a leaver's figures: the table has their columns.
    var hasLeaverColumns: Bool = false

    static let fields = Fields<TrendPage>(
        "TrendPage",
        [
            .object("page") { $0.page },
            .text("workplace") { $0.workplace },
            .text("range") { $0.range },
            .list("links") { $0.links },
            .list("months") { $0.months },
            .flag("hasSales") { $0.hasSales },
            .html("costChartSVG") { $0.costChartSVG },
            .html("hoursChartSVG") { $0.hoursChartSVG },
            .list("notes") { $0.notes },
            .flag("hasLeaverColumns") { $0.hasLeaverColumns },
        ])
}

/// One month of the trend.
struct TrendRow: ViewModel {
    var label: String
    var href: String
    var hours: String
    /// 인건비 (`LabourCost.cost`).
    var labourCost: String
    var sales: String
    var ratio: String
    /// A leaver's figures in their own columns, when a month of the trend has any (else nil).
    var leaver: LabourColumns? = nil

    static let fields = Fields<TrendRow>(
        "TrendRow",
        [
            .text("label") { $0.label },
            .text("href") { $0.href },
            .text("hours") { $0.hours },
            .text("labourCost") { $0.labourCost },
            .text("sales") { $0.sales },
            .text("ratio") { $0.ratio },
            .object("leaver") { $0.leaver },
        ])
}

/// `workplaces/<wp>/years/<YYYY>.html` and `payslips/<wp>/<worker>/<YYYY>.html`: a year of pay by
/// month and in total, for 연말정산 and 지급명세서.
struct YearPage: ViewModel {
    var page: PageInfo
    /// A workplace's or a worker's name.
    var heading: String
    var subtitle: String
    var links: [Link]
    var facts: [Fact]
    /// Headers of the amount columns (the rows' `cells` follow them).
    var columns: [TextLine]
    var months: [YearRow]
    var total: YearRow
    /// On a workplace's year page: each worker's year in total, linked to their year page.
    var workers: [YearRow]
    var workersTotal: YearRow?
    var notes: [TextLine]
    var csv: CSVLink
    /// `heading` and `subtitle` as HTML, the names in them marked `lang="ko"` on a page of another language
    /// (`SiteIndex.nameHTML`); nil: escaped.
    var headingHTML: String? = nil
    var subtitleHTML: String? = nil

    static let fields = Fields<YearPage>(
        "YearPage",
        [
            .object("page") { $0.page },
            .text("heading") { $0.heading },
            .text("subtitle") { $0.subtitle },
            .html("headingHTML") { $0.headingHTML ?? HTMLEscape.string($0.heading) },
            .html("subtitleHTML") { $0.subtitleHTML ?? HTMLEscape.string($0.subtitle) },
            .list("links") { $0.links },
            .flag("hasLinks") { !$0.links.isEmpty },
            .list("facts") { $0.facts },
            .list("columns") { $0.columns },
            .list("months") { $0.months },
            .object("total") { $0.total },
            .list("workers") { $0.workers },
            .object("workersTotal") { $0.workersTotal },
            .list("notes") { $0.notes },
            .object("csv") { $0.csv },
        ])
}

/// One row of a year table: a month, a worker or the total.
struct YearRow: ViewModel {
    var label: String
    var href: String?
    var note: String?
    var cells: [TextLine]

    static let fields = Fields<YearRow>(
        "YearRow",
        [
            .text("label") { $0.label },
            .text("href") { $0.href },
            .text("note") { $0.note },
            .list("cells") { $0.cells },
        ])
}

/// The owner page's overview across the owner's workplaces.
struct OwnerOverview: ViewModel {
    var range: String
    /// The workplaces, in column order.
    var headers: [TextLine]
    var months: [YearRow]
    var total: YearRow
    var alerts: [OwnerAlert]
    /// Per workplace: its trend and year pages.
    var reports: [Link]

    static let fields = Fields<OwnerOverview>(
        "OwnerOverview",
        [
            .text("range") { $0.range },
            .list("headers") { $0.headers },
            .list("months") { $0.months },
            .object("total") { $0.total },
            .list("alerts") { $0.alerts },
            .list("reports") { $0.reports },
        ])
}

/// A workplace-month's alerts, counted by kind, linked to its dashboard.
struct OwnerAlert: ViewModel {
    var workplace: String
    /// `workplace` as HTML, marked `lang="ko"` on a page of another language (`SiteIndex.nameHTML`).
    var workplaceHTML: String
    var month: String
    var summary: String
    var href: String

    static let fields = Fields<OwnerAlert>(
        "OwnerAlert",
        [
            .text("workplace") { $0.workplace },
            .html("workplaceHTML") { $0.workplaceHTML },
            .text("month") { $0.month },
            .text("summary") { $0.summary },
            .text("href") { $0.href },
        ])
}
