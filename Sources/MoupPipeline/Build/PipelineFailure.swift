import MoupModel
import MoupOutput
import MoupWords

/// Why a run stopped: every problem found, each printable as `path:line:column: severity: message`.
/// Warnings found before the failure are included, so nothing the user should read is lost.
package struct PipelineFailure: Error, Sendable, CustomStringConvertible {
    /// What kind of failure it is, which decides the exit status.
    package enum Cause: Sendable, Hashable {
        /// The content (or the templates, the secrets file, the rules) has errors: exit 1.
        case invalidInput
        /// The output or another file could not be written (not writable, disk full, …): exit 3.
        case fileSystem
        /// Another build holds the output folder's lock: exit 4.
        case locked
    }

    package var diagnostics: [Diagnostic]
    package var cause: Cause

    package init(_ diagnostics: [Diagnostic], cause: Cause = .invalidInput) {
        self.diagnostics = diagnostics.sorted()
        self.cause = cause
    }

    /// The problems of one layer, each named `code` unless the layer named it already.
    init(_ list: DiagnosticList, code: String, cause: Cause = .invalidInput) {
        self.init(list.diagnostics.map { $0.coded(code) }, cause: cause)
    }

    /// A problem writing the output folder, reported against that folder.
    init(_ error: OutputError, output: String) {
        self.init(
            [.error(error.wording, at: SourceLocation(file: output), code: error.code)],
            cause: error.cause)
    }

    /// This failure with the diagnostics found before it (`earlier`), so that nothing the user should
    /// read is lost. A build adds its warnings so once, where a failure leaves it (`Build.run`).
    func after(_ earlier: [Diagnostic]) -> PipelineFailure {
        PipelineFailure(earlier + diagnostics, cause: cause)
    }

    /// Runs `body`; its failure carries the diagnostics found before it (`earlier`) too.
    static func keeping<T>(
        _ earlier: [Diagnostic], _ body: () throws(PipelineFailure) -> T
    ) throws(PipelineFailure)
        -> T
    {
        do throws(PipelineFailure) {
            return try body()
        } catch {
            throw error.after(earlier)
        }
    }

    /// The status `moup` exits with: 1 invalid input, 3 output or file-system failure, 4 locked.
    package var exitStatus: Int32 {
        switch cause {
        case .invalidInput: return 1
        case .fileSystem: return 3
        case .locked: return 4
        }
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension OutputError {
    var cause: PipelineFailure.Cause {
        if case .locked = self { return .locked }
        return .fileSystem
    }
}
