import Foundation
import MoupModel
import Testing

@testable import MoupPipeline

/// The v3 insurance reasons reach `moup explain` in words, through the payslip's notes: the example's
/// leaver (정미라, last day 2026-11-13) is charged 국민연금·건강보험 for November, her month of loss, and
/// her 60-hour test reads the contract's whole month.
private let exampleContentFolder =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path + "/content"

@Suite(.enabled(if: FileManager.default.fileExists(atPath: exampleContentFolder)))
struct ExplainInsuranceReasonsTests {
    @Test func theMonthOfLossIsExplained() throws {
        let today = CivilDate(year: 2026, month: 11, day: 20)!
        let result = try Pipeline.explain(
            content: exampleContentFolder, month: today.yearMonth, today: today, worker: "jung-mira")
        let payslip = PayslipTerminalText.render(try #require(result.payslips.first))
        let lines = payslip.split(separator: "\n").map(String.init)
        // 40 hours a week × 365 ÷ 7 ÷ 12 = 10,428.57 → 10,428 minutes = 173 h 48 min.
        for note in [
            "  - 국민연금: 입사·퇴사로 일부만 일한 달이라 계약상 한 달 소정근로 173시간 48분(주 40시간 × 365 ÷ 7 ÷ 12, 60시간 이상)이라 가입 대상입니다",
            "  - 고용보험: 입사하거나 퇴사한 달에도 그 달 보수에 대해 보험료를 냅니다",
            "  - 국민연금·건강보험·장기요양보험: 2026-11-13 퇴사로 자격을 잃는 날(2026-11-14)의 전날이 속한 이 달까지 보험료를 내며, 이 달이 마지막입니다 (국민연금법 제17조②, 국민건강보험법 제69조②)",
        ] {
            #expect(lines.contains(note), "\(note)")
        }
    }
}
