import MoupModel
import MoupPayroll
import MoupRules
import MoupSite
import MoupState

/// The nightly rebuild: the content, templates and secrets are as the last build left them and only
/// the build date moved. Each part is rendered with `RenderScope.dateChanged`: only its pages that
/// read the date differently on the two dates, or that show the payroll of a month whose payroll
/// moved with the date (a week ended, a record went missing, a pay date came), compared month by
/// month on both dates. Every other page of the part is kept unread. When the date moved into another
/// month, the calendars cover other months (`Content.calendarMonths`) and every page is rendered.
extension Pipeline {
    /// What changed with the date: the last build's date, and per part (by its sorted ids) the last
    /// build's part (with its slice: files, stamps, events) and the report months whose payroll is not
    /// the same on both dates.
    struct DateChange {
        var since: CivilDate
        var parts: [[String]: (last: PartState.Part, payrollMonths: Set<YearMonth>)]
    }

    /// The parts of `now` whose inputs other than the build date are those of the last build, with
    /// the months whose payroll differs between its date and this build's (`input`); nil when the
    /// date is not the only shared input that changed, or the output, its manifest or the
    /// publication record are not as the last build left them (`outputIsIntact`).
    /// `published`: the record of published payslips as the last build left it (empty when the
    /// build records none).
    static func redatedParts(
        _ now: PartInputs, stamped: BuildInputs, content: Content, input: SiteInput,
        rules: RuleBook, published: PublicationLedger, recordsPublication: Bool,
        last: LastBuild?, state: StateFolder?, outputIsIntact: Bool
    ) -> DateChange? {
        guard outputIsIntact, let previous = last?.parts, let state, let since = previous.today, since != input.today,
            // A new month brings calendars of its own (and of the next month) from the repeats, and
            // links to them from many pages: then every page is rendered.
            content.calendarMonths(today: since) == content.calendarMonths(today: input.today)
        else { return nil }
        // The parts compared as if this build had the last one's date: then they must all compare.
        var then = stamped
        then.today = since
        guard
            let shared = PartInputs.sharedDigest(then, content: content, recordsPublication: recordsPublication),
            let compared = PartComparison(previous, shared: shared, groups: now.keys, digests: now.digests),
            !compared.unchanged.isEmpty, let slices = state.readSlices(compared.unchanged)
        else { return nil }

        // The site's input on the last build's date: its payroll, and what it published then.
        var old = siteInput(content, reports: payroll(content, rules: rules, today: since), rules: rules, today: since)
        old.corrections = published.corrections
        old.changes = published.changes(on: since)
        let nowPayroll = WorkplacePayroll.of(input)
        let oldPayroll = WorkplacePayroll.of(old)
        let everyMonth = Set(content.months + input.reports.map(\.month) + old.reports.map(\.month))
        var parts: [[String]: (last: PartState.Part, payrollMonths: Set<YearMonth>)] = [:]
        for part in slices {
            var months: Set<YearMonth> = []
            for id in part.ids {
                let (a, b) = (nowPayroll[id] ?? WorkplacePayroll(), oldPayroll[id] ?? WorkplacePayroll())
                months.formUnion(a.months(differingFrom: b) ?? everyMonth)
            }
            parts[part.ids] = (part, months)
        }
        return DateChange(since: since, parts: parts)
    }

    /// What one workplace's pages show of the payroll, as two builds' inputs are compared.
    struct WorkplacePayroll: Equatable {
        /// One report month's share.
        struct Month: Equatable {
            /// The workplace's payslips in the report's order.
            var payslips: [Payslip] = []
            var scheduled: [Payslip] = []
            var liabilities: [WorkerLiability] = []
            /// Today's changes to payslips whose period ends in the month.
            var changes: [PayslipChange] = []
        }

        var months: [YearMonth: Month] = [:]
        var corrections: [PayslipKey: PayslipCorrection] = [:]

        /// The months whose share differs from `other`'s; nil (every month) when the corrections
        /// differ, or who has payslips in which month (which decides what months and links pages have).
        func months(differingFrom other: WorkplacePayroll) -> Set<YearMonth>? {
            func workers(_ payroll: WorkplacePayroll) -> [YearMonth: Set<String>] {
                payroll.months.mapValues { Set($0.payslips.map(\.workerID)) }.filter { !$0.value.isEmpty }
            }
            guard corrections == other.corrections, workers(self) == workers(other) else { return nil }
            return Set(months.keys).union(other.months.keys).filter { months[$0] != other.months[$0] }
        }

        /// Each workplace's share of `input`, by workplace id.
        static func of(_ input: SiteInput) -> [String: WorkplacePayroll] {
            var byWorkplace: [String: WorkplacePayroll] = [:]
            for report in input.reports {
                for slip in report.payslips {
                    byWorkplace[slip.workplaceID, default: .init()].months[report.month, default: .init()].payslips
                        .append(slip)
                }
            }
            for report in input.scheduledReports {
                for slip in report.payslips {
                    byWorkplace[slip.workplaceID, default: .init()].months[report.month, default: .init()].scheduled
                        .append(slip)
                }
            }
            for liability in input.liabilities {
                byWorkplace[liability.workplaceID, default: .init()].months[liability.month, default: .init()]
                    .liabilities.append(liability)
            }
            for change in input.changes {
                byWorkplace[change.key.workplaceID, default: .init()].months[
                    change.periodEnd.yearMonth, default: .init()
                ]
                .changes.append(change)
            }
            for (key, correction) in input.corrections {
                byWorkplace[key.workplaceID, default: .init()].corrections[key] = correction
            }
            return byWorkplace
        }
    }
}
