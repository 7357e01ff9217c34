import ArgumentParser
import MoupPipeline

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: Terminal.text("help.init.abstract"),
        discussion: Terminal.text("help.init.discussion")
    )

    @Argument(help: ArgumentHelp(Terminal.text("help.init.folder"), valueName: "DIR"))
    var folder: String

    @OptionGroup var today: TodayOption

    func run() async throws {
        let date = try today.resolved()
        do {
            let files = try Pipeline.initSite(in: folder, today: date, language: Terminal.language)
            Terminal.output(Terminal.text("init.created", ["folder": "\(folder)", "count": "\(files.count)"]))
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: Terminal.text("help.new.abstract"),
        discussion: Terminal.text("help.new.discussion"),
        subcommands: [Worker.self, Notice.self]
    )

    struct Worker: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "worker",
            abstract: Terminal.text("help.newWorker.abstract"),
            discussion: Terminal.text("help.newWorker.discussion")
        )

        @Argument(help: ArgumentHelp(Terminal.text("help.newWorker.workplace"), valueName: "WORKPLACE"))
        var workplace: String
        @Argument(help: ArgumentHelp(Terminal.text("help.newWorker.id"), valueName: "ID"))
        var id: String
        @OptionGroup var content: ContentOption
        @OptionGroup var today: TodayOption

        func run() async throws {
            let date = try today.resolved()
            try NewCommand.report { () throws(PipelineFailure) in
                try Pipeline.newWorker(
                    id, workplace: workplace, content: content.content, today: date,
                    language: Terminal.language)
            }
        }
    }

    struct Notice: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notice",
            abstract: Terminal.text("help.newNotice.abstract"),
            discussion: Terminal.text("help.newNotice.discussion")
        )

        @Argument(help: ArgumentHelp(Terminal.text("help.newNotice.workplace"), valueName: "WORKPLACE"))
        var workplace: String
        @Argument(help: ArgumentHelp(Terminal.text("help.newNotice.slug"), valueName: "SLUG"))
        var slug: String
        @OptionGroup var content: ContentOption
        @OptionGroup var today: TodayOption

        func run() async throws {
            let date = try today.resolved()
            try NewCommand.report { () throws(PipelineFailure) in
                try Pipeline.newNotice(
                    slug, workplace: workplace, content: content.content, today: date,
                    language: Terminal.language)
            }
        }
    }

    /// Prints the new file's path, or the problems (exit status 1).
    static func report(_ add: () throws(PipelineFailure) -> String) throws {
        do {
            Terminal.output(Terminal.text("new.created", ["path": "\(try add())"]))
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
    }
}
