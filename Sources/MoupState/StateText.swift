import MoupSystem

/// The state files are lines of tab-separated fields, some a hundred thousand lines long (a stamp
/// per output file, a revision per calendar event). They are read here straight from their UTF-8
/// bytes: a field becomes a `String` only when it is kept, and numbers are parsed from the bytes.
enum StateText {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Calls `body` with each line of `text` (without its newline; a last empty line is skipped),
    /// until it returns false; returns whether every line was accepted.
    static func eachLine(of text: String, _ body: (Bytes) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { eachLine(of: $0, body) }
    }

    /// `eachLine(of:_:)` over bytes.
    static func eachLine(of all: Bytes, _ body: (Bytes) -> Bool) -> Bool {
        var start = 0
        while start < all.count {
            let end = MoupSystem.Bytes.firstIndex(of: 0x0A, in: all, from: start) ?? all.count
            if !body(Bytes(rebasing: all[start..<end])) { return false }
            start = end + 1
        }
        return true
    }

    /// The tab-separated fields of `line`.
    static func fields(_ line: Bytes, separator: UInt8 = 0x09) -> [Bytes] {
        var fields: [Bytes] = []
        var start = 0
        for index in 0..<line.count where line[index] == separator {
            fields.append(Bytes(rebasing: line[start..<index]))
            start = index + 1
        }
        fields.append(Bytes(rebasing: line[start..<line.count]))
        return fields
    }

    /// Byte order of `a` and `b` (for ASCII text, the order of `String`'s `<`).
    static func precedes(_ a: Bytes, _ b: Bytes) -> Bool {
        MoupSystem.Bytes.precedes(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
    }

    static func string(_ bytes: Bytes) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A whole number of at most 18 digits, no sign; nil for anything else.
    static func number(_ bytes: Bytes) -> Int64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }
}
