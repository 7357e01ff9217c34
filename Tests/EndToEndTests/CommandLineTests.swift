import Foundation
import Testing

/// The command line's contract that does not depend on content: version, help and usage errors.
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct CommandLineTests {
    @Test func versionAndHelpExitWithZero() throws {
        let version = try Fixture.runMoup(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "0.1.0\n")

        for command in ["build", "check", "payroll", "links", "secrets", "secrets rotate", "secrets prune"] {
            let help = try Fixture.runMoup(command.split(separator: " ").map(String.init) + ["--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("USAGE: moup \(command)"))
        }
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

    @Test func aBadMOUPTODAYIsAUsageError() throws {
        let result = try Fixture.runMoup(["build", "--content", "/nonexistent"], environment: ["MOUP_TODAY": "tomorrow"])
        #expect(result.status == 2)
        #expect(result.error.contains("MOUP_TODAY must be a date written YYYY-MM-DD"))
    }

    @Test func aMissingContentFolderExitsWithOneAndNamesIt() throws {
        let result = try Fixture.runMoup(["check", "--content", "/nonexistent/content"])
        #expect(result.status == 1)
        #expect(result.error.contains("/nonexistent/content"))
        #expect(result.error.contains(": error: "))
    }
}
