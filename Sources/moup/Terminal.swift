import MoupModel
import MoupSystem
import MoupWords

/// Standard output and standard error, written straight to their file descriptors.
enum Terminal {
    /// The language of every message, chosen once at start, before the arguments are parsed (so that
    /// `--help` speaks it too): the site's (`language:` in the `--content` folder's `site.md`, default
    /// `content`), else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`). See `TerminalLanguage`.
    static let language: Site.Language = TerminalLanguage.choose(
        contentFolder: ContentArgument.folder(in: Array(CommandLine.arguments.dropFirst())),
        environment: Environment.current)

    /// The terminal's text of `key` (see `TerminalWords`) in the run's language.
    static func text(_ key: String, _ values: [String: Wording.Value] = [:]) -> String {
        TerminalWords.text(key, values, in: language)
    }

    /// A reader as the terminal names them: `worker kim-minji`, `근로자 kim-minji`.
    static func text(_ reader: Reader) -> String {
        text("reader." + reader.role.rawValue, ["id": .text(reader.id)])
    }

    static func error(_ line: String) {
        StandardStream.error.write(line.hasSuffix("\n") ? line : line + "\n")
    }

    /// Text exactly as given, without a line break (the progress line redraws itself with `\r`).
    static func error(raw text: String) {
        StandardStream.error.write(text)
    }

    /// Whether standard error is a terminal (a person watching) rather than a file, a pipe or cron's mail.
    static var errorIsTerminal: Bool { StandardStream.error.isTerminal }

    static func output(_ text: String) {
        StandardStream.output.write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
    }

    /// Every diagnostic as `path:line:column: severity: message`, in file order.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.sorted().map { $0.line(in: language) }.joined(separator: "\n"))
    }
}
