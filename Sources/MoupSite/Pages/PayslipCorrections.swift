import MoupModel
import MoupPayroll

/// Corrected statements (정정 임금명세서) and the changes since the last publication, as the payslip
/// page and the owner's dashboard show them. The figures come from the build state's record of what
/// was published (`PublicationLedger`); amounts appear only on these private pages.
enum PayslipCorrections {
    /// The box a corrected payslip shows above its figures; nil for a payslip as issued.
    static func view(_ slip: Payslip, _ site: SiteIndex) -> CorrectionView? {
        guard let correction = site.input.corrections[PayslipKey(slip)] else { return nil }
        let words = site.words
        return CorrectionView(
            issuedOn: words.date(correction.issuedOn),
            issuedGross: words.won(correction.issued.gross),
            issuedNet: words.won(correction.issued.net), correctedNet: words.won(correction.corrected.net),
            netDifference: Format.signed(correction.netDifference, words.won),
            items: correction.fields.map { label($0, words) }.joined(separator: ", "))
    }

    /// The rows of `wp`'s dashboard for `month`: its payslips of that month (by period end) that
    /// changed in this build, with their figures before and after.
    static func rows(_ wp: Workplace, _ month: YearMonth, path: String, _ site: SiteIndex) -> [PayslipChangeRow] {
        changes(wp, month, site).map { change in
            let worker = wp.worker(change.key.workerID)
            let href =
                change.after == nil || change.key.kind != .wages
                ? nil
                : Paths.link(from: path, to: Paths.payslip(wp.id, change.key.workerID, change.key.periodStart))
            let words = site.words
            let amount = { (figures: PayslipFigures?, name: String) in
                figures.map { words.won($0[name]) } ?? Format.noFigure
            }
            return PayslipChangeRow(
                worker: worker.map { SiteIndex.workerTag($0) }, workerName: worker?.name ?? change.key.workerID,
                period: "\(Format.shortDate(change.key.periodStart))–\(Format.shortDate(change.periodEnd))",
                grossBefore: amount(change.before, "gross"), grossAfter: amount(change.after, "gross"),
                netBefore: amount(change.before, "net"), netAfter: amount(change.after, "net"),
                netDifference: Format.signed((change.after?.net ?? 0) - (change.before?.net ?? 0), words.won),
                items: change.fields.map { label($0, words) }.joined(separator: ", "),
                corrected: site.input.corrections[change.key] != nil
                    || (change.after == nil && change.payDate < site.today),
                href: href)
        }
    }

    /// The changes `rows` shows.
    static func changes(_ wp: Workplace, _ month: YearMonth, _ site: SiteIndex) -> [PayslipChange] {
        site.input.changes.filter { $0.key.workplaceID == wp.id && month.contains($0.periodEnd) }
    }

    /// The name a payslip shows for a figure of `PayslipFigures` (`net` → 실지급액).
    static func label(_ figure: String, _ words: Words) -> String {
        switch figure {
        case "gross": return words("payslip.gross")
        case "tax_free": return words("payslip.taxFree")
        case "total_deductions": return words("payslip.totalDeductions")
        case "net": return words("payslip.net")
        case "new": return words("changes.new")
        case "removed": return words("changes.removed")
        default:
            let code = figure.split(separator: ".", maxSplits: 1).last.map(String.init) ?? figure
            return LineCode(rawValue: code).map(words.line) ?? figure
        }
    }
}
