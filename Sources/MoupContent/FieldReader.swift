import MoupModel
import MoupWords

/// Reads typed values from one map of a front matter or JSON record.
///
/// Unknown keys are reported when the reader is made (a typo must not silently change pay);
/// every value that has the wrong type or range is reported at its own line and column, and
/// the reader returns nil for it so that loading goes on and finds the next problem.
struct FieldReader {
    let file: SourceFile
    let report: Report
    let entries: [SourceEntry]
    /// Where the map starts: missing keys are reported here.
    let position: SourcePosition
    /// Put before key names in messages (`wage.` gives `'wage.type'`).
    let namePrefix: String
    /// Added to messages about keys of this map (` in a shift`).
    let context: Wording.Value

    /// A reader over `value`, or nil (reported) when it is not a map. `what` names the map in
    /// the message when it is not one ("the front matter", "a shift", "'wage'").
    init?(
        _ value: SourceValue, allowed: [String], what: Wording.Value, namePrefix: String = "",
        context: Wording.Value = "",
        file: SourceFile, report: Report
    ) {
        guard case .map(let entries) = value.kind else {
            report.error(
                Wording("content.notMap", ["what": what, "value": value.said]), in: file, at: value.position,
                code: "content.invalid-value")
            return nil
        }
        self.file = file
        self.report = report
        self.entries = entries
        self.position = value.position
        self.namePrefix = namePrefix
        self.context = context
        for entry in entries where !allowed.contains(entry.key) {
            var hint: Wording.Value = ""
            if let suggestion = KeySuggestion.nearest(to: entry.key, in: allowed) {
                hint = .phrase("content.didYouMean", ["key": "\(namePrefix)\(suggestion)"])
            } else if allowed.count <= 8 {
                hint = .phrase(
                    "content.expectedOneOf", ["keys": "\(allowed.map { namePrefix + $0 }.joined(separator: ", "))"])
            }
            report.error(
                Wording("content.unknownKey", ["key": "\(namePrefix)\(entry.key)", "context": context, "hint": hint]),
                in: file, at: entry.keyPosition, code: "content.unknown-key")
        }
    }

    // MARK: - Access

    func entry(_ key: String) -> SourceEntry? { entries.first { $0.key == key } }

    /// The value of `key`; nil when absent or written empty (`key:` with nothing after it).
    func value(_ key: String) -> SourceValue? {
        guard let value = entry(key)?.value else { return nil }
        if case .null = value.kind { return nil }
        return value
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    func name(_ key: String) -> String { "'\(namePrefix)\(key)'" }

    /// Reports a missing required key at the start of the map.
    func missing(_ key: String) {
        report.error(
            Wording("content.missingKey", ["name": "\(name(key))", "context": context]), in: file, at: position,
            code: "content.missing-key")
    }

    /// Reports `value` (of `name`, a key or a phrase) as not what it must be: `expectation`, a phrase
    /// of the terminal's table (`expect.date`).
    func fail(_ value: SourceValue, _ name: Wording.Value, _ expectation: Wording.Value) {
        report.error(
            Wording("content.invalidValue", ["name": name, "expectation": expectation, "value": value.said]),
            in: file, at: value.position, code: "content.invalid-value")
    }

    /// The words for "`key` is empty" at `value`'s place.
    private func empty(_ key: String, at value: SourceValue) {
        report.error(
            Wording("content.emptyValue", ["name": "\(name(key))", "context": context]), in: file, at: value.position,
            code: "content.empty-value")
    }

    private func read<T>(_ key: String, required: Bool, _ convert: (SourceValue, String) -> T?) -> T? {
        guard let value = value(key) else {
            if required, let entry = entry(key) {
                empty(key, at: entry.value)
            } else if required {
                missing(key)
            }
            return nil
        }
        return convert(value, name(key))
    }

    // MARK: - Keyed readers

    /// Text; a required text may not be blank.
    func text(_ key: String, required: Bool = false) -> String? {
        let result = read(key, required: required, text)
        if required, let result, result.allSatisfy(\.isWhitespace), let value = value(key) {
            empty(key, at: value)
            return nil
        }
        return result
    }
    func integer(_ key: String, in range: ClosedRange<Int>, unit: Wording.Value = "", required: Bool = false) -> Int? {
        read(key, required: required) { integer($0, .text($1), in: range, unit: unit) }
    }
    func date(_ key: String, required: Bool = false) -> CivilDate? { read(key, required: required, date) }
    func time(_ key: String, required: Bool = false) -> ClockTime? { read(key, required: required, time) }
    func weekday(_ key: String, required: Bool = false) -> Weekday? {
        read(key, required: required) { choice($0, .text($1), among: Weekday.allCases) }
    }
    func choice<T: RawRepresentable>(_ key: String, among cases: [T], required: Bool = false) -> T?
    where T.RawValue == String {
        read(key, required: required) { choice($0, .text($1), among: cases) }
    }
    func onOff(_ key: String) -> Switch? { read(key, required: false, onOff) }
    func rate(_ key: String) -> Ratio? { read(key, required: false, rate) }
    func id(_ key: String, required: Bool = false) -> String? { read(key, required: required, id) }
    func list(_ key: String, required: Bool = false) -> [SourceValue]? { read(key, required: required, list) }

    /// `start` and `end` as a span shorter than 24 hours (an end at or before the start is the next day).
    func span(start: ClockTime?, end: ClockTime?) -> TimeSpan? {
        guard let start, let end else { return nil }
        if start == end, let value = value("end") {
            report.error(
                Wording("content.endEqualsStart", ["start": "\(start)"]), in: file, at: value.position,
                code: "content.shift-too-long")
            return nil
        }
        return TimeSpan(start: start, end: end)
    }

    /// A nested map such as `wage:` with its own allowed keys.
    func map(_ key: String, allowed: [String], required: Bool = false) -> FieldReader? {
        read(key, required: required) { value, name in
            FieldReader(
                value, allowed: allowed, what: .text(name), namePrefix: namePrefix + key + ".",
                context: context, file: file, report: report)
        }
    }

    // MARK: - Value readers

    func text(_ value: SourceValue, _ name: String) -> String? {
        guard case .text(let text, _) = value.kind else {
            fail(value, .text(name), .phrase("expect.text"))
            return nil
        }
        return text
    }

    func integer(
        _ value: SourceValue, _ name: Wording.Value, in range: ClosedRange<Int>, unit: Wording.Value = ""
    ) -> Int? {
        let expectation = Self.describe(range, unit: unit)
        let text: String
        switch value.kind {
        case .number(let source): text = source
        case .text(let source, let plain) where plain: text = source
        case .text(let source, _) where Int(source) != nil:
            fail(value, name, .phrase("expect.unquoted", ["expectation": expectation]))
            return nil
        default:
            fail(value, name, expectation)
            return nil
        }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(text), range.contains(number)
        else {
            fail(value, name, expectation)
            return nil
        }
        return number
    }

    /// The words for a whole number in `range`, of `unit` (`.phrase("unit.won")`).
    static func describe(_ range: ClosedRange<Int>, unit: Wording.Value = "") -> Wording.Value {
        switch (range.lowerBound, range.upperBound) {
        case (1, Int.max): return .phrase("expect.positive", ["unit": unit])
        case (0, Int.max): return .phrase("expect.nonNegative", ["unit": unit])
        case (let low, Int.max): return .phrase("expect.atLeast", ["low": "\(low)", "unit": unit])
        case (let low, let high): return .phrase("expect.between", ["low": "\(low)", "high": "\(high)", "unit": unit])
        }
    }

    func date(_ value: SourceValue, _ name: String) -> CivilDate? {
        guard case .text(let text, _) = value.kind, let date = CivilDate(iso: text) else {
            fail(value, .text(name), .phrase("expect.date"))
            return nil
        }
        return date
    }

    func time(_ value: SourceValue, _ name: String) -> ClockTime? {
        guard case .text(let text, _) = value.kind, let time = ClockTime(hhmm: text) else {
            fail(value, .text(name), .phrase("expect.time"))
            return nil
        }
        return time
    }

    func choice<T: RawRepresentable>(_ value: SourceValue, _ name: Wording.Value, among cases: [T]) -> T?
    where T.RawValue == String {
        guard case .text(let text, _) = value.kind, let result = T(rawValue: text),
            cases.contains(where: { $0.rawValue == text })
        else {
            fail(value, name, .phrase("expect.oneOf", ["choices": "\(cases.map(\.rawValue).joined(separator: ", "))"]))
            return nil
        }
        return result
    }

    func onOff(_ value: SourceValue, _ name: String) -> Switch? {
        switch value.kind {
        case .bool(let flag): return flag ? .on : .off
        case .text(let text, _):
            if let result = Switch(rawValue: text) { return result }
        default: break
        }
        fail(value, .text(name), .phrase("expect.onOff"))
        return nil
    }

    /// A rate from 0 to 1, parsed from its exact source text (never through a Double).
    func rate(_ value: SourceValue, _ name: String) -> Ratio? {
        let text: String?
        switch value.kind {
        case .number(let source): text = source
        case .text(let source, let plain) where plain: text = source
        default: text = nil
        }
        guard let text, let ratio = Ratio(decimal: text), ratio.numerator <= ratio.denominator else {
            fail(value, .text(name), .phrase("expect.rate"))
            return nil
        }
        return ratio
    }

    func id(_ value: SourceValue, _ name: String) -> String? {
        guard case .text(let text, _) = value.kind, Identifier.isValid(text) else {
            fail(value, .text(name), .phrase("expect.id"))
            return nil
        }
        return text
    }

    func list(_ value: SourceValue, _ name: String) -> [SourceValue]? {
        guard case .list(let items) = value.kind else {
            fail(value, .text(name), .phrase("expect.list"))
            return nil
        }
        return items
    }
}
