import MoupModel
import Testing

@testable import MoupContent

/// Issue 31: a public notice or `publicMemo` that states an amount of pay is a warning at the
/// figure's line and column, which does not repeat the figure (logs are mailed).
@Suite struct PublicPayFigureTests {
    @Test func aNoticeStatingAWageIsAWarningAtTheFigure() throws {
        let notice = """
            ---
            name: 11월 안내
            ---
            겨울 메뉴가 나옵니다.
            김민지 님 시급이 11월 16일부터 10,800원으로 오릅니다.
            회식비는 ₩ 30000, 간식비는 5천 원씩입니다.
            이준호 님은 10500 받습니다. 직원 여러분 고맙습니다. 10월 3일, 2026년, 10:00–19:00 근무.
            """
        let fixture = try Fixture(Sample.files(["workplaces/cafe/notices/2026-11-01-menu.md": notice]))
        let loaded = fixture.load()
        let path = "content/workplaces/cafe/notices/2026-11-01-menu.md"
        // Line 5: "10,800원"; line 6: "₩ 30000" (the first on the line); line 7: lee's wage from 2026-12-01, without 원.
        #expect(
            loaded.diagnostics.filter { $0.code == PublicPayFigureCheck.code }
                .map { $0.location.description.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["\(path):5:21", "\(path):6:8", "\(path):7:8"])
        let warning = try #require(loaded.diagnostics.first { $0.code == PublicPayFigureCheck.code })
        #expect(warning.severity == .warning)
        #expect(!warning.message.contains("10,800") && warning.message.contains("notices are public"))
    }

    @Test func aPublicMemoStatingPayIsAWarningAtItsShift() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "publicMemo": "오픈 담당" },
              { "worker": "kim", "date": "2026-11-03", "start": "09:00", "end": "15:30", "publicMemo": "특근 수당 2만원" }
            ] }
            """
        let fixture = try Fixture(Sample.files(["workplaces/cafe/shifts/2026-11.json": json]))
        let found = fixture.load().diagnostics.filter { $0.code == PublicPayFigureCheck.code }
        #expect(
            found.map { $0.location.description.replacingOccurrences(of: fixture.root + "/", with: "") }
                == ["content/workplaces/cafe/shifts/2026-11.json:3:3"])
        #expect(found.first?.message.contains("publicMemo of kim's shift on 2026-11-03") == true)
    }

    @Test func figuresThatAreNotPayAreLeftAlone() {
        let wages: Set<Int> = [10030]
        for line in ["10월 3일 개천절", "2026년 공휴일", "10:00–19:00", "케이크 30개", "직원 5명", "원하는 분은 1번"] {
            #expect(PublicPayFigureCheck.firstFigure(in: Substring(line), wages: wages) == nil, "\(line)")
        }
        #expect(PublicPayFigureCheck.firstFigure(in: "시급 10,030", wages: wages) == 4)
        #expect(PublicPayFigureCheck.firstFigure(in: "1만원", wages: wages) == 1)
    }
}
