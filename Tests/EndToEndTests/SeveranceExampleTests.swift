import Foundation
import MoupContent
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupSite
import Testing

/// Issue 13 in the example: 정미라 (jung-mira, cafe-moup) leaves on 2026-11-13 after a year and five months
/// with `history` before October, takes one day of 연차 and is paid the rest on leaving; 강도현
/// (kang-dohyun, pyeonuijeom-24) is a daily worker. Her 퇴직금 산정 내역 is built, and with
/// `privacy: encrypted` none of its figures is in the output in plain text.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct SeveranceExampleTests {
    static let page = "payslips/cafe-moup/jung-mira/2026-11-13-severance.html"

    static func november() throws -> [Payslip] {
        let content = try #require(ContentLoader(folder: Fixture.content).load().content)
        return Pipeline.payroll(content, rules: try Pipeline.rules(), today: Fixture.today)
            .first { $0.month == YearMonth(iso: "2026-11")! }?.payslips ?? []
    }

    /// Her statement, by hand: 재직일수 2025-06-02 → 2026-11-14 = 365 + 165 = 530 days. Window 2026-08-14 …
    /// 11-13 = 18 + 30 + 31 + 13 = 92 days: August 2,343,000 × 18 ÷ 31 = 1,360,451.6 → 1,360,451 and September
    /// 2,310,000 (history.wages); October 2,288,000 (19 days × 8 h × 11,000 = 1,672,000 + 주휴 4 × 88,000 + 공휴일
    /// 2 × 88,000 + 연차 88,000); November 1,056,000 (10 days 880,000 + 주휴 2 × 88,000; the 연차 payout is left
    /// out): 7,014,451. Plus 3/12 of the first year's 11 days (11 × 8 h = 5,280분 × 11,000 ÷ 60 = 968,000원),
    /// which expired unused on 2026-06-02 (a history day: her 40 hours taken before October come off on
    /// history.until, from the year's 120 hours) and were paid then, within the year before 퇴직일:
    /// 968,000 × 3/12 = 242,000. Total 7,256,451; A = 7,256,451 ÷ 92 = 78,874.46… below O = 11,000 × 40 h ÷ 5
    /// = 88,000.
    /// 퇴직금 = 88,000 × 30 × 530 ÷ 365 = 3,833,424.6 → 3,833,424원. 퇴직소득세 (58 on 퇴직일: no IRP): 근속연수 2,
    /// 공제 2,000,000; 환산급여 1,833,424 × 12 ÷ 2 = 11,000,544; 환산급여공제 8,000,000 + 60 % × 3,000,544 = 9,800,326;
    /// 과세표준 1,200,218; × 6 % = 72,013; × 2 ÷ 12 = 12,002 → 12,000원, 지방소득세 1,200원; net 3,820,224원.
    @Test func theLeaversStatement() throws {
        let slips = try Self.november()
        let statement = try #require(slips.first { $0.workerID == "jung-mira" && $0.kind == .severance })
        let s = try #require(statement.severance)
        #expect(s.serviceDays == 530)
        #expect(s.windowDays == 92)
        #expect(s.months.map(\.amount) == [1_360_451, 2_310_000, 2_288_000, 1_056_000])
        #expect(s.months.map(\.source) == [.history, .history, .content, .content])
        #expect(s.leavePayoutShare == Ratio(242_000, 1))
        #expect(s.wages == Ratio(7_256_451, 1))
        #expect(s.ordinaryDailyWage == Ratio(88_000, 1))
        #expect(statement.gross == 3_833_424)
        #expect(statement.deductions.map(\.amount) == [12_000, 1_200])
        #expect(statement.net == 3_820_224)
        #expect(statement.period.payDate == CivilDate(iso: "2026-11-27"))
        // The final payslip pays the 72 hours of 연차 left (120 granted on 2025-06-02 + 1 year, 40 taken
        // before October, 8 on 10-22): 4,320분 × 11,000 ÷ 60 = 792,000원.
        let final = try #require(slips.first { $0.workerID == "jung-mira" && $0.kind == .wages })
        #expect(final.period.final)
        #expect(final.earnings.first { $0.code == .annualLeavePayout }?.amount == 792_000)
        #expect(final.annualLeave?.paidOutMinutes == 4_320)
        // The daily worker: 3 days × 100,000원; 일용근로소득 tax 0 (under 150,000원 a day); 고용보험 0.9 %.
        let daily = try #require(slips.first { $0.workerID == "kang-dohyun" })
        #expect(daily.gross == 300_000)
        #expect(daily.deductions.map(\.code) == [.employmentInsurance])
    }

    static let figures = [
        3_833_424, 3_820_224, 7_256_451, 1_360_451, 2_288_000, 1_056_000, 78_874, 11_000_544,
        9_800_326, 1_200_218, 72_013, 12_002,
    ]

    @Test func theStatementPageIsBuiltAndSealed() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        _ = try await PrivacyExampleTests.build(into: temp + "/site")
        let files = Fixture.snapshot(temp + "/site").mapValues { String(decoding: $0, as: UTF8.self) }
        let shell = try #require(files[Fixture.published(Self.page)])
        #expect(shell.contains("id=\"moup-sealed\""))
        var found: [String] = []
        for (path, text) in files {
            for figure in Self.figures where PrivacyExampleTests.holds(text, figure: figure) {
                found.append("\(path): \(figure)")
            }
        }
        #expect(found.isEmpty, "\(found.sorted().prefix(20))")
    }

    /// The same page unsealed (`privacy: none`) holds those figures: the search above looks for what is there.
    @Test func theUnsealedPageShowsEveryStep() async throws {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.privacy = .none
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: Fixture.today),
            rules: rules, today: Fixture.today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        let page = try #require(SiteBuilder.pages(input, theme: theme).first { $0.path == Self.page })
        for figure in Self.figures { #expect(page.text.contains(WonText.grouped(figure)), "\(figure)") }
        for step in ["재직일수", "근속연수공제", "환산급여", "환산급여공제", "과세표준", "환산산출세액", "산출세액", "퇴직소득 지방소득세"] {
            #expect(page.text.contains(step), "\(step)")
        }
    }
}
