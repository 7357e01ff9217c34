import MoupModel
import MoupState

/// What every step of a build shares: the request, the progress display, what was found before the
/// plan was chosen, the rule tables and theme being read, and the warnings found so far.
struct BuildContext {
    let request: BuildRequest
    /// Hears where the build is (`BuildStep`), for a progress display.
    let progress: (@Sendable (BuildStep) -> Void)?
    /// The folder whose files override the built-in theme, if any.
    let templates: String?
    /// The last build into the output, as found before the plan was chosen (nil for a shard).
    let previous: PreviousBuild?
    /// The rule tables and the theme, read from the start beside the content (`EarlyReads`).
    let reads: EarlyReads
    /// The warnings found so far, in the order found. A failure reports them with its errors, and the
    /// build state keeps them for a rebuild with nothing to do.
    var warnings: [Diagnostic] = []
    /// The warnings of what this build publishes (`Pipeline.publicationWarnings`): said once, by the
    /// build that makes the change, never kept for a rebuild with nothing new.
    var changeWarnings: [Diagnostic] = []
    /// The changed parts' records, staged (written and flushed) on threads of their own while the pages
    /// are rendered and written, and put in place by `saveState`: the record of published payslips and
    /// the changed workplaces' calendar events. Discarded when the build goes no further.
    var stagedLedger: Task<[StagedFile]?, Never>?
    var stagedEvents: Task<[StagedFile]?, Never>?

    /// Starts reading the rule tables and the theme.
    init(
        _ request: BuildRequest, templates: String?, previous: PreviousBuild?,
        progress: (@Sendable (BuildStep) -> Void)?
    ) {
        self.request = request
        self.templates = templates
        self.previous = previous
        self.progress = progress
        reads = EarlyReads(templates: templates)
    }

    /// Tells the progress display where the build is.
    func tell(_ step: BuildStep) { progress?(step) }

    /// Deletes the records staged so far (see `stagedLedger`).
    mutating func discardStaged() async {
        for staged in [stagedLedger, stagedEvents] { await staged?.value?.forEach { $0.discard() } }
        (stagedLedger, stagedEvents) = (nil, nil)
    }
}
