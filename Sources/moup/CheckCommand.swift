import ArgumentParser
import MoupModel
import MoupPipeline

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: Terminal.text("help.check.abstract"),
        discussion: Terminal.text("help.check.discussion")
    )

    @OptionGroup var content: ContentOption

    @OptionGroup var log: LogFormatOption

    @OptionGroup var today: TodayOption

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.check.strict")))
    var strict = false

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.check.verbose")))
    var verbose = false

    func run() async throws {
        let started = ContinuousClock.now
        let diagnostics: [Diagnostic]
        var status: Int32 = 0
        let date = try today.resolved()
        do {
            let found = try Pipeline.check(content: content.content, today: date)
            diagnostics = strict ? Pipeline.strictened(found) : found
            if diagnostics.contains(where: { $0.severity == .error }) { status = 1 }
        } catch {
            diagnostics = error.diagnostics
            status = error.exitStatus
        }
        if log.isJSON {
            diagnostics.forEach { Terminal.error(JSONLog.line($0)) }
            Terminal.error(
                JSONLog.summary(
                    [("seconds", .seconds(ProgressBar.seconds(ContinuousClock.now - started)))]
                        + JSONLog.counts(diagnostics) + [("exitStatus", .int(Int(status)))]))
        } else {
            Terminal.report(diagnostics)
            if verbose, status == 0 {
                Terminal.output(
                    Terminal.text("check.ok", ["folder": "\(content.content)", "count": "\(diagnostics.count)"]))
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
