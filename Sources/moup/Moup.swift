import ArgumentParser
import MoupSystem

@main
struct Moup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moup",
        abstract: Terminal.text("help.moup.abstract"),
        discussion: Terminal.text("help.moup.discussion"),
        version: "0.1.0",
        subcommands: [
            BuildCommand.self, MergeCommand.self, CheckCommand.self, PayrollCommand.self, LinksCommand.self,
            SecretsCommand.self,
            InitCommand.self, NewCommand.self, ExplainCommand.self, ServeCommand.self,
            ThemeCommand.self,
        ]
    )

    /// Like ArgumentParser's own `main`, except that usage errors exit with status 2
    /// (ArgumentParser uses 64, EX_USAGE), as the command-line contract says; a mistyped command gets
    /// a "did you mean" (ArgumentParser says only "Unexpected argument").
    static func main() async {
        if let unknown = CommandSuggestion.unknownCommand(Array(CommandLine.arguments.dropFirst()), root: Moup.self) {
            Terminal.error(unknown)
            Self.terminate(2)
        }
        do {
            var command = try await asyncParseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = ParserWords.translated(fullMessage(for: error), in: Terminal.language)
            if code == .success {
                if !message.isEmpty { print(message) }
                Self.terminate(0)
            }
            if !message.isEmpty { Terminal.error(message) }
            Self.terminate(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    private static func terminate(_ status: Int32) -> Never {
        ThisProcess.exit(status)
    }
}
