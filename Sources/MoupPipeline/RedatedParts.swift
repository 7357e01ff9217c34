import MoupModel
import MoupPayroll
import MoupRules
import MoupSite
import MoupState

/// The nightly rebuild: the content, templates and secrets are as the last build left them and only
/// the build date moved. A part whose payroll (payslips, scheduled payslips, liabilities, corrections
/// and today's changes) is the same on both dates can differ only on the pages that read the date
/// (`RenderScope.dateChanged`): those are rendered, every other page of the part is kept unread.
/// A part whose payroll moved with the date (a week ended, a pay date came) is rendered whole.
extension Pipeline {
    /// The parts a rebuild renders only where the date changes them, and the last build's date.
    struct DateChange {
        var since: CivilDate
        /// The last build's part (with its slice: files, stamps, events) by sorted ids joined with commas.
        var parts: [String: PartState.Part]
    }

    /// The parts of `now` whose inputs other than the build date are those of the last build and
    /// whose payroll is the same on its date as on this build's (`input`); nil when the date is not
    /// the only shared input that changed, or the output, its manifest or the publication record are
    /// not as the last build left them (`outputIsIntact`, `ledgerIsIntact`).
    /// `published`: the record of published payslips as the last build left it (empty when the
    /// build records none).
    static func redatedParts(_ now: PartInputs, stamped: BuildInputs, content: Content, input: SiteInput,
                             rules: RuleBook, published: PublicationLedger, recordsPublication: Bool,
                             last: LastBuild?, state: StateFolder?, outputIsIntact: Bool) -> DateChange? {
        guard outputIsIntact, let previous = last?.parts, let state, let since = previous.today, since != input.today
        else { return nil }
        var then = stamped
        then.today = since
        guard let before = PartInputs(then, content: content, recordsPublication: recordsPublication),
              before.shared == previous.global,
              Set(previous.parts.map(\.ids)) == Set(now.groups.map { $0.sorted() })
        else { return nil }
        let digests = Dictionary(zip(now.groups.map { $0.sorted().joined(separator: ",") }, now.digests),
                                 uniquingKeysWith: { first, _ in first })
        let unchanged = previous.parts.filter { digests[$0.ids.joined(separator: ",")] == $0.inputs }
        guard !unchanged.isEmpty else { return nil }

        // The site's input on the last build's date: its payroll, and what it published then.
        var old = siteInput(content, reports: payroll(content, rules: rules, today: since), rules: rules, today: since)
        old.corrections = published.corrections
        old.changes = published.changes(on: since)
        let nowPayroll = WorkplacePayroll.of(input), oldPayroll = WorkplacePayroll.of(old)
        let same = unchanged.filter { part in part.ids.allSatisfy { nowPayroll[$0] == oldPayroll[$0] } }
        let slices = same.compactMap(state.readSlice)
        guard slices.count == same.count, !slices.isEmpty else { return nil }
        return DateChange(since: since, parts: Dictionary(slices.map { ($0.ids.joined(separator: ","), $0) },
                                                          uniquingKeysWith: { first, _ in first }))
    }

    /// What one workplace's pages show of the payroll, as two builds' inputs are compared.
    struct WorkplacePayroll: Equatable {
        /// Per report month (the input's order), the workplace's payslips in the report's order.
        var payslips: [YearMonth: [Payslip]] = [:]
        var scheduled: [YearMonth: [Payslip]] = [:]
        var liabilities: [WorkerLiability] = []
        var corrections: [PayslipKey: PayslipCorrection] = [:]
        var changes: [PayslipChange] = []

        /// Each workplace's share of `input`, by workplace id.
        static func of(_ input: SiteInput) -> [String: WorkplacePayroll] {
            var byWorkplace: [String: WorkplacePayroll] = [:]
            for report in input.reports {
                for slip in report.payslips { byWorkplace[slip.workplaceID, default: .init()].payslips[report.month, default: []].append(slip) }
            }
            for report in input.scheduledReports {
                for slip in report.payslips { byWorkplace[slip.workplaceID, default: .init()].scheduled[report.month, default: []].append(slip) }
            }
            for liability in input.liabilities { byWorkplace[liability.workplaceID, default: .init()].liabilities.append(liability) }
            for (key, correction) in input.corrections { byWorkplace[key.workplaceID, default: .init()].corrections[key] = correction }
            for change in input.changes { byWorkplace[change.key.workplaceID, default: .init()].changes.append(change) }
            return byWorkplace
        }
    }
}
