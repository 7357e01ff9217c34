/// `payslips/<wp>/<worker>/contract-<YYYY-MM-DD>.html`: one version of a worker's 근로계약서 (단시간근로자).
struct ContractPage: ViewModel {
    var page: PageInfo
    /// `표준근로계약서 (단시간근로자)`, or `표준근로계약서` for 40 hours a week.
    var title: String
    var versionLabel: String
    /// `현재 적용`, `이전` or `예정`.
    var status: String
    var parties: String
    var period: String
    var firstHired: String?
    var place: ContractValue
    var duties: ContractValue
    var days: [ContractDayView]
    var weekTotal: String
    var weekDays: String
    var weeklyHoliday: String
    var wageLabel: String
    var wage: String
    var bonus: String
    var allowances: [TextLine]
    var overtime: String
    var payDay: String
    var payMethod: ContractValue
    var annualLeave: String
    var insurance: [ContractInsuranceView]
    var issued: String
    var isIssued: Bool
    var businessName: String
    var phone: ContractValue
    var address: ContractValue
    var representative: String
    var workerName: String
    var changes: [TextLine]
    /// Every version of the worker's contract, latest first (this one without a link).
    var versions: [Link]
    /// `parties`, `representative` and `workerName` as HTML, the names marked `lang="ko"` on a page of another
    /// language (`SiteIndex.html`).
    var partiesHTML: String
    var representativeHTML: String
    var workerNameHTML: String

    static let fields = Fields<ContractPage>(
        "ContractPage",
        [
            .object("page") { $0.page },
            .text("title") { $0.title },
            .text("versionLabel") { $0.versionLabel },
            .text("status") { $0.status },
            .text("parties") { $0.parties },
            .html("partiesHTML") { $0.partiesHTML },
            .text("period") { $0.period },
            .text("firstHired") { $0.firstHired },
            .object("place") { $0.place },
            .object("duties") { $0.duties },
            .list("days") { $0.days },
            .text("weekTotal") { $0.weekTotal },
            .text("weekDays") { $0.weekDays },
            .text("weeklyHoliday") { $0.weeklyHoliday },
            .text("wageLabel") { $0.wageLabel },
            .text("wage") { $0.wage },
            .text("bonus") { $0.bonus },
            .list("allowances") { $0.allowances },
            .flag("hasAllowances") { !$0.allowances.isEmpty },
            .text("overtime") { $0.overtime },
            .text("payDay") { $0.payDay },
            .object("payMethod") { $0.payMethod },
            .text("annualLeave") { $0.annualLeave },
            .list("insurance") { $0.insurance },
            .text("issued") { $0.issued },
            .flag("isIssued") { $0.isIssued },
            .text("businessName") { $0.businessName },
            .object("phone") { $0.phone },
            .object("address") { $0.address },
            .text("representative") { $0.representative },
            .html("representativeHTML") { $0.representativeHTML },
            .text("workerName") { $0.workerName },
            .html("workerNameHTML") { $0.workerNameHTML },
            .list("changes") { $0.changes },
            .flag("hasChanges") { !$0.changes.isEmpty },
            .list("versions") { $0.versions },
        ])
}

/// An item of the contract that the content may lack: its text, and whether it is the "(작성 필요)" mark.
struct ContractValue: ViewModel {
    var text: String
    var missing: Bool
    /// `text` as HTML, where it holds the workplace's name marked `lang="ko"` on a page of another language
    /// (`SiteIndex.html`); nil: `text` escaped.
    var html: String? = nil

    static let fields = Fields<ContractValue>(
        "ContractValue",
        [
            .text("text") { $0.text },
            .html("textHTML") { $0.html ?? HTMLEscape.string($0.text) },
            .flag("missing") { $0.missing },
        ])
}

/// One working day of the contract.
struct ContractDayView: ViewModel {
    var weekday: String
    var start: String
    var end: String
    var breakTime: String
    var hours: String

    static let fields = Fields<ContractDayView>(
        "ContractDayView",
        [
            .text("weekday") { $0.weekday },
            .text("start") { $0.start },
            .text("end") { $0.end },
            .text("breakTime") { $0.breakTime },
            .text("hours") { $0.hours },
        ])
}

/// One social insurance: whether it applies, and from when.
struct ContractInsuranceView: ViewModel {
    var label: String
    var applies: Bool
    var note: String?

    static let fields = Fields<ContractInsuranceView>(
        "ContractInsuranceView",
        [
            .text("label") { $0.label },
            .flag("applies") { $0.applies },
            .text("note") { $0.note },
        ])
}

/// A worker whose 근로계약서 in force was not handed over, at the top of a monthly dashboard's alerts.
struct ContractAlertView: ViewModel {
    var worker: String
    /// `김민지: 현재 적용 중인 근로계약서 (제2판, …)를 교부한 기록이 없습니다 (…)`, as on the owner's start page.
    var text: String
    /// The contract in force.
    var href: String

    static let fields = Fields<ContractAlertView>(
        "ContractAlertView",
        [
            .text("worker") { $0.worker },
            .text("text") { $0.text },
            .text("href") { $0.href },
        ])
}
