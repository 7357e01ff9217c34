import MoupContent
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupSite
import Testing

/// The IRP case (근로자퇴직급여 보장법 제9조②, 시행령 제3조의2; 소득세법 제146조②; payroll-rules.md v2) on the
/// example's leaver: 정미라 (jung-mira) with a birth date that makes her 54 on 퇴직일. Her 퇴직금 of 3,833,424원
/// (`SeveranceExampleTests`) is above 3,000,000 and she is not known to be 55 or older, so it goes to her
/// IRP: no 퇴직소득세 is withheld (과세이연), alert `severance_irp_transfer`, and the statement page and the
/// payroll JSON say so.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct SeveranceIRPExampleTests {
    /// Born 1971-11-15: 55 only on 2026-11-15, the day after 퇴직일 2026-11-14 (54 on it).
    static func content(birth: String) throws -> Content {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.privacy = .none
        let place = try #require(content.workplaces.firstIndex { $0.id == "cafe-moup" })
        let worker = try #require(content.workplaces[place].workers.firstIndex { $0.id == "jung-mira" })
        content.workplaces[place].workers[worker].birthDate = CivilDate(iso: birth)
        return content
    }

    static func november(_ content: Content) throws -> PayrollReport {
        try #require(
            Pipeline.payroll(content, rules: try Pipeline.rules(), today: Fixture.today)
                .first { $0.month == YearMonth(iso: "2026-11")! })
    }

    /// 54 on 퇴직일: into the IRP. 퇴직금 3,833,424원, nothing withheld, net 3,833,424원; the statement keeps its
    /// 재직일수 and window. In the JSON: the severance line, no retirement tax lines, the alert.
    @Test func fiftyFourOnTheDayGoesToTheIRP() throws {
        let report = try Self.november(try Self.content(birth: "1971-11-15"))
        let statement = try #require(report.payslips.first { $0.workerID == "jung-mira" && $0.kind == .severance })
        #expect(statement.gross == 3_833_424)
        #expect(statement.deductions.isEmpty)
        #expect(statement.totalDeductions == 0)
        #expect(statement.net == 3_833_424)
        #expect(statement.severance?.irpTransfer == true)
        #expect(statement.severance?.taxSteps.isEmpty == true)
        #expect(statement.severance?.serviceDays == 530)
        #expect(statement.alerts.map(\.code) == [.severanceIRPTransfer])

        let json = PayrollJSON.encode(
            PayrollReport(month: report.month, payslips: [statement]), text: Theme.builtInWords(.ko).text)
        #expect(json.contains(#""kind": "severance""#))
        #expect(json.contains(#""code": "severance""#))
        #expect(json.contains(#""amount": 3833424"#))
        #expect(json.contains(#""code": "severance_irp_transfer""#))
        #expect(!json.contains("retirement_income_tax"))
        #expect(!json.contains("retirement_local_tax"))
        #expect(json.contains(#""net": 3833424"#))
    }

    /// One day older (born 1971-11-14, 55 on 퇴직일): paid in cash with the 12,000 + 1,200원 of
    /// `SeveranceExampleTests` and no alert.
    @Test func fiftyFiveOnTheDayIsPaidWithTax() throws {
        let report = try Self.november(try Self.content(birth: "1971-11-14"))
        let statement = try #require(report.payslips.first { $0.workerID == "jung-mira" && $0.kind == .severance })
        #expect(statement.deductions.map(\.amount) == [12_000, 1_200])
        #expect(statement.alerts.isEmpty)
        #expect(statement.severance?.irpTransfer == false)
    }

    /// The page of the IRP case: every step up to the 퇴직금, no 퇴직소득세 step and no withheld line, the
    /// IRP note marked as an alert, and the whole amount as what is transferred.
    @Test func theStatementPageShowsTheIRPTransfer() async throws {
        let content = try Self.content(birth: "1971-11-15")
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: Fixture.today),
            rules: rules, today: Fixture.today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        let page = try #require(SiteBuilder.pages(input, theme: theme).first { $0.path == SeveranceExampleTests.page })
        let text = page.text
        for step in ["재직일수", "530일", "7,256,451원", "3,833,424원"] { #expect(text.contains(step), "\(step)") }
        #expect(text.contains("IRP(개인형 퇴직연금)"))
        #expect(text.contains("과세이연"))
        #expect(text.contains(#"<p class="slip-note alert">※ 퇴직금이 IRP"#))
        for absent in ["근속연수공제", "환산급여공제", "과세표준", "퇴직소득 지방소득세"] {
            #expect(!text.contains(absent), "\(absent)")
        }
    }
}
