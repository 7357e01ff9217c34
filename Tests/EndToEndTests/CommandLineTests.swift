import Foundation
import Testing

/// The command line's contract that does not depend on content: version, help and usage errors.
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct CommandLineTests {
    @Test func versionAndHelpExitWithZero() throws {
        let version = try Fixture.runMoup(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "0.1.0\n")

        for command in CommandLineTests.commands {
            let help = try Fixture.runMoup(command.split(separator: " ").map(String.init) + ["--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("USAGE: moup \(command)"))
        }
    }

    static let commands = [
        "build", "check", "payroll", "links", "secrets", "secrets rotate", "secrets prune", "init", "new",
        "new worker", "new notice", "explain", "serve", "theme", "theme export",
    ]

    /// Every command's help shows an example of its use.
    @Test(arguments: [""] + commands)
    func everyHelpHasAnExample(command: String) throws {
        let help = try Fixture.runMoup(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(help.output.contains("Example: moup \(command)"), "moup \(command) --help has no example")
    }

    /// Installed alone, the binary builds a site: the theme and the rule tables are inside it.
    @Test func buildNeedsNoTemplatesFolder() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: folder + "/content")
        try FileManager.default.copyItem(atPath: Fixture.secrets, toPath: folder + "/secrets.json")
        let result = try Fixture.runMoup([
            "build", "--content", folder + "/content", "--output", folder + "/site",
            "--secrets", folder + "/secrets.json", "--today", "2026-11-20",
        ])
        #expect(result.status == 0, "stderr: \(result.error)")
        let css = try String(contentsOfFile: folder + "/site/style.css", encoding: .utf8)
        #expect(css == (try String(contentsOfFile: Fixture.templates + "/style.css", encoding: .utf8)))
        let missing = try Fixture.runMoup([
            "build", "--content", folder + "/content", "--output", folder + "/site",
            "--templates", folder + "/nowhere", "--today", "2026-11-20",
        ])
        #expect(missing.status == 1)
        #expect(missing.error.contains("\(folder)/nowhere:1:1: error: the templates folder does not exist"))
    }

    @Test(arguments: [
        ["bogus"],
        ["payroll"],
        ["payroll", "--month", "2026-13"],
        ["build", "--today", "2026-02-30"],
        ["check", "--no-such-option"],
    ])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let result = try Fixture.runMoup(arguments)
        #expect(result.status == 2, "stderr: \(result.error)")
        #expect(result.error.contains("Error:"))
        #expect(result.output.isEmpty)
    }

    /// A mistyped command is a usage error that names the command meant (ArgumentParser alone says
    /// "Unexpected argument"); options and the words after a command are left to ArgumentParser.
    @Test func aMistypedCommandSuggestsTheNearestOne() throws {
        let build = try Fixture.runMoup(["biuld", "--content", "/nonexistent"])
        #expect(build.status == 2)
        #expect(
            build.error
                == "Error: 'biuld' is not a moup command. Did you mean 'build'?\n  See 'moup --help' for the commands.\n"
        )
        #expect(build.output.isEmpty)
        let rotate = try Fixture.runMoup(["secrets", "rotaet", "kim-minji"])
        #expect(rotate.status == 2)
        #expect(rotate.error.hasPrefix("Error: 'rotaet' is not a 'moup secrets' command. Did you mean 'rotate'?\n"))
        let nothingNear = try Fixture.runMoup(["frobnicate"])
        #expect(nothingNear.status == 2)
        #expect(
            nothingNear.error.hasPrefix("Error: 'frobnicate' is not a moup command (build, merge, check, payroll, "))
        let help = try Fixture.runMoup(["help", "build"])
        #expect(help.status == 0 && help.output.contains("USAGE: moup build"))
        let worker = try Fixture.runMoup(["new", "worker", "--help"])
        #expect(worker.status == 0)
    }

    @Test func aBadMOUPTODAYIsAUsageError() throws {
        let result = try Fixture.runMoup(
            ["build", "--content", "/nonexistent"], environment: ["MOUP_TODAY": "tomorrow"])
        #expect(result.status == 2)
        #expect(result.error.contains("MOUP_TODAY must be a date written YYYY-MM-DD"))
    }

    @Test func aMissingContentFolderExitsWithOneAndNamesIt() throws {
        let result = try Fixture.runMoup(["check", "--content", "/nonexistent/content"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "/nonexistent/content:1:1: error: the content folder '/nonexistent/content' does not exist: "
                + "'moup init' makes a new site with one, or name yours with --content DIR\n")
    }
}
