import ArgumentParser
import MoupPipeline
import MoupModel

struct SecretsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "secrets",
        abstract: "Adds, rotates or prunes the secrets that open private pages.",
        discussion: "Example: moup secrets rotate kim-minji && moup build && moup links | grep kim-minji",
        subcommands: [Add.self, Rotate.self, Prune.self]
    )

    struct Rotate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate",
            abstract: "Gives one person or owner a new secret; their old link and password stop working at the next build.",
            discussion: """
                ID is a person id or an owner id; write worker:ID or owner:ID when one id names both.

                Example: moup secrets rotate kim-minji && moup build && moup links | grep kim-minji
                """
        )

        @Argument(help: "The person or owner id (worker:ID or owner:ID when both exist).")
        var id: String

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            do {
                let readers = try Pipeline.readers(named: id, content: content.content, secrets: secrets.secrets)
                guard readers.count == 1, let reader = readers.first else {
                    if readers.isEmpty {
                        Terminal.error("moup: there is no person or owner '\(id)' in the content or the secrets file")
                    } else {
                        Terminal.error("moup: '\(id)' is both a worker and an owner: write worker:\(id) or owner:\(id)")
                    }
                    throw ExitCode(2)
                }
                let path = try Pipeline.rotateSecret(reader, content: content.content, secrets: secrets.secrets)
                Terminal.output("rotated \(reader) in \(path): run 'moup build', then send them their new line of 'moup links'")
            } catch let failure as PipelineFailure {
                Terminal.report(failure.diagnostics)
                throw ExitCode(failure.exitStatus)
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Makes a secret for every person and owner who has none yet, without building.",
            discussion: """
                A build does this by itself; a shard build (build --shard) does not, so run this once before \
                the shards.

                Example: moup secrets add && moup build --shard 1/3 --output site-shard-1
                """
        )

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            try SecretsCommand.printChanges(verb: "added", unchanged: "everyone has a secret in") { () throws(PipelineFailure) in
                let result = try Pipeline.addSecrets(content: content.content, secrets: secrets.secrets)
                return (result.path, result.added)
            }
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "Drops the secrets of people and owners no longer in the content.",
            discussion: "Example: moup secrets prune --content content"
        )

        @OptionGroup var content: ContentOption
        @OptionGroup var secrets: SecretsOption

        func run() async throws {
            try SecretsCommand.printChanges(verb: "removed", unchanged: "nothing to prune in") { () throws(PipelineFailure) in
                let result = try Pipeline.pruneSecrets(content: content.content, secrets: secrets.secrets)
                return (result.path, result.dropped)
            }
        }
    }

    /// Runs `change` and prints one line per reader it changed (`added worker kim-minji`), or
    /// `unchanged` and the secrets file when none; on failure, its problems and exit status.
    static func printChanges(verb: String, unchanged: String,
                             _ change: () throws(PipelineFailure) -> (path: String, readers: [Reader])) throws {
        do throws(PipelineFailure) {
            let result = try change()
            Terminal.output(result.readers.isEmpty ? "\(unchanged) \(result.path)"
                : result.readers.map { "\(verb) \($0)" }.joined(separator: "\n"))
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
