import MoupModel
import MoupPayroll

extension Pipeline {
    /// A warning for each payslip already issued to its worker (its pay date had come when it was
    /// published) whose figures this build changes: it is now published as a corrected statement
    /// (정정 임금명세서), or no longer published at all. At the worker's file; no amounts (logs are
    /// mailed), only the names of the changed figures.
    public static func publicationWarnings(_ publication: PublicationLedger.Publication, previous: PublicationLedger,
                                           content: Content) -> [Diagnostic] {
        publication.changes.compactMap { change in
            guard let issued = previous.payslips[change.key]?.issued else { return nil }
            let workplace = content.workplace(change.key.workplaceID)
            let location = workplace?.worker(change.key.workerID)?.location ?? workplace?.location
                ?? SourceLocation(file: change.key.workplaceID)
            let what = change.key.kind == .wages ? "payslip" : "퇴직금 statement"
            let which = "the \(what) of \(change.key.workerID) at \(change.key.workplaceID) for "
                + "\(change.key.periodStart) to \(change.periodEnd), issued on \(issued.on),"
            guard change.after != nil else {
                return .warning("\(which) is no longer in the content: its page is gone, although the worker received it",
                                at: location, code: "payroll.issued-removed")
            }
            let fields = change.fields.joined(separator: ", ")
            if publication.corrections[change.key] == nil {
                return .warning("\(which) changed back to the figures it was issued with (\(fields)): it is no longer marked "
                                + "as corrected", at: location, code: "payroll.correction-withdrawn")
            }
            return .warning("\(which) changed after it was issued (\(fields)): it is published as a corrected statement "
                            + "(정정 임금명세서) showing the issued net pay and the difference", at: location,
                            code: "payroll.corrected")
        }
    }
}
