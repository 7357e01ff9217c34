import MoupModel
import MoupSite

extension Pipeline {
    /// `moup explain`: the payslips of `worker` for the pay periods that end in `month` (one per
    /// workplace, or only `workplace`'s), as the payslip page shows them (a leaver's 퇴직금 statement as its
    /// page does), plus the warnings.
    package static func explain(
        content folder: String, month: YearMonth, today: CivilDate, worker: String,
        workplace: String? = nil
    ) throws(PipelineFailure)
        -> (payslips: [PayslipStatement], diagnostics: [Diagnostic])
    {
        let found = try payrollReport(content: folder, month: month, today: today, workplace: workplace, worker: worker)
        let words = Theme.builtInWords(found.content.site.language)
        let payslips = found.report.payslips.compactMap { slip -> PayslipStatement? in
            guard let wp = found.content.workplace(slip.workplaceID), let person = wp.worker(slip.workerID) else {
                return nil
            }
            return PayslipStatement.explained(slip, workplace: wp, worker: person, month: month, words: words)
        }
        return (payslips, found.diagnostics)
    }
}
