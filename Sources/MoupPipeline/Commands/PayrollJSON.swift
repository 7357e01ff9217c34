import MoupContent
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupRules
import MoupSite
import MoupState
import MoupWords

extension Pipeline {
    /// `moup payroll`: the payroll JSON of every pay period that ends in `month`, plus the warnings.
    package static func payrollJSON(
        content folder: String, month: YearMonth, today: CivilDate,
        workplace: String? = nil,
        worker: String? = nil
    ) throws(PipelineFailure) -> (json: String, diagnostics: [Diagnostic]) {
        let found = try payrollReport(content: folder, month: month, today: today, workplace: workplace, worker: worker)
        let words = Theme.builtInWords(found.content.site.language)
        return (PayrollJSON.encode(found.report, text: words.text), found.diagnostics)
    }

    /// The payroll of every pay period that ends in `month`, for one workplace and/or worker when
    /// given (each must exist), with the content it was computed from and the warnings.
    static func payrollReport(
        content folder: String, month: YearMonth, today: CivilDate, workplace: String?,
        worker: String?
    ) throws(PipelineFailure)
        -> (report: PayrollReport, content: Content, diagnostics: [Diagnostic])
    {
        let loaded = load(content: folder)
        let content = try validContent(loaded, folder: folder)
        let warnings = loaded.diagnostics
        let here = SourceLocation(file: folder)
        if let workplace, content.workplace(workplace) == nil {
            let known = content.workplaces.map(\.id).joined(separator: ", ")
            throw PipelineFailure(
                warnings + [
                    .error(
                        Wording(
                            "files.noWorkplace",
                            [
                                "id": "\(workplace)",
                                "known": known.isEmpty ? .wording(Wording("files.none")) : "\(known)",
                            ]), at: here)
                ])
        }
        if let worker {
            let places = content.workplaces.filter { workplace == nil || $0.id == workplace }
            if !places.contains(where: { $0.worker(worker) != nil }) {
                let scope: Wording.Value =
                    workplace.map { .wording(Wording("files.atWorkplace", ["id": "\($0)"])) } ?? ""
                let known = Set(places.flatMap { $0.workers.map(\.id) }).sorted().joined(separator: ", ")
                throw PipelineFailure(
                    warnings + [
                        .error(
                            Wording(
                                "files.noWorker",
                                [
                                    "id": "\(worker)", "scope": scope,
                                    "known": known.isEmpty ? .wording(Wording("files.none")) : "\(known)",
                                ]),
                            at: here)
                    ])
            }
        }
        let rules = try PipelineFailure.keeping(warnings) { () throws(PipelineFailure) in try Pipeline.rules() }
        let report = PayrollEngine(rules: rules).report(
            for: content, month: month, today: today,
            workplace: workplace, worker: worker)
        return (
            report, content,
            warnings + coverageWarnings([month], rules: rules)
                + unconfirmedFigureWarnings([report], rules: rules) + payrollAlertWarnings([report], content: content)
        )
    }
}
