import MoupModel

/// A minimal iCalendar (RFC 5545) writer: content lines with TEXT escaping, folding at 75 octets
/// and CRLF line endings. Pure and deterministic; it knows nothing about shifts.
struct ICalendar: Sendable {
    /// One `NAME;PARAM=…:value` content line before escaping and folding.
    struct Property: Sendable {
        var name: String
        var parameters: [(String, String)]
        var value: String

        /// A property whose value is TEXT: escaped (RFC 5545 §3.3.11).
        static func text(_ name: String, _ value: String) -> Property {
            Property(name: name, parameters: [], value: ICalendar.escape(value))
        }

        /// A property whose value is written as is (dates, codes, durations).
        static func raw(_ name: String, _ value: String, _ parameters: [(String, String)] = []) -> Property {
            Property(name: name, parameters: parameters, value: value)
        }

        /// The unfolded line's UTF-8 bytes, without CRLF, made in one buffer.
        var lineBytes: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(
                name.utf8.count + value.utf8.count + 1
                    + parameters.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 2 })
            out += name.utf8
            for (key, value) in parameters {
                out.append(UInt8(ascii: ";"))
                out += key.utf8
                out.append(UInt8(ascii: "="))
                out += value.utf8
            }
            out.append(UInt8(ascii: ":"))
            out += value.utf8
            return out
        }

        /// Appends the line folded, then CRLF.
        func write(into out: inout [UInt8]) {
            lineBytes.withUnsafeBufferPointer { ICalendar.fold(utf8: $0, into: &out) }
        }
    }

    /// A `BEGIN:NAME … END:NAME` block with properties, then nested components; or a block already
    /// written (`written`), folded, which is copied as it is.
    struct Component: Sendable {
        var name: String
        var properties: [Property]
        var components: [Component] = []
        var written: [UInt8]?

        init(name: String, properties: [Property], components: [Component] = []) {
            self.name = name
            self.properties = properties
            self.components = components
        }

        /// A block written before (`write(into:)`'s bytes).
        init(written: [UInt8]) {
            self.init(name: "", properties: [])
            self.written = written
        }

        /// Sets the SEQUENCE property (RFC 5545 §3.8.7.4), replacing the one there is.
        mutating func setSequence(_ sequence: Int) {
            set(Property.raw("SEQUENCE", String(sequence)))
        }

        /// Sets SEQUENCE and DTSTAMP (§3.8.7.2: when the event was last revised) from `revision`;
        /// `today` when it has no date (a record of an earlier version).
        mutating func setRevision(_ revision: EventRevision, today: CivilDate) {
            setSequence(revision.sequence)
            set(Property.raw("DTSTAMP", ICalendar.stamp(revision.revised ?? today)))
        }

        /// Puts `property` in place of the first of the same name, or last when there is none.
        mutating func set(_ property: Property) {
            if let i = properties.firstIndex(where: { $0.name == property.name }) {
                properties[i] = property
            } else {
                properties.append(property)
            }
        }

        /// Every content line, folded, each ended by CRLF.
        func write(into out: inout [UInt8]) {
            if let written { return out.append(contentsOf: written) }
            ICalendar.fold("BEGIN:" + name, into: &out)
            for property in properties { property.write(into: &out) }
            for component in components { component.write(into: &out) }
            ICalendar.fold("END:" + name, into: &out)
        }
    }

    var calendar: Component

    /// The whole stream: every content line folded, each ended by CRLF.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as its UTF-8 bytes, as the feed is written (copied to a buffer of its size: see
    /// `RenderPlan.renderBytes`).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(16_384)
        calendar.write(into: &out)
        return out.withUnsafeBufferPointer { Array($0) }
    }

    /// The fixed Asia/Seoul zone: KST, +09:00 all year, no daylight saving since 1988.
    static let seoulTimeZoneID = "Asia/Seoul"
    static var seoulTimeZone: Component {
        Component(
            name: "VTIMEZONE", properties: [.raw("TZID", seoulTimeZoneID)],
            components: [
                Component(
                    name: "STANDARD",
                    properties: [
                        .raw("DTSTART", "19700101T000000"),
                        .raw("TZOFFSETFROM", "+0900"),
                        .raw("TZOFFSETTO", "+0900"),
                        .raw("TZNAME", "KST"),
                    ])
            ])
    }

    /// TEXT escaping: `\` → `\\`, `;` → `\;`, `,` → `\,`, a line break (CRLF, LF or CR) → `\n`;
    /// other control characters, which TEXT may not hold, are dropped (a tab stays). Every character
    /// it changes is ASCII, and no byte of a longer UTF-8 character is below 0x80, so it works on the
    /// text's UTF-8 bytes.
    static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                // CRLF is one line break: its LF adds nothing.
                if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") { continue }
                out.append(UInt8(ascii: "\\"))
                out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\t"):
                out.append(byte)
            case 0..<0x20, 0x7F:
                continue
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Folds a content line so no physical line exceeds 75 octets (RFC 5545 §3.1): a break is
    /// CRLF plus one space, and never falls inside a UTF-8 encoded character.
    static func fold(_ line: String, limit: Int = 75) -> String {
        var out: [UInt8] = []
        fold(line, limit: limit, into: &out)
        out.removeLast(2)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `line` folded, then CRLF.
    static func fold(_ line: String, limit: Int = 75, into out: inout [UInt8]) {
        var line = line
        line.withUTF8 { fold(utf8: $0, limit: limit, into: &out) }
    }

    /// Appends the line whose UTF-8 bytes are `bytes` folded, then CRLF: each physical line takes as
    /// many whole characters as fit in `limit` octets (the space that starts a continuation line
    /// counts), copied at once.
    static func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, limit: Int = 75, into out: inout [UInt8]) {
        var start = 0
        var room = limit  // octets the current physical line can still take
        while bytes.count - start > room {
            var end = start + room
            while bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a character
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            out.append(0x0D)
            out.append(0x0A)
            out.append(0x20)
            start = end
            room = limit - 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        out.append(0x0D)
        out.append(0x0A)
    }

    /// `20261102T090000` (local date-time, used with `TZID`).
    static func localDateTime(_ date: CivilDate, _ time: ClockTime) -> String {
        basicDate(date) + "T" + pad(time.hour, 2) + pad(time.minute, 2) + "00"
    }

    /// `20261102T000000Z`: a DTSTAMP (a UTC date-time, RFC 5545 §3.8.7.2) for a build on `date`, at the
    /// start of its day in UTC.
    static func stamp(_ date: CivilDate) -> String {
        basicDate(date) + "T000000Z"
    }

    /// `20261102` (a DATE value).
    static func basicDate(_ date: CivilDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
