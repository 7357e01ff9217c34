import ArgumentParser
import MoupPipeline

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a new site: a content folder to fill in, ready to build.",
        discussion: """
            Writes DIR/content/ (site.md, one workplace with two workers, this month's schedule and shifts, a \
            routine and a notice; every setting explained in a comment, the JSON files in content/README.md) \
            and DIR/.gitignore, which keeps the secrets file, moup's state and the built site out of git. \
            Refuses a folder that is not empty.

            Example: moup init my-site && cd my-site && moup build && moup links
            """
    )

    @Argument(help: ArgumentHelp("The new (or empty) folder to create the site in.", valueName: "DIR"))
    var folder: String

    @OptionGroup var today: TodayOption

    func run() async throws {
        let date = try today.resolved()
        do {
            let files = try Pipeline.initSite(in: folder, today: date)
            Terminal.output("""
                created \(folder) (\(files.count) files). Next:
                  cd \(folder)
                  moup build        # writes the site into site/ and the secrets into .moup-secrets.json
                  moup links        # the link that opens each person's payslips and calendar
                  moup serve        # a preview that rebuilds as you edit content/
                """)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Adds a file to the content folder: a worker or a notice.",
        discussion: "Example: moup new worker my-shop park-seoyeon",
        subcommands: [Worker.self, Notice.self]
    )

    struct Worker: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "worker",
            abstract: "Adds a worker to a workplace (workers/ID.md), hired today at the minimum wage.",
            discussion: """
                Fill in the name, wage and deductions in the new file, then add the worker's repeats to \
                schedule.json and their shifts to shifts/.

                Example: moup new worker my-shop park-seoyeon
                """
        )

        @Argument(help: ArgumentHelp("The workplace id (its folder name under content/workplaces).", valueName: "WORKPLACE"))
        var workplace: String
        @Argument(help: ArgumentHelp("The new worker's id: lowercase letters, digits and '-'.", valueName: "ID"))
        var id: String
        @OptionGroup var content: ContentOption
        @OptionGroup var today: TodayOption

        func run() async throws {
            let date = try today.resolved()
            try NewCommand.report { () throws(PipelineFailure) in
                try Pipeline.newWorker(id, workplace: workplace, content: content.content, today: date)
            }
        }
    }

    struct Notice: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notice",
            abstract: "Adds a notice to a workplace (notices/<today>-SLUG.md).",
            discussion: """
                The notice shows on the workplace's pages from today; write its title and text in the new file.

                Example: moup new notice my-shop holiday-hours
                """
        )

        @Argument(help: ArgumentHelp("The workplace id (its folder name under content/workplaces).", valueName: "WORKPLACE"))
        var workplace: String
        @Argument(help: ArgumentHelp("A short name for the file: lowercase letters, digits and '-'.", valueName: "SLUG"))
        var slug: String
        @OptionGroup var content: ContentOption
        @OptionGroup var today: TodayOption

        func run() async throws {
            let date = try today.resolved()
            try NewCommand.report { () throws(PipelineFailure) in
                try Pipeline.newNotice(slug, workplace: workplace, content: content.content, today: date)
            }
        }
    }

    /// Prints the new file's path, or the problems (exit status 1).
    static func report(_ add: () throws(PipelineFailure) -> String) throws {
        do {
            Terminal.output("created \(try add()): edit it, then 'moup check'")
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
