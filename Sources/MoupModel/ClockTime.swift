/// A local wall-clock time as minute of day (0 ..< 1440), written `HH:MM` in content files.
package struct ClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let minuteOfDay: Int

    package init?(minuteOfDay: Int) {
        guard (0..<1440).contains(minuteOfDay) else { return nil }
        self.minuteOfDay = minuteOfDay
    }

    package init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.minuteOfDay = hour * 60 + minute
    }

    /// Parses strict `HH:MM` from 00:00 to 23:59.
    package init?(hhmm text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
            let h = CivilDate.digits(bytes[0..<2]), let m = CivilDate.digits(bytes[3..<5])
        else { return nil }
        self.init(hour: h, minute: m)
    }

    package var hour: Int { minuteOfDay / 60 }
    package var minute: Int { minuteOfDay % 60 }

    package var description: String { "\(CivilDate.pad(hour, 2)):\(CivilDate.pad(minute, 2))" }

    package static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { lhs.minuteOfDay < rhs.minuteOfDay }
}

/// A start and end time; an end at or before the start means the next day.
package struct TimeSpan: Hashable, Sendable, CustomStringConvertible {
    package let start: ClockTime
    package let end: ClockTime

    package init(start: ClockTime, end: ClockTime) {
        self.start = start
        self.end = end
    }

    /// True when the span ends on the next calendar day.
    package var crossesMidnight: Bool { end <= start }

    /// Length in minutes, 1 ... 1440 (a span of 24 hours is written start == end).
    package var minutes: Int {
        crossesMidnight ? 1440 - start.minuteOfDay + end.minuteOfDay : end.minuteOfDay - start.minuteOfDay
    }

    /// Minute offsets from the start day's midnight: `startOffset ..< endOffset`, endOffset may exceed 1440.
    package var offsets: Range<Int> { start.minuteOfDay..<start.minuteOfDay + minutes }

    package var description: String { "\(start)–\(end)" }
}
