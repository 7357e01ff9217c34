import MoupModel
import MoupRules
import MoupSite

/// The rule tables and the theme, read on their own from the start of a build while the content is
/// stamped and loaded: neither depends on the content, and together they are a fixed cost of every
/// build (tens of milliseconds), which would otherwise come after the content, one by one.
/// A failure is kept and reported where the build would have read them, after the content's own
/// errors, as `rules(after:)` and `theme(templates:after:)` report it.
struct EarlyReads: Sendable {
    let rules: Task<Result<RuleBook, DiagnosticList>, Never>
    let theme: Task<Result<Theme, DiagnosticList>, Never>

    /// Starts both reads.
    init(templates: String?) {
        rules = Task {
            do throws(DiagnosticList) { return .success(try RuleBook.bundled()) } catch { return .failure(error) }
        }
        theme = Task {
            do throws(DiagnosticList) { return .success(try await Theme.load(directory: templates)) } catch {
                return .failure(error)
            }
        }
    }

    /// The rule tables, or the failure with the diagnostics found before it.
    func rules(after earlier: [Diagnostic]) async throws(PipelineFailure) -> RuleBook {
        switch await rules.value {
        case .success(let rules): return rules
        case .failure(let error): throw PipelineFailure(error, code: "rules.invalid", after: earlier)
        }
    }

    /// The theme, or the failure with the diagnostics found before it.
    func theme(after earlier: [Diagnostic]) async throws(PipelineFailure) -> Theme {
        switch await theme.value {
        case .success(let theme): return theme
        case .failure(let error): throw PipelineFailure(error, code: "template.invalid", after: earlier)
        }
    }
}
