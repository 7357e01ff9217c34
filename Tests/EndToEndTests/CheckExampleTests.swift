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
        #expect(errors.contains { $0.location.file == copy + "/" + workerFile && $0.location.line == 2 },
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
}
