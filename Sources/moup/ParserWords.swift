import Foundation
import MoupModel

/// ArgumentParser's own words around a usage error (`Error: Missing expected argument '<DIR>'`,
/// `Usage:`, `See 'moup init --help' …`) and around `--help` (`OVERVIEW:`, `OPTIONS:`, `(default: …)`) in
/// the terminal's language. ArgumentParser writes them in
/// English only; the lines it is known to write are matched whole and said again from the terminal's
/// table (`parser.*`), anything else is left as written. `Error:` stays, as on every usage error.
enum ParserWords {
    /// `message` (ArgumentParser's full message for a usage error) in `language`.
    static func translated(_ message: String, in language: Site.Language) -> String {
        guard language != .en else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            translatedLine(String(line), in: language)
        }.joined(separator: "\n")
    }

    /// The English lines ArgumentParser writes, as patterns with the key of their words.
    private static let lines: [(pattern: String, key: String, names: [String])] = [
        (#"^Error: Missing expected argument (.+)$"#, "parser.missingArgument", ["what"]),
        (#"^Error: Unknown option (.+)$"#, "parser.unknownOption", ["what"]),
        (#"^Error: Missing value for (.+)$"#, "parser.missingValue", ["what"]),
        (#"^Error: Unexpected argument (.+)$"#, "parser.unexpectedArgument", ["what"]),
        (#"^Error: The value (.+) is invalid for (.+)$"#, "parser.invalidValue", ["value", "what"]),
        (#"^  See '(.+) --help' for more information\.$"#, "parser.seeHelp", ["command"]),
    ]

    private static func translatedLine(_ line: String, in language: Site.Language) -> String {
        let range = NSRange(line.startIndex..., in: line)
        for (pattern, key, names) in lines {
            guard let expression = try? NSRegularExpression(pattern: pattern),
                let match = expression.firstMatch(in: line, range: range)
            else { continue }
            var values: [String: Wording.Value] = [:]
            for (index, name) in names.enumerated() {
                values[name] = .text(String(line[Range(match.range(at: index + 1), in: line)!]))
            }
            return Terminal.text(key, values)
        }
        for (prefix, key) in [
            ("Help:  ", "parser.help"), ("Usage: ", "parser.usage"), ("OVERVIEW: ", "parser.overview"),
            ("USAGE: ", "parser.usageHeading"), ("ARGUMENTS:", "parser.arguments"),
            ("OPTIONS:", "parser.options"), ("SUBCOMMANDS:", "parser.subcommands"),
        ]
        where line.hasPrefix(prefix) {
            return Terminal.text(key) + named(line.dropFirst(prefix.count))
        }
        if line == "  See 'moup help <subcommand>' for detailed help." { return Terminal.text("parser.subcommandHelp") }
        var line = line
        for (english, key) in [
            ("Show help information.", "parser.showHelp"), ("Show the version.", "parser.showVersion"),
            ("default: ", "parser.default"), ("values: ", "parser.values"),
        ] {
            line = line.replacingOccurrences(of: english, with: Terminal.text(key))
        }
        return named(line)
    }

    /// `text` with the names ArgumentParser gives a subcommand and the options in a usage line (`moup
    /// <subcommand>`, `moup build <options>`) in the terminal's words; the names of values (`<DIR>`,
    /// `<N>`) stay, as in the options' own help.
    private static func named(_ text: some StringProtocol) -> String {
        text.replacingOccurrences(of: "<subcommand>", with: Terminal.text("parser.subcommandName"))
            .replacingOccurrences(of: "<options>", with: Terminal.text("parser.optionsName"))
    }
}
