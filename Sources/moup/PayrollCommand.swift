import ArgumentParser
import MoupPipeline
import MoupModel

struct PayrollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payroll",
        abstract: "Prints the payroll of every pay period that ends in a month, as JSON.",
        discussion: """
            Every payslip's earnings, deductions and employer costs with the calculation (basis) of each line, \
            and the alerts. For the same on one worker's payslip, readable in a terminal, see 'moup explain'.

            Example: moup payroll --month 2026-11 --workplace cafe-moup > payroll-2026-11.json
            """
    )

    @OptionGroup var month: MonthOption

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp("Only this workplace.", valueName: "ID"))
    var workplace: String?

    @Option(name: .long, help: ArgumentHelp("Only this worker.", valueName: "ID"))
    var worker: String?

    @OptionGroup var today: TodayOption

    func run() async throws {
        let date = try today.resolved()
        do {
            let result = try Pipeline.payrollJSON(content: content.content, month: month.resolved,
                                                      today: date, workplace: workplace, worker: worker)
            Terminal.report(result.diagnostics)
            Terminal.output(result.json)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
