/// `payslips/<wp>/<worker>/<end>-severance.html`: a leaver's 퇴직금 산정 내역.
struct SeverancePage: ViewModel {
    var page: PageInfo
    var heading: String
    var meta: [Fact]
    var service: [StepView]
    var window: String
    var months: [StepView]
    var wagesTotal: String
    var dailyWage: [StepView]
    var formula: String
    var severance: String
    var leavePayRule: String
    var taxSteps: [StepView]
    var withheld: [StepView]
    var taxNote: String?
    var irpTransfer: Bool
    var totalDeductions: String
    var net: String
    var payDate: String
    /// The final wage payslip of the same period.
    var payslipHref: String

    static let fields = Fields<SeverancePage>(
        "SeverancePage",
        [
            .object("page") { $0.page },
            .text("heading") { $0.heading },
            .list("meta") { $0.meta },
            .list("service") { $0.service },
            .text("window") { $0.window },
            .list("months") { $0.months },
            .text("wagesTotal") { $0.wagesTotal },
            .list("dailyWage") { $0.dailyWage },
            .text("formula") { $0.formula },
            .text("severance") { $0.severance },
            .text("leavePayRule") { $0.leavePayRule },
            .list("taxSteps") { $0.taxSteps },
            .flag("hasTaxSteps") { !$0.taxSteps.isEmpty },
            .list("withheld") { $0.withheld },
            .text("taxNote") { $0.taxNote },
            .flag("irpTransfer") { $0.irpTransfer },
            .text("totalDeductions") { $0.totalDeductions },
            .text("net") { $0.net },
            .text("payDate") { $0.payDate },
            .text("payslipHref") { $0.payslipHref },
        ])
}

/// One step of a statement: a label, its value and how it was found.
struct StepView: ViewModel {
    var label: String
    var value: String
    var basis: String
    var emphasis: Bool

    static let fields = Fields<StepView>(
        "StepView",
        [
            .text("label") { $0.label },
            .text("value") { $0.value },
            .text("basis") { $0.basis },
            .flag("emphasis") { $0.emphasis },
        ])
}
