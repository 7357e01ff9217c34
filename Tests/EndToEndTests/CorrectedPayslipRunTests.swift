import Foundation
import Testing

/// Changes since the last publication (issue "Unattended nightly runs"): a nightly build reports the
/// payslips whose figures it changes, by name and without amounts, and a payslip whose pay date has
/// passed is published as a corrected statement (정정 임금명세서) showing what was issued.
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct CorrectedPayslipRunTests {
    /// The example with `privacy: none`, so the test can read the pages.
    static func plainCopy(in temp: String) throws -> String {
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let site = copy + "/site.md"
        let text = try String(contentsOfFile: site, encoding: .utf8)
        try text.replacingOccurrences(of: "language: ko\n", with: "language: ko\nprivacy: none\n")
            .write(toFile: site, atomically: true, encoding: .utf8)
        return copy
    }

    static func summary(_ log: String) -> String {
        log.split(separator: "\n").last { $0.hasPrefix("{\"summary\"") }.map(String.init) ?? ""
    }

    @Test func aShiftEditedAfterThePayDateMakesACorrectedStatementAndIsReportedWithoutAmounts() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.plainCopy(in: temp)
        let site = temp + "/site"
        func build(on day: String) throws -> (status: Int32, output: String, error: String) {
            try Fixture.runMoup([
                "build", "--content", content, "--output", site, "--today", day, "--log-format", "json",
            ])
        }

        // 11-20: October's pay (paid 11-10) is issued as it is; nothing to compare with yet.
        let first = try build(on: "2026-11-20")
        #expect(first.status == 0, "stderr: \(first.error)")
        #expect(Self.summary(first.error).contains("\"payslipsChanged\":[]"))
        let payslip = site + "/payslips/cafe-moup/kim-minji/2026-10-01.html"
        #expect(!(try String(contentsOfFile: payslip, encoding: .utf8)).contains("정정"))

        // 11-21: kim-minji's 10-02 shift really ended an hour later.
        #expect(try Fixture.lengthenKimMinjisOctoberShift(in: content))
        let second = try build(on: "2026-11-21")
        #expect(second.status == 0, "stderr: \(second.error)")
        let summary = Self.summary(second.error)
        #expect(
            summary.contains(
                "{\"workplace\":\"cafe-moup\",\"worker\":\"kim-minji\",\"period\":\"2026-10-01/2026-10-31\","
                    + "\"kind\":\"wages\",\"corrected\":true,"
                    // Past her contract's hours: base pay and the part-time premium (기간제법 제6조③);
                    // she has no deductions, so net moves with gross.
                    + "\"fields\":[\"gross\",\"net\",\"earnings.base\",\"earnings.part_time_overtime\"]}"))
        #expect(second.error.contains("\"code\":\"payroll.corrected\""))
        // Cron mails the log: names of figures, never an amount.
        #expect(!second.error.contains("원"))
        #expect(second.error.range(of: #"\d{1,3},\d{3}"#, options: .regularExpression) == nil)

        let page = try String(contentsOfFile: payslip, encoding: .utf8)
        #expect(page.contains("<h1>정정 임금명세서"))
        #expect(page.contains("2026년 11월 20일에 교부한 임금명세서를 정정합니다"))
        let dashboard = try String(
            contentsOfFile: site + "/workplaces/cafe-moup/2026-10/dashboard.html", encoding: .utf8)
        #expect(dashboard.contains("오늘 바뀐 임금명세서"))

        // 11-22: nothing new. The statement stays corrected; no warning, no change to report.
        let third = try build(on: "2026-11-22")
        #expect(third.status == 0)
        #expect(!third.error.contains("payroll.corrected"))
        #expect(Self.summary(third.error).contains("\"payslipsChanged\":[]"))
        #expect(try String(contentsOfFile: payslip, encoding: .utf8).contains("<h1>정정 임금명세서"))
        #expect(
            !(try String(contentsOfFile: site + "/workplaces/cafe-moup/2026-10/dashboard.html", encoding: .utf8))
                .contains("오늘 바뀐 임금명세서"))
    }
}
