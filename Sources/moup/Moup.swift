import ArgumentParser

@main
struct Moup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moup",
        abstract: "Builds work schedules, payslips and labour-cost reports from plain-text shift data.",
        version: "0.1.0"
    )
}
