import MoupModel

/// Wording the engine produces without choosing a language: which sentence (a key of the theme's
/// string tables, `i18n/<language>.yml`) and the values to put into its `{name}` placeholders.
/// The rendering layer (pages, `moup explain`, `moup payroll`) turns it into text of the site's
/// language; the engine never writes words itself.
package struct Phrase: Hashable, Sendable {
    /// The key in the string tables, e.g. `basis.sum`.
    package let key: PhraseKey
    /// Placeholder values by name.
    package let arguments: [String: Value]

    /// The value of the placeholder `name`, if the phrase has one.
    package func argument(_ name: String) -> Value? { arguments[name] }

    package init(_ key: PhraseKey, _ arguments: [String: Value] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// One placeholder value: a figure in a form every language formats its own way, text that is the
    /// same in every language, or more wording.
    package enum Value: Hashable, Sendable {
        /// An amount in won: `892,680원`, `₩892,680`.
        case won(Int)
        /// An amount in won already written as digits (`27,391.30…`).
        case wonDigits(String)
        /// A count, as plain digits: `12`.
        case number(Int)
        /// The same in every language: a date `2026-11-02`, a percentage, a name from the content.
        case text(String)
        /// A rate as a percentage, the same in every language (`Ratio.percentText`: `0.86%`).
        case percent(Ratio)
        /// A date: `2026-11-02` in the engine's own output (`moup payroll`), `2026년 11월 2일` on pages.
        case date(CivilDate)
        /// A month: `2026-11` in the engine's own output, `2026년 11월`, `Nov 2026` on pages.
        case month(YearMonth)
        /// A clock span, the same in every language: `09:00–18:00`.
        case span(TimeSpan)
        /// A number of minutes: `5,190분`, `5,190 min`.
        case minutes(Int)
        /// Hours and minutes: `6시간 30분`, `6 h 30 min`, `45분` (`0분` for none).
        case duration(Int)
        /// Hours and minutes, always with the hours: `48시간`, `0시간 30분`.
        case hours(Int)
        /// An amount in thousands of won, as the 간이세액표 writes its bands: `2,150천원`.
        case thousands(Int)
        /// An amount in whole 만원 where it is one (`220만원`), else in won.
        case manwon(Int)
        /// More wording.
        case phrase(Phrase)
        /// Values joined by a separator that is the same in every language (` + `, ` · `).
        case list([Value], separator: String)
    }
}

extension Phrase.Value {
    /// Phrases joined by `separator`.
    package static func phrases(_ phrases: [Phrase], separator: String) -> Phrase.Value {
        .list(phrases.map { .phrase($0) }, separator: separator)
    }
}

extension Phrase {
    /// `terms = total`: the terms joined by ` + `.
    package static func sum(_ terms: [Phrase], total: Int) -> Phrase {
        Phrase(.sum, ["terms": .phrases(terms, separator: " + "), "total": .won(total)])
    }
}
