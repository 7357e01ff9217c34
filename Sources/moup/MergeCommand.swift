import ArgumentParser
import MoupPipeline

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Joins the folders of 'moup build --shard I/N' into the whole site.",
        discussion: """
            Give the output folders of all N shards of one build. The output folder is written as a build \
            writes it (the same lock, one atomic swap, the same bytes and manifest as a whole build). Nothing \
            is written, and the exit status is 1, when the parts do not fit together: built from different \
            content, templates, secrets, --today or moup program, a shard missing or given twice, a file in \
            two parts, or a part changed since it was built. 3: the output cannot be written; 4: another \
            build holds it (--no-wait).

            Parts built with --publishes-to DIR must be merged into DIR: their parts of the record of published \
            payslips and calendar events, in the build state folder (--state), are joined and replace the \
            record of DIR once the site is in place, and the summary lists every changed payslip, as a whole \
            build's does (exit 1, nothing written, when a part's record is missing or the record changed since).

            Example: moup merge site-shard-1 site-shard-2 site-shard-3 --output site
            """
    )

    @Argument(help: ArgumentHelp("The shard folders, one for each of the N shards, in any order.", valueName: "PART"))
    var parts: [String]

    @Option(name: .long, help: ArgumentHelp("The folder to write the whole site into.", valueName: "DIR"))
    var output: String = "site"

    @Option(name: .long, help: ArgumentHelp(
        "The build state folder of the shards (.moup-state next to their content folder), for parts built with "
            + "--publishes-to. Default: .moup-state, the one next to the default content folder.", valueName: "DIR"))
    var state: String?

    @OptionGroup var log: LogFormatOption

    @Flag(name: .customLong("no-wait"),
          help: "When another build is writing the output folder, exit at once with status 4 instead of waiting.")
    var noWait = false

    @Flag(inversion: .prefixedNo, help: "Draw a progress bar on standard error. Default: only when it is a terminal.")
    var progress: Bool?

    @Flag(name: .long, help: "Print one line saying what was written.")
    var verbose = false

    func validate() throws {
        if parts.isEmpty { throw ValidationError("give the folder of every shard, e.g. moup merge site-shard-1 site-shard-2") }
    }

    func run() async throws {
        let (parts, output, state, noWait) = (parts, output, state, noWait)
        try await BuildCommand.run(output: output, log: log, progress: progress, verbose: verbose, today: nil) { onStep throws(PipelineFailure) in
            try Pipeline.merge(parts, output: output, state: state, waitForLock: !noWait, progress: onStep)
        }
    }
}
