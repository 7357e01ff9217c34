import MoupModel
import MoupState

/// The parts a changed-parts build reads, prices and renders, and what it keeps of the last build.
///
/// The last build's part state (`PartState`) says what such a build needs to know of the parts it
/// does not read: their digests, files and calendar events, what joins them (people and owners), the
/// bounds of the months they cover, and what they show on the site-wide pages. The plan is taken only
/// when the result is provably the one a whole build gives; it is given up for `everything` otherwise:
/// - here, before any content is read: every shared input (site.md, templates, rules, build date,
///   secrets file) is unchanged; some parts changed and some did not; the output's manifest and the
///   publication records are as the last build left them;
/// - by the steps: the changed parts still form the same groups and join no other part, the whole
///   content still covers the same months (`loadContent`); what the changed parts show on the site-wide
///   pages is unchanged (`renderPages`); the output is exactly as the last build left it (`writeOutput`,
///   which awaits the stamps taken meanwhile).
struct ChangedParts {
    /// The last build, whose parts this build keeps or replaces.
    var last: LastBuild
    /// The digest of the inputs every part shares (unchanged since the last build).
    var shared: String
    /// This build's inputs' digest.
    var inputs: String
    /// The parts whose inputs are those of the last build: kept, unread.
    var clean: [PartState.Part]
    /// The parts whose inputs changed, with their new digests: read, priced and rendered.
    var dirty: [PartState.Part]
    /// The last build's files, stamps and events of the changed parts: what this build replaces.
    var replaced: [PartState.Part]
    /// The months the clean parts cover.
    var cleanBounds: [MonthBounds]
    /// The build state folder.
    var state: StateFolder

    /// The workplaces this build reads.
    var dirtyIds: Set<String> { Set(dirty.flatMap(\.ids)) }

    /// The plan, when the checks that need no content hold (see above); nil otherwise.
    init?(_ previous: PreviousBuild, last: LastBuild, request: BuildRequest) {
        let parts = last.parts
        guard let state = previous.state, let inputs = previous.inputs, !parts.siteWideFiles.isEmpty,
            !parts.months.isEmpty
        else { return nil }
        let extra = PartInputs.sharedFacts(
            months: parts.months, recordsPublication: request.recordsPublication)
        // The content is not read yet: its parts are taken to be the last build's, each digested anew.
        let groups = parts.parts.map(\.ids)
        guard let shared = previous.stamped.sharedDigest(workplaces: Set(groups.joined()), extra: extra),
            let compared = PartComparison(
                parts, shared: shared, groups: groups, digests: previous.stamped.partDigests(groups.map(Set.init))),
            let replaced = state.readSlices(compared.changed.map(\.last))
        else { return nil }
        let clean = compared.unchanged
        let dirty = compared.changed.map { PartState.Part(ids: $0.last.ids, inputs: $0.digest) }
        let cleanBounds = clean.compactMap { MonthBounds(lines: $0.months) }
        // The output's manifest and the publication records must be exactly as the last build left
        // them: then what it recorded of them holds, and they are patched, not read whole.
        guard !dirty.isEmpty, !clean.isEmpty, cleanBounds.count == clean.count,
            PreviousBuild.manifestStamp(output: request.output) == parts.manifest,
            !request.recordsPublication
                || (state.eventsStamp(output: request.output) == parts.eventsFile
                    && state.ledgerStamp(output: request.output) == parts.ledgerFile)
        else { return nil }
        self.last = last
        self.shared = shared
        self.inputs = inputs
        self.clean = clean
        self.dirty = dirty
        self.replaced = replaced
        self.cleanBounds = cleanBounds
        self.state = state
    }
}
