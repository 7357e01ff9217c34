import Foundation
import Testing

@Suite(.enabled(if: Fixture.rulesLoad, "the repository's content/ and the bundled rules must load without errors"))
struct PayrollExampleTests {
    @Test(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
    func payrollPrintsJSONAndRejectsUnknownIDs() throws {
        let ok = try Fixture.runMoup([
            "payroll", "--month", "2026-11", "--content", Fixture.content,
            "--today", Fixture.today.description,
        ])
        #expect(ok.status == 0, "stderr: \(ok.error)")
        let json = try JSONSerialization.jsonObject(with: Data(ok.output.utf8)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect(json?["month"] as? String == "2026-11")
        #expect((json?["payslips"] as? [Any])?.isEmpty == false)

        let unknownWorkplace = try Fixture.runMoup([
            "payroll", "--month", "2026-11", "--content", Fixture.content,
            "--workplace", "no-such-shop",
        ])
        #expect(unknownWorkplace.status == 1)
        #expect(unknownWorkplace.error.contains("no-such-shop"))
        #expect(unknownWorkplace.output.isEmpty)

        let unknownWorker = try Fixture.runMoup([
            "payroll", "--month", "2026-11", "--content", Fixture.content,
            "--worker", "nobody",
        ])
        #expect(unknownWorker.status == 1)
        #expect(unknownWorker.error.contains("nobody"))
    }
}
