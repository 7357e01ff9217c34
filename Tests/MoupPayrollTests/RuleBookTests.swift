import Foundation
import MoupModel
import MoupWords
import Testing

@testable import MoupRules

private func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

/// The bundled rule book, loaded once per test (it is a value; loading is cheap).
private func bundledRules() throws -> RuleBook { try RuleBook.bundled() }

@Suite struct RuleBookTests {
    @Test func bundledLoadsWithoutProblems() throws {
        let rules = try bundledRules()
        #expect(rules.coveredThrough == day("2027-12-31"))
        #expect(rules.isCovered(day("2027-12-31")))
        #expect(!rules.isCovered(day("2028-01-01")))
    }

    @Test func minimumWageByDate() throws {
        let rules = try bundledRules()
        #expect(rules.minimumWage.value(on: day("2026-11-03")) == 10_320)
        #expect(rules.minimumWage.value(on: day("2025-12-31")) == 10_030)
        // 2027 (고용노동부 고시 제2026-60호): 10,700 from the first day of the year.
        #expect(rules.minimumWage.value(on: day("2026-12-31")) == 10_320)
        #expect(rules.minimumWage.value(on: day("2027-01-01")) == 10_700)
        #expect(rules.minimumWage.entry(on: day("2027-06-15")).source.contains("제2026-60호"))
        // Past the tables: the latest figure applies.
        #expect(rules.minimumWage.value(on: day("2028-03-01")) == 10_700)
    }

    /// 2027 holidays: 관공서의 공휴일에 관한 규정 제2조 with the 2027 lunar dates (설날 02-07, 부처님오신날
    /// 05-13, 추석 09-15) and 제3조's substitute days.
    @Test func holidays2027() throws {
        let rules = try bundledRules()
        let named = [
            "2027-01-01": "신정", "2027-02-06": "설날 연휴", "2027-02-07": "설날", "2027-02-08": "설날 연휴",
            "2027-03-01": "삼일절", "2027-05-05": "어린이날", "2027-05-13": "부처님오신날", "2027-06-06": "현충일",
            "2027-07-17": "제헌절", "2027-08-15": "광복절", "2027-09-14": "추석 연휴", "2027-09-15": "추석",
            "2027-09-16": "추석 연휴", "2027-10-03": "개천절", "2027-10-09": "한글날", "2027-12-25": "성탄절",
        ]
        for (date, name) in named {
            #expect(rules.holiday(on: day(date))?.name == name, "\(date)")
            #expect(rules.holiday(on: day(date))?.kind == .publicHoliday, "\(date)")
        }
        // Substitutes: 설날 on Sunday 02-07 → Tuesday 02-09 (after the 연휴); 광복절 Sun → Mon 08-16;
        // 개천절 Sun → Mon 10-04; 한글날 Sat → Mon 10-11 (10-10 is a Sunday); 성탄절 Sat → Mon 12-27;
        // v3: 노동절 Sat 05-01 → Mon 05-03 and 제헌절 Sat 07-17 → Mon 07-19 (공휴일에 관한 법률 as amended in
        // 2026: both are 공휴일 with 대체공휴일; python-holidays 0.109 lists both).
        for date in ["2027-02-09", "2027-05-03", "2027-07-19", "2027-08-16", "2027-10-04", "2027-10-11", "2027-12-27"] {
            #expect(rules.holiday(on: day(date))?.name.hasSuffix("대체공휴일") == true, "\(date)")
        }
        // No substitute: 설 연휴 on Saturday 02-06 (only Sundays count for 설·추석), 현충일 on Sunday 06-06,
        // 신정, and nothing the day after a substitute.
        for date in ["2027-02-10", "2027-06-07", "2027-10-05", "2027-10-12", "2027-12-28", "2027-05-14"] {
            #expect(rules.holiday(on: day(date)) == nil, "\(date)")
        }
        #expect(rules.holiday(on: day("2027-05-01"))?.kind == .laborDay)
        // The substitute of 노동절 is a 관공서 공휴일: paid at 5 or more employees, as every substitute day.
        #expect(rules.holiday(on: day("2027-05-03"))?.kind == .publicHoliday)
        #expect(rules.holidays.filter { $0.date.year == 2027 }.count == 24)
        #expect(rules.holidays.allSatisfy { !$0.source.isEmpty })
    }

    /// 2027 insurance: pension 10% (5% each, the 2025 reform's schedule), health frozen at 7.19%;
    /// the long-term-care rate and the pension limits from July restate the 2026 figures.
    @Test func insurance2027() throws {
        let rules = try bundledRules()
        let january = rules.insurance.value(on: day("2027-01-10"))
        #expect(january.nationalPensionEmployee == Ratio(5, 100))
        #expect(january.nationalPensionEmployer == Ratio(5, 100))
        #expect(january.healthEmployee == Ratio(3_595, 100_000))
        #expect(january.healthTotal == Ratio(719, 10_000))
        #expect(january.longTermCare == Ratio(9_448, 1_000_000))
        #expect(january.pensionBaseFloor == 410_000)
        #expect(january.pensionBaseCeiling == 6_590_000)
        let july = rules.insurance.value(on: day("2027-07-10"))
        #expect(july.pensionBaseFloor == 410_000)
        #expect(july.pensionBaseCeiling == 6_590_000)
        #expect(rules.insurance.value(on: day("2026-12-10")).nationalPensionEmployee == Ratio(475, 10_000))
    }

    /// The figures 2027.yml marks `unconfirmed: true`, with the span each is in force and how it is used.
    @Test func unconfirmedFigures2027() throws {
        let rules = try bundledRules()
        let found = rules.unconfirmed.map {
            "\($0.figure) \($0.from)…\($0.through?.description ?? "") \($0.use.rawValue)"
        }
        #expect(
            found == [
                "nationalPension.baseFloor 2027-07-01… premiumMonth",
                "nationalPension.baseCeiling 2027-07-01… premiumMonth",
                "healthInsurance.premiumFloor 2027-01-01… premiumMonth",
                "healthInsurance.premiumCeiling 2027-01-01… premiumMonth",
                "longTermCare.rate 2027-01-01… premiumMonth",
                "incomeTaxTable 2027-01-01… payDate",
            ])
        // Inside the binary there is no rules/2027.yml to open at a line: the figures name their table.
        #expect(
            rules.unconfirmed.allSatisfy { $0.location.description == "built-in rules for 2027" && !$0.note.isEmpty })
        // Read from the source folder, they keep their real file and line.
        let fromSource = try RuleBook.load(directory: try #require(sourceRulesFolder()), displayName: "rules")
        #expect(fromSource.unconfirmed.allSatisfy { $0.location.file == "rules/2027.yml" && $0.location.line > 1 })
        // Taxes by pay date, insurances by premium month (v3): December 2026's pay, paid 2027-01-10, uses
        // the 2027 income-tax table but December's insurance figures.
        let december = rules.unconfirmedFigures(
            payDate: day("2027-01-10"), worked: day("2026-12-01")...day("2026-12-31"))
        #expect(december.map(\.figure) == ["incomeTaxTable"])
        // A pay date in 2026 uses none.
        #expect(
            rules.unconfirmedFigures(payDate: day("2026-12-10"), worked: day("2026-11-01")...day("2026-11-30")).isEmpty)
        // v3: 2027-07-19 (제헌절 대체공휴일) is confirmed: a week holding it uses no unconfirmed holiday.
        let week = rules.unconfirmedFigures(payDate: day("2027-07-23"), worked: day("2027-07-13")...day("2027-07-19"))
        #expect(!week.map(\.figure).contains { $0.hasPrefix("holidays") })
        // The pension limits restated from 2026-07 are used from the July 2027 premium on, whatever the pay date.
        let lateJune = rules.unconfirmedFigures(
            payDate: day("2027-07-01"), worked: day("2027-06-21")...day("2027-06-27"))
        #expect(
            lateJune.map(\.figure) == [
                "healthInsurance.premiumFloor", "healthInsurance.premiumCeiling",
                "longTermCare.rate", "incomeTaxTable",
            ])
        let july = rules.unconfirmedFigures(payDate: day("2027-08-10"), worked: day("2027-07-01")...day("2027-07-31"))
        #expect(
            july.map(\.figure) == [
                "nationalPension.baseFloor", "nationalPension.baseCeiling",
                "healthInsurance.premiumFloor", "healthInsurance.premiumCeiling",
                "longTermCare.rate", "incomeTaxTable",
            ])
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
        for date in [
            "2025-01-27", "2025-01-28", "2025-01-29", "2025-01-30", "2025-03-03", "2025-05-05",
            "2025-05-06", "2025-06-03", "2025-10-05", "2025-10-06", "2025-10-07", "2025-10-08",
            "2025-10-09", "2025-12-25",
        ] {
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
        #expect(
            rules.childTaxReduction.value(on: day("2026-02-28"))
                == ChildTaxReduction(one: 12_500, two: 29_160, eachFurther: 25_000))
        #expect(
            rules.childTaxReduction.value(on: day("2026-03-01"))
                == ChildTaxReduction(one: 20_830, two: 45_830, eachFurther: 33_330))
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
        for (name, text) in files {
            try? text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
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
        let line =
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("rate: 4.75%") }! + 1
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
        let line =
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("exempt: no") }! + 1
        #expect(first.location.file == "rules/2026.yml")
        #expect(first.location.line == line)
        #expect(first.message == "withholding.businessIncomeSmallAmountExempt.exempt must be true or false, not 'no'")
    }

    /// `unconfirmed: true` needs a `note`, a `note` needs `unconfirmed: true`, and the flag is true or false.
    @Test func unconfirmedNeedsANoteAndANoteNeedsUnconfirmed() throws {
        let sourceDir = try #require(sourceRulesFolder())
        let csv = try String(contentsOfFile: sourceDir + "/income-tax-table-2024.csv", encoding: .utf8)
        let original = try String(contentsOfFile: sourceDir + "/2027.yml", encoding: .utf8)
        func firstProblem(_ text: String) throws -> Diagnostic {
            let problems = try #require(load(["2027.yml": text, "income-tax-table-2024.csv": csv]))
            return try #require(problems.diagnostics.first)
        }
        func line(of needle: String, in text: String) -> Int {
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }! + 1
        }
        // A note without the flag.
        let noFlag = original.replacingOccurrences(
            of: "      rate: 0.009448\n      unconfirmed: true\n",
            with: "      rate: 0.009448\n")
        let lonelyNote = try firstProblem(noFlag)
        #expect(lonelyNote.location.file == "rules/2027.yml")
        #expect(lonelyNote.location.line == line(of: "the 2027 long-term-care rate", in: noFlag))
        #expect(lonelyNote.message.contains("longTermCare.rate has a note but is not marked 'unconfirmed: true'"))
        // The flag without a note.
        let noNote = original.components(separatedBy: "\n").filter {
            !$0.contains("note: \"the 2027 long-term-care rate")
        }
        .joined(separator: "\n")
        let missingNote = try firstProblem(noNote)
        #expect(missingNote.message.contains("longTermCare.rate is marked 'unconfirmed: true' but has no 'note'"))
        #expect(missingNote.location.line == line(of: "rate: 0.009448", in: noNote) - 1)  // the entry's `- from:` line
        // A flag that is not true or false.
        let yes = original.replacingOccurrences(
            of: "rate: 0.009448\n      unconfirmed: true", with: "rate: 0.009448\n      unconfirmed: yes")
        let notBool = try firstProblem(yes)
        #expect(notBool.message == "longTermCare.rate.unconfirmed must be true or false, not 'yes'")
        #expect(notBool.location.line == line(of: "unconfirmed: yes", in: yes))
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
func sourceRulesFolder(file: String = #filePath) -> String? {
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
        text = text.replacingOccurrences(
            of: "minimumWage:\n  - from: 2026-01-01\n    won: 10320",
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

    /// The rule tables' problems in the terminal's words (issue 35): Korean for a Korean site, with the
    /// location, the `error:` token and the key paths as in English, and the English word for word.
    @Test func aRuleFileProblemIsSaidInKorean() throws {
        let folder = try #require(sourceRulesFolderForLoader())
        var text = try String(contentsOfFile: folder + "/2026.yml", encoding: .utf8)
        text = text.replacingOccurrences(of: "date: 2026-12-25", with: "date: 2027-12-25")
        text = text.replacingOccurrences(of: "exempt: false", with: "exempt: no")
        let found = problems(text)
        let outside = try #require(found.first { $0.message.contains("2027-12-25") })
        #expect(outside.message == "the holiday 2027-12-25 lies outside this file's year 2026")
        #expect(outside.line(in: .ko) == "\(outside.location): error: 공휴일 2027-12-25이(가) 이 파일의 연도 2026 밖에 있습니다")
        let flag = try #require(found.first { $0.message.contains("exempt") })
        #expect(flag.message == "withholding.businessIncomeSmallAmountExempt.exempt must be true or false, not 'no'")
        #expect(
            flag.line(in: .ko).hasSuffix(
                "error: withholding.businessIncomeSmallAmountExempt.exempt은(는) true 또는 false여야 합니다. 'no'은(는) 아닙니다"))
        // A phrase inside a phrase: the whole rule file as what is wrong.
        var wrong: [Diagnostic] = []
        _ = YearFile.parse("- a list\n", file: "rules/2026.yml", diagnostics: &wrong)
        let notMapping = try #require(wrong.first)
        #expect(notMapping.message == "the rule file must be a mapping of keys to values")
        #expect(notMapping.message(in: .ko) == "규칙 파일은(는) '키: 값' 항목의 묶음이어야 합니다")
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
