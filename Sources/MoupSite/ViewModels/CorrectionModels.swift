/// On a corrected payslip (정정 임금명세서): the statement it corrects and the difference.
struct CorrectionView: ViewModel {
    /// The day the corrected statement was issued (`2026년 11월 10일`).
    var issuedOn: String
    var issuedGross: String
    var issuedNet: String
    var correctedNet: String
    /// Corrected net minus issued net, signed (`+5,250원`, `-1,200원`).
    var netDifference: String
    /// The figures that changed, by their names on the payslip.
    var items: String

    static let fields = Fields<CorrectionView>(
        "CorrectionView",
        [
            .text("issuedOn") { $0.issuedOn },
            .text("issuedGross") { $0.issuedGross },
            .text("issuedNet") { $0.issuedNet },
            .text("correctedNet") { $0.correctedNet },
            .text("netDifference") { $0.netDifference },
            .text("items") { $0.items },
        ])
}

/// A row of the dashboard's "changed since the last publication" table: before and after.
struct PayslipChangeRow: ViewModel {
    var worker: WorkerTag?
    var workerName: String
    var period: String
    var grossBefore: String
    var grossAfter: String
    var netBefore: String
    var netAfter: String
    var netDifference: String
    var items: String
    /// The payslip had been issued (its pay date had come): the change makes it a corrected statement.
    var corrected: Bool
    var href: String?

    static let fields = Fields<PayslipChangeRow>(
        "PayslipChangeRow",
        [
            .object("worker") { $0.worker },
            .text("workerName") { $0.workerName },
            .text("period") { $0.period },
            .text("grossBefore") { $0.grossBefore },
            .text("grossAfter") { $0.grossAfter },
            .text("netBefore") { $0.netBefore },
            .text("netAfter") { $0.netAfter },
            .text("netDifference") { $0.netDifference },
            .text("items") { $0.items },
            .flag("corrected") { $0.corrected },
            .text("href") { $0.href },
        ])
}
