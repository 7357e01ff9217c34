import MoupModel
import MoupPayroll
import MoupWords

extension Pipeline {
    /// A warning for each payslip already issued to its worker (its pay date had come when it was
    /// published) whose figures this build changes: it is now published as a corrected statement
    /// (정정 임금명세서), or no longer published at all. At the worker's file; no amounts (logs are
    /// mailed), only the names of the changed figures.
    package static func publicationWarnings(
        _ publication: PublicationLedger.Publication, previous: PublicationLedger,
        content: Content
    ) -> [Diagnostic] {
        publication.changes.compactMap { change in
            guard let issued = previous.payslips[change.key]?.issued else { return nil }
            let workplace = content.workplace(change.key.workplaceID)
            let location =
                workplace?.worker(change.key.workerID)?.location ?? workplace?.location
                ?? SourceLocation(file: change.key.workplaceID)
            let what = Wording(change.key.kind == .wages ? "payroll.payslip" : "payroll.severanceStatement")
            let which = Wording.Value.wording(
                Wording(
                    "payroll.which",
                    [
                        "what": .wording(what), "worker": "\(change.key.workerID)",
                        "workplace": "\(change.key.workplaceID)",
                        "start": "\(change.key.periodStart)", "end": "\(change.periodEnd)", "issued": "\(issued.on)",
                    ]))
            guard change.after != nil else {
                return .warning(
                    Wording("payroll.issuedRemoved", ["which": which]), at: location, code: "payroll.issued-removed")
            }
            let fields = Wording.Value.text(change.fields.joined(separator: ", "))
            if publication.corrections[change.key] == nil {
                return .warning(
                    Wording("payroll.correctionWithdrawn", ["which": which, "fields": fields]), at: location,
                    code: "payroll.correction-withdrawn")
            }
            return .warning(
                Wording("payroll.corrected", ["which": which, "fields": fields]), at: location,
                code: "payroll.corrected")
        }
    }
}
