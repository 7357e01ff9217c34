import ArgumentParser
import MoupCLI

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds the site from the content folder.",
        discussion: """
            The output folder is replaced in one step; on any problem it is left as it was. With privacy: \
            encrypted (the default), private pages are encrypted for their readers with the keys in the secrets \
            file, which gets a new secret for each new person or owner (then 'moup links' prints their links).

            Example: moup build --content content --output site --today 2026-11-30
            """
    )

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp("The folder to write the site into.", valueName: "DIR"))
    var output: String = "site"

    @Option(name: .long, help: ArgumentHelp(
        "A folder whose templates replace the built-in ones, file by file. Default: templates next to the "
            + "content folder, when there is one (see 'moup theme export').", valueName: "DIR"))
    var templates: String?

    @OptionGroup var secrets: SecretsOption

    @OptionGroup var today: TodayOption

    @Flag(name: .long, help: "Print one line saying what was written.")
    var verbose = false

    func run() async throws {
        let date = try today.resolved()
        do {
            let report = try await MoupPipeline.build(content: content.content, output: output,
                                                      templates: templates, secrets: secrets.secrets, today: date)
            Terminal.report(report.diagnostics)
            if !report.newReaders.isEmpty {
                let who = report.newReaders.count <= 5 ? report.newReaders.map(\.description).joined(separator: ", ")
                                                       : "\(report.newReaders.count) people and owners"
                Terminal.error("moup: new secrets for \(who): give them their links with 'moup links'")
            }
            if verbose {
                let s = report.summary
                Terminal.output("\(output): \(report.pages) files (\(s.written) written, "
                    + "\(s.unchanged) unchanged, \(s.removed) removed), today \(date)")
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
