import MoupModel
import MoupPayroll

/// One language's words for Swift code: labels, sentences with placeholders, the formats of
/// money, durations and dates, and the payroll's `Phrase`s as text. Built once per theme and
/// language from its `StringTable`; the labels of codes are resolved into arrays at that point, so
/// pages look them up by position, not by hashing a key.
package struct Words: Sendable {
    let table: StringTable
    package var language: Site.Language { table.language }

    private let lineNames: [String]
    private let alertTitles: [String]
    private let statusLabels: [String]
    private let weekdays: [String]
    private let monthNames: [String]
    private let wonFormat, minuteCount, hoursOnly, minutesOnly, hoursMinutes, thousandsFormat,
        manwonFormat: StringTable.Text
    private let dateFormat, longDateFormat, dayLabelFormat, monthFormat: StringTable.Text
    private let rangeSameMonth, rangeSameYear, rangeOtherYear: StringTable.Text
    /// The payroll's sentences, by `PhraseKey` position.
    private let phrases: [StringTable.Text]
    /// Whether phrases read as pages show them (`onPages`), not as `moup payroll`'s JSON and the terminal do.
    private let onPages: Bool

    /// The words of `table`. `onPages`: the engine's phrases as a worker or an owner reads them on a
    /// page: minute counts as hours and minutes (`31시간`, not `1,860분`), the phrase's page form from
    /// the table's `pagePhrases.*` where it has one (`{minutes} × {rate}`, not `… ÷ 60`: the same
    /// product), and dates in the language's format (`2026년 11월 4일`, not `2026-11-04`). Off, the
    /// phrases stay the engine's (`moup payroll`'s JSON, whose `basis` the CLI spec fixes).
    init(_ table: StringTable, onPages: Bool = false) {
        self.table = table
        self.onPages = onPages
        func text(_ key: String) -> StringTable.Text {
            table[key] ?? StringTable.Text("{\(key)}", at: SourceLocation(file: ""))
        }
        lineNames = LineCode.allCases.map { text("line.\($0.rawValue)").plain }
        alertTitles = PayrollAlert.Code.allCases.map { text("alertTitle.\($0.rawValue)").plain }
        statusLabels = CalendarEntry.Status.allCases.map { text("status.\($0.rawValue)").plain }
        weekdays = text("format.weekdays").plain.split(separator: " ").map(String.init)
        monthNames = text("format.monthNames").plain.split(separator: " ").map(String.init)
        wonFormat = text("format.won")
        minuteCount = text("format.minuteCount")
        hoursOnly = text("format.hours")
        minutesOnly = text("format.minutes")
        hoursMinutes = text("format.hoursMinutes")
        thousandsFormat = text("format.thousands")
        manwonFormat = text("format.manwon")
        dateFormat = text("format.date")
        longDateFormat = text("format.longDate")
        dayLabelFormat = text("format.dayLabel")
        monthFormat = text("format.month")
        rangeSameMonth = text("format.rangeSameMonth")
        rangeSameYear = text("format.rangeSameYear")
        rangeOtherYear = text("format.rangeOtherYear")
        phrases = PhraseKey.allCases.map { key in
            let pageKey = "pagePhrases." + key.rawValue.dropFirst("payroll.".count)
            return onPages ? (table[pageKey] ?? text(key.rawValue)) : text(key.rawValue)
        }
    }

    // MARK: Table look-ups

    /// The text of `key` (placeholders left as they are); `{key}` when the table has none, which the
    /// key test (`WordsTests`) rules out for every key the code uses.
    package func callAsFunction(_ key: String) -> String {
        table[key]?.plain ?? "{\(key)}"
    }

    /// The text of `key` with its placeholders filled from `values`.
    package func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        guard let text = table[key] else { return "{\(key)}" }
        return text.filled { name in values.first(where: { $0.key == name })?.value }
    }

    /// The text of `key` as HTML: its words escaped, each placeholder filled with the HTML in `values`
    /// (already escaped, such as a name marked with its language).
    func html(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        html(key) { name in values.first(where: { $0.key == name })?.value }
    }

    /// The text of `key` as HTML, each placeholder filled with the HTML `value(name)` gives.
    func html(_ key: String, _ value: (String) -> String?) -> String {
        table[key]?.html(filling: value, counting: value) ?? HTMLEscape.string("{\(key)}")
    }

    /// The name of an earning, deduction or employer line: `Weekly holiday pay (주휴수당)`.
    package func line(_ code: LineCode) -> String { lineNames[LineCode.allCases.firstIndex(of: code)!] }

    /// A workplace's category in words (`cafe` → `카페`), from the table's `category.*`; a category
    /// the table does not name is shown as written.
    package func category(_ slug: String) -> String { table["category." + slug]?.plain ?? slug }

    /// The short title of an alert.
    package func alertTitle(_ code: PayrollAlert.Code) -> String {
        alertTitles[PayrollAlert.Code.allCases.firstIndex(of: code)!]
    }

    /// The label of a calendar entry's status (`status.worked` …), looked up once per theme.
    func status(_ status: CalendarEntry.Status) -> String {
        statusLabels[CalendarEntry.Status.allCases.firstIndex(of: status)!]
    }

    // MARK: Figures

    /// `892,680원`, `₩892,680`.
    package func won(_ value: Int) -> String { wonDigits(WonText.grouped(value)) }

    private func wonDigits(_ digits: String) -> String { wonFormat.filled { $0 == "n" ? digits : nil } }

    /// Hours and minutes for pages: `6시간 30분`, `6시간`, `30분`, and `0시간` for none.
    package func duration(_ minutes: Int) -> String {
        let h = minutes / 60
        let m = minutes % 60
        switch (h, m) {
        case (_, 0): return hours(h)
        case (0, _): return minutesOnly.filled { $0 == "m" ? String(m) : nil }
        default: return hoursAndMinutes(h, m)
        }
    }

    private func hours(_ h: Int) -> String { hoursOnly.filled { $0 == "h" ? WonText.grouped(h) : nil } }

    private func hoursAndMinutes(_ h: Int, _ m: Int) -> String {
        hoursMinutes.filled { $0 == "h" ? WonText.grouped(h) : $0 == "m" ? String(m) : nil }
    }

    /// `5,190분`.
    package func minuteCount(_ minutes: Int) -> String {
        minuteCount.filled { $0 == "n" ? WonText.grouped(minutes) : nil }
    }

    // MARK: Dates

    /// The short name of a weekday: `월`, `Mon`.
    package func weekday(_ day: Weekday) -> String { weekdays[day.index] }

    private func fill(_ format: StringTable.Text, _ date: CivilDate) -> String {
        format.filled { dateField($0, date) }
    }

    /// The value of a date placeholder (`year`, `month`, `monthName`, `day`, `weekday`) for `date`.
    private func dateField(_ name: String, _ date: CivilDate) -> String? {
        switch name {
        case "year": return String(date.year)
        case "month": return String(date.month)
        case "monthName": return monthNames[date.month - 1]
        case "day": return String(date.day)
        case "weekday": return weekday(date.weekday)
        default: return nil
        }
    }

    /// `2026년 11월 2일`, `2 Nov 2026`.
    package func date(_ date: CivilDate) -> String { fill(dateFormat, date) }

    /// `2026년 11월 2일 (월)`, `Mon 2 Nov 2026`.
    package func longDate(_ date: CivilDate) -> String { fill(longDateFormat, date) }

    /// `11월 2일 (월)`, `Mon 2 Nov`.
    package func dayLabel(_ date: CivilDate) -> String { fill(dayLabelFormat, date) }

    /// A week: `2026년 11월 2일 – 8일`, `2026년 10월 26일 – 11월 1일`, `2026년 12월 28일 – 2027년 1월 3일`;
    /// `2–8 Nov 2026`, `26 Oct – 1 Nov 2026`, `28 Dec 2026 – 3 Jan 2027`.
    package func weekRange(from start: CivilDate) -> String {
        let end = start.adding(days: 6)
        let format = end.year != start.year ? rangeOtherYear : end.month != start.month ? rangeSameYear : rangeSameMonth
        return format.filled { name in
            // `{endDay}`, `{endMonth}`, … name the same fields of the week's last day.
            guard name.hasPrefix("end") else { return dateField(name, start) }
            let field = name.dropFirst(3)
            return dateField(field.prefix(1).lowercased() + field.dropFirst(), end)
        }
    }

    /// `2026년 11월`, `Nov 2026`.
    package func month(_ month: YearMonth) -> String {
        monthFormat.filled { name in
            switch name {
            case "year": return String(month.year)
            case "month": return String(month.month)
            case "monthName": return monthNames[month.month - 1]
            default: return nil
            }
        }
    }

    // MARK: The payroll's wording

    /// A phrase of the payroll engine in this language.
    package func text(_ phrase: Phrase) -> String {
        phrases[phrase.key.position].filled { name in phrase.argument(name).map(value) }
    }

    /// An exact amount of a statement: `27,391.30…원`, `₩27,391.30…`.
    package func won(_ ratio: Ratio) -> String { value(ratio.wonValue) }

    /// A statement step as a label and a value: the text of `phrase` split after its label, the words of its
    /// table text before the first placeholder (`근속연수공제 {amount}` → `근속연수공제` and `2,000,000원`).
    package func labelled(_ phrase: Phrase) -> (label: String, value: String) {
        let text = self.text(phrase)
        var label = Substring((table[phrase.key.rawValue]?.plain ?? "").prefix { $0 != "{" })
        while let last = label.last, last == " " || last == "(" { label = label.dropLast() }
        guard !label.isEmpty, text.hasPrefix(label) else { return (text, "") }
        return (String(label), String(text.dropFirst(label.count).drop { $0 == " " }))
    }

    private func value(_ value: Phrase.Value) -> String {
        switch value {
        case .won(let n): return won(n)
        case .wonDigits(let digits): return wonDigits(digits)
        case .number(let n): return String(n)
        case .text(let text): return text
        case .percent(let rate): return rate.percentText
        case .date(let date): return onPages ? self.date(date) : date.description
        case .month(let month): return onPages ? self.month(month) : month.description
        case .span(let span): return span.description
        case .minutes(let n): return onPages ? duration(n) : minuteCount(n)
        case .duration(let minutes):
            let h = minutes / 60
            let m = minutes % 60
            if h == 0 { return minutesOnly.filled { $0 == "m" ? String(m) : nil } }
            return m == 0 ? hours(h) : hoursAndMinutes(h, m)
        case .hours(let minutes):
            let h = minutes / 60
            let m = minutes % 60
            return m == 0 ? hours(h) : hoursAndMinutes(h, m)
        case .thousands(let n): return thousandsFormat.filled { $0 == "n" ? WonText.grouped(n / 1000) : nil }
        case .manwon(let n):
            guard n % 10_000 == 0 else { return won(n) }
            return manwonFormat.filled {
                $0 == "n" ? WonText.grouped(n / 10_000) : $0 == "full" ? WonText.grouped(n) : nil
            }
        case .phrase(let phrase): return text(phrase)
        case .list(let values, let separator): return values.map(self.value).joined(separator: separator)
        }
    }
}
