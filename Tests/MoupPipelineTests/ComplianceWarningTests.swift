import Foundation
import MoupModel
import MoupOutput
import MoupPayroll
import MoupWords
import Testing

@testable import MoupPipeline

/// The legal alerts of the payslips are build and check warnings (issue 35): one per worker, alert and
/// month, at the worker's file, with what is wrong and the law, and never an amount of pay.
struct ComplianceWarningTests {
    static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    static func alert(_ code: PayrollAlert.Code) -> PayrollAlert {
        PayrollAlert(code: code, message: Phrase(.verbatim, ["text": .text("hourly rate 9,000원 …")]), amount: 4_400)
    }

    static func slip(_ worker: String, _ start: String, _ end: String, _ alerts: [PayrollAlert]) -> Payslip {
        Payslip(
            workplaceID: "cafe", workerID: worker,
            period: PayPeriod(start: day(start), end: day(end), payDate: day("2026-12-10")), minutes: MinuteTotals(),
            earnings: [], gross: 0, taxFree: 0, deductions: [], totalDeductions: 0, net: 0, employer: [],
            employerCost: 0, alerts: alerts)
    }

    static let content: Content = {
        let kim = Worker(
            id: "kim", workplaceID: "cafe", name: "김", wage: Wage(.hourly, 9_000),
            location: SourceLocation(file: "content/workplaces/cafe/workers/kim.md", line: 1, column: 1))
        let lee = Worker(
            id: "lee", workplaceID: "cafe", name: "이", wage: Wage(.hourly, 10_320),
            location: SourceLocation(file: "content/workplaces/cafe/workers/lee.md", line: 1, column: 1))
        let cafe = Workplace(
            id: "cafe", name: "카페", owner: "박", employees: 5, workers: [kim, lee],
            location: SourceLocation(file: "content/workplaces/cafe/index.md"))
        return Content(site: Site(title: "시험", location: SourceLocation(file: "content/site.md")), workplaces: [cafe])
    }()

    @Test func oneWarningPerWorkerAlertAndMonthWithoutAmounts() {
        let reports = [
            PayrollReport(
                month: YearMonth(iso: "2026-11")!,
                payslips: [
                    // kim's two weekly payslips of November both fall short: one warning; the break and the missing
                    // identification (not a breach of labour law) are told apart.
                    Self.slip(
                        "kim", "2026-11-16", "2026-11-22",
                        [Self.alert(.belowMinimumWage), Self.alert(.missingIdentification)]),
                    Self.slip(
                        "kim", "2026-11-23", "2026-11-29", [Self.alert(.belowMinimumWage), Self.alert(.shortBreak)]),
                    Self.slip(
                        "lee", "2026-11-01", "2026-11-30",
                        [Self.alert(.weeklyHolidayNotPaid), Self.alert(.unconfirmedShifts)]),
                ])
        ]
        let warnings = Pipeline.complianceWarnings(reports, content: Self.content)
        #expect(
            warnings.map(\.code) == [
                "payroll.below-minimum-wage", "payroll.short-break", "payroll.weekly-holiday-not-paid",
            ])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(
            warnings.map(\.description) == [
                "content/workplaces/cafe/workers/kim.md:1:1: warning: kim at cafe, 2026-11: paid below the minimum wage; pay at "
                    + "least the minimum for every hour (Minimum Wage Act, Article 6); see `moup explain --worker kim --month 2026-11`",
                "content/workplaces/cafe/workers/kim.md:1:1: warning: kim at cafe, 2026-11: a break shorter than the law's: 30 "
                    + "minutes for 4 hours of work, 1 hour for 8 (Labor Standards Act, Article 54); see `moup explain --worker kim --month 2026-11`",
                "content/workplaces/cafe/workers/lee.md:1:1: warning: lee at cafe, 2026-11: the weekly holiday pay is owed but "
                    + "switched off (allowances.weekly: false) (Labor Standards Act, Article 55(1)); see `moup explain --worker lee --month 2026-11`",
            ])
        // A Korean site reads the same warnings in Korean, the law named as in the statute book.
        #expect(
            warnings.map { $0.line(in: .ko) }.first
                == "content/workplaces/cafe/workers/kim.md:1:1: warning: cafe의 kim, 2026-11: 최저임금보다 적게 지급합니다. "
                + "모든 근로시간에 최저임금 이상을 주어야 합니다 (최저임금법 제6조). `moup explain --worker kim --month 2026-11`로 확인하세요")
        // No amount of pay or wage reaches the log (it is mailed by cron).
        #expect(
            !warnings.contains {
                $0.message.contains("원") || $0.message.contains("9,000") || $0.message.contains("4,400")
            })
    }

    /// Every legal alert says what is wrong and names its law in both languages.
    @Test func everyRuleHasItsWordsInBothLanguages() {
        for alert in PayrollAlert.Code.allCases {
            guard let rule = ComplianceRule(alert) else { continue }
            for language in [Site.Language.ko, .en] {
                #expect(!TerminalWords.text(rule.what, in: language).hasPrefix("{"), "\(rule.code)")
                #expect(!TerminalWords.text(rule.law, in: language).hasPrefix("{"), "\(rule.code)")
            }
        }
    }

    @Test func theLegalAlertsAreTheOnesWithARule() {
        let legal = PayrollAlert.Code.allCases.filter { ComplianceRule($0) != nil }
        #expect(
            legal == [
                .belowMinimumWage, .shortBreak, .premiumNotPaid, .weeklyHolidayNotPaid, .over52Hours,
                .annualLeaveNotPaid,
            ])
    }
}

/// Why shard folders cannot be merged, in the terminal's words: the same English as `MergeError.description`.
@Suite struct MergeErrorWordsTests {
    @Test(arguments: [
        MergeError.notAShard("site-shard-1"), .unreadable(path: "p", errno: 2),
        .differentInputs(shard: "a", other: "b"),
        .differentCounts(shard: "a", other: "b"), .sameShard(index: 2, shard: "a", other: "b"),
        .missingShards([2, 3], count: 3),
        .overlap(path: "index.html", shard: "a", other: "b"),
        .altered(path: "x.html", shard: "a", reason: "was changed"),
    ])
    func theEnglishWordsAreTheDescription(error: MergeError) {
        #expect(TerminalWords.text(error.wording, in: .en) == error.description)
        #expect(
            TerminalWords.text(error.wording, in: .ko).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }
}

/// The output folder's failures in the terminal's words: the same English as `OutputError.description`.
@Suite struct OutputErrorWordsTests {
    @Test(arguments: [
        OutputError.invalidPath("a/../b.html", reason: "it leaves the output folder"), .duplicatePath("index.html"),
        .fileFolderConflict(file: "a", inside: "a/b.html"), .notOurs("site"), .notAFolder("site"),
        .symbolicLink("site"),
        .io(operation: "write", path: "site/index.html", errno: 28), .io(operation: "odd step", path: "x", errno: 5),
        .locked(output: "site", lockFile: "site.lock"),
    ])
    func theEnglishWordsAreTheDescription(error: OutputError) {
        #expect(TerminalWords.text(error.wording, in: .en) == error.description)
        #expect(
            TerminalWords.text(error.wording, in: .ko).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }
}

/// A wage below the minimum is warned about at the amount in force (issue 35's leftover: it pointed at
/// the top of the worker's file), read from a real worker file with a raise.
@Suite struct MinimumWageLocationTests {
    @Test func theWarningPointsAtTheAmountInForce() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-wage-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let workers = folder + "/workplaces/cafe/workers"
        try FileManager.default.createDirectory(atPath: workers, withIntermediateDirectories: true)
        try "---\ntitle: 시험\n---\n".write(toFile: folder + "/site.md", atomically: true, encoding: .utf8)
        try "---\nname: 카페\nowner: 박사장\nemployees: 3\n---\n".write(
            toFile: folder + "/workplaces/cafe/index.md", atomically: true, encoding: .utf8)
        // Line 9 holds the raise's amount (9,000원 from 2026-11-16: below the 2026 minimum of 10,320원).
        try """
        ---
        name: 김민지
        employeeNo: "1"
        wage:
          type: hourly
          amount:
            - from: 2026-01-01
              amount: 10320
            - from: 2026-11-16
              amount: 9000
        ---

        """.write(toFile: workers + "/kim.md", atomically: true, encoding: .utf8)
        let content = try Pipeline.validContent(Pipeline.load(content: folder), folder: folder)
        let kim = try #require(content.workplace("cafe")?.worker("kim"))
        #expect(kim.wageLocations.map(\.line) == [8, 10])
        let day = { (text: String) in CivilDate(iso: text)! }
        // November holds both amounts: the lower one, 9,000원, is the one below the minimum.
        #expect(kim.lowestWageLocation(from: day("2026-11-01"), through: day("2026-11-30")).line == 10)
        // October holds only the first.
        #expect(kim.lowestWageLocation(from: day("2026-10-01"), through: day("2026-10-31")).line == 8)
        let slip = ComplianceWarningTests.slip(
            "kim", "2026-11-01", "2026-11-30", [ComplianceWarningTests.alert(.belowMinimumWage)])
        let warnings = Pipeline.complianceWarnings(
            [PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [slip])], content: content)
        #expect(warnings.map(\.location.line) == [10])
        #expect(warnings.map(\.location.column) == [15])
    }
}
