import ArgumentParser
import MoupPipeline
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

    @OptionGroup var month: MonthOption

    @Option(name: .long, help: ArgumentHelp("Only this workplace.", valueName: "ID"))
    var workplace: String?

    @OptionGroup var content: ContentOption

    @OptionGroup var today: TodayOption

    func run() async throws {
        let date = try today.resolved()
        do {
            let result = try Pipeline.explain(content: content.content, month: month.resolved, today: date,
                                                  worker: worker, workplace: workplace)
            Terminal.report(result.diagnostics)
            if result.payslips.isEmpty {
                Terminal.output("no pay period of \(worker) ends in \(month.month)")
            } else {
                Terminal.output(result.payslips.map(PayslipTerminalText.render).joined(separator: "\n"))
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
