import ArgumentParser
import MoupModel
import MoupPipeline
import MoupSystem

/// `--content DIR`, shared by every command.
struct ContentOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.option.content"), valueName: "DIR"))
    var content: String = "content"
}

/// `--secrets FILE`, for the commands that read the secrets file.
struct SecretsOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.option.secrets"), valueName: "FILE"))
    var secrets: String?
}

/// How problems are printed on standard error.
enum LogFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `--log-format text|json`, for the commands that cron runs (build, check).
struct LogFormatOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.option.logFormat"), valueName: "text|json"))
    var logFormat: LogFormat = .text

    var isJSON: Bool { logFormat == .json }
}

/// `--today YYYY-MM-DD`, for the commands that compute pay.
struct TodayOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.option.today"),
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
            throw ValidationError(error.text(in: Terminal.language))
        }
    }
}

/// `--month YYYY-MM`, for the commands that show a month's pay (payroll, explain).
struct MonthOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.option.month"), valueName: "YYYY-MM"))
    var month: String

    /// Checked while parsing, so a bad month is a usage error (exit 2).
    func validate() throws {
        guard YearMonth(iso: month) != nil else {
            throw ValidationError(Terminal.text("usage.badMonth", ["month": "\(month)"]))
        }
    }

    /// The month; valid once parsing succeeded.
    var resolved: YearMonth { YearMonth(iso: month)! }
}

enum Environment {
    static var current: [String: String] { ThisProcess.environment }
}
