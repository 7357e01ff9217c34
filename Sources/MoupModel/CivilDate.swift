/// A calendar date in Asia/Seoul, with no time and no time zone.
///
/// Dates are compared and stepped with integer day numbers (days since 1970-01-01),
/// never with Foundation dates, so the payroll engine stays pure and fast.
package struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before): the one stored figure, so that stepping, counting and
    /// comparing days is integer arithmetic; the year, month and day are worked out when asked for.
    package let dayNumber: Int

    package var year: Int { components.year }
    package var month: Int { components.month }
    package var day: Int { components.day }

    /// Creates a date, or nil when the day does not exist (2026-02-30).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CivilDate.daysIn(year: year, month: month)
        else { return nil }
        self.dayNumber = CivilDate.dayNumber(year: year, month: month, day: day)
    }

    /// Parses strict `YYYY-MM-DD`.
    package init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let y = Self.digits(bytes[0..<4]), let m = Self.digits(bytes[5..<7]),
            let d = Self.digits(bytes[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Creates the date `dayNumber` days after 1970-01-01.
    @inlinable
    package init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// Year, month and day of the date.
    private var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// Days since 1970-01-01 of a valid date.
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    @inlinable
    package var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday.at(index)
    }

    package var yearMonth: YearMonth {
        let date = components
        return YearMonth(year: date.year, month: date.month)!
    }

    @inlinable
    package func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    @inlinable
    package func days(to other: CivilDate) -> Int { other.dayNumber - dayNumber }

    /// The same day `months` calendar months later, clamped to the month's last day.
    package func adding(months: Int) -> CivilDate {
        let target = yearMonth.adding(months: months)
        return CivilDate(year: target.year, month: target.month, day: min(day, target.dayCount))!
    }

    package var description: String {
        let date = components
        return "\(Self.pad(date.year, 4))-\(Self.pad(date.month, 2))-\(Self.pad(date.day, 2))"
    }

    @inlinable
    package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    package static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for b in bytes {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
        }
        return value
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let s = String(value)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}

extension CivilDate: Codable {
    package init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a YYYY-MM-DD date: \(text)")
        }
        self = date
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
