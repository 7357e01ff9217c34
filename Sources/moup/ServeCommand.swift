import ArgumentParser
import MoupModel
import MoupPipeline
import MoupServe

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: Terminal.text("help.serve.abstract"),
        discussion: Terminal.text("help.serve.discussion")
    )

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.serve.port"), valueName: "N"))
    var port: Int = 8000

    @OptionGroup var content: ContentOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.serve.templates"),
            valueName: "DIR"))
    var templates: String?

    @OptionGroup var secrets: SecretsOption

    @OptionGroup var today: TodayOption

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError(Terminal.text("serve.badPort", ["port": "\(port)"]))
        }
    }

    func run() async throws {
        let todayOption = today.today
        var options = PreviewServer.Options(
            content: content.content, templates: templates, secrets: secrets.secrets,
            port: port,
            today: {
                try BuildDate.resolve(option: todayOption, environment: Environment.current)
            })
        options.language = Terminal.language
        let output = PreviewServer.Output(say: { Terminal.output($0) }, problems: { Terminal.report($0) })
        do {
            try await PreviewServer(options: options, output: output).run()
        } catch let failure as PreviewServer.Failure {
            Terminal.error("moup: " + failure.text(in: Terminal.language))
            throw ExitCode(3)  // a port or file-system failure, as for the other commands
        }
    }
}
