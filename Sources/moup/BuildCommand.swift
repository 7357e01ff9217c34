import ArgumentParser
import MoupPipeline
import MoupModel
import MoupPayroll

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds the site from the content folder.",
        discussion: """
            The new pages are staged beside the output folder first; then a new tree is swapped in, or, when \
            the output is as the last build left it, only the pages that changed are renamed into place, each \
            in one step. On any problem the output is left as it was (a build killed after it began to apply \
            its changes is finished by the next one). With privacy: \
            encrypted (the default), private pages are encrypted for their readers with the keys in the secrets \
            file, which gets a new secret for each new person or owner (then 'moup links' prints their links).

            A rebuild renders only what its changes reach, from the build state beside the content folder \
            (.moup-state): nothing when nothing changed; the workplaces whose files changed; when only the \
            build date moved, the pages that show the date or a month whose pay moved with it. The pages are \
            those a build of everything writes, byte for byte; the JSON log's summary counts the files \
            rendered and written.

            One build writes an output folder at a time: a build holds a lock file beside the output \
            (site.lock for site/); a second build waits for it, saying so once, or with --no-wait exits with 4.

            Exit status: 0 ok, 1 invalid content, 2 wrong usage, 3 output or file-system failure (output not \
            writable, disk full, …), 4 another build holds the output (--no-wait). On 1, 3 and 4 the previous \
            site is exactly as it was.

            With --shard I/N (1 ≤ I ≤ N) it builds only part I of N into the output folder (default \
            site-shard-I): workplaces joined by a shared person or owner stay in one part, part 1 also writes \
            the home page, 404 page and style sheet, and 'moup merge' joins all N parts into the site a whole \
            build writes. Every part must be built from the same content, templates, secrets file, --today and \
            moup program; a part never makes secrets (run 'moup secrets add' first). For a nightly run give every \
            part --publishes-to the folder the merge writes: the parts then continue its record of published \
            payslips and calendar events as a whole build would (corrected payslips, changes, ICS SEQUENCE), \
            each keeping its part of the record in the build state folder until 'moup merge' joins them.

            Example: moup build --content content --output site --today 2026-11-30
            """
    )

    @OptionGroup var content: ContentOption

    @Option(name: .customLong("output"), help: ArgumentHelp("The folder to write the site into (default: site; with --shard, site-shard-I).",
                                            valueName: "DIR"))
    var outputOption: String?

    @OptionGroup var shard: ShardOption

    /// The output folder: `--output`, else `site`, else for a shard `site-shard-I`.
    var output: String { outputOption ?? shard.resolved.map { "site-shard-\($0.index)" } ?? "site" }

    @Option(name: .long, help: ArgumentHelp(
        "A folder whose templates replace the built-in ones, file by file. Default: templates next to the "
            + "content folder, when there is one (see 'moup theme export').", valueName: "DIR"))
    var templates: String?

    @OptionGroup var secrets: SecretsOption

    @OptionGroup var today: TodayOption

    @OptionGroup var log: LogFormatOption

    @Flag(name: .customLong("no-wait"),
          help: "When another build is writing the output folder, exit at once with status 4 instead of waiting.")
    var noWait = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Draw a progress bar with pages per second on standard error (text log only). "
            + "Default: only when standard error is a terminal."))
    var progress: Bool?

    @Flag(name: .long, help: "Print one line saying what was written.")
    var verbose = false

    @Flag(name: .long, help: ArgumentHelp(
        "Stop, writing nothing, when the payroll has a legal alert (a wage below the minimum, a short break, "
            + "pay the law requires switched off, over 52 hours in a week): its warnings become errors."))
    var strict = false

    func run() async throws {
        let date = try today.resolved()
        let (shard, content, templates, secrets, noWait, strict) =
            (shard.resolved, content.content, templates, secrets.secrets, noWait, strict)
        let publishesTo = self.shard.publishesTo
        try await Self.run(output: output, log: log, progress: progress, verbose: verbose, today: date) { onStep throws(PipelineFailure) in
            if let shard {
                return try await Pipeline.buildShard(shard, content: content, output: output, publishesTo: publishesTo,
                                                         templates: templates,
                                                         secrets: secrets, today: date, waitForLock: !noWait, strict: strict,
                                                         progress: onStep)
            }
            return try await Pipeline.build(content: content, output: output, templates: templates,
                                                secrets: secrets, today: date, waitForLock: !noWait, strict: strict,
                                                progress: onStep)
        }
    }

    /// What `build` and `merge` share: the lock note and the progress bar while `work` runs, then its
    /// problems and summary as text or JSON lines; exits with the failure's status.
    static func run(output: String, log: LogFormatOption, progress: Bool?, verbose: Bool, today date: CivilDate?,
                    work: (@escaping @Sendable (BuildStep) -> Void) async throws(PipelineFailure) -> Pipeline.BuildReport)
        async throws {
        let started = ContinuousClock.now
        let json = log.isJSON
        let bar = !json && (progress ?? Terminal.errorIsTerminal) ? ProgressBar(output: output) : nil
        let onStep: @Sendable (BuildStep) -> Void = { step in
            if case let .waitingForLock(lockFile) = step {
                bar?.clear()
                Terminal.error(json ? JSONLog.note("another build is writing \(output); waiting for it to finish",
                                                   file: lockFile, code: "output.waiting")
                                    : "moup: another build is writing \(output) (it holds \(lockFile)); waiting for it to finish")
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
                Terminal.error(summary(nil, diagnostics: error.diagnostics, since: started, exitStatus: error.exitStatus))
            } else {
                Terminal.report(error.diagnostics)
            }
            throw ExitCode(error.exitStatus)
        }
        bar?.clear()
        let who = report.newReaders.count <= 5 ? report.newReaders.map(\.description).joined(separator: ", ")
                                               : "\(report.newReaders.count) people and owners"
        if json {
            report.diagnostics.sorted().forEach { Terminal.error(JSONLog.line($0)) }
            if let file = report.secretsFile, !report.newReaders.isEmpty {
                Terminal.error(JSONLog.note("new secrets for \(who): give them their links with 'moup links'",
                                            file: file, code: "secrets.added"))
            }
            Terminal.error(summary(report, diagnostics: report.diagnostics, since: started, exitStatus: 0))
            return
        }
        Terminal.report(report.diagnostics)
        if !report.newReaders.isEmpty {
            Terminal.error("moup: new secrets for \(who): give them their links with 'moup links'")
        }
        if verbose {
            let s = report.summary
            let seconds = JSONLog.Value.seconds(ProgressBar.seconds(ContinuousClock.now - started)).encoded
            Terminal.output("\(output): \(report.pages) files (\(s.written) written, "
                + "\(s.unchanged) unchanged, \(s.removed) removed) in \(seconds) s" + (date.map { ", today \($0)" } ?? ""))
        }
    }

    /// The JSON log's last line. `payslipsChanged` names each payslip whose figures differ from the
    /// last publication and which figures, never an amount; `errors`, `warnings` and `exitStatus`
    /// are there for scripts.
    private static func summary(_ report: Pipeline.BuildReport?, diagnostics: [Diagnostic], since started: ContinuousClock.Instant,
                         exitStatus: Int32) -> String {
        JSONLog.summary([
            ("files", .int(report?.pages ?? 0)), ("rendered", .int(report?.rendered ?? 0)), ("written", .int(report?.summary.written ?? 0)),
            ("unchanged", .int(report?.summary.unchanged ?? 0)), ("removed", .int(report?.summary.removed ?? 0)),
            ("seconds", .seconds(ProgressBar.seconds(ContinuousClock.now - started))), ("payslipsChanged", .array((report?.payslipsChanged ?? []).map { change in
                .object([("workplace", .string(change.key.workplaceID)), ("worker", .string(change.key.workerID)),
                         ("period", .string("\(change.key.periodStart)/\(change.periodEnd)")),
                         ("kind", .string(change.key.kind.rawValue)),
                         ("corrected", .bool(report?.corrections.contains(change.key) ?? false)),
                         ("fields", .array(change.fields.map { .string($0) }))])
            })),
        ] + JSONLog.counts(diagnostics) + [("exitStatus", .int(Int(exitStatus)))])
    }
}
