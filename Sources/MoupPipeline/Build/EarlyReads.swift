import MoupModel
import MoupRules
import MoupSite

/// The rule tables and the theme, read on their own from the start of a build while the content is
/// stamped and loaded: neither depends on the content, and together they are a fixed cost of every
/// build (tens of milliseconds), which would otherwise come after the content, one by one.
/// A failure is kept and reported where the build would have read them, after the content's own
/// errors. Every build (whole, part, shard) reads them so.
struct EarlyReads: Sendable {
    let rules: Task<Result<RuleBook, DiagnosticList>, Never>
    let theme: Task<Result<Theme, DiagnosticList>, Never>

    /// Starts both reads.
    init(templates: String?) {
        rules = Task { Result { () throws(DiagnosticList) in try RuleBook.bundled() } }
        theme = Task { await Self.theme(templates: templates) }
    }

    /// The built-in theme with the files of the `templates` folder (when given) in its place, or why
    /// it cannot be loaded.
    static func theme(templates: String?) async -> Result<Theme, DiagnosticList> {
        do throws(DiagnosticList) {
            return .success(try await Theme.load(directory: templates))
        } catch {
            return .failure(error)
        }
    }

    /// The rule tables, or the failure with the diagnostics found before it.
    func rules() async throws(PipelineFailure) -> RuleBook {
        try Pipeline.rules(await rules.value)
    }

    /// The theme, or the failure with the diagnostics found before it.
    func theme() async throws(PipelineFailure) -> Theme {
        try Pipeline.theme(await theme.value)
    }
}
