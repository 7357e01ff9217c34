/// A calendar month, e.g. 2026-11: the unit of shift files and monthly pay periods.
package struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let year: Int
    package let month: Int

    package init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses strict `YYYY-MM`.
    package init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
            let y = CivilDate.digits(bytes[0..<4]), let m = CivilDate.digits(bytes[5..<7])
        else { return nil }
        self.init(year: y, month: m)
    }

    package var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1)! }
    package var lastDay: CivilDate { CivilDate(year: year, month: month, day: dayCount)! }
    package var dayCount: Int { CivilDate.daysIn(year: year, month: month) }
    package var days: [CivilDate] { (1...dayCount).map { CivilDate(year: year, month: month, day: $0)! } }

    package func adding(months: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + months
        return YearMonth(year: index / 12, month: index % 12 + 1)!
    }

    package func contains(_ date: CivilDate) -> Bool { date.year == year && date.month == month }

    package var description: String { "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))" }

    package static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
