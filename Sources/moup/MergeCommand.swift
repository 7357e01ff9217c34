import ArgumentParser
import MoupPipeline

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: Terminal.text("help.merge.abstract"),
        discussion: Terminal.text("help.merge.discussion")
    )

    @Argument(help: ArgumentHelp(Terminal.text("help.merge.shards"), valueName: "SHARD"))
    var shards: [String]

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.merge.output"), valueName: "DIR"))
    var output: String = "site"

    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.merge.state"), valueName: "DIR"))
    var state: String?

    @OptionGroup var log: LogFormatOption

    @Flag(
        name: .customLong("no-wait"),
        help: ArgumentHelp(Terminal.text("help.merge.noWait")))
    var noWait = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Terminal.text("help.merge.progress")))
    var progress: Bool?

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.merge.verbose")))
    var verbose = false

    func validate() throws {
        if shards.isEmpty { throw ValidationError(Terminal.text("usage.mergeNoShards")) }
    }

    func run() async throws {
        let (shards, output, state, noWait) = (shards, output, state, noWait)
        try await BuildCommand.run(output: output, log: log, progress: progress, verbose: verbose, today: nil) {
            onStep throws(PipelineFailure) in
            try Pipeline.merge(shards, output: output, state: state, waitForLock: !noWait, progress: onStep)
        }
    }
}
