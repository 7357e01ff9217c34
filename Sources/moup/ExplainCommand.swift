import ArgumentParser
import MoupPipeline
import MoupModel

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints a worker's payslip for a month, or their employment contract, in the terminal.",
        discussion: """
            Shows each payslip of the worker whose pay period ends in the month (one per workplace, or only \
            --workplace's): hours, every earning and deduction with how it was calculated, as on the payslip \
            page, the totals and the net pay. Nothing is written.

            With --contract, prints instead the worker's 근로계약서 in force on the build date (--today): \
            every item of the standard form for part-time workers, what changed from the version before, and \
            every version; --month is not needed.

            Example: moup explain --worker kim-minji --month 2026-11
            Example: moup explain --worker kim-minji --contract
            """
    )

    @Option(name: .long, help: ArgumentHelp("The worker id.", valueName: "ID"))
    var worker: String

    @Option(name: .long, help: ArgumentHelp("The month whose pay periods end in it (not with --contract).", valueName: "YYYY-MM"))
    var month: String?

    @Flag(name: .long, help: "Print the worker's employment contract (근로계약서) in force instead of a payslip.")
    var contract = false

    @Option(name: .long, help: ArgumentHelp("Only this workplace.", valueName: "ID"))
    var workplace: String?

    @OptionGroup var content: ContentOption

    @OptionGroup var today: TodayOption

    func validate() throws {
        if contract {
            guard month == nil else { throw ValidationError("--contract prints the contract in force on --today; leave out --month") }
        } else {
            guard let month else { throw ValidationError("give --month YYYY-MM (the month whose pay periods end in it), or --contract") }
            guard YearMonth(iso: month) != nil else {
                throw ValidationError("--month must be a month written YYYY-MM (e.g. 2026-11), not \"\(month)\"")
            }
        }
    }

    func run() async throws {
        let date = try today.resolved()
        if contract { return try explainContract(today: date) }
        let month = YearMonth(iso: self.month!)!
        do {
            let result = try Pipeline.explain(content: content.content, month: month, today: date,
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

    private func explainContract(today date: CivilDate) throws {
        do {
            let result = try Pipeline.explainContract(content: content.content, today: date, worker: worker, workplace: workplace)
            Terminal.report(result.diagnostics)
            if result.contracts.isEmpty {
                Terminal.output("\(worker) has no repeat in schedule.json, so no 근로계약서 (단시간근로자) to print")
            } else {
                Terminal.output(result.contracts.map { $0.render() }.joined(separator: "\n"))
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
