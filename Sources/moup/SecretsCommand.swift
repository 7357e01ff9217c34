import ArgumentParser
import MoupModel
import MoupPipeline

struct SecretsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "secrets",
        abstract: Terminal.text("help.secrets.abstract"),
        discussion: Terminal.text("help.secrets.discussion"),
        subcommands: [Add.self, Rotate.self, Prune.self]
    )

    struct Rotate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate",
            abstract: Terminal.text("help.secretsRotate.abstract"),
            discussion: Terminal.text("help.secretsRotate.discussion")
        )

        @Argument(help: ArgumentHelp(Terminal.text("help.secretsRotate.id")))
        var id: String

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            do {
                let readers = try Pipeline.readers(named: id, content: content.content, secrets: secrets.secrets)
                guard readers.count == 1, let reader = readers.first else {
                    if readers.isEmpty {
                        Terminal.error(Terminal.text("secrets.noSuchReader", ["id": "\(id)"]))
                    } else {
                        Terminal.error(Terminal.text("secrets.ambiguous", ["id": "\(id)"]))
                    }
                    throw ExitCode(2)
                }
                let path = try Pipeline.rotateSecret(reader, content: content.content, secrets: secrets.secrets)
                Terminal.output(
                    Terminal.text("secrets.rotated", ["reader": "\(Terminal.text(reader))", "path": "\(path)"]))
            } catch let failure as PipelineFailure {
                Terminal.report(failure.diagnostics)
                throw ExitCode(failure.exitStatus)
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: Terminal.text("help.secretsAdd.abstract"),
            discussion: Terminal.text("help.secretsAdd.discussion")
        )

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            try SecretsCommand.printChanges(verb: "secrets.added", unchanged: "secrets.allHaveSecrets") {
                () throws(PipelineFailure) in
                let result = try Pipeline.addSecrets(content: content.content, secrets: secrets.secrets)
                return (result.path, result.added)
            }
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: Terminal.text("help.secretsPrune.abstract"),
            discussion: Terminal.text("help.secretsPrune.discussion")
        )

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            try SecretsCommand.printChanges(verb: "secrets.removed", unchanged: "secrets.nothingToPrune") {
                () throws(PipelineFailure) in
                let result = try Pipeline.pruneSecrets(content: content.content, secrets: secrets.secrets)
                return (result.path, result.dropped)
            }
        }
    }

    /// Runs `change` and prints one line per reader it changed (`verb`, a key of the terminal's words:
    /// `added worker kim-minji`), or `unchanged` with the secrets file when none; on failure, its problems
    /// and exit status.
    static func printChanges(
        verb: String, unchanged: String,
        _ change: () throws(PipelineFailure) -> (path: String, readers: [Reader])
    ) throws {
        do throws(PipelineFailure) {
            let result = try change()
            Terminal.output(
                result.readers.isEmpty
                    ? Terminal.text(unchanged, ["path": "\(result.path)"])
                    : result.readers.map { Terminal.text(verb, ["reader": "\(Terminal.text($0))"]) }.joined(
                        separator: "\n"))
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
