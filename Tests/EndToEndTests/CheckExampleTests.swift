import Foundation
import MoupPipeline
import Testing

@Suite(.enabled(if: Fixture.contentLoads, "the repository's content/ must load without errors"))
struct CheckExampleTests {
    @Test func aMisspelledKeyInAWorkerFileIsReportedWithFileAndLine() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let workerFile = try Fixture.firstWorkerFile(in: copy)
        try Fixture.insertMisspelledKey(into: copy + "/" + workerFile)

        let failure = #expect(throws: PipelineFailure.self) { try Pipeline.check(content: copy) }
        let errors = failure?.diagnostics.filter { $0.severity == .error } ?? []
        #expect(
            errors.contains { $0.location.file == copy + "/" + workerFile && $0.location.line == 2 },
            "got: \(errors.map(\.description))")
    }

    @Test(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
    func theCommandPrintsTheProblemAndExitsWithOne() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let workerFile = try Fixture.firstWorkerFile(in: copy)
        try Fixture.insertMisspelledKey(into: copy + "/" + workerFile)

        let result = try Fixture.runMoup(["check", "--content", copy])

        #expect(result.status == 1)
        #expect(result.error.contains(copy + "/" + workerFile + ":2:"), "stderr: \(result.error)")
        #expect(result.error.contains(": error: "))
        #expect(result.output.isEmpty)
    }

    /// Issue 35: a wage below the minimum is no longer silent where cron looks. 김민지's wage of 10,320원
    /// from 2026-03-04 written 9,000원: `check` and `build` warn at that amount in her file, without the amount.
    @Test(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
    func aWageBelowTheMinimumIsAWarningAtTheWorkersFile() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let file = copy + "/workplaces/cafe-moup/workers/kim-minji.md"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "      amount: 10320", with: "      amount: 9000")
            .write(toFile: file, atomically: true, encoding: .utf8)

        let checked = try Fixture.runMoup(["check", "--content", copy, "--today", "2026-12-15"])
        #expect(checked.status == 0)
        let warning = file + ":11:15: warning: kim-minji at cafe-moup, 2026-11: paid below the minimum wage"
        #expect(checked.error.contains(warning), "stderr: \(checked.error)")
        #expect(!checked.error.contains("9,000"))
        // The example as it is has none.
        let clean = try Fixture.runMoup(["check", "--content", Fixture.content, "--today", "2026-12-15"])
        #expect(!clean.error.contains("below the minimum wage"))

        let built = try Fixture.runMoup([
            "build", "--content", copy, "--output", temp + "/site",
            "--secrets", temp + "/secrets.json", "--today", "2026-12-15",
        ])
        #expect(built.status == 0)
        #expect(built.error.contains(warning), "stderr: \(built.error)")

        // --strict: the same alert is an error; check exits 1, and build exits 1 writing nothing, so the
        // site built above stays as it was.
        let error = file + ":11:15: error: kim-minji at cafe-moup, 2026-11: paid below the minimum wage"
        let strictCheck = try Fixture.runMoup(["check", "--content", copy, "--today", "2026-12-15", "--strict"])
        #expect(strictCheck.status == 1)
        #expect(strictCheck.error.contains(error), "stderr: \(strictCheck.error)")
        let before = Fixture.snapshot(temp + "/site")
        let strictBuild = try Fixture.runMoup([
            "build", "--content", copy, "--output", temp + "/site",
            "--secrets", temp + "/secrets.json", "--today", "2026-12-16", "--strict",
        ])
        #expect(strictBuild.status == 1)
        #expect(strictBuild.error.contains(error), "stderr: \(strictBuild.error)")
        #expect(Fixture.snapshot(temp + "/site") == before)
        // The example as it is builds with --strict.
        let cleanStrict = try Fixture.runMoup([
            "check", "--content", Fixture.content, "--today", "2026-12-15", "--strict",
        ])
        #expect(cleanStrict.status == 0)
    }
}
