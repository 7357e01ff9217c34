import Foundation
import MoupModel
import Testing

@testable import MoupPipeline

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
        _ = try Pipeline.initSite(in: site, today: today)
        let result = try Pipeline.explain(
            content: site + "/content", month: today.yearMonth, today: today,
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
        let amountRows = lines.filter { line in
            (slip.earnings + slip.deductions).contains { line.hasSuffix($0.amount) && line.hasPrefix("  " + $0.label) }
        }
        let net = try #require(lines.first { $0.hasPrefix("  실지급액") })
        #expect(net.hasSuffix(slip.net))
        #expect(Set((amountRows + [net]).map(TerminalColumns.width)).count == 1)
        #expect(!slip.earnings.isEmpty && !slip.deductions.isEmpty)
    }

    @Test func anUnknownWorkerIsNamed() throws {
        let site = FileManager.default.temporaryDirectory.path + "/moup-explain-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: site) }
        let today = CivilDate(year: 2026, month: 11, day: 20)!
        _ = try Pipeline.initSite(in: site, today: today)
        #expect(throws: PipelineFailure.self) {
            _ = try Pipeline.explain(content: site + "/content", month: today.yearMonth, today: today, worker: "nobody")
        }
    }
}

/// `moup explain` for the example's leaver (정미라, cafe-moup, last day 2026-11-13): her final payslip with its
/// mark and 연차 as the page shows them, then her 퇴직금 statement step by step (figures of
/// `SeveranceExampleTests`).
private let exampleContent =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path + "/content"

@Suite(.enabled(if: FileManager.default.fileExists(atPath: exampleContent)))
struct ExplainLeaverTests {
    static let content = exampleContent

    @Test func theFinalPayslipAndTheStatement() throws {
        let today = CivilDate(year: 2026, month: 11, day: 20)!
        let result = try Pipeline.explain(
            content: Self.content, month: today.yearMonth, today: today, worker: "jung-mira")
        #expect(result.payslips.count == 2)
        let payslip = PayslipTerminalText.render(result.payslips[0])
        let lines = payslip.split(separator: "\n").map(String.init)
        #expect(lines[0] == "임금명세서 · 정미라 · 2026년 11월")
        #expect(lines[2] == "▶ 퇴직 후 마지막 임금명세서 · 마지막 근무일 2026년 11월 13일 · 지급일 2026년 11월 27일")
        let leave = try #require(lines.firstIndex(of: "연차유급휴가"))
        #expect(
            Array(lines[(leave + 1)...(leave + 4)]) == [
                "  이번 기간 발생            0시간", "  사용                      0시간",
                "  수당으로 지급(소멸·퇴직)  72시간", "  남은 연차                 0시간",
            ])
        let statement = PayslipTerminalText.render(result.payslips[1])
        #expect(statement.hasPrefix("퇴직금 산정 내역 · 정미라 · 2026년 11월 14일 퇴직\n"))
        for text in [
            "1. 계속근로기간", "재직일수", "530일", "2. 평균임금 산정기간의 임금  2026년 8월 14일 ~ 2026년 11월 13일 (92일)",
            "7,256,451원", "연차수당 3/12", "1일 통상임금 (적용)", "88,000원",
            "퇴직금 = 1일 통상임금 (평균임금보다 많아 통상임금을 씁니다) 88,000원 × 30일 × 재직일수 530일 ÷ 365 = 3,833,424원",
            "5. 퇴직소득세", "과세표준", "− 12,000원", "− 1,200원", "실지급액 (2026년 11월 27일 지급)",
        ] {
            #expect(statement.contains(text), "\(text)")
        }
        let net = try #require(statement.split(separator: "\n").last)
        #expect(net.hasPrefix("  실지급액 (2026년 11월 27일 지급)") && net.hasSuffix("3,820,224원"))
    }
}
