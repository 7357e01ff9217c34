import MoupModel
import MoupPayroll

extension BuildContext {
    /// What the payroll step computed.
    struct Priced {
        var loaded: Loaded
        /// One report per month the content covers (for a shard, of its own workplaces only).
        var reports: [PayrollReport]
        /// A shard that writes the site-wide pages: the whole content's reports, for those pages.
        var wholeReports: [PayrollReport]?
    }

    /// Step 2, **compute the payroll** of every month the content covers, and warn about what it
    /// found: figures not confirmed yet, legal alerts, contracts not handed over.
    mutating func computePayroll(_ loaded: Loaded) -> Priced {
        tell(.computingPay)
        let (content, rules, today) = (loaded.content, loaded.rules, request.today)
        switch loaded.work {
        case .everything:
            let reports = Pipeline.payroll(content, rules: rules, today: today)
            warnings += Pipeline.unconfirmedFigureWarnings(reports, rules: rules)
            warnings += Pipeline.payrollAlertWarnings(reports, content: content, today: today)
            warnings += Pipeline.contractWarnings(content)
            return Priced(loaded: loaded, reports: reports)
        case .changedParts(let parts, _, _):
            let reports = Pipeline.payroll(content, rules: rules, today: today)
            // A figure the changed parts use is warned about at the first pay date they use it, unless the
            // last build found an earlier one (a part not read this time may use it too).
            let unconfirmed = Pipeline.unconfirmedFigureWarnings(reports, rules: rules)
            let earlier = parts.last.build.warnings.filter { $0.code == "rules.unconfirmed-figure" }
            warnings += Set(earlier.map(\.message)).isSuperset(of: unconfirmed.map(\.message)) ? earlier : unconfirmed
            warnings += Pipeline.payrollAlertWarnings(reports, content: content, today: today)
            warnings += Pipeline.contractWarnings(content)
            warnings.sort()
            return Priced(loaded: loaded, reports: reports)
        case .shard(let scope):
            let whole = scope.shard.writesSiteWidePages ? Pipeline.payroll(content, rules: rules, today: today) : nil
            let reports =
                whole.map { reports in
                    reports.map { report in
                        var mine = report
                        mine.payslips.removeAll { !scope.ids.contains($0.workplaceID) }
                        return mine
                    }
                } ?? Pipeline.payroll(scope.part, rules: rules, today: today)
            warnings += Pipeline.unconfirmedFigureWarnings(whole ?? reports, rules: rules)
            warnings += Pipeline.payrollAlertWarnings(reports, content: scope.part, today: today)
            warnings += Pipeline.contractWarnings(scope.part)
            return Priced(loaded: loaded, reports: reports, wholeReports: whole)
        }
    }
}
