import ArgumentParser
import MoupPipeline
import MoupModel

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks the content folder and prints every problem, without building.",
        discussion: """
            Prints each problem as path:line:column: error: message (or warning), or as JSON lines with \
            --log-format json, and exits with 1 when there is an error. The payroll is computed too, and \
            each legal alert it finds (a wage below the minimum, a break too short, pay the law requires \
            switched off, over 52 hours in a week) is a warning at the worker's file, as 'moup build' \
            prints it. Nothing is written.

            Exit status: 0 valid (warnings allowed), 1 invalid content (or, with --strict, a legal alert), \
            2 wrong usage.

            Example: moup check --content content --verbose
            """
    )

    @OptionGroup var content: ContentOption

    @OptionGroup var log: LogFormatOption

    @OptionGroup var today: TodayOption

    @Flag(name: .long, help: "Make the payroll's legal alerts errors (exit 1), as 'moup build --strict' does.")
    var strict = false

    @Flag(name: .long, help: "Print one line when the content is valid.")
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
            Terminal.error(JSONLog.summary([("seconds", .seconds(ProgressBar.seconds(ContinuousClock.now - started)))]
                + JSONLog.counts(diagnostics) + [("exitStatus", .int(Int(status)))]))
        } else {
            Terminal.report(diagnostics)
            if verbose, status == 0 { Terminal.output("\(content.content): ok, \(diagnostics.count) warning(s)") }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
