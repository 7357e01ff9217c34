import MoupModel
import MoupPayroll
import MoupState

extension BuildContext {
    /// What the publication step decided.
    struct Published {
        var priced: Priced
        /// What this build publishes: corrected statements, today's changes, the record to keep (nil
        /// for a shard that continues no records).
        var publication: PublicationLedger.Publication?
        /// The record of published payslips as the last build left it (of the changed workplaces only,
        /// for changed parts; empty when the build records no publication).
        var published = PublicationLedger()
        /// The build state folder that keeps the records, nil when the build records no publication.
        var ledger: StateFolder?
        /// Everything: the record is as the last build left it (what it published is what its pages show).
        var ledgerIsIntact = true
    }

    /// Step 3, **publish the payslips**: compares each payslip with the one published into the output
    /// before (`PublicationLedger`), so that a payslip that differs from the statement issued on its pay
    /// date is published as a corrected one, and the owner hears of every change once. A preview
    /// (`recordsPublication` false) neither reads nor keeps the record. Nil when changed parts find
    /// the record cannot be cut to their workplaces.
    mutating func publishPayslips(_ priced: Priced) async -> Published? {
        let (content, today, payslips) = (priced.loaded.content, request.today, priced.reports.flatMap(\.payslips))
        let ledger = request.recordsPublication ? previous?.state : nil
        switch priced.loaded.work {
        case .everything(let last, _):
            let published = ledger?.readLedger(output: request.output) ?? PublicationLedger()
            let ledgerIsIntact = ledger.map { $0.ledgerStamp(output: request.output) == last?.parts.ledgerFile } ?? true
            let publication = published.publish(payslips, today: today)
            changeWarnings = Pipeline.publicationWarnings(publication, previous: published, content: content)
            return Published(
                priced: priced, publication: publication, published: published, ledger: ledger,
                ledgerIsIntact: ledgerIsIntact)
        case .changedParts(let parts, _, let ledgerRead):
            // The record of the changed workplaces' payslips only: the rest is neither read nor rewritten.
            var published = PublicationLedger()
            var recordIsEmpty = true
            var record: StateFolder.LedgerRecord?
            if ledger != nil {
                guard let read = await ledgerRead.value, let mine = read.payslips else { return nil }
                (record, published, recordIsEmpty) = (read.record, mine.ledger, mine.isEmpty)
            }
            let publication = published.publishing(payslips, today: today, recordIsEmpty: recordIsEmpty)
            changeWarnings = Pipeline.publicationWarnings(publication, previous: published, content: content)
            // Staged (written and flushed) on a thread of its own while the pages are rendered and written.
            if let ledger, let record {
                let (output, ids, patch) = (request.output, parts.dirtyIds, publication.ledger)
                stagedLedger = Task {
                    await onOwnThread {
                        ledger.stagePatchedLedger(record, output: output, workplaces: ids, with: patch).map { [$0] }
                    }
                }
            }
            return Published(priced: priced, publication: publication, published: published, ledger: ledger)
        case .shard(let scope):
            guard let records = scope.published else { return Published(priced: priced) }
            let publication = records.ledger.publishing(payslips, today: today) {
                Pipeline.owns($0, shard: scope.shard, ids: scope.ids, content: content)
            }
            changeWarnings = Pipeline.publicationWarnings(publication, previous: records.ledger, content: content)
            return Published(priced: priced, publication: publication)
        }
    }
}
