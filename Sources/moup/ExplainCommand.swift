import ArgumentParser
import MoupCLI
import MoupModel

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints a worker's payslip for a month in the terminal, with every calculation.",
        discussion: """
            Shows each payslip of the worker whose pay period ends in the month (one per workplace, or only \
            --workplace's): hours, every earning and deduction with how it was calculated, as on the payslip \
            page, the totals and the net pay. Nothing is written.

            Example: moup explain --worker kim-minji --month 2026-11
            """
    )

    @Option(name: .long, help: ArgumentHelp("The worker id.", valueName: "ID"))
    var worker: String

    @Option(name: .long, help: ArgumentHelp("The month whose pay periods end in it.", valueName: "YYYY-MM"))
    var month: String

    @Option(name: .long, help: ArgumentHelp("Only this workplace.", valueName: "ID"))
    var workplace: String?

    @OptionGroup var content: ContentOption

    @OptionGroup var today: TodayOption

    func validate() throws {
        guard YearMonth(iso: month) != nil else {
            throw ValidationError("--month must be a month written YYYY-MM (e.g. 2026-11), not \"\(month)\"")
        }
    }

    func run() async throws {
        let date = try today.resolved()
        do {
            let result = try MoupPipeline.explain(content: content.content, month: YearMonth(iso: month)!, today: date,
                                                  worker: worker, workplace: workplace)
            Terminal.report(result.diagnostics)
            if result.payslips.isEmpty {
                Terminal.output("no pay period of \(worker) ends in \(month)")
            } else {
                Terminal.output(result.payslips.map(PayslipTerminalText.render).joined(separator: "\n"))
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
