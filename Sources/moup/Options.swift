import ArgumentParser
import MoupPipeline
import MoupModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--content DIR`, shared by every command.
struct ContentOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder to read.", valueName: "DIR"))
    var content: String = "content"
}

/// `--secrets FILE`, for the commands that read the secrets file.
struct SecretsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The secrets file (mode 0600; keep it out of git and out of the site). "
            + "Default: .moup-secrets.json next to the content folder.", valueName: "FILE"))
    var secrets: String?
}

/// How problems are printed on standard error.
enum LogFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `--log-format text|json`, for the commands that cron runs (build, check).
struct LogFormatOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "text: each problem as path:line:column: severity: message (the default). json: one JSON object per "
            + "line on standard error, each problem as {severity, file, line, column, message, code}, then one "
            + "{\"summary\": {…}}; never an amount or a note.", valueName: "text|json"))
    var logFormat: LogFormat = .text

    var isJSON: Bool { logFormat == .json }
}

/// `--today YYYY-MM-DD`, for the commands that compute pay.
struct TodayOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The build date: scheduled days after it are planned, days before it without a record are missing. "
            + "Default: $MOUP_TODAY, else today in Asia/Seoul.",
        valueName: "YYYY-MM-DD"))
    var today: String?

    /// Checked while parsing, so a bad date is a usage error (exit 2).
    mutating func validate() throws {
        _ = try resolved()
    }

    func resolved() throws -> CivilDate {
        do {
            return try BuildDate.resolve(option: today, environment: Environment.current)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// `--month YYYY-MM`, for the commands that show a month's pay (payroll, explain).
struct MonthOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The month whose pay periods end in it.", valueName: "YYYY-MM"))
    var month: String

    /// Checked while parsing, so a bad month is a usage error (exit 2).
    func validate() throws {
        guard YearMonth(iso: month) != nil else {
            throw ValidationError("--month must be a month written YYYY-MM (e.g. 2026-11), not \"\(month)\"")
        }
    }

    /// The month; valid once parsing succeeded.
    var resolved: YearMonth { YearMonth(iso: month)! }
}

enum Environment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
