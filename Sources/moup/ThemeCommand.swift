import ArgumentParser
import MoupPipeline

struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: Terminal.text("help.theme.abstract"),
        discussion: Terminal.text("help.theme.discussion"),
        subcommands: [Export.self]
    )

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: Terminal.text("help.themeExport.abstract"),
            discussion: Terminal.text("help.themeExport.discussion")
        )

        @Argument(help: ArgumentHelp(Terminal.text("help.themeExport.folder"), valueName: "DIR"))
        var folder: String

        func run() async throws {
            do {
                let files = try Pipeline.exportTheme(to: folder)
                Terminal.output(Terminal.text("theme.exported", ["count": "\(files.count)", "folder": "\(folder)"]))
            } catch {
                Terminal.report(error.diagnostics)
                throw ExitCode(error.exitStatus)
            }
        }
    }
}
