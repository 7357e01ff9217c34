/// `workplaces/<wp>/<YYYY-MM>/dashboard.html`: the owner's month.
struct DashboardPage: ViewModel {
    var page: PageInfo
    var workplace: String
    var month: String
    var calendarHref: String
    var totals: [Fact]
    var workers: [DashboardWorker]
    var total: DashboardWorker
    var weekHeaders: [WorkerTag]
    var weeks: [DashboardWeek]
    var hoursChartSVG: String?
    var days: [DashboardDay]
    var costChartSVG: String?
    var hasSales: Bool
    var alerts: [AlertView]
    /// The contract alerts and `alerts` by kind (`AlertGroups`), as the built-in theme shows them.
    var alertGroups: [AlertGroupView] = []
    /// Workers whose 근로계약서 in force was not handed over (근로기준법 제17조); the built-in theme shows them
    /// first in `alertGroups`.
    var contractAlerts: [ContractAlertView] = []
    /// True when the month has a leaver's figures: the by-worker table has their columns (`LabourColumns`).
    var hasLeaverColumns: Bool = false
    /// The month's payslips as CSV for the accountant.
    var csv: CSVLink
    /// The month's 퇴직금 statements (퇴직금 지급 내역), where it has one.
    var severanceCSV: CSVLink?
    /// 연차 and 퇴직금 liabilities at the month's end, per worker, and their total.
    var liabilities: [LiabilityRow] = []
    var liabilityTotal: LiabilityRow? = nil
    var liabilityNote: String = ""
    /// Scheduled against actual hours and cost (nil without a schedule).
    var plan: PlanSection? = nil
    /// The owner's other reports: the year page, the trend, the owner page.
    var reports: [Link] = []
    /// The month's memos, absences and leave (`ShiftNotes`), which public pages do not show.
    var shiftNotes: [ShiftNoteRow] = []

    /// Payslips of the month whose figures changed since the last publication, before and after.
    var changes: [PayslipChangeRow] = []

    static let fields = Fields<DashboardPage>(
        "DashboardPage",
        [
            .list("liabilities") { $0.liabilities },
            .object("liabilityTotal") { $0.liabilityTotal },
            .text("liabilityNote") { $0.liabilityNote },
            .object("plan") { $0.plan },
            .list("reports") { $0.reports },
            .list("shiftNotes") { $0.shiftNotes },
            .flag("hasShiftNotes") { !$0.shiftNotes.isEmpty },
            .list("changes") { $0.changes },
            .flag("hasChanges") { !$0.changes.isEmpty },
            .object("csv") { $0.csv },
            .object("severanceCSV") { $0.severanceCSV },
            .object("page") { $0.page },
            .text("workplace") { $0.workplace },
            .text("month") { $0.month },
            .text("calendarHref") { $0.calendarHref },
            .list("totals") { $0.totals },
            .list("workers") { $0.workers },
            .object("total") { $0.total },
            .list("weekHeaders") { $0.weekHeaders },
            .list("weeks") { $0.weeks },
            .html("hoursChartSVG") { $0.hoursChartSVG },
            .list("days") { $0.days },
            .html("costChartSVG") { $0.costChartSVG },
            .flag("hasSales") { $0.hasSales },
            .list("alerts") { $0.alerts },
            .list("alertGroups") { $0.alertGroups },
            .list("contractAlerts") { $0.contractAlerts },
            .flag("hasAlerts") { !$0.alerts.isEmpty || !$0.contractAlerts.isEmpty },
            .flag("hasLeaverColumns") { $0.hasLeaverColumns },
        ])
}

/// The dashboard's CSV download: a file (`href`) with `privacy: none`; with `privacy: encrypted` the
/// file's bytes in base64 (`data`), which the opened page turns into a download.
struct CSVLink: ViewModel {
    var href: String
    var fileName: String
    var data: String?

    static let fields = Fields<CSVLink>(
        "CSVLink",
        [
            .text("href") { $0.href },
            .text("fileName") { $0.fileName },
            .text("data") { $0.data },
        ])
}

/// One worker's row (or the total row) of the dashboard.
struct DashboardWorker: ViewModel {
    var tag: WorkerTag?
    var hours: String
    var gross: String
    var deductions: String
    var net: String
    /// 인건비 (`LabourCost.cost`).
    var employerCost: String
    var payslips: [Link]
    /// A leaver's figures in their own columns, when the month has any (else nil).
    var leaver: LabourColumns? = nil

    static let fields = Fields<DashboardWorker>(
        "DashboardWorker",
        [
            .object("tag") { $0.tag },
            .text("hours") { $0.hours },
            .text("gross") { $0.gross },
            .text("deductions") { $0.deductions },
            .text("net") { $0.net },
            .text("employerCost") { $0.employerCost },
            .list("payslips") { $0.payslips },
            .object("leaver") { $0.leaver },
        ])
}

/// The columns beside 인건비 where a leaver's figures are (`LabourCost.hasLeaverFigures`): the unused 연차
/// paid on leaving, part of 인건비 (그중); 퇴직금, not part of it; and the total including 퇴직금.
struct LabourColumns: ViewModel {
    var leavePayout: String
    var severance: String
    var costWithSeverance: String

    init(_ labour: LabourCost, _ words: Words) {
        leavePayout = words.won(labour.leavingLeavePayout)
        severance = words.won(labour.severance)
        costWithSeverance = words.won(labour.costWithSeverance)
    }

    /// The three cells in column order.
    var cells: [TextLine] { [leavePayout, severance, costWithSeverance].map { TextLine(text: $0) } }

    /// The leaver's figures as facts beside 인건비 (the dashboard's and the owner's month): the 연차 paid on
    /// leaving when there is any, and 퇴직금 with 인건비 + 퇴직금 when a severance statement was paid.
    static func facts(_ labour: LabourCost, hasSeverance: Bool, _ words: Words) -> [Fact] {
        var facts: [Fact] = []
        if labour.leavingLeavePayout != 0 {
            facts.append(Fact(label: words("dashboard.col.leavePayout"), value: words.won(labour.leavingLeavePayout)))
        }
        if hasSeverance {
            facts.append(Fact(label: words("dashboard.col.severance"), value: words.won(labour.severance)))
            facts.append(
                Fact(label: words("dashboard.col.costWithSeverance"), value: words.won(labour.costWithSeverance)))
        }
        return facts
    }

    /// The three headers in column order.
    static func headers(_ words: Words) -> [String] {
        [
            words("dashboard.col.leavePayout"), words("dashboard.col.severance"),
            words("dashboard.col.costWithSeverance"),
        ]
    }

    static let fields = Fields<LabourColumns>(
        "LabourColumns",
        [
            .text("leavePayout") { $0.leavePayout },
            .text("severance") { $0.severance },
            .text("costWithSeverance") { $0.costWithSeverance },
        ])
}

/// One week of the dashboard: a cell per worker and the week's total.
struct DashboardWeek: ViewModel {
    var label: String
    var cells: [WeekCell]
    var total: WeekCell

    static let fields = Fields<DashboardWeek>(
        "DashboardWeek",
        [
            .text("label") { $0.label },
            .list("cells") { $0.cells },
            .object("total") { $0.total },
        ])
}

struct WeekCell: ViewModel {
    var hours: String
    var pay: String
    static let fields = Fields<WeekCell>(
        "WeekCell",
        [
            .text("hours") { $0.hours },
            .text("pay") { $0.pay },
        ])
}

/// One day's estimated labour cost against sales.
struct DashboardDay: ViewModel {
    var label: String
    var cost: String
    var sales: String
    var ratio: String?

    static let fields = Fields<DashboardDay>(
        "DashboardDay",
        [
            .text("label") { $0.label },
            .text("cost") { $0.cost },
            .text("sales") { $0.sales },
            .text("ratio") { $0.ratio },
        ])
}

/// A payroll alert with the worker it concerns.
struct AlertView: ViewModel {
    var worker: String?
    var title: String
    var message: String
    var date: String?
    var amount: String?
    var href: String?
    /// The words of the link to `href` ("명세서 보기", "근로계약서 보기").
    var linkText: String? = nil
    /// Each day it concerns, where there are several (`unconfirmed_shifts`: the day, the time, on the dashboard).
    var days: [TextLine] = []
    /// What the owner does about it, on the dashboard (`unconfirmed_shifts`: the file to edit).
    var hint: String? = nil
    /// Inside a group of alerts of one kind (`AlertGroups`): its worker, date and amount, before its text.
    var lead: String? = nil
    /// `lead` as HTML, the worker's name marked `lang="ko"` on a page of another language (`page.namesLang`).
    var leadHTML: String? = nil

    static let fields = Fields<AlertView>(
        "AlertView",
        [
            .text("worker") { $0.worker },
            .text("title") { $0.title },
            .text("message") { $0.message },
            .text("date") { $0.date },
            .text("amount") { $0.amount },
            .text("href") { $0.href },
            .text("linkText") { $0.linkText },
            .list("days") { $0.days },
            .text("hint") { $0.hint },
            .text("lead") { $0.lead },
            .html("leadHTML") { $0.leadHTML },
        ])
}

/// The dashboard's alerts of one kind (`AlertGroups`): one line naming who, opening on each alert.
struct AlertGroupView: ViewModel {
    var title: String
    /// The workers it concerns ("배지훈, 최유나 외 4명"), or, for one alert, its worker, date and amount.
    var who: String
    /// `who` as HTML, the names marked `lang="ko"` on a page of another language (`page.namesLang`).
    var whoHTML: String
    var alerts: [AlertView]
    /// What to do, once for the group when every alert of it says the same.
    var hint: String? = nil

    static let fields = Fields<AlertGroupView>(
        "AlertGroupView",
        [
            .text("title") { $0.title },
            .text("who") { $0.who },
            .html("whoHTML") { $0.whoHTML },
            .list("alerts") { $0.alerts },
            .text("hint") { $0.hint },
        ])
}

/// One worker's (or the total's) 연차 and 퇴직금 liabilities on the dashboard.
struct LiabilityRow: ViewModel {
    var tag: WorkerTag?
    var leaveHours: String
    var leaveValue: String
    /// The hourly 통상임금 the value is at (`시급 10,320원`), per worker.
    var leaveRate: String?
    var severance: String
    /// From when it is owed, or why not, and what the amount lacks.
    var severanceNotes: [TextLine]
    var accrual: String
    var costWithAccrual: String

    static let fields = Fields<LiabilityRow>(
        "LiabilityRow",
        [
            .object("tag") { $0.tag },
            .text("leaveHours") { $0.leaveHours },
            .text("leaveValue") { $0.leaveValue },
            .text("leaveRate") { $0.leaveRate },
            .text("severance") { $0.severance },
            .list("severanceNotes") { $0.severanceNotes },
            .text("accrual") { $0.accrual },
            .text("costWithAccrual") { $0.costWithAccrual },
        ])
}
