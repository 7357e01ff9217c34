import MoupModel

/// Collects every diagnostic of one load, so that all problems are reported together.
final class Report {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
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
