import ArgumentParser
import MoupModel
import MoupPipeline

struct PayrollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payroll",
        abstract: Terminal.text("help.payroll.abstract"),
        discussion: Terminal.text("help.payroll.discussion")
    )

    @OptionGroup var month: MonthOption

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.payroll.workplace"), valueName: "ID"))
    var workplace: String?

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.payroll.worker"), valueName: "ID"))
    var worker: String?

    @OptionGroup var today: TodayOption

    func run() async throws {
        let date = try today.resolved()
        do {
            let result = try Pipeline.payrollJSON(
                content: content.content, month: month.resolved,
                today: date, workplace: workplace, worker: worker)
            Terminal.report(result.diagnostics)
            Terminal.output(result.json)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
