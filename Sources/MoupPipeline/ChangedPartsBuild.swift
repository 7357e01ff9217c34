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
///   output is exactly as the last build left it (the caller walked it: this is called only then);
/// - the changed parts still form the same groups and join no other part;
/// - the whole content still covers the same months;
/// - what the changed parts show on the home page is unchanged.
///
/// `manifest` is the output's manifest as the caller read it to stamp the output; its stamp is
/// compared with the last build's below, so it is the one the output holds, and it is not read again.
extension Pipeline {
    static func changedPartsBuild(content folder: String, output: String, stamped: BuildInputs, inputs: String,
                                  reads: EarlyReads, manifest: [UInt8]?, secrets: String?, today: CivilDate,
                                  state: StateFolder, last: LastBuild, recordsPublication: Bool,
                                  progress: (@Sendable (BuildStep) -> Void)?) async throws(PipelineFailure) -> BuildReport? {
        let (previous, build) = (last.parts, last.build)
        guard !previous.siteWideFiles.isEmpty, !previous.months.isEmpty else { return nil }
        let extra = PartInputs.sharedFacts(months: previous.months, recordsPublication: recordsPublication)
        guard let shared = stamped.sharedDigest(workplaces: Set(previous.parts.flatMap(\.ids)), extra: extra),
              shared == previous.global else { return nil }
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
        let eventSuffixes = dirtyIds.sorted().map(SiteBuilder.eventKeySuffix(ofWorkplace:))
        guard !dirty.isEmpty, !clean.isEmpty, cleanBounds.count == clean.count,
              FileStamp(path: output + "/" + OutputWriter.manifestName)?.sizeAndTime == previous.manifest,
              !recordsPublication || (state.eventsStamp(output: output) == previous.eventsFile
                                      && state.ledgerStamp(output: output) == previous.ledgerFile)
        else { return nil }
        // Read while the changed parts' content is loaded, each on its own (as the rule tables and the
        // theme are): the events file (read once: the changed parts' events from it now, the rest
        // patched later) and the changed workplaces' record of published payslips.
        async let eventsRead = recordsPublication ? state.readEventsFile(output: output).map { file in
            (file: file, events: file.events(endingWith: eventSuffixes))
        } : nil
        async let ledgerRead = recordsPublication ? state.readLedger(output: output, workplaces: dirtyIds) : nil

        progress?(.loading)
        let loaded = ContentLoader(folder: folder).load(onlyWorkplaces: dirtyIds)
        var eventsFile: StateFolder.EventsFile?
        var previousEvents: [String: EventRevision] = [:]
        if recordsPublication {
            guard let read = await eventsRead, let events = read.events else { return nil }
            (eventsFile, previousEvents) = (read.file, events)
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
            warning.location.file.hasPrefix(workplacesFolder) && !readFolders.contains { warning.location.file.hasPrefix($0) }
        }
        let otherWarnings = build.warnings.filter { $0.code == "rules.unconfirmed-figure" }
        var warnings = (loaded.diagnostics + cleanWarnings + coverageWarnings(content.months, rules: rules)).sorted()

        progress?(.computingPay)
        let reports = payroll(content, rules: rules, today: today)
        let unconfirmed = unconfirmedFigureWarnings(reports, rules: rules)
        // A figure the changed parts use is warned about at the first pay date they use it, unless the
        // last build found an earlier one (a part not read this time may use it too).
        warnings += Set(otherWarnings.map(\.message)).isSuperset(of: unconfirmed.map(\.message)) ? otherWarnings : unconfirmed
        warnings.sort()

        let ledger = recordsPublication ? state : nil
        // The record of the changed workplaces' payslips only: the rest is neither read nor rewritten.
        var published = PublicationLedger(), recordIsEmpty = true
        if ledger != nil {
            guard let record = await ledgerRead else { return nil }
            (published, recordIsEmpty) = record
        }
        let publication = published.publishing(reports.flatMap(\.payslips), today: today, recordIsEmpty: recordIsEmpty)
        let changeWarnings = publicationWarnings(publication, previous: published, content: content)

        progress?(.rendering)
        let theme = try await reads.theme(after: warnings)
        var input = siteInput(content, reports: reports, rules: rules, today: today, publication: publication,
                              previousEvents: previousEvents)
        let newSecrets = try readerKeys(for: content, into: &input, secrets: secrets, contentFolder: folder,
                                         output: output, warnings: &warnings)
        let groups = PartInputs(groups: dirty.map { Set($0.ids) }, digests: dirty.map(\.inputs), shared: shared)
        let site = try renderParts(input, theme: theme, parts: groups, kept: [:], needsEvents: false, siteWide: false,
                                   after: warnings)
        let shares = Dictionary(site.parts.map { ($0.ids, $0.siteWide) }, uniquingKeysWith: { first, _ in first })
        guard dirty.allSatisfy({ part in
            previous.parts.first { $0.ids == part.ids }.map { shares[$0.ids] == $0.siteWide } ?? false
        }) else { return nil }

        if let newSecrets { try saveSecrets(newSecrets.store, path: newSecrets.path, after: warnings) }
        state.removeParts()
        let removing = replaced.flatMap(\.files)
        let touched = TouchedFolders(removing: removing, adding: site.files.map(\.path), in: output)
        // The events file patched while the output is written (bytes only), saved once it is.
        let readEvents = eventsFile, newEvents = site.events
        async let patchedEvents = ledger == nil ? nil : readEvents?.patched(endingWith: eventSuffixes, with: newEvents)
        guard let summary = try replace(site.files, replacing: Set(removing), output: output, manifest: manifest,
                                        after: warnings, progress: progress) else { return nil }
        var record = previous
        // The two records, each flushed to disk, saved at once while the new files are stamped. A record
        // that could not be saved is not vouched for: the next build reads it whole.
        let ledgerPart = publication.ledger
        async let ledgerSaved = ledger?.patchLedger(output: output, workplaces: dirtyIds, with: ledgerPart) ?? false
        let eventsBytes = await patchedEvents
        async let eventsSaved = eventsBytes.map { ledger?.saveEvents(patched: $0, output: output) ?? false } ?? false
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
        record.manifest = FileStamp(path: output + "/" + OutputWriter.manifestName)?.sizeAndTime ?? "-"
        state.write(BuildState(inputs: inputs, warnings: warnings,
                               output: digest ?? OutputStamps(output).files ?? StampsDigest(),
                               folders: touched?.digest(updating: build.folders, in: output)
                                   ?? OutputStamps.folders(of: output)))
        state.writeParts(record, slices: Set(dirty.map(\.ids)))

        var report = BuildReport(diagnostics: warnings + changeWarnings, pages: summary.written + summary.unchanged,
                                 summary: summary, newReaders: newSecrets?.added ?? [], secretsFile: newSecrets?.path,
                                 payslipsChanged: publication.changes, corrections: Set(publication.corrections.keys))
        report.rendered = site.files.count
        return report
    }
}
