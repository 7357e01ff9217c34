import ArgumentParser
import MoupPipeline

struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Works with the built-in theme (the templates and stylesheet pages are made with).",
        discussion: "Example: moup theme export templates",
        subcommands: [Export.self]
    )

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Writes the built-in theme into a new folder, for editing.",
            discussion: """
                Writes every template, style.css and a README listing what each template gets. Keep only the \
                files you change: each file in a templates folder next to the content folder (or --templates \
                DIR) replaces the built-in file of the same name, and is checked when the site is built. \
                Refuses a folder that is not empty.

                Example: moup theme export templates && $EDITOR templates/style.css && moup build
                """
        )

        @Argument(help: ArgumentHelp("The new (or empty) folder to write the theme into.", valueName: "DIR"))
        var folder: String

        func run() async throws {
            do {
                let files = try Pipeline.exportTheme(to: folder)
                Terminal.output("wrote \(files.count) files into \(folder): edit the ones you want, delete the others")
            } catch {
                Terminal.report(error.diagnostics)
                throw ExitCode(error.exitStatus)
            }
        }
    }
}
