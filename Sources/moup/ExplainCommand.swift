import ArgumentParser
import MoupModel
import MoupPipeline

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: Terminal.text("help.explain.abstract"),
        discussion: Terminal.text("help.explain.discussion")
    )

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.explain.worker"), valueName: "ID"))
    var worker: String

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.explain.month"), valueName: "YYYY-MM"))
    var month: String?

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.explain.contract")))
    var contract = false

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.explain.workplace"), valueName: "ID"))
    var workplace: String?

    @OptionGroup var content: ContentOption

    @OptionGroup var today: TodayOption

    func validate() throws {
        if contract {
            guard month == nil else { throw ValidationError(Terminal.text("explain.contractWithMonth")) }
        } else {
            guard let month else { throw ValidationError(Terminal.text("explain.noMonth")) }
            guard YearMonth(iso: month) != nil else {
                throw ValidationError(Terminal.text("usage.badMonth", ["month": "\(month)"]))
            }
        }
    }

    func run() async throws {
        let date = try today.resolved()
        if contract { return try explainContract(today: date) }
        let month = YearMonth(iso: self.month!)!
        do {
            let result = try Pipeline.explain(
                content: content.content, month: month, today: date,
                worker: worker, workplace: workplace)
            Terminal.report(result.diagnostics)
            if result.payslips.isEmpty {
                Terminal.output(Terminal.text("explain.noPeriod", ["worker": "\(worker)", "month": "\(month)"]))
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
            let result = try Pipeline.explainContract(
                content: content.content, today: date, worker: worker, workplace: workplace)
            Terminal.report(result.diagnostics)
            if result.contracts.isEmpty {
                Terminal.output(Terminal.text("explain.noContract", ["worker": "\(worker)"]))
            } else {
                Terminal.output(result.contracts.map { $0.render() }.joined(separator: "\n"))
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
