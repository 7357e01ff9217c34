import MoupModel

/// Collects every diagnostic of one load, so that all problems are reported together.
final class Report {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { errorCount > 0 }

    /// The number of errors so far: a reader compares it before and after a record to know
    /// whether that record is valid.
    private(set) var errorCount = 0

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
        errorCount += 1
    }

    func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    func error(_ message: String, in file: SourceFile, at position: SourcePosition) {
        error(message, at: file.location(position))
    }

    func warning(_ message: String, in file: SourceFile, at position: SourcePosition) {
        warning(message, at: file.location(position))
    }
}
