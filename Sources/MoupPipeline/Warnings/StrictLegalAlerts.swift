import MoupModel
import MoupPayroll

extension Pipeline {
    /// `--strict` (`moup build`, `moup check`): the legal alerts of the payroll (`complianceWarnings`) are
    /// errors, for an owner who wants the build to stop rather than publish pay the law forbids. The build
    /// asks first, before it reads its state or writes anything: the published site stays as it was, and
    /// the command exits with 1. (It computes the payroll once more for this: a second or so at 10,000
    /// workers, only with the flag.)
    static func refuseLegalAlerts(content folder: String, today: CivilDate) throws(PipelineFailure) {
        let found = strictened(try check(content: folder, today: today))
        if found.contains(where: { $0.severity == .error }) { throw PipelineFailure(found) }
    }

    /// `diagnostics` with the warnings of the legal alerts made errors; the rest as they are.
    package static func strictened(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .warning, ComplianceRule.codes.contains(diagnostic.code) else {
                return diagnostic
            }
            return Diagnostic(
                .error, at: diagnostic.location, diagnostic.message, code: diagnostic.code,
                loggedMessage: diagnostic.loggedMessage, wording: diagnostic.wording)
        }
    }
}
