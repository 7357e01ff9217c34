import MoupModel

extension FieldReader {
    /// A number of hours written as a decimal (`4`, `7.5`, `0.25`), read exactly (never through a
    /// Double), as whole minutes: hours × 60 must be a whole number. `positive` excludes 0; `below`
    /// is an exclusive upper limit in hours.
    func hoursAsMinutes(_ value: SourceValue, _ name: String, positive: Bool, below: Int? = nil) -> Int? {
        let expectation = Wording.Value.phrase(
            positive ? "expect.hoursAbove0" : "expect.hours0OrMore",
            ["below": below.map { .phrase("expect.hoursBelow", ["hours": "\($0)"]) } ?? ""])
        let text: String?
        switch value.kind {
        case .number(let source): text = source
        case .text(let source, let plain) where plain: text = source
        default: text = nil
        }
        guard let text, let hours = Ratio(decimal: text), (hours.numerator * 60) % hours.denominator == 0 else {
            fail(value, .text(name), expectation)
            return nil
        }
        let minutes = hours.numerator * 60 / hours.denominator
        guard !positive || minutes > 0, below.map({ minutes < $0 * 60 }) ?? true else {
            fail(value, .text(name), expectation)
            return nil
        }
        return minutes
    }

    /// A calendar month written `YYYY-MM`.
    func month(_ value: SourceValue, _ name: String) -> YearMonth? {
        guard case .text(let text, _) = value.kind, let month = YearMonth(iso: text) else {
            fail(value, .text(name), .phrase("expect.month"))
            return nil
        }
        return month
    }
}
