import Foundation
import MoupContent
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupSite
import Testing

/// One labour cost (payroll rules v3; issue 30, item 12) in the example built on 2026-12-15 with
/// `privacy: none` (so the private pages and CSVs are read as they are before sealing): November's
/// 인건비 of 카페 모옵 is one figure on the dashboard, the owner's start page, the trend, the year page and
/// both CSVs; 정미라's 퇴직금 (3,833,424원) is beside it in its own columns, never in it; every CSV row's
/// items add up to its totals.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct OneLabourCostExampleTests {
    static let today = CivilDate(iso: "2026-12-15")!

    /// 카페 모옵's November: gross pay of the wage payslips plus the employer's insurance shares, the sum
    /// of the 인건비 column of the month's payroll CSV (checked below, row by row).
    static let novemberCost = 9_036_074
    /// 정미라's 퇴직금 (see `SeveranceExampleTests`).
    static let severance = 3_833_424
    /// Her unused 연차 paid on her final payslip (4,320분 × 11,000원 ÷ 60): part of 인건비.
    static let leavePayout = 792_000
    /// The leaver's columns beside 인건비 in November: 그중 연차 paid on leaving, 퇴직금, 인건비 + 퇴직금.
    static let leaverCells = [leavePayout, severance, novemberCost + severance].map { "<td>\(won($0))</td>" }.joined()

    static func pages() async throws -> [String: String] { try await ExamplePlainSite.pages(today: today) }

    static func won(_ amount: Int) -> String { WonText.grouped(amount) + "원" }

    // MARK: One labour cost

    @Test func novembersLabourCostIsOneFigureOnEveryPage() async throws {
        let pages = try await Self.pages()
        let cost = Self.won(Self.novemberCost)
        let withSeverance = Self.won(Self.novemberCost + Self.severance)
        let dashboard = try #require(pages["workplaces/cafe-moup/2026-11/dashboard.html"])
        #expect(dashboard.contains("<dt>인건비 (사업주 부담 보험료 포함)</dt><dd>\(cost)</dd>"))
        #expect(dashboard.contains("<dt>그중 퇴직 시 미사용 연차수당</dt><dd>\(Self.won(Self.leavePayout))</dd>"))
        #expect(dashboard.contains("<dt>퇴직금 (인건비와 별도)</dt><dd>\(Self.won(Self.severance))</dd>"))
        #expect(dashboard.contains("<dt>인건비 + 퇴직금</dt><dd>\(withSeverance)</dd>"))
        // The by-worker table's total line: 인건비, then the leaver's columns (연차 paid on leaving, in 인건비;
        // 퇴직금, not in it; the total including 퇴직금).
        #expect(dashboard.contains("<td>\(cost)</td>\(Self.leaverCells)<td></td></tr></tfoot>"))

        let owner = try #require(pages["owners/cafe-moup/index.html"])
        // The overview (one workplace: its column, the sum, the leaver's columns) and the month's card.
        #expect(
            owner.contains("<th scope=\"row\">2026년 11월</th><td>\(cost)</td><td>\(cost)</td>\(Self.leaverCells)</tr>"))
        #expect(owner.contains("<dt>인건비</dt><dd>\(cost)</dd>"))
        #expect(Self.totalsWithSeveranceAreLabelled(owner))

        let trend = try #require(pages["workplaces/cafe-moup/trend.html"])
        #expect(trend.contains("<td>\(cost)</td>\(Self.leaverCells)"))
        #expect(Self.totalsWithSeveranceAreLabelled(trend))

        let year = try #require(pages["workplaces/cafe-moup/years/2026.html"])
        #expect(year.contains("<td>\(cost)</td><td>\(Self.won(Self.severance))</td><td>\(withSeverance)</td></tr>"))
        #expect(Self.totalsWithSeveranceAreLabelled(year))
        #expect(Self.totalsWithSeveranceAreLabelled(dashboard))
    }

    /// True when 인건비 + 퇴직금 (12,869,498원) appears only right after the 퇴직금 it includes, in its
    /// labelled column, or as its labelled fact: never as if it were 인건비.
    static func totalsWithSeveranceAreLabelled(_ page: String) -> Bool {
        let total = won(novemberCost + severance)
        func count(_ text: String) -> Int { page.components(separatedBy: text).count - 1 }
        return count(total) == count("<td>\(won(severance))</td><td>\(total)</td>")
            + count("<dt>인건비 + 퇴직금</dt><dd>\(total)</dd>")
    }

    @Test func theCSVsCarryTheSameFigureAndEveryRowAddsUp() async throws {
        let pages = try await Self.pages()
        let payroll = try Self.table(try #require(pages["workplaces/cafe-moup/2026-11/payroll.csv"]))
        let year = try Self.table(try #require(pages["workplaces/cafe-moup/years/2026.csv"]))
        // The month's wage payslips, one row each: their 인건비 add up to the dashboard's.
        #expect(payroll.rows.compactMap { payroll.number($0, "인건비 합계") }.reduce(0, +) == Self.novemberCost)
        // The year CSV's rows of November (one per worker): the same 인건비, and 정미라's 퇴직금 beside it.
        let november = year.rows.filter { $0.first == "2026-11" }
        #expect(november.compactMap { year.number($0, "인건비 합계") }.reduce(0, +) == Self.novemberCost)
        #expect(november.compactMap { year.number($0, "퇴직금 (인건비와 별도)") }.reduce(0, +) == Self.severance)
        let mira = try #require(november.first { $0[1] == "jung-mira" })
        // 정미라's November row: her final payslip's items add up to its 지급액 합계 (no 퇴직금 inside).
        #expect(year.number(mira, "퇴직금 (인건비와 별도)") == Self.severance)
        #expect(year.number(mira, "지급액 합계") == year.earnings(mira).reduce(0, +))

        var checked = 0
        for (name, table) in [("payroll.csv", payroll), ("2026.csv", year)] {
            for row in table.rows {
                guard let gross = table.number(row, "지급액 합계") else { continue }
                let label = "\(name) \(row.prefix(3))"
                #expect(table.earnings(row).reduce(0, +) == gross, "\(label)")
                let deductions = table.columns { $0.hasPrefix("공제 ") }.compactMap { table.number(row, $0) }.reduce(0, +)
                #expect(deductions == table.number(row, "공제액 합계"), "\(label)")
                #expect(gross - deductions == table.number(row, "실지급액"), "\(label)")
                let employer = table.columns { $0.hasPrefix("사업주 ") }.compactMap { table.number(row, $0) }.reduce(0, +)
                let cost = try #require(table.number(row, "인건비 합계"))
                #expect(gross + employer == cost, "\(label)")
                if let severance = table.number(row, "퇴직금 (인건비와 별도)") {
                    #expect(cost + severance == table.number(row, "인건비 + 퇴직금"), "\(label)")
                }
                if let accrual = table.number(row, "퇴직금 적립") {
                    #expect(cost + accrual == table.number(row, "인건비+퇴직금 적립"), "\(label)")
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// A CSV as the builder writes it (BOM, CRLF, no quoted cell in these files).
    struct Table {
        var header: [String]
        var rows: [[String]]

        func index(_ column: String) -> Int? { header.firstIndex(of: column) }
        func number(_ row: [String], _ column: String) -> Int? { index(column).flatMap { Int(row[$0]) } }
        func columns(_ matching: (String) -> Bool) -> [String] { header.filter(matching) }
        /// The earning columns: after the minutes columns, up to 지급액 합계.
        func earnings(_ row: [String]) -> [Int] {
            guard let last = index("지급액 합계") else { return [] }
            let first = (header[..<last].lastIndex { $0.hasSuffix("(분)") } ?? 0) + 1
            return (first..<last).compactMap { Int(row[$0]) }
        }
    }

    static func table(_ text: String) throws -> Table {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = body.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(!body.contains("\""))
        let cells = lines.map { $0.components(separatedBy: ",") }
        let header = try #require(cells.first)
        for row in cells { #expect(row.count == header.count) }
        return Table(header: header, rows: Array(cells.dropFirst()))
    }
}
