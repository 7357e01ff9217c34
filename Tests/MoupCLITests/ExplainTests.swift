import Foundation
import MoupModel
import Testing
@testable import MoupCLI

@Suite struct ExplainTests {
    @Test func wideCharactersTakeTwoCells() {
        #expect(TerminalColumns.width("김민지") == 6)
        #expect(TerminalColumns.width("A-001") == 5)
        #expect(TerminalColumns.width("10,320원 × 4시간") == 16)
        #expect(TerminalColumns.pad("기본급", to: 8) == "기본급  ")
        #expect(TerminalColumns.pad("1,000원", to: 9, alignRight: true) == "  1,000원")
    }

    /// The starter site's first payslip in the terminal: every line with its calculation, the
    /// amounts right-aligned in one column whatever the width of the Korean labels.
    @Test func explainPrintsEveryLineWithItsBasisInColumns() throws {
        let site = FileManager.default.temporaryDirectory.path + "/moup-explain-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        let today = CivilDate(year: 2026, month: 11, day: 20)!
        _ = try MoupPipeline.initSite(in: site, today: today)
        let result = try MoupPipeline.explain(content: site + "/content", month: today.yearMonth, today: today,
                                              worker: "kim-minji")
        let slip = try #require(result.payslips.first)
        #expect(result.payslips.count == 1)
        let text = PayslipTerminalText.render(slip)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "임금명세서 · 김민지 · 2026년 11월")
        for line in slip.earnings + slip.deductions {
            let row = try #require(lines.firstIndex { $0.hasPrefix("  " + line.label) && $0.hasSuffix(line.amount) })
            #expect(lines[row + 1] == "      " + line.basis)
        }
        let amountRows = lines.filter { line in (slip.earnings + slip.deductions).contains { line.hasSuffix($0.amount) && line.hasPrefix("  " + $0.label) } }
        let net = try #require(lines.first { $0.hasPrefix("  실지급액") })
        #expect(net.hasSuffix(slip.net))
        #expect(Set((amountRows + [net]).map(TerminalColumns.width)).count == 1)
        #expect(!slip.earnings.isEmpty && !slip.deductions.isEmpty)
    }

    @Test func anUnknownWorkerIsNamed() throws {
        let site = FileManager.default.temporaryDirectory.path + "/moup-explain-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        let today = CivilDate(year: 2026, month: 11, day: 20)!
        _ = try MoupPipeline.initSite(in: site, today: today)
        #expect(throws: PipelineFailure.self) {
            _ = try MoupPipeline.explain(content: site + "/content", month: today.yearMonth, today: today, worker: "nobody")
        }
    }
}
