import ArgumentParser
import MoupPipeline
import MoupModel
import MoupServe

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Previews the site: builds it, serves it on 127.0.0.1 and rebuilds as you edit.",
        discussion: """
            Builds into a temporary folder (never into your output folder) and serves it at the address it \
            prints, with each person's and owner's link. Every change under the content or templates folder \
            rebuilds the site and reloads the pages open in your browser. A content problem is printed here as \
            path:line:column and shown over the page, and the last good site stays served until it is fixed. \
            Private pages are encrypted as by 'moup build' (new people get their secret in the secrets file). \
            Ctrl-C stops.

            Example: moup serve --port 8000
            """
    )

    @Option(name: .long, help: ArgumentHelp("The port on 127.0.0.1 (0: any free port).", valueName: "N"))
    var port: Int = 8000

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp(
        "A folder whose templates replace the built-in ones. Default: templates next to the content folder, when there is one.",
        valueName: "DIR"))
    var templates: String?

    @OptionGroup var secrets: SecretsOption

    @OptionGroup var today: TodayOption

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
    }

    func run() async throws {
        let todayOption = today.today
        let options = PreviewServer.Options(content: content.content, templates: templates, secrets: secrets.secrets,
                                            port: port, today: {
                                                try BuildDate.resolve(option: todayOption, environment: Environment.current)
                                            })
        let output = PreviewServer.Output(say: { Terminal.output($0) }, problems: { Terminal.report($0) })
        do {
            try await PreviewServer(options: options, output: output).run()
        } catch let failure as PreviewServer.Failure {
            Terminal.error("moup: \(failure)")
            throw ExitCode(3)  // a port or file-system failure, as for the other commands
        }
    }
}
