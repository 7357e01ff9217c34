import Foundation
import MoupContent
import MoupModel
import MoupPayroll
import MoupRules
import MoupState
import MoupWords

extension BuildContext {
    /// What the first step read: the content and the rule tables, with what the later steps need of
    /// the kind of work.
    struct Loaded {
        /// The content to price and render: all of it; for changed parts, the changed workplaces
        /// covering the months of the whole content; for a shard, all of it (its scope says which part).
        var content: Content
        var rules: RuleBook
        var work: Work

        /// The kind of work, with what the later steps need of it.
        enum Work {
            /// `manifestIsIntact`: the output's manifest is as the last build left it.
            case everything(last: LastBuild?, manifestIsIntact: Bool)
            /// `previousEvents`: the changed workplaces' calendar events as the last build published
            /// them; `ledgerRead`: the record of published payslips, read beside the content. Both empty
            /// or nil when the build records no publication.
            case changedParts(
                ChangedParts, previousEvents: [String: EventRevision], ledgerRead: Task<LedgerRead?, Never>)
            case shard(ShardScope)
        }
    }

    /// The record of published payslips as read, with the changed workplaces' payslips in it (nil when
    /// the record cannot be cut so).
    typealias LedgerRead = (
        record: StateFolder.LedgerRecord, payslips: (ledger: PublicationLedger, isEmpty: Bool)?
    )

    /// What a shard builds: its workplaces of the whole content, the records of the folder it publishes
    /// to (`--publishes-to`), and the digest of its inputs that marks its output for `moup merge`.
    struct ShardScope {
        var shard: Shard
        var ids: Set<String>
        var part: Content
        var published: Pipeline.PublishedRecords?
        var digest: String
        var encrypted: Bool
    }

    /// Step 1, **load the content**: reads and validates the content folder (for changed parts, only
    /// the changed workplaces' folders), and takes the rule tables read meanwhile. Throws on an error in
    /// the content; nil when changed parts no longer form the groups of the last build or the content
    /// covers other months.
    mutating func loadContent(_ work: BuildWork) async throws(PipelineFailure) -> Loaded? {
        switch work {
        case .everything(let last):
            let manifestIsIntact =
                last.map { PreviousBuild.manifestStamp(output: request.output) == $0.parts.manifest } ?? false
            let (content, rules) = try await loadWholeContent()
            return Loaded(
                content: content, rules: rules,
                work: .everything(last: last, manifestIsIntact: manifestIsIntact))
        case .changedParts(let parts):
            return try await loadChangedParts(parts)
        case .shard(let shard):
            let (content, rules) = try await loadWholeContent()
            let scope = try shardScope(shard, of: content)
            return Loaded(content: content, rules: rules, work: .shard(scope))
        }
    }

    /// The whole content folder and the rule tables; their warnings and the months the tables do not
    /// cover yet are the build's first warnings.
    private mutating func loadWholeContent() async throws(PipelineFailure) -> (Content, RuleBook) {
        tell(.loading)
        let loaded = Pipeline.load(content: request.content)
        let content = try Pipeline.validContent(loaded, folder: request.content)
        warnings = loaded.diagnostics
        let rules = try await reads.rules()
        warnings += Pipeline.coverageWarnings(content.months, rules: rules)
        return (content, rules)
    }

    /// The changed workplaces' folders, read while the last build's records of their calendar events
    /// (a file each) and of the published payslips are read, each on its own.
    private mutating func loadChangedParts(
        _ parts: ChangedParts
    ) async throws(PipelineFailure)
        -> Loaded?
    {
        let (folder, output, state, dirtyIds) = (request.content, request.output, parts.state, parts.dirtyIds)
        let records = request.recordsPublication
        async let eventsRead = records ? state.readEvents(output: output, workplaces: dirtyIds) : nil
        let ledgerRead = Task {
            records
                ? state.readLedgerRecord(output: output).map { record in
                    (record: record, payslips: record.payslips(of: dirtyIds))
                } : nil
        }
        tell(.loading)
        let loaded = ContentLoader(folder: folder).load(onlyWorkplaces: dirtyIds)
        var previousEvents: [String: EventRevision] = [:]
        if records {
            guard let events = await eventsRead else { return nil }
            previousEvents = events
        }
        let read = try Pipeline.validContent(loaded, folder: folder)
        let months = MonthBounds.joined(parts.cleanBounds + [read.monthBounds]).months
        guard Set(read.workplaces.map(\.id)) == dirtyIds,
            Set(read.workplaceGroups) == Set(parts.dirty.map { Set($0.ids) }),
            Set(read.joins).isDisjoint(with: parts.clean.flatMap(\.joins)),
            months.map(\.description) == parts.last.parts.months
        else { return nil }
        let content = read.covering(months)
        warnings = loaded.diagnostics
        let rules = try await reads.rules()
        // The warnings: this build's for the parts it read, the last build's for the others.
        let workplacesFolder = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/workplaces/"
        let readFolders = dirtyIds.map { workplacesFolder + $0 + "/" }
        let cleanWarnings = parts.last.build.warnings.filter { warning in
            warning.location.file.hasPrefix(workplacesFolder)
                && !readFolders.contains { warning.location.file.hasPrefix($0) }
        }
        warnings = (loaded.diagnostics + cleanWarnings + Pipeline.coverageWarnings(content.months, rules: rules))
            .sorted()
        return Loaded(
            content: content, rules: rules,
            work: .changedParts(parts, previousEvents: previousEvents, ledgerRead: ledgerRead))
    }

    /// A shard's workplaces, the records it continues (`--publishes-to`) and the digest of its inputs.
    private func shardScope(_ shard: Shard, of content: Content) throws(PipelineFailure) -> ShardScope {
        let published = try request.publishesTo.map { (final: String) throws(PipelineFailure) in
            try Pipeline.publishedRecords(content: request.content, part: request.output, publishesTo: final)
        }
        let encrypted = content.site.privacy == .encrypted
        var inputs = ShardInputs(
            content: request.content, templates: templates, secrets: encrypted ? request.secretsPath : nil,
            today: request.today)
        inputs.records = published.map { (StateFolder.outputTag($0.output), $0.digest) }
        #if !os(Linux)
        inputs.program = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        guard let digest = inputs.digest else {
            throw PipelineFailure(
                [
                    .error(
                        Wording("shards.digestUnreadable"),
                        at: SourceLocation(file: request.content), code: "content.unreadable")
                ])
        }
        let ids = content.workplaces(of: shard)
        return ShardScope(
            shard: shard, ids: ids, part: content.part(with: ids), published: published, digest: digest,
            encrypted: encrypted)
    }
}
