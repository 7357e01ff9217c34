import MoupModel
import MoupOutput
import MoupState

extension BuildContext {
    /// Step 6, **save the build state** once the output is in place: the publication records (each
    /// flushed to disk), the output's stamps, and per part what the next build needs to keep or replace
    /// it (`PartState`). Then the report. A shard keeps no state of its own (its records were saved
    /// before its output was written).
    mutating func saveState(_ written: Written) async -> Pipeline.BuildReport {
        let (site, summary, rendered) = (written.site, written.summary, written.rendered)
        let publication = rendered.published.publication
        var pages = site.files.count + site.kept.count
        switch rendered.published.priced.loaded.work {
        case .everything:
            await saveWholeState(written)
        case .changedParts(let parts, _, _):
            await saveChangedPartsState(written, parts)
            pages = summary.written + summary.unchanged
        case .shard:
            break
        }
        var report = Pipeline.BuildReport(
            diagnostics: warnings + changeWarnings, pages: pages, summary: summary,
            newReaders: rendered.newSecrets?.added ?? [], secretsFile: rendered.newSecrets?.path,
            payslipsChanged: publication?.changes ?? [],
            corrections: Set(publication.map { Array($0.corrections.keys) } ?? []))
        report.rendered = site.files.count
        return report
    }

    /// A whole build's state: the records saved while the files just written and kept are stamped (they
    /// are all there is: no folder is read), then the build state and the part state, each flushed.
    private mutating func saveWholeState(_ written: Written) async {
        guard let previous else { return }
        let (output, site, rendered) = (request.output, written.site, written.rendered)
        let ledger = rendered.published.ledger
        let (paths, events, figures) = (
            site.files.map(\.path) + site.kept, site.events, rendered.published.publication?.ledger
        )
        async let recordWarnings =
            ledger.map { state in
                figures.map { Pipeline.saveRecords($0, events: events, in: state, output: output) } ?? []
            } ?? []
        let stamps =
            previous.inputs != nil && previous.state != nil ? FolderStamps(stamping: paths, in: output) : nil
        warnings += await recordWarnings
        guard let inputs = previous.inputs, let state = previous.state, let stamps else { return }
        let saved = warnings
        async let buildSaved: Void = state.write(
            BuildState(
                inputs: inputs, warnings: saved, output: StampsDigest(stamps.files),
                folders: OutputStamps.folders(of: output)))
        if let parts = rendered.parts {
            var record = PartState(
                build: inputs, global: parts.shared,
                parts: site.parts.map { part in
                    var part = part
                    part.stamps = part.files.reduce(into: [:]) { $0[$1] = stamps.files[$1] }
                    return part
                })
            record.months = rendered.published.priced.loaded.content.months.map(\.description)
            record.siteWideFiles = site.siteWideFiles
            record.eventsFile = ledger?.eventsStamp(output: output) ?? "-"
            record.ledgerFile = ledger?.ledgerStamp(output: output) ?? "-"
            record.manifest = PreviousBuild.manifestStamp(output: output) ?? "-"
            record.today = request.today
            state.writeParts(record)
        }
        await buildSaved
    }

    /// A changed-parts build's state: the staged records put in place at once while the new files are
    /// stamped; the output's stamps patched (the replaced parts' old files out, their new ones in, no
    /// walk over the whole output); the changed parts' slices of the part state rewritten.
    private mutating func saveChangedPartsState(_ written: Written, _ changed: ChangedParts) async {
        let (output, state, ledger) = (request.output, changed.state, written.rendered.published.ledger)
        let (previous, build) = (changed.last.parts, changed.last.build)
        var record = previous
        // A record that could not be saved is not vouched for: the next build reads it whole.
        let (ledgerStaged, eventsStaged) = (stagedLedger, stagedEvents)
        (stagedLedger, stagedEvents) = (nil, nil)
        async let ledgerSaved = Self.commit(ledgerStaged)
        async let eventsSaved = Self.commit(eventsStaged)
        var digest: StampsDigest? = build.output
        var parts = written.site.parts
        for old in changed.replaced {
            for path in old.files {
                if let stamp = old.stamps[path] { digest?.remove(path, stamp) } else { digest = nil }
            }
        }
        for index in parts.indices {
            for path in parts[index].files {
                if let stamp = FileStamp(path: output + "/" + path) {
                    parts[index].stamps[path] = stamp
                    digest?.add(path, stamp)
                } else {
                    digest = nil
                }
            }
        }
        if let ledger {
            let saved = await ledgerSaved
            if !saved { warnings += Pipeline.ledgerNotSaved(ledger) }
            record.ledgerFile = saved ? ledger.ledgerStamp(output: output) : "-"
            record.eventsFile = await eventsSaved ? ledger.eventsStamp(output: output) : "-"
        }
        record.build = changed.inputs
        record.parts = previous.parts.map { part in parts.first { $0.ids == part.ids } ?? part }
        record.manifest = PreviousBuild.manifestStamp(output: output) ?? "-"
        // The two state files at once, each flushed to disk.
        let saved = BuildState(
            inputs: changed.inputs, warnings: warnings,
            output: digest ?? OutputStamps(output).files ?? StampsDigest(),
            folders: written.touched?.digest(updating: build.folders, in: output)
                ?? OutputStamps.folders(of: output))
        async let buildSaved: Void = state.write(saved)
        state.writeParts(record, slices: Set(changed.dirty.map(\.ids)))
        await buildSaved
    }

    /// Puts a staged record (one file, or a file per changed workplace) in place once it is staged, on a
    /// thread of its own (the rename frees the old file); false when it could not be staged or one of its
    /// files could not be put in place.
    private static func commit(_ staged: Task<[StagedFile]?, Never>?) async -> Bool {
        guard let files = await staged?.value else { return false }
        return await onOwnThread {
            var all = true
            for file in files { all = file.commit() && all }
            return all
        }
    }
}
