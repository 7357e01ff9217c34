/// `payslips/<wp>/<worker>/<period-start>.html`: the 임금명세서.
struct PayslipPage: ViewModel {
    var page: PageInfo
    var worker: String
    var identity: [Fact]
    /// Who, where, when: name, workplace, identification, pay date, period (in that order).
    var meta: [Fact]
    var workplace: String
    var owner: String
    var period: String
    var payDate: String
    var time: [Fact]
    var earnings: [PayLineView]
    var gross: String
    var taxFree: String?
    var deductions: [PayLineView]
    var totalDeductions: String
    var net: String
    var notes: [TextLine]
    var alerts: [AlertView]
    var shifts: [ShiftRow]
    var calendarHref: String
    /// On a leaver's final payslip: that it is the last, with the last day and the pay date.
    var finalNotice: String?
    /// The period's 연차 movements and balance in hours (empty where 연차 does not apply).
    var leave: [Fact]
    var leaveGrants: [TextLine]
    /// The leaver's 퇴직금 산정 내역, from the final payslip.
    var severanceHref: String?

    /// Set on a corrected statement (정정 임금명세서).
    var correction: CorrectionView? = nil

    static let fields = Fields<PayslipPage>(
        "PayslipPage",
        [
            .text("finalNotice") { $0.finalNotice },
            .list("leave") { $0.leave },
            .flag("hasLeave") { !$0.leave.isEmpty },
            .list("leaveGrants") { $0.leaveGrants },
            .text("severanceHref") { $0.severanceHref },
            .object("correction") { $0.correction },
            .object("page") { $0.page },
            .text("worker") { $0.worker },
            .list("identity") { $0.identity },
            .list("meta") { $0.meta },
            .text("workplace") { $0.workplace },
            .text("owner") { $0.owner },
            .text("period") { $0.period },
            .text("payDate") { $0.payDate },
            .list("time") { $0.time },
            .list("earnings") { $0.earnings },
            .text("gross") { $0.gross },
            .text("taxFree") { $0.taxFree },
            .list("deductions") { $0.deductions },
            .text("totalDeductions") { $0.totalDeductions },
            .text("net") { $0.net },
            .list("notes") { $0.notes },
            .list("alerts") { $0.alerts },
            .list("shifts") { $0.shifts },
            .text("calendarHref") { $0.calendarHref },
        ])
}

/// One earning or deduction line with its calculation.
struct PayLineView: ViewModel {
    var label: String
    var code: String
    var amount: String
    var hours: String?
    var basis: String

    static let fields = Fields<PayLineView>(
        "PayLineView",
        [
            .text("label") { $0.label },
            .text("code") { $0.code },
            .text("amount") { $0.amount },
            .text("hours") { $0.hours },
            .text("basis") { $0.basis },
        ])
}

/// One shift behind the pay.
struct ShiftRow: ViewModel {
    var date: String
    var time: String
    var breakTime: String
    var worked: String
    var night: String
    var overtime: String
    var holiday: String
    var rate: String
    var note: String?
    var isNight: Bool
    /// Which figures the shift has (a phone's shift card leaves out the others).
    var hasBreak = false, hasNight = false, hasOvertime = false, hasHoliday = false

    static let fields = Fields<ShiftRow>(
        "ShiftRow",
        [
            .text("date") { $0.date },
            .text("time") { $0.time },
            .text("breakTime") { $0.breakTime },
            .text("worked") { $0.worked },
            .text("night") { $0.night },
            .text("overtime") { $0.overtime },
            .text("holiday") { $0.holiday },
            .text("rate") { $0.rate },
            .text("note") { $0.note },
            .flag("isNight") { $0.isNight },
            .flag("hasBreak") { $0.hasBreak },
            .flag("hasNight") { $0.hasNight },
            .flag("hasOvertime") { $0.hasOvertime },
            .flag("hasHoliday") { $0.hasHoliday },
        ])
}

/// One line of plain text.
struct TextLine: ViewModel {
    var text: String
    /// `text` as HTML, where it holds a worker's or a workplace's name marked `lang="ko"` on a page of
    /// another language (`SiteIndex.html`); nil: `text` escaped.
    var html: String? = nil

    init(text: String) { self.text = text }

    init(text: String, html: String?) {
        self.text = text
        self.html = html
    }

    static let fields = Fields<TextLine>(
        "TextLine",
        [
            .text("text") { $0.text },
            .html("textHTML") { $0.html ?? HTMLEscape.string($0.text) },
        ])
}
