import MoupModel

/// The figures of every payslip a build published, and how the next build's payslips compare to
/// them: the payroll office's record of what it handed out. Pure: the build state keeps it on disk.
///
/// A payslip counts as issued from the first build dated on or after its pay date (the day a
/// 임금명세서 is due, 근로기준법 제48조②). A later build that computes other figures for it still
/// publishes the new figures — the content is the truth — but as a corrected statement
/// (`PayslipCorrection`) naming what was issued, so a worker is never shown a silently different
/// document. Figures before the pay date are drafts: they change freely (and are reported as changes).
public struct PublicationLedger: Hashable, Sendable {
    public var payslips: [PayslipKey: PublishedPayslip]

    public init(_ payslips: [PublishedPayslip] = []) {
        self.payslips = Dictionary(payslips.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// What publishing `payslips` on `today` does to the ledger.
    public struct Publication: Hashable, Sendable {
        /// The ledger after this build.
        public var ledger: PublicationLedger
        /// Payslips that differ from the last publication (new and removed ones included), by key.
        public var changes: [PayslipChange]
        /// Payslips whose figures changed on the build date, before that day's first change and
        /// now, by key: the same for every build of the day (removed ones only in `changes`).
        public var changesToday: [PayslipChange]
        /// Every published payslip that differs from the statement it was issued as, by key.
        public var corrections: [PayslipKey: PayslipCorrection]
    }

    /// Compares `payslips` (this build's, dated `today`) with the ledger. An empty ledger (the first
    /// build, or a lost build state) reports nothing as new; it starts the record.
    public func publish(_ payslips: [Payslip], today: CivilDate) -> Publication {
        var next: [PayslipKey: PublishedPayslip] = [:]
        var changes: [PayslipChange] = []
        var corrections: [PayslipKey: PayslipCorrection] = [:]
        let isFirst = self.payslips.isEmpty
        for payslip in payslips {
            let key = PayslipKey(payslip)
            let figures = PayslipFigures(payslip)
            let previous = self.payslips[key]
            var issued = previous?.issued
            if issued == nil, payslip.period.payDate <= today {
                issued = PublishedPayslip.Issue(on: today, figures: figures)
            }
            if let issued, issued.figures != figures {
                corrections[key] = PayslipCorrection(issuedOn: issued.on, issued: issued.figures, corrected: figures)
            }
            var change = previous?.change
            if (previous == nil && !isFirst) || (previous.map { $0.figures != figures } ?? false) {
                changes.append(PayslipChange(key: key, periodEnd: payslip.period.end, payDate: payslip.period.payDate,
                                             before: previous?.figures, after: figures))
                if change?.on != today { change = PublishedPayslip.Change(on: today, before: previous?.figures) }
                // Changed back within the day: nothing changed today after all.
                if let before = change?.before, before == figures { change = nil }
            }
            next[key] = PublishedPayslip(key: key, periodEnd: payslip.period.end, payDate: payslip.period.payDate,
                                         figures: figures, issued: issued, change: change)
        }
        for (key, gone) in self.payslips where next[key] == nil {
            changes.append(PayslipChange(key: key, periodEnd: gone.periodEnd, payDate: gone.payDate,
                                         before: gone.figures, after: nil))
        }
        changes.sort { $0.key < $1.key }
        let changesToday = next.values.filter { $0.change?.on == today }.sorted { $0.key < $1.key }.map {
            PayslipChange(key: $0.key, periodEnd: $0.periodEnd, payDate: $0.payDate, before: $0.change?.before, after: $0.figures)
        }
        return Publication(ledger: PublicationLedger(payslips: next), changes: changes, changesToday: changesToday,
                           corrections: corrections)
    }

    init(payslips: [PayslipKey: PublishedPayslip]) {
        self.payslips = payslips
    }
}
