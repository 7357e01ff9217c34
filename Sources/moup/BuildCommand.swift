import ArgumentParser
import MoupModel
import MoupPayroll
import MoupPipeline

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: Terminal.text("help.build.abstract"),
        discussion: Terminal.text("help.build.discussion")
    )

    @OptionGroup var content: ContentOption

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            Terminal.text("help.build.outputOption"),
            valueName: "DIR"))
    var outputOption: String?

    @OptionGroup var shard: ShardOption

    /// The output folder: `--output`, else `site`, else for a shard `site-shard-I`.
    var output: String { outputOption ?? shard.resolved.map { "site-shard-\($0.index)" } ?? "site" }

    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.build.templates"), valueName: "DIR"))
    var templates: String?

    @OptionGroup var secrets: SecretsOption

    @OptionGroup var today: TodayOption

    @OptionGroup var log: LogFormatOption

    @Flag(
        name: .customLong("no-wait"),
        help: ArgumentHelp(Terminal.text("help.build.noWait")))
    var noWait = false

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            Terminal.text("help.build.progress")))
    var progress: Bool?

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.build.verbose")))
    var verbose = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.build.strict")))
    var strict = false

    func run() async throws {
        let date = try today.resolved()
        let (shard, content, templates, secrets, noWait, strict) =
            (shard.resolved, content.content, templates, secrets.secrets, noWait, strict)
        let publishesTo = self.shard.publishesTo
        try await Self.run(output: output, log: log, progress: progress, verbose: verbose, today: date) {
            onStep throws(PipelineFailure) in
            if let shard {
                return try await Pipeline.buildShard(
                    shard, content: content, output: output, publishesTo: publishesTo,
                    templates: templates,
                    secrets: secrets, today: date, waitForLock: !noWait, strict: strict,
                    progress: onStep)
            }
            return try await Pipeline.build(
                content: content, output: output, templates: templates,
                secrets: secrets, today: date, waitForLock: !noWait, strict: strict,
                progress: onStep)
        }
    }

    /// What `build` and `merge` share: the lock note and the progress bar while `work` runs, then its
    /// problems and summary as text or JSON lines; exits with the failure's status.
    static func run(
        output: String, log: LogFormatOption, progress: Bool?, verbose: Bool, today date: CivilDate?,
        work: (@escaping @Sendable (BuildStep) -> Void) async throws(PipelineFailure) -> Pipeline.BuildReport
    )
        async throws
    {
        let started = ContinuousClock.now
        let json = log.isJSON
        let bar = !json && (progress ?? Terminal.errorIsTerminal) ? ProgressBar(output: output) : nil
        let onStep: @Sendable (BuildStep) -> Void = { step in
            if case .waitingForLock(let lockFile) = step {
                bar?.clear()
                Terminal.error(
                    json
                        ? JSONLog.note(
                            Terminal.text("build.waitingLog", ["output": "\(output)"]),
                            file: lockFile, code: "output.waiting")
                        : Terminal.text("build.waiting", ["output": "\(output)", "lock": "\(lockFile)"]))
            }
            bar?.update(step)
        }
        let report: Pipeline.BuildReport
        do throws(PipelineFailure) {
            report = try await work(onStep)
        } catch {
            bar?.clear()
            if json {
                error.diagnostics.forEach { Terminal.error(JSONLog.line($0)) }
                Terminal.error(
                    summary(nil, diagnostics: error.diagnostics, since: started, exitStatus: error.exitStatus))
            } else {
                Terminal.report(error.diagnostics)
            }
            throw ExitCode(error.exitStatus)
        }
        bar?.clear()
        let who =
            report.newReaders.count <= 5
            ? report.newReaders.map(Terminal.text).joined(separator: ", ")
            : Terminal.text("build.manyReaders", ["count": "\(report.newReaders.count)"])
        if json {
            report.diagnostics.sorted().forEach { Terminal.error(JSONLog.line($0)) }
            if let file = report.secretsFile, !report.newReaders.isEmpty {
                Terminal.error(
                    JSONLog.note(
                        Terminal.text("build.newSecretsLog", ["who": "\(who)"]),
                        file: file, code: "secrets.added"))
            }
            Terminal.error(summary(report, diagnostics: report.diagnostics, since: started, exitStatus: 0))
            return
        }
        Terminal.report(report.diagnostics)
        if !report.newReaders.isEmpty {
            Terminal.error(Terminal.text("build.newSecrets", ["who": "\(who)"]))
        }
        if verbose {
            let s = report.summary
            let seconds = JSONLog.Value.seconds(ProgressBar.seconds(ContinuousClock.now - started)).encoded
            Terminal.output(
                Terminal.text(
                    "build.done",
                    [
                        "output": "\(output)", "files": "\(report.pages)", "written": "\(s.written)",
                        "unchanged": "\(s.unchanged)",
                        "removed": "\(s.removed)", "seconds": "\(seconds)",
                        "today": date.map { .wording(Wording("build.doneToday", ["date": "\($0)"])) } ?? "",
                    ]))
        }
    }

    /// The JSON log's last line. `payslipsChanged` names each payslip whose figures differ from the
    /// last publication and which figures, never an amount; `errors`, `warnings` and `exitStatus`
    /// are there for scripts.
    private static func summary(
        _ report: Pipeline.BuildReport?, diagnostics: [Diagnostic], since started: ContinuousClock.Instant,
        exitStatus: Int32
    ) -> String {
        JSONLog.summary(
            [
                ("files", .int(report?.pages ?? 0)), ("rendered", .int(report?.rendered ?? 0)),
                ("written", .int(report?.summary.written ?? 0)),
                ("unchanged", .int(report?.summary.unchanged ?? 0)), ("removed", .int(report?.summary.removed ?? 0)),
                ("seconds", .seconds(ProgressBar.seconds(ContinuousClock.now - started))),
                (
                    "payslipsChanged",
                    .array(
                        (report?.payslipsChanged ?? []).map { change in
                            .object([
                                ("workplace", .string(change.key.workplaceID)),
                                ("worker", .string(change.key.workerID)),
                                ("period", .string("\(change.key.periodStart)/\(change.periodEnd)")),
                                ("kind", .string(change.key.kind.rawValue)),
                                ("corrected", .bool(report?.corrections.contains(change.key) ?? false)),
                                ("fields", .array(change.fields.map { .string($0) })),
                            ])
                        })
                ),
            ] + JSONLog.counts(diagnostics) + [("exitStatus", .int(Int(exitStatus)))])
    }
}
