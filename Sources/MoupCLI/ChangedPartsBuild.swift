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
///   output is exactly as the last build left it;
/// - the changed parts still form the same groups and join no other part;
/// - the whole content still covers the same months;
/// - what the changed parts show on the home page is unchanged.
extension MoupPipeline {
    static func changedPartsBuild(content folder: String, output: String, stamped: BuildInputs, inputs: String,
                                  templates templatesFolder: String?, secrets: String?, today: CivilDate,
                                  state: StateFolder, last: LastBuild, recordsPublication: Bool,
                                  progress: (@Sendable (BuildStep) -> Void)?) async throws(PipelineFailure) -> BuildReport? {
        let (previous, build) = (last.parts, last.build)
        guard !previous.siteWideFiles.isEmpty, !previous.months.isEmpty else { return nil }
        let extra = PartInputs.sharedFacts(months: previous.months, recordsPublication: recordsPublication)
        guard let shared = stamped.sharedDigest(workplaces: Set(previous.parts.flatMap(\.ids)), extra: extra),
              shared == previous.global else { return nil }
        var clean: [PartState.Part] = []
        var dirty: [PartState.Part] = []
        for (part, digest) in zip(previous.parts, stamped.partDigests(previous.parts.map { Set($0.ids) })) {
            if digest == part.inputs { clean.append(part) } else { dirty.append(PartState.Part(ids: part.ids, inputs: digest)) }
        }
        let dirtyIds = Set(dirty.flatMap(\.ids))
        let cleanBounds = clean.compactMap { MonthBounds(lines: $0.months) }
        let previousEvents = recordsPublication ? state.readEvents(output: output) : [:]
        guard !dirty.isEmpty, !clean.isEmpty, cleanBounds.count == clean.count,
              !recordsPublication || clean.allSatisfy({ $0.events.allSatisfy { previousEvents[$0] != nil } }),
              build.outputIsIntact(FolderStamps(walking: output)) else { return nil }

        progress?(.loading)
        let loaded = ContentLoader(folder: folder).load(onlyWorkplaces: dirtyIds)
        let read = try validContent(loaded, folder: folder)
        let months = MonthBounds.joined(cleanBounds + [read.monthBounds]).months
        guard Set(read.workplaces.map(\.id)) == dirtyIds,
              Set(read.workplaceGroups) == Set(dirty.map { Set($0.ids) }),
              Set(read.joins).isDisjoint(with: clean.flatMap(\.joins)),
              months.map(\.description) == previous.months
        else { return nil }
        let content = read.covering(months)
        let rules = try rules(after: loaded.diagnostics)

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
        let published = ledger?.readLedger(output: output) ?? PublicationLedger()
        let publication = published.publishing(reports.flatMap(\.payslips), today: today) { dirtyIds.contains($0.workplaceID) }
        let changeWarnings = publicationWarnings(publication, previous: published, content: content)

        progress?(.rendering)
        let theme = try await theme(templates: templatesFolder, after: warnings)
        var input = siteInput(content, reports: reports, rules: rules, today: today)
        input.corrections = publication.corrections
        input.changes = publication.changesToday
        input.previousEvents = previousEvents
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
        let kept = clean.flatMap(\.files) + previous.siteWideFiles
        let summary = try write(site.files, output: output, kept: kept, after: warnings, progress: progress)
        if let ledger {
            var events = site.events
            for key in clean.flatMap(\.events) { events[key] = previousEvents[key] }
            let whole = PublicationLedger.joining([
                PublicationLedger(published.payslips.values.filter { !dirtyIds.contains($0.key.workplaceID) }),
                publication.ledger,
            ]) ?? publication.ledger
            warnings += saveRecords(whole, events: events, in: ledger, output: output)
        }
        var record = previous
        record.build = inputs
        record.parts = previous.parts.map { part in site.parts.first { $0.ids == part.ids } ?? part }
        // The output's stamps: the kept files' are as they were (same files, linked or left in place),
        // the written ones' are read again; no walk over the whole output.
        let keptPaths = Set(kept)
        var stamps = build.output.filter { keptPaths.contains($0.key) }
        for file in site.files { stamps[file.path] = FileStamp(path: output + "/" + file.path) }
        state.write(BuildState(inputs: inputs, warnings: warnings, output: stamps))
        state.writeParts(record)

        var report = BuildReport(diagnostics: warnings + changeWarnings, pages: site.files.count + kept.count,
                                 summary: summary, newReaders: newSecrets?.added ?? [], secretsFile: newSecrets?.path,
                                 payslipsChanged: publication.changes, corrections: Set(publication.corrections.keys))
        report.rendered = site.files.count
        return report
    }
}
