import ArgumentParser
import MoupCLI
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

    @Option(name: .long, help: ArgumentHelp("The month whose pay periods end in it.", valueName: "YYYY-MM"))
    var month: String

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp("Only this workplace.", valueName: "ID"))
    var workplace: String?

    @Option(name: .long, help: ArgumentHelp("Only this worker.", valueName: "ID"))
    var worker: String?

    @OptionGroup var today: TodayOption

    func validate() throws {
        guard YearMonth(iso: month) != nil else {
            throw ValidationError("--month must be a month written YYYY-MM (e.g. 2026-11), not \"\(month)\"")
        }
    }

    func run() async throws {
        let date = try today.resolved()
        do {
            let result = try MoupPipeline.payrollJSON(content: content.content, month: YearMonth(iso: month)!,
                                                      today: date, workplace: workplace, worker: worker)
            Terminal.report(result.diagnostics)
            Terminal.output(result.json)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
