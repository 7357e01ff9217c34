import Foundation
import MoupModel
import MoupPayroll
import Testing

@testable import MoupSite

/// The string tables (`templates/i18n/*.yml`): the same keys in every language, every key the
/// program names present, problems reported with file and line, and English that reads as English.
@Suite struct WordsTests {
    static let tables = try! StringTables.load(.builtIn)
    static let ko = Theme.builtInWords(.ko)
    static let en = Theme.builtInWords(.en)

    @Test func bothTablesHaveTheSameKeys() {
        #expect(Self.tables[.ko].keys == Self.tables[.en].keys)
        #expect(Self.tables[.ko].keys.count > 300)
    }

    @Test func everyKeyTheProgramNamesIsInTheTables() throws {
        let keys = Self.tables[.ko].keys
        for key in StringTables.requiredKeys { #expect(keys.contains(key), "missing \(key)") }
        // Keys written as literals in the Swift sources: words("payslip.net"), words("person.days", […]).
        let sources = Fixture.templatesDirectory + "/../Sources"
        var named: Set<String> = []
        let pattern = try NSRegularExpression(pattern: #"words\("([A-Za-z0-9.\-]+)""#)
        for relative in FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? []
        where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                named.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        named = named.filter { !$0.hasSuffix(".") }  // prefixes completed by a code: checked below
        #expect(named.count > 50)
        for key in named.sorted() { #expect(keys.contains(key), "Sources name '\(key)', which i18n/ko.yml lacks") }
        for status in ["worked", "planned", "absent", "leave", "unconfirmed", "paid-holiday"] {
            #expect(keys.contains("status." + status))
        }
        for column in [
            "workerId", "name", "employeeNo", "periodStart", "periodEnd", "payDate", "workedMinutes",
            "nightMinutes", "overtimeMinutes", "holidayMinutes",
        ] {
            #expect(keys.contains("csv." + column))
        }
    }

    @Test func aMissingKeyIsReportedWithItsFileAndLine() {
        let (ko, _) = StringTable.parse(
            "payslip:\n  net: \"실지급액\"\n  gross: \"지급액 계\"\n", language: .ko, path: "i18n/ko.yml")
        let (en, _) = StringTable.parse("payslip:\n  net: \"Net pay\"\n", language: .en, path: "i18n/en.yml")
        let problems = StringTables.parity(of: en, with: ko)
        #expect(
            problems.map(\.description) == [
                "i18n/ko.yml:3:10: error: the string 'payslip.gross' has no en text: add it to i18n/en.yml"
            ])
    }

    @Test func anOverrideMayChangeTextsButNotInventKeys() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-words-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/i18n", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "payslip:\n  net: \"Take-home pay\"\n".write(
            toFile: folder + "/i18n/en.yml", atomically: true, encoding: .utf8)
        let theme = try Theme(files: ThemeFiles.overriding(with: folder))
        #expect(theme.words(in: .en)("payslip.net") == "Take-home pay")
        #expect(theme.words(in: .en)("payslip.gross") == "Total earnings")

        try "payslip:\n  nett: \"Take-home pay\"\n".write(
            toFile: folder + "/i18n/en.yml", atomically: true, encoding: .utf8)
        #expect(throws: DiagnosticList.self) { try Theme(files: ThemeFiles.overriding(with: folder)) }
        do {
            _ = try Theme(files: ThemeFiles.overriding(with: folder))
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(folder)/i18n/en.yml:2:9: error: unknown string 'payslip.nett' (did you mean 'payslip.net'?)"
                ])
        }
    }

    @Test func aTemplateNamingAnUnknownStringIsAnError() throws {
        var files = ThemeFiles.builtIn
        files.templates["404"]?.text = "{{<layout}}{{$main}}<h1>{{t.notFound.titel}}</h1>{{/main}}{{/layout}}\n"
        do {
            _ = try Theme(files: files)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.message.hasPrefix("unknown string 'notFound.titel'") == true)
            #expect(error.diagnostics.first?.location.line == 1)
        }
    }

    @Test func englishFiguresAndDates() {
        let en = Self.en
        #expect(en.won(1_234_567) == "₩1,234,567")
        #expect(en.duration(390) == "6 h 30 min")
        #expect(en.duration(30) == "30 min")
        #expect(en.date(CivilDate(year: 2026, month: 11, day: 2)!) == "2 Nov 2026")
        #expect(en.longDate(CivilDate(year: 2026, month: 11, day: 2)!) == "Mon 2 Nov 2026")
        #expect(en.month(YearMonth(iso: "2026-11")!) == "Nov 2026")
        #expect(Self.ko.longDate(CivilDate(year: 2026, month: 11, day: 2)!) == "2026년 11월 2일 (월)")
    }

    /// An English payslip's item names and calculations (the fixture's figures, worked out in
    /// Fixture.payslip): the Korean legal term in parentheses where a worker needs it.
    @Test func anEnglishPayslipStatement() {
        let slip = Fixture.payslip
        let wp = Fixture.content.workplaces[0]
        let text = PayslipStatement(slip, workplace: wp, worker: wp.workers[0], month: Fixture.november, words: Self.en)
        #expect(text.title == "Payslip · 김민지 · Nov 2026")
        #expect(text.earnings.map(\.label) == ["Base pay (기본급)", "Weekly holiday pay (주휴수당)"])
        #expect(text.deductions.map(\.label) == ["Income tax (소득세)", "Local income tax (지방소득세)"])
        #expect(text.net == "₩979,270")
        #expect(text.meta.map(\.label) == ["Name", "Workplace", "Date of birth", "Pay date", "Pay period"])
        #expect(text.payDate == "10 Dec 2026")
    }

    /// The engine's phrases in English: 5,190 minutes at 10,320원 an hour (5,190 × 10,320 ÷ 60 =
    /// 892,680원); a week of 18 hours' 주휴수당 (18 ÷ 40 × 8 × 10,320 = 37,152원); a note with a
    /// won amount and a duration.
    @Test func englishPayrollPhrases() {
        let base = Phrase.sum([Phrase(.timedTerm, ["minutes": .minutes(5190), "rate": .won(10_320)])], total: 892_680)
        #expect(Self.en.text(base) == "5,190 min × ₩10,320 ÷ 60 = ₩892,680")
        #expect(Self.ko.text(base) == "5,190분 × 10,320원 ÷ 60 = 892,680원")
        let week = Phrase.sum(
            [Phrase(.weeklyHolidayTerm, ["hours": .duration(18 * 60), "rate": .won(10_320)])], total: 37_152)
        #expect(Self.en.text(week) == "(18 h ÷ 40 h) × 8 h × ₩10,320 = ₩37,152")
        #expect(Self.ko.text(week) == "(18시간 ÷ 40시간) × 8시간 × 10,320원 = 37,152원")
        let short = Phrase(
            .weeklyHolidayShortWeek, ["month": .number(11), "day": .number(2), "hours": .duration(14 * 60 + 30)])
        #expect(
            Self.en.text(short)
                == "Weekly holiday pay (주휴수당): none for the week of 11/2, scheduled 14 h 30 min (under 15 hours)")
        #expect(Self.ko.text(short) == "주휴수당: 11월 2일 주 소정근로 14시간 30분(15시간 미만)이라 발생하지 않습니다")
        let rate = Phrase(.rateDailyHours, ["wage": .won(80_000), "hours": .number(8)])
        #expect(Self.en.text(rate) == "(₩80,000 ÷ 8 h)")
    }

    /// English names a law in English with the Korean beside it ("Labor Standards Act (근로기준법) art. 60"),
    /// never by its Korean article alone (`근로기준법 제60조`); and one dependent or child reads right.
    @Test func englishNamesTheLawsInEnglishAndCountsOne() throws {
        let article = try NSRegularExpression(pattern: #"제\d+조"#)
        for key in Self.tables[.en].keys.sorted() {
            let text = try #require(Self.tables[.en][key]).plain
            #expect(
                article.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil,
                "en.yml \(key) cites a Korean article: \(text)")
        }
        let cell = Phrase(
            .taxTableBand,
            [
                "lower": .thousands(1_590_000), "upper": .thousands(1_600_000), "dependents": .number(1),
                "tax": .won(10_780),
            ])
        #expect(
            Self.en.text(cell) == "withholding table (간이세액표) ₩1,590,000 to under ₩1,600,000 (dependents: 1): ₩10,780")
        let children = Phrase(
            .incomeTaxChildren,
            ["cell": .phrase(cell), "children": .number(1), "reduction": .won(20_830), "tax": .won(0)])
        #expect(Self.en.text(children).hasSuffix(" − child credit (children aged 8–20: 1) ₩20,830 = ₩0"))
    }

    /// A count reads right in English for one and for more (`{n|day|days}` in en.yml), and Korean keeps its one form.
    @Test func englishCountsReadRightForOneAndTwo() {
        #expect(Self.en("person.days", ["days": "1"]) == "1 day")
        #expect(Self.en("person.days", ["days": "2"]) == "2 days")
        #expect(Self.ko("person.days", ["days": "1"]) == "1일")
        #expect(Self.en("severancePage.years", ["n": "1"]) == "1 year")
        #expect(Self.en("severancePage.years", ["n": "2"]) == "2 years")
        #expect(Self.en("severancePage.days", ["n": "1,095"]) == "1,095 days")
        func unconfirmed(_ days: [CivilDate], _ words: Words) -> String {
            words.text(
                Phrase(
                    .alertUnconfirmedShifts,
                    ["n": .number(days.count), "days": .list(days.map { .date($0) }, separator: ", ")]))
        }
        let one = [CivilDate(year: 2026, month: 11, day: 3)!]
        let two = one + [CivilDate(year: 2026, month: 11, day: 4)!]
        #expect(unconfirmed(one, Self.en) == "1 unconfirmed shift day: not included in the pay (2026-11-03)")
        #expect(unconfirmed(two, Self.en).hasPrefix("2 unconfirmed shift days: "))
        #expect(unconfirmed(one, Self.ko).hasPrefix("미확정 근무 1일: "))
        // No English text says "day(s)" any more.
        for key in Self.tables[.en].keys {
            #expect(!(Self.tables[.en][key]?.plain.contains("(s)") ?? false), "\(key)")
        }
    }

    /// `{n|one|other}` is parsed as a plural of the placeholder `n`, filled as text and as HTML (its words
    /// escaped), and left as written without a value; a brace that is not one stays literal.
    @Test func aPluralIsTheWordForItsCount() {
        let text = StringTable.Text("{n} {n|<day>|<days>} {x|y} {a|b|c|d}", at: SourceLocation(file: ""))
        #expect(text.placeholders == ["n", "n"])
        #expect(text.filled { $0 == "n" ? "1" : nil } == "1 <day> {x|y} {a|b|c|d}")
        #expect(text.filled { $0 == "n" ? "0" : nil } == "0 <days> {x|y} {a|b|c|d}")
        #expect(text.plain == "{n} {n|<day>|<days>} {x|y} {a|b|c|d}")
        let table = StringTable(language: .en, texts: ["k": text])
        #expect(Words(table).html("k", ["n": "2"]) == "2 &lt;days&gt; {x|y} {a|b|c|d}")
    }

    @Test func categoriesReadAsWords() {
        #expect(Self.ko.category("convenience-store") == "편의점")
        #expect(Self.en.category("cafe") == "Café")
        #expect(Self.ko.category("florist") == "florist")
    }

    /// On pages the same products read in hours and minutes, without `÷ 60`, and dates in the
    /// language's format; `moup payroll`'s JSON keeps the engine's minutes (the CLI spec's `basis`).
    @Test func pagesReadTheEnginesPhrasesInHoursAndLocalDates() throws {
        let tables = try StringTables.load(.builtIn)
        let ko = Words(tables[.ko], onPages: true)
        let en = Words(tables[.en], onPages: true)
        let base = Phrase.sum([Phrase(.timedTerm, ["minutes": .minutes(5190), "rate": .won(10_320)])], total: 892_680)
        #expect(ko.text(base) == "86시간 30분 × 10,320원 = 892,680원")
        #expect(en.text(base) == "86 h 30 min × ₩10,320 = ₩892,680")
        let night = Phrase(
            .timedTermPercent, ["minutes": .minutes(1860), "rate": .won(10_320), "percent": .number(50)])
        #expect(ko.text(night) == "31시간 × 10,320원 × 50%")
        let daily = Phrase(.rateDailyMinutes, ["wage": .won(80_000), "minutes": .minutes(480)])
        #expect(ko.text(daily) == "(80,000원 ÷ 8시간)")
        let expiry = Phrase(.leaveExpiryLabel, ["date": .date(CivilDate(iso: "2026-11-04")!)])
        #expect(ko.text(expiry) == "2026년 11월 4일 소멸 연차")
        #expect(Self.ko.text(expiry) == "2026-11-04 소멸 연차")
        let none = Phrase(.deductionsNone)
        #expect(!ko.text(none).contains("deductions.mode") && Self.ko.text(none).contains("deductions.mode: none"))
    }

    /// Months and dates the engine puts into its sentences read in the page's language (`2026년 10월`,
    /// `Oct 2026`), never as ISO text on a page; `moup payroll` keeps `2026-10` (issue 32, item 4).
    @Test func monthsAndDatesInTheEnginesSentencesReadInThePagesLanguage() throws {
        let tables = try StringTables.load(.builtIn)
        let ko = Words(tables[.ko], onPages: true)
        let en = Words(tables[.en], onPages: true)
        let october = YearMonth(year: 2026, month: 10)!
        let november = YearMonth(year: 2026, month: 11)!
        let history = Phrase(.severanceHistoryMonth, ["month": .month(october), "amount": .won(2_000_000)])
        #expect(ko.text(history) == "2026년 10월 이전 임금 2,000,000원")
        #expect(en.text(history).hasPrefix("Oct 2026"))
        #expect(Self.ko.text(history).hasPrefix("2026-10"))
        let missing = Phrase(
            .alertHistoryMissing,
            [
                "months": .list([.month(october), .month(november)], separator: ", "),
                "first": .date(CivilDate(iso: "2026-08-01")!), "last": .date(CivilDate(iso: "2026-10-31")!),
            ])
        #expect(
            ko.text(missing).hasPrefix("퇴직금 계산에 2026년 10월, 2026년 11월의 임금이 필요합니다(평균임금 산정기간 2026년 8월 1일 … 2026년 10월 31일)")
        )
        #expect(Self.ko.text(missing).contains("2026-10, 2026-11"))
        for words in [ko, en] {
            let text = words.text(missing)
            #expect(text.range(of: #"\d{4}-\d{2}"#, options: .regularExpression) == nil, "\(text)")
        }
    }
}
