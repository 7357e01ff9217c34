#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel
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
        write(line.hasSuffix("\n") ? line : line + "\n", to: STDERR_FILENO)
    }

    /// Text exactly as given, without a line break (the progress line redraws itself with `\r`).
    static func error(raw text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal (a person watching) rather than a file, a pipe or cron's mail.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    static func output(_ text: String) {
        write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n", to: STDOUT_FILENO)
    }

    /// Every diagnostic as `path:line:column: severity: message`, in file order.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.sorted().map { $0.line(in: language) }.joined(separator: "\n"))
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += count
        }
    }
}
