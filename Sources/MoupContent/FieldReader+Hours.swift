import MoupModel

extension FieldReader {
    /// A number of hours written as a decimal (`4`, `7.5`, `0.25`), read exactly (never through a
    /// Double), as whole minutes: hours × 60 must be a whole number. `positive` excludes 0; `below`
    /// is an exclusive upper limit in hours.
    func hoursAsMinutes(_ value: SourceValue, _ name: String, positive: Bool, below: Int? = nil) -> Int? {
        var expectation = positive ? "a number of hours above 0" : "a number of hours, 0 or more"
        if let below { expectation += " and below \(below)" }
        expectation += " that makes whole minutes (like 4, 7.5 or 0.25)"
        let text: String?
        switch value.kind {
        case let .number(source): text = source
        case let .text(source, plain) where plain: text = source
        default: text = nil
        }
        guard let text, let hours = Ratio(decimal: text), (hours.numerator * 60) % hours.denominator == 0 else {
            fail(value, name, expectation)
            return nil
        }
        let minutes = hours.numerator * 60 / hours.denominator
        guard !positive || minutes > 0, below.map({ minutes < $0 * 60 }) ?? true else {
            fail(value, name, expectation)
            return nil
        }
        return minutes
    }

    /// A calendar month written `YYYY-MM`.
    func month(_ value: SourceValue, _ name: String) -> YearMonth? {
        guard case let .text(text, _) = value.kind, let month = YearMonth(iso: text) else {
            fail(value, name, "a month like 2026-09")
            return nil
        }
        return month
    }
}
