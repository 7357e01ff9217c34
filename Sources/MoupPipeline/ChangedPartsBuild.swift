import MoupContent
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupSite
import MoupState

/// The fast path of `moup build` when only some parts of the content changed since the last build:
/// only those parts' workplace folders are read, priced and rendered; every other file of the site,
/// the site-wide pages included, is kept as the last build left it, unread.
///
/// The last build's part state (`PartState`) says what a part rebuild needs to know of the parts it
/// does not read: their digests, files and calendar events, what joins them (people and owners), the
/// bounds of the months they cover, and what they show on the site-wide pages. The fast path is taken
/// only when the result is provably the one a whole build gives, else the whole build runs:
/// - every shared input (site.md, templates, rules, build date, secrets file) is unchanged, and the
///   output is exactly as the last build left it (`check`: stamped meanwhile, awaited before the
///   first write);
/// - the changed parts still form the same groups and join no other part;
/// - the whole content still covers the same months;
/// - what the changed parts show on the home page is unchanged.
///
/// The manifest the output was stamped by (`check.manifest`) is the one the output holds (its stamp is
/// compared with the last build's below), and it is not read again.
extension Pipeline {
    static func changedPartsBuild(
        content folder: String, output: String, stamped: BuildInputs, inputs: String,
        reads: EarlyReads, check: OutputCheck, secrets: String?, today: CivilDate,
        state: StateFolder, last: LastBuild, recordsPublication: Bool,
        progress: (@Sendable (BuildStep) -> Void)?
    ) async throws(PipelineFailure) -> BuildReport? {
        let (previous, build) = (last.parts, last.build)
        guard !previous.siteWideFiles.isEmpty, !previous.months.isEmpty else { return nil }
        let extra = PartInputs.sharedFacts(months: previous.months, recordsPublication: recordsPublication)
        guard let shared = stamped.sharedDigest(workplaces: Set(previous.parts.flatMap(\.ids)), extra: extra),
            shared == previous.global
        else { return nil }
        var clean: [PartState.Part] = []
        var dirty: [PartState.Part] = []
        var replaced: [PartState.Part] = []
        for (part, digest) in zip(previous.parts, stamped.partDigests(previous.parts.map { Set($0.ids) })) {
            if digest == part.inputs {
                clean.append(part)
            } else {
                // The last build's files, stamps and events of a changed part: what this build replaces.
                guard let old = state.readSlice(part) else { return nil }
                replaced.append(old)
                dirty.append(PartState.Part(ids: part.ids, inputs: digest))
            }
        }
        let dirtyIds = Set(dirty.flatMap(\.ids))
        let cleanBounds = clean.compactMap { MonthBounds(lines: $0.months) }
        // The output, its manifest and the events' revisions must be exactly as the last build left them:
        // then what it recorded of them holds, and they are patched, not read whole.
        guard !dirty.isEmpty, !clean.isEmpty, cleanBounds.count == clean.count,
            FileStamp(path: OutputWriter.manifestPath(forOutput: output))?.sizeAndTime == previous.manifest,
            !recordsPublication
                || (state.eventsStamp(output: output) == previous.eventsFile
                    && state.ledgerStamp(output: output) == previous.ledgerFile)
        else { return nil }
        // Read while the changed parts' content is loaded, each on its own (as the rule tables and the
        // theme are): the changed workplaces' calendar events (a file each) and the record of published
        // payslips (read once: the changed workplaces' payslips from it now, the rest patched later).
        async let eventsRead = recordsPublication ? state.readEvents(output: output, workplaces: dirtyIds) : nil
        async let ledgerRead =
            recordsPublication
            ? state.readLedgerRecord(output: output).map { record in
                (record: record, payslips: record.payslips(of: dirtyIds))
            } : nil

        progress?(.loading)
        let loaded = ContentLoader(folder: folder).load(onlyWorkplaces: dirtyIds)
        var previousEvents: [String: EventRevision] = [:]
        if recordsPublication {
            guard let events = await eventsRead else { return nil }
            previousEvents = events
        }
        let read = try validContent(loaded, folder: folder)
        let months = MonthBounds.joined(cleanBounds + [read.monthBounds]).months
        guard Set(read.workplaces.map(\.id)) == dirtyIds,
            Set(read.workplaceGroups) == Set(dirty.map { Set($0.ids) }),
            Set(read.joins).isDisjoint(with: clean.flatMap(\.joins)),
            months.map(\.description) == previous.months
        else { return nil }
        let content = read.covering(months)
        let rules = try await reads.rules(after: loaded.diagnostics)

        // The warnings: this build's for the parts it read, the last build's for the others.
        let workplacesFolder = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/workplaces/"
        let readFolders = dirtyIds.map { workplacesFolder + $0 + "/" }
        let cleanWarnings = build.warnings.filter { warning in
            warning.location.file.hasPrefix(workplacesFolder)
                && !readFolders.contains { warning.location.file.hasPrefix($0) }
        }
        let otherWarnings = build.warnings.filter { $0.code == "rules.unconfirmed-figure" }
        var warnings = (loaded.diagnostics + cleanWarnings + coverageWarnings(content.months, rules: rules)).sorted()

        progress?(.computingPay)
        let reports = payroll(content, rules: rules, today: today)
        let unconfirmed = unconfirmedFigureWarnings(reports, rules: rules)
        // A figure the changed parts use is warned about at the first pay date they use it, unless the
        // last build found an earlier one (a part not read this time may use it too).
        warnings +=
            Set(otherWarnings.map(\.message)).isSuperset(of: unconfirmed.map(\.message)) ? otherWarnings : unconfirmed
        warnings += payrollAlertWarnings(reports, content: content, today: today)
        warnings += contractWarnings(content)
        warnings.sort()

        let ledger = recordsPublication ? state : nil
        // The record of the changed workplaces' payslips only: the rest is neither read nor rewritten.
        var published = PublicationLedger()
        var recordIsEmpty = true
        var ledgerRecord: StateFolder.LedgerRecord?
        if ledger != nil {
            guard let read = await ledgerRead, let payslips = read.payslips else { return nil }
            (ledgerRecord, published, recordIsEmpty) = (read.record, payslips.ledger, payslips.isEmpty)
        }
        let publication = published.publishing(reports.flatMap(\.payslips), today: today, recordIsEmpty: recordIsEmpty)
        let changeWarnings = publicationWarnings(publication, previous: published, content: content)
        // The two records are staged (written and flushed) on threads of their own while the pages are
        // rendered and written, and put in place once the output is: the ledger now, the changed
        // workplaces' events when the pages' events are known. Staged records are discarded when the
        // build goes no further.
        let ledgerPart = publication.ledger
        let ledgerStaged = ledger.flatMap { state in
            ledgerRecord.map { record in
                Task {
                    await onOwnThread {
                        state.stagePatchedLedger(record, output: output, workplaces: dirtyIds, with: ledgerPart)
                            .map { [$0] }
                    }
                }
            }
        }
        var eventsStaged: Task<[StagedFile]?, Never>?
        func discardStaged() async {
            for staged in [ledgerStaged, eventsStaged] { await staged?.value?.forEach { $0.discard() } }
        }

        let site: PartRender
        let summary: WriteSummary
        let newSecrets: NewSecrets?
        let touched: TouchedFolders?
        do throws(PipelineFailure) {
            progress?(.rendering)
            let theme = try await reads.theme(after: warnings)
            var input = siteInput(
                content, reports: reports, rules: rules, today: today, publication: publication,
                previousEvents: previousEvents)
            newSecrets = try readerKeys(
                for: content, into: &input, secrets: secrets, contentFolder: folder,
                output: output, warnings: &warnings)
            let groups = PartInputs(groups: dirty.map { Set($0.ids) }, digests: dirty.map(\.inputs), shared: shared)
            site = try renderParts(
                input, theme: theme, parts: groups, kept: [:], needsEvents: false, siteWide: false,
                after: warnings)
            let shares = Dictionary(site.parts.map { ($0.ids, $0.siteWide) }, uniquingKeysWith: { first, _ in first })
            guard
                dirty.allSatisfy({ part in
                    previous.parts.first { $0.ids == part.ids }.map { shares[$0.ids] == $0.siteWide } ?? false
                })
            else {
                await discardStaged()
                return nil
            }
            // The changed workplaces' events staged while the output is written.
            if let ledger {
                let newEvents = site.events
                eventsStaged = Task {
                    await onOwnThread { ledger.stageEvents(newEvents, output: output, workplaces: dirtyIds) }
                }
            }

            // Nothing is written unless the output is as the last build left it (then the whole build runs).
            guard await check.isIntact else {
                await discardStaged()
                return nil
            }
            let manifest = await check.manifest
            if let newSecrets { try saveSecrets(newSecrets.store, path: newSecrets.path, after: warnings) }
            state.removeParts()
            let removing = replaced.flatMap(\.files)
            touched = TouchedFolders(removing: removing, adding: site.files.map(\.path), in: output)
            guard
                let written = try replace(
                    site.files, replacing: Set(removing), output: output, manifest: manifest,
                    after: warnings, progress: progress)
            else {
                await discardStaged()
                return nil
            }
            summary = written
        } catch {
            await discardStaged()
            throw error
        }
        var record = previous
        // The two records put in place at once while the new files are stamped. A record that could
        // not be saved is not vouched for: the next build reads it whole.
        async let ledgerSaved = Self.commit(ledgerStaged)
        async let eventsSaved = Self.commit(eventsStaged)
        // The output's stamps: the replaced parts' old files taken out of the digest, their new ones
        // stamped and put in; every other file is as it was. No walk over the whole output.
        var digest: StampsDigest? = build.output
        var parts = site.parts
        for old in replaced {
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
            if !saved { warnings += ledgerNotSaved(ledger) }
            record.ledgerFile = saved ? ledger.ledgerStamp(output: output) : "-"
            record.eventsFile = await eventsSaved ? ledger.eventsStamp(output: output) : "-"
        }
        record.build = inputs
        record.parts = previous.parts.map { part in parts.first { $0.ids == part.ids } ?? part }
        record.manifest = FileStamp(path: OutputWriter.manifestPath(forOutput: output))?.sizeAndTime ?? "-"
        // The two state files at once, each flushed to disk.
        let saved = BuildState(
            inputs: inputs, warnings: warnings,
            output: digest ?? OutputStamps(output).files ?? StampsDigest(),
            folders: touched?.digest(updating: build.folders, in: output)
                ?? OutputStamps.folders(of: output))
        async let buildSaved: Void = state.write(saved)
        state.writeParts(record, slices: Set(dirty.map(\.ids)))
        await buildSaved

        var report = BuildReport(
            diagnostics: warnings + changeWarnings, pages: summary.written + summary.unchanged,
            summary: summary, newReaders: newSecrets?.added ?? [], secretsFile: newSecrets?.path,
            payslipsChanged: publication.changes, corrections: Set(publication.corrections.keys))
        report.rendered = site.files.count
        return report
    }

    /// Puts a staged record (one file, or a file per changed workplace) in place once it is staged, on a
    /// thread of its own (the rename frees the old file); false when it could not be staged or one of its
    /// files could not be put in place.
    static func commit(_ staged: Task<[StagedFile]?, Never>?) async -> Bool {
        guard let files = await staged?.value else { return false }
        return await onOwnThread {
            var all = true
            for file in files { all = file.commit() && all }
            return all
        }
    }
}
