/// A calendar month, e.g. 2026-11: the unit of shift files and monthly pay periods.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses strict `YYYY-MM`.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
              let y = CivilDate.digits(bytes[0..<4]), let m = CivilDate.digits(bytes[5..<7]) else { return nil }
        self.init(year: y, month: m)
    }

    public var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1)! }
    public var lastDay: CivilDate { CivilDate(year: year, month: month, day: dayCount)! }
    public var dayCount: Int { CivilDate.daysIn(year: year, month: month) }
    public var days: [CivilDate] { (1...dayCount).map { CivilDate(year: year, month: month, day: $0)! } }

    public func adding(months: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + months
        return YearMonth(year: index / 12, month: index % 12 + 1)!
    }

    public func contains(_ date: CivilDate) -> Bool { date.year == year && date.month == month }

    public var description: String { "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))" }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
