import MoupModel

/// The figures of every payslip a build published, and how the next build's payslips compare to
/// them: the payroll office's record of what it handed out. Pure: the build state keeps it on disk.
///
/// A payslip counts as issued from the first build dated on or after its pay date (the day a
/// 임금명세서 is due, 근로기준법 제48조②). A later build that computes other figures for it still
/// publishes the new figures — the content is the truth — but as a corrected statement
/// (`PayslipCorrection`) naming what was issued, so a worker is never shown a silently different
/// document. Figures before the pay date are drafts: they change freely (and are reported as changes).
package struct PublicationLedger: Hashable, Sendable {
    package var payslips: [PayslipKey: PublishedPayslip]

    package init(_ payslips: [PublishedPayslip] = []) {
        self.payslips = Dictionary(payslips.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// What publishing `payslips` on `today` does to the ledger.
    package struct Publication: Hashable, Sendable {
        /// The ledger after this build.
        package var ledger: PublicationLedger
        /// Payslips that differ from the last publication (new and removed ones included), by key.
        package var changes: [PayslipChange]
        /// Payslips whose figures changed on the build date, before that day's first change and
        /// now, by key: the same for every build of the day (removed ones only in `changes`).
        package var changesToday: [PayslipChange]
        /// Every published payslip that differs from the statement it was issued as, by key.
        package var corrections: [PayslipKey: PayslipCorrection]
    }

    /// Compares `payslips` (this build's, dated `today`) with the ledger. An empty ledger (the first
    /// build, or a lost build state) reports nothing as new; it starts the record.
    package func publish(_ payslips: [Payslip], today: CivilDate) -> Publication {
        publish(payslips, today: today, startsRecord: self.payslips.isEmpty)
    }

    /// `publish` where `startsRecord` says whether the whole record is empty (a shard compares its
    /// part of a record that may hold other shards' payslips: see `publishing(_:today:owning:)`).
    func publish(_ payslips: [Payslip], today: CivilDate, startsRecord: Bool) -> Publication {
        var next: [PayslipKey: PublishedPayslip] = [:]
        for payslip in payslips {
            let key = PayslipKey(payslip)
            let figures = PayslipFigures(payslip)
            let previous = self.payslips[key]
            var issued = previous?.issued
            if issued == nil, payslip.period.payDate <= today {
                issued = PublishedPayslip.Issue(on: today, figures: figures)
            }
            var change = previous?.change
            if (previous == nil && !startsRecord) || (previous.map { $0.figures != figures } ?? false) {
                if change?.on != today { change = PublishedPayslip.Change(on: today, before: previous?.figures) }
                // Changed back within the day: nothing changed today after all.
                if let before = change?.before, before == figures { change = nil }
            }
            next[key] = PublishedPayslip(
                key: key, periodEnd: payslip.period.end, payDate: payslip.period.payDate,
                figures: figures, issued: issued, change: change)
        }
        let ledger = PublicationLedger(payslips: next)
        return Publication(
            ledger: ledger, changes: changes(to: ledger, startsRecord: startsRecord),
            changesToday: ledger.changes(on: today), corrections: ledger.corrections)
    }

    /// The payslips of `next` (a later publication) that differ from this one: changed figures, new
    /// payslips (unless `startsRecord`: a first publication reports nothing as new) and payslips no
    /// longer published, by key.
    package func changes(to next: PublicationLedger, startsRecord: Bool) -> [PayslipChange] {
        var changes: [PayslipChange] = []
        for (key, now) in next.payslips {
            let previous = payslips[key]
            if (previous == nil && !startsRecord) || (previous.map { $0.figures != now.figures } ?? false) {
                changes.append(
                    PayslipChange(
                        key: key, periodEnd: now.periodEnd, payDate: now.payDate,
                        before: previous?.figures, after: now.figures))
            }
        }
        for (key, gone) in payslips where next.payslips[key] == nil {
            changes.append(
                PayslipChange(
                    key: key, periodEnd: gone.periodEnd, payDate: gone.payDate,
                    before: gone.figures, after: nil))
        }
        return changes.sorted { $0.key < $1.key }
    }

    /// Payslips whose figures changed on `day` (before that day's first change, and now), by key.
    package func changes(on day: CivilDate) -> [PayslipChange] {
        payslips.values.filter { $0.change?.on == day }.sorted { $0.key < $1.key }.map {
            PayslipChange(
                key: $0.key, periodEnd: $0.periodEnd, payDate: $0.payDate, before: $0.change?.before, after: $0.figures)
        }
    }

    /// Every payslip whose figures differ from the statement it was issued as, by key.
    package var corrections: [PayslipKey: PayslipCorrection] {
        var corrections: [PayslipKey: PayslipCorrection] = [:]
        for (key, payslip) in payslips {
            if let issued = payslip.issued, issued.figures != payslip.figures {
                corrections[key] = PayslipCorrection(
                    issuedOn: issued.on, issued: issued.figures, corrected: payslip.figures)
            }
        }
        return corrections
    }

    init(payslips: [PayslipKey: PublishedPayslip]) {
        self.payslips = payslips
    }
}
