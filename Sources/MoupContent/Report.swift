import MoupModel
import MoupWords

/// Collects every diagnostic of one load, so that all problems are reported together.
final class Report {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { errorCount > 0 }

    /// The number of errors so far: a reader compares it before and after a record to know
    /// whether that record is valid.
    private(set) var errorCount = 0

    /// `code` names the kind of problem (`content.…`, see `Diagnostic.code`); `logged` is the message
    /// without any value copied from the content, when the message quotes one.
    func error(_ message: String, at location: SourceLocation, code: String, logged: String? = nil) {
        diagnostics.append(Diagnostic(.error, at: location, message, code: code, loggedMessage: logged))
        errorCount += 1
    }

    /// Adds the diagnostics of another report (one workplace's, read on another core).
    func add(_ other: [Diagnostic]) {
        diagnostics += other
        errorCount += other.filter { $0.severity == .error }.count
    }

    func warning(_ message: String, at location: SourceLocation, code: String) {
        diagnostics.append(.warning(message, at: location, code: code))
    }

    /// An error whose message is `wording`, printed in the owner's language (see `MoupWords`).
    func error(_ wording: Wording, at location: SourceLocation, code: String) {
        diagnostics.append(Diagnostic(.error, at: location, wording, code: code))
        errorCount += 1
    }

    func warning(_ wording: Wording, at location: SourceLocation, code: String) {
        diagnostics.append(Diagnostic(.warning, at: location, wording, code: code))
    }

    func error(_ wording: Wording, in file: SourceFile, at position: SourcePosition, code: String) {
        error(wording, at: file.location(position), code: code)
    }

    func warning(_ wording: Wording, in file: SourceFile, at position: SourcePosition, code: String) {
        warning(wording, at: file.location(position), code: code)
    }

    func error(
        _ message: String, in file: SourceFile, at position: SourcePosition, code: String,
        logged: String? = nil
    ) {
        error(message, at: file.location(position), code: code, logged: logged)
    }

    func warning(_ message: String, in file: SourceFile, at position: SourcePosition, code: String) {
        warning(message, at: file.location(position), code: code)
    }
}
