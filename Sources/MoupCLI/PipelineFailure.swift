import MoupModel
import MoupOutput

/// Why a run stopped: every problem found, each printable as `path:line:column: severity: message`.
/// Warnings found before the failure are included, so nothing the user should read is lost.
public struct PipelineFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    init(_ list: DiagnosticList, after earlier: [Diagnostic] = []) {
        self.init(earlier + list.diagnostics)
    }

    /// A problem writing the output folder, reported against that folder.
    init(_ error: OutputError, output: String, after earlier: [Diagnostic]) {
        self.init(earlier + [.error(error.description, at: SourceLocation(file: output))])
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
