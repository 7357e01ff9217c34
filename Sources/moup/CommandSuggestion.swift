import ArgumentParser
import MoupContent

/// "Did you mean …?" for a mistyped command: `moup biuld` suggests `build`, `moup secrets rotaet`
/// suggests `rotate`, with the same nearness rule as for misspelled content keys.
enum CommandSuggestion {
    /// The message for `arguments` (without the program name) when they name a command that does not
    /// exist where a command is expected; nil when the words are commands (or options, or arguments of
    /// a command), so that ArgumentParser reads them as usual.
    static func unknownCommand(_ arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [root.configuration.commandName ?? "moup"]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            // Options, and words after a command that takes no subcommands (or has a default one), are
            // that command's arguments.
            guard !word.hasPrefix("-"), !subcommands.isEmpty, command.configuration.defaultSubcommand == nil else {
                return nil
            }
            if let next = subcommands.first(where: { names(of: $0).contains(word) }) {
                command = next
                path.append(word)
                continue
            }
            if ObjectIdentifier(command) == ObjectIdentifier(root), word == "help" { return nil }
            let known = subcommands.compactMap { $0.configuration.commandName }
            let prefix = path.joined(separator: " ")
            let what = path.count == 1 ? prefix : "'\(prefix)'"
            if let nearest = KeySuggestion.nearest(to: word, in: known) {
                return Terminal.text(
                    "usage.notACommand",
                    [
                        "word": "\(word)", "what": "\(what)", "nearest": "\(nearest)",
                        "path": "\(prefix)",
                    ])
            }
            return Terminal.text(
                "usage.notACommandList",
                [
                    "word": "\(word)", "what": "\(what)",
                    "known": "\(known.joined(separator: ", "))", "path": "\(prefix)",
                ])
        }
        return nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
    }
}
