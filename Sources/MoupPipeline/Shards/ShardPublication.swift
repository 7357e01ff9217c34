import MoupModel
import MoupOutput
import MoupPayroll
import MoupState
import MoupWords

/// The publication records (published payslips, calendar event revisions) of a build spread over
/// shards: with `--publishes-to DIR` every shard reads the records of the output folder `DIR`, as a
/// whole build into `DIR` would, continues the part of them that belongs to its workplaces, and saves
/// that part in the state folder (`ShardRecords`); `moup merge --output DIR` joins the parts into the
/// records a whole build would have left, once the merged site is in place.
extension Pipeline {
    /// The records a shard continues: those of the output folder it publishes to, as they were read.
    struct PublishedRecords {
        var state: StateFolder
        /// The folder the merged site goes to (`--publishes-to`).
        var output: String
        var ledger: PublicationLedger
        var events: [String: EventRevision]
        /// The digest of the records as read (see `StateFolder.readRecords`).
        var digest: String
    }

    /// The records of `publishesTo` in the state folder next to `content`; throws when that folder
    /// would lie inside the content, the final output or the shard's own folder `part`.
    static func publishedRecords(
        content: String, part: String, publishesTo: String
    ) throws(PipelineFailure) -> PublishedRecords {
        guard let state = buildState(content: content, output: publishesTo), !FolderPath.contains(part, state.path)
        else {
            throw PipelineFailure([
                .error(
                    Wording("shards.stateMisplaced", ["path": .text(StateFolder.defaultPath(forContent: content))]),
                    at: SourceLocation(file: content), code: "state.misplaced")
            ])
        }
        let read = state.readRecords(output: publishesTo)
        return PublishedRecords(
            state: state, output: publishesTo, ledger: read.ledger, events: read.events, digest: read.digest)
    }

    /// Whether the payslip `key` of the record is shard `shard`'s to publish: a payslip of one of its
    /// workplaces `ids`; for the shard that writes the site-wide pages, also one of a workplace no
    /// longer in `content` (so a payslip of a deleted workplace is reported as removed exactly once).
    static func owns(_ key: PayslipKey, shard: Shard, ids: Set<String>, content: Content) -> Bool {
        ids.contains(key.workplaceID) || (shard.writesSiteWidePages && content.workplace(key.workplaceID) == nil)
    }

    /// Saves a shard's part of the records; a part that cannot be saved fails the shard (the merge
    /// could not continue the records without it).
    static func saveShardRecords(
        _ records: ShardRecords, in published: PublishedRecords
    ) throws(PipelineFailure) {
        guard published.state.writeShardRecords(records, output: published.output) else {
            throw PipelineFailure(
                [
                    .error(
                        Wording("shards.recordsNotSaved", ["path": .text(published.state.path)]),
                        at: SourceLocation(file: published.state.path), code: "state.write-failed")
                ], cause: .fileSystem)
        }
    }

    /// The records of the whole build the shards of `mark` make, joined from their parts in the state
    /// folder `state`, and what they change. Throws (the merge then writes nothing) when the shards
    /// publish to another folder than `output`, a part is missing or belongs to other shards, or the
    /// output's records changed since the shards read them.
    static func joinedRecords(
        _ mark: ShardMark, tag: String, output: String,
        state path: String
    ) throws(PipelineFailure) -> JoinedRecords {
        let here = SourceLocation(file: path)
        guard tag == StateFolder.outputTag(output) else {
            throw PipelineFailure([
                .error(
                    Wording("shards.otherOutput", ["output": .text(output)]), at: SourceLocation(file: output),
                    code: "merge.other-output")
            ])
        }
        guard !FolderPath.contains(output, path) else {
            throw PipelineFailure([
                .error(
                    Wording("shards.stateInsideOutput", ["path": .text(path), "output": .text(output)]),
                    at: here, code: "state.misplaced")
            ])
        }
        let state = StateFolder(path: path)
        let current = state.readRecords(output: output)
        var parts: [ShardRecords] = []
        for index in 1...mark.count {
            guard let part = state.readShardRecords(index: index, output: output), part.index == index,
                part.count == mark.count, part.inputs == mark.inputs
            else {
                throw PipelineFailure([
                    .error(
                        Wording(
                            "shards.recordsMissing",
                            ["path": .text(path), "index": "\(index)", "count": "\(mark.count)"]),
                        at: here, code: "merge.records-missing")
                ])
            }
            guard part.previous == current.digest else {
                throw PipelineFailure([
                    .error(
                        Wording("shards.recordsStale", ["output": .text(output)]), at: here,
                        code: "merge.records-stale")
                ])
            }
            parts.append(part)
        }
        var events: [String: EventRevision] = [:]
        var overlap = false
        for part in parts {
            events.merge(part.events) { first, _ in
                overlap = true
                return first
            }
        }
        guard let ledger = PublicationLedger.joining(parts.map(\.ledger)), !overlap else {
            throw PipelineFailure([
                .error(
                    Wording("shards.recordsOverlap"),
                    at: here, code: "merge.records-overlap")
            ])
        }
        return JoinedRecords(
            state: state, output: output, count: mark.count, ledger: ledger, events: events,
            changes: current.ledger.changes(to: ledger, startsRecord: current.ledger.payslips.isEmpty))
    }

    /// The records of a merged build, ready to replace the output's.
    struct JoinedRecords {
        var state: StateFolder
        var output: String
        var count: Int
        var ledger: PublicationLedger
        var events: [String: EventRevision]
        /// The payslips whose figures differ from the last publication, as a whole build reports them.
        var changes: [PayslipChange]

        /// Replaces the output's records with these and deletes the shards' parts; a warning when the
        /// records could not be saved.
        func save() -> [Diagnostic] {
            let warnings = Pipeline.saveRecords(ledger, events: events, in: state, output: output)
            if warnings.isEmpty { (1...count).forEach { state.removeShardRecords(index: $0, output: output) } }
            return warnings
        }
    }

    /// Saves the records of what was just published into `output`: a warning when the payslips' figures
    /// could not be saved (a failure to save the events only costs the next build its SEQUENCEs).
    static func saveRecords(
        _ ledger: PublicationLedger, events: [String: EventRevision], in state: StateFolder,
        output: String
    ) -> [Diagnostic] {
        // The two at once: each is flushed to disk.
        let warnings = [true, false].concurrentMap { isLedger -> [Diagnostic] in
            guard isLedger else {
                state.writeEvents(events, output: output)
                return []
            }
            return saveLedger(ledger, in: state, output: output)
        }
        return warnings[0]
    }

    /// Saves the publication ledger of `output`; a warning when it could not.
    static func saveLedger(_ ledger: PublicationLedger, in state: StateFolder, output: String) -> [Diagnostic] {
        state.writeLedger(ledger, output: output) ? [] : ledgerNotSaved(state)
    }

    /// The warning of a publication ledger that could not be saved.
    static func ledgerNotSaved(_ state: StateFolder) -> [Diagnostic] {
        [
            .warning(
                Wording("shards.ledgerNotSaved", ["path": .text(state.path)]), at: SourceLocation(file: state.path),
                code: "state.write-failed")
        ]
    }
}
