import MoupModel
import MoupWords

/// `--log-format json`: one JSON object per line on standard error, for scripts and log collectors.
/// A diagnostic is `{"severity","file","line","column","message","code"}` (line and column 0 when
/// `file` names something built in, such as `built-in rules for 2027`); the run ends with one
/// `{"summary": {…}}`. Messages are the logged form (`Diagnostic.loggedMessage`): never an amount or a note;
/// they are in the run's language (`Terminal.language`), while keys, severities, codes and locations are the
/// same in every language, for scripts.
enum JSONLog {
    /// A JSON value, written with keys in the order given (so lines read the same every run).
    indirect enum Value {
        case string(String)
        case int(Int)
        case bool(Bool)
        case seconds(Double)
        case array([Value])
        case object([(String, Value)])

        var encoded: String {
            switch self {
            case .string(let text): return JSONString.quoted(text)
            case .int(let number): return String(number)
            case .bool(let value): return value ? "true" : "false"
            case .seconds(let value):
                let millis = Int((value * 1000).rounded())
                let fraction = String(millis % 1000)
                return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
            case .array(let items): return "[" + items.map(\.encoded).joined(separator: ",") + "]"
            case .object(let fields):
                return "{" + fields.map { JSONString.quoted($0.0) + ":" + $0.1.encoded }.joined(separator: ",") + "}"
            }
        }
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        entry(
            severity: diagnostic.severity.rawValue, at: diagnostic.location,
            message: diagnostic.loggedMessage(in: Terminal.language),
            code: diagnostic.code.isEmpty ? "moup.other" : diagnostic.code)
    }

    /// Something the run tells that is not a problem (`severity` "note"): waiting for a lock, new secrets.
    static func note(_ message: String, file: String, code: String) -> String {
        entry(severity: "note", at: SourceLocation(file: file), message: message, code: code)
    }

    static func summary(_ fields: [(String, Value)]) -> String {
        Value.object([("summary", .object(fields))]).encoded
    }

    private static func entry(severity: String, at location: SourceLocation, message: String, code: String) -> String {
        Value.object([
            ("severity", .string(severity)), ("file", .string(location.file)), ("line", .int(location.line)),
            ("column", .int(location.column)), ("message", .string(message)), ("code", .string(code)),
        ]).encoded
    }
}

extension JSONLog {
    /// `errors` and `warnings`: how many of each a run found.
    static func counts(_ diagnostics: [Diagnostic]) -> [(String, Value)] {
        [
            ("errors", .int(diagnostics.filter { $0.severity == .error }.count)),
            ("warnings", .int(diagnostics.filter { $0.severity == .warning }.count)),
        ]
    }
}
