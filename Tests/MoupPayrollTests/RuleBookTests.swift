import Foundation
import MoupModel
@testable import MoupRules
import Testing

private func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

/// The bundled rule book, loaded once per test (it is a value; loading is cheap).
private func bundledRules() throws -> RuleBook { try RuleBook.bundled() }

@Suite struct RuleBookTests {
    @Test func bundledLoadsWithoutProblems() throws {
        let rules = try bundledRules()
        #expect(rules.coveredThrough == day("2026-12-31"))
        #expect(rules.isCovered(day("2026-12-31")))
        #expect(!rules.isCovered(day("2027-01-01")))
    }

    @Test func minimumWageByDate() throws {
        let rules = try bundledRules()
        #expect(rules.minimumWage.value(on: day("2026-11-03")) == 10_320)
        #expect(rules.minimumWage.value(on: day("2025-12-31")) == 10_030)
        // Past the tables: the latest figure applies.
        #expect(rules.minimumWage.value(on: day("2027-03-01")) == 10_320)
    }

    @Test func holidays2026() throws {
        let rules = try bundledRules()
        #expect(rules.holiday(on: day("2026-10-05"))?.name == "개천절 대체공휴일")
        #expect(rules.holiday(on: day("2026-05-01"))?.kind == .laborDay)
        #expect(rules.holiday(on: day("2026-07-17"))?.name == "제헌절")
        #expect(rules.holiday(on: day("2026-03-02")) != nil)
        #expect(rules.holiday(on: day("2026-10-06")) == nil)
        #expect(rules.holidays.filter { $0.date.year == 2026 }.count == 22)
        #expect(rules.holidays.allSatisfy { !$0.source.isEmpty })
    }

    @Test func holidays2025() throws {
        let rules = try bundledRules()
        for date in ["2025-01-27", "2025-01-28", "2025-01-29", "2025-01-30", "2025-03-03", "2025-05-05",
                     "2025-05-06", "2025-06-03", "2025-10-05", "2025-10-06", "2025-10-07", "2025-10-08",
                     "2025-10-09", "2025-12-25"] {
            #expect(rules.holiday(on: day(date))?.kind == .publicHoliday, "\(date)")
        }
        #expect(rules.holiday(on: day("2025-05-01"))?.kind == .laborDay)
        #expect(rules.holiday(on: day("2025-10-10")) == nil)
    }

    @Test func pensionLimitsChangeInJuly() throws {
        let rules = try bundledRules()
        let june = rules.insurance.value(on: day("2026-06-30"))
        let july = rules.insurance.value(on: day("2026-07-01"))
        #expect(june.pensionBaseCeiling == 6_370_000)
        #expect(june.pensionBaseFloor == 400_000)
        #expect(july.pensionBaseCeiling == 6_590_000)
        #expect(july.pensionBaseFloor == 410_000)
        #expect(rules.insurance.value(on: day("2025-06-30")).pensionBaseCeiling == 6_170_000)
        #expect(rules.insurance.value(on: day("2025-07-01")).pensionBaseFloor == 400_000)
    }

    @Test func insuranceRatesAreExact() throws {
        let rules = try bundledRules()
        let rates = rules.insurance.value(on: day("2026-12-10"))
        #expect(rates.nationalPensionEmployee == Ratio(475, 10_000))
        #expect(rates.healthEmployee == Ratio(3_595, 100_000))
        #expect(rates.longTermCare == Ratio(9_448, 1_000_000))
        #expect(rates.healthTotal == Ratio(719, 10_000))
        #expect(rates.employmentEmployee == Ratio(9, 1_000))
        #expect(rates.employmentStability(employees: 4) == Ratio(25, 10_000))
        #expect(rates.employmentStability(employees: 150) == Ratio(65, 10_000))
        #expect(rates.employmentStability(employees: 1_200) == Ratio(85, 10_000))
        let old = rules.insurance.value(on: day("2025-12-10"))
        #expect(old.nationalPensionEmployee == Ratio(45, 1_000))
        #expect(old.healthEmployee == Ratio(3_545, 100_000))
        #expect(!rules.insurance.entry(on: day("2026-12-10")).source.isEmpty)
    }

    @Test func childReductionChangesOnMarchFirst() throws {
        let rules = try bundledRules()
        #expect(rules.childTaxReduction.value(on: day("2026-02-28")) == ChildTaxReduction(one: 12_500, two: 29_160, eachFurther: 25_000))
        #expect(rules.childTaxReduction.value(on: day("2026-03-01")) == ChildTaxReduction(one: 20_830, two: 45_830, eachFurther: 33_330))
        // 3 children from March 2026: 45,830 + 33,330 = 79,160.
        #expect(rules.childTaxReduction.value(on: day("2026-03-10")).amount(children: 3) == 79_160)
    }

    @Test func enrolmentThresholdsAndMealLimit() throws {
        let rules = try bundledRules()
        #expect(rules.enrolment.value(on: day("2026-05-10")) == .statutory)
        #expect(rules.mealAllowanceLimit.value(on: day("2026-05-10")) == 200_000)
    }

    /// v2 소액부징수: every bundled pay date (2025 on) is after 2024-07-01, so the 3% is never exempt.
    @Test func businessIncomeIsNotSmallAmountExempt() throws {
        let rules = try bundledRules()
        #expect(rules.withholding.value(on: day("2025-01-10")).businessIncomeSmallAmountExempt == false)
        #expect(rules.withholding.value(on: day("2026-12-10")).businessIncomeSmallAmountExempt == false)
        #expect(rules.withholding.value(on: day("2026-12-10")).minimumWithholding == 1_000)
    }

    // MARK: broken data files are reported with file and line

    private func load(_ files: [String: String]) -> DiagnosticList? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moup-rules-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try? text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        do {
            _ = try RuleBook.load(directory: folder.path, displayName: "rules")
            return nil
        } catch {
            return error
        }
    }


    @Test func rateWrittenAsPercentIsAnErrorWithItsLine() throws {
        let sourceDir = try #require(sourceRulesFolder())
        var text = try String(contentsOfFile: sourceDir + "/2026.yml", encoding: .utf8)
        text = text.replacingOccurrences(of: "rate: 0.0475", with: "rate: 4.75%")
        let csv = try String(contentsOfFile: sourceDir + "/income-tax-table-2024.csv", encoding: .utf8)
        let problems = try #require(load(["2026.yml": text, "income-tax-table-2024.csv": csv]))
        let first = try #require(problems.diagnostics.first)
        #expect(first.location.file == "rules/2026.yml")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("rate: 4.75%") }! + 1
        #expect(first.location.line == line)
        #expect(first.message.contains("plain decimal"))
    }

    @Test func smallAmountFlagMustBeTrueOrFalse() throws {
        let sourceDir = try #require(sourceRulesFolder())
        var text = try String(contentsOfFile: sourceDir + "/2026.yml", encoding: .utf8)
        text = text.replacingOccurrences(of: "exempt: false", with: "exempt: no")
        let csv = try String(contentsOfFile: sourceDir + "/income-tax-table-2024.csv", encoding: .utf8)
        let problems = try #require(load(["2026.yml": text, "income-tax-table-2024.csv": csv]))
        let first = try #require(problems.diagnostics.first)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("exempt: no") }! + 1
        #expect(first.location.file == "rules/2026.yml")
        #expect(first.location.line == line)
        #expect(first.message == "withholding.businessIncomeSmallAmountExempt.exempt must be true or false, not 'no'")
    }

    @Test func missingTableFileAndWrongYearAreReported() throws {
        let sourceDir = try #require(sourceRulesFolder())
        let text = try String(contentsOfFile: sourceDir + "/2026.yml", encoding: .utf8)
        let problems = try #require(load(["2027.yml": text]))
        let messages = problems.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("name it 2026.yml") })
        #expect(messages.contains { $0.contains("income-tax-table-2024.csv") && $0.contains("does not exist") })
    }
}

/// `Sources/MoupRules/rules` in the source tree, found from this test file's path.
private func sourceRulesFolder(file: String = #filePath) -> String? {
    var url = URL(fileURLWithPath: file)
    for _ in 0..<6 {
        url.deleteLastPathComponent()
        let candidate = url.appendingPathComponent("Sources/MoupRules/rules")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
    }
    return nil
}

@Suite struct RuleBookLoaderTests {
    private func problems(_ yaml: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        _ = RuleBookLoaderProbe.parse(yaml, diagnostics: &diagnostics)
        return diagnostics
    }

    @Test func unknownKeyHolidayOutsideTheYearAndDuplicate() throws {
        let folder = try #require(sourceRulesFolderForLoader())
        var text = try String(contentsOfFile: folder + "/2026.yml", encoding: .utf8)
        text = text.replacingOccurrences(of: "minimumWage:\n  - from: 2026-01-01\n    won: 10320",
                                         with: "minimumWage:\n  - from: 2026-01-01\n    hourly: 10320")
        text = text.replacingOccurrences(of: "date: 2026-12-25", with: "date: 2027-12-25")
        text = text.replacingOccurrences(of: "date: 2026-10-09", with: "date: 2026-10-05")
        let found = problems(text)
        let messages = found.map(\.message)
        #expect(messages.contains { $0.contains("unknown key 'hourly'") })
        #expect(messages.contains { $0.contains("missing 'won'") })
        #expect(messages.contains { $0.contains("2027-12-25 lies outside this file's year 2026") })
        #expect(messages.contains { $0.contains("2026-10-05 is listed twice") })
        #expect(found.allSatisfy { $0.location.file == "rules/2026.yml" && $0.location.line > 1 })
    }
}

/// Parses one year file the way the loader does, for the loader tests.
private enum RuleBookLoaderProbe {
    static func parse(_ text: String, diagnostics: inout [Diagnostic]) -> Bool {
        YearFile.parse(text, file: "rules/2026.yml", diagnostics: &diagnostics) != nil
    }
}

private func sourceRulesFolderForLoader(file: String = #filePath) -> String? {
    var url = URL(fileURLWithPath: file)
    for _ in 0..<6 {
        url.deleteLastPathComponent()
        let candidate = url.appendingPathComponent("Sources/MoupRules/rules")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
    }
    return nil
}
