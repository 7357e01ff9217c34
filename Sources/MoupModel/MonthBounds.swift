/// What decides the months a content covers (`Content.months`): the earliest shift-file month or
/// repeat start, the latest shift-file month, the latest repeat start. The bounds of parts of the
/// content join into the bounds of the whole, so a rebuild of some parts knows the whole's months
/// from the others' bounds kept in the build state.
package struct MonthBounds: Hashable, Sendable {
    package var first: YearMonth?
    package var lastShift: YearMonth?
    package var lastRepeat: YearMonth?

    package init(first: YearMonth? = nil, lastShift: YearMonth? = nil, lastRepeat: YearMonth? = nil) {
        self.first = first
        self.lastShift = lastShift
        self.lastRepeat = lastRepeat
    }

    /// The bounds of several parts taken together.
    package static func joined(_ parts: [MonthBounds]) -> MonthBounds {
        MonthBounds(
            first: parts.compactMap(\.first).min(), lastShift: parts.compactMap(\.lastShift).max(),
            lastRepeat: parts.compactMap(\.lastRepeat).max())
    }

    /// Every month from `first` to the latest shift-file month, or to the latest repeat start when
    /// there are no shifts; none without a start.
    package var months: [YearMonth] {
        guard let start = first, let end = lastShift ?? lastRepeat else { return [] }
        var result: [YearMonth] = []
        var month = start
        while month <= end {
            result.append(month)
            month = month.adding(months: 1)
        }
        return result
    }

    /// `first 2026-10`, `shifts 2026-11`, `repeats 2026-10`, for the bounds that are set.
    package var lines: [String] {
        [("first", first), ("shifts", lastShift), ("repeats", lastRepeat)].compactMap { name, month in
            month.map { name + " " + $0.description }
        }
    }

    /// The bounds of `lines`; nil when one does not parse.
    package init?(lines: [String]) {
        for line in lines {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let month = YearMonth(iso: String(fields[1])) else { return nil }
            switch fields[0] {
            case "first": first = month
            case "shifts": lastShift = month
            case "repeats": lastRepeat = month
            default: return nil
            }
        }
    }
}
