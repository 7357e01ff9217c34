/// A JSON syntax error at an exact position.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var position: SourcePosition
    var message: String
}

/// A small strict RFC 8259 parser that keeps the line and column of every value and name.
///
/// Foundation's parsers accept trailing commas and report byte offsets; content files must be
/// strict and every error must name a line. Rejected: trailing commas, comments, duplicate
/// names in one object, leading zeros, unescaped control characters, invalid escapes, lone
/// surrogates, anything after the top-level value, nesting deeper than `maxDepth`.
struct StrictJSONParser {
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses one JSON document (a leading byte-order mark must already be removed).
    static func parse(_ text: String) throws(JSONSyntaxError) -> SourceValue {
        var parser = StrictJSONParser(text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        guard let byte = current else { throw error("unexpected end of file; a value is missing") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return SourceValue(kind: .text(try parseString(), plain: false), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceValue(kind: .number(try parseNumber()), position: start)
        case UInt8(ascii: "t"): try expectWord("true"); return SourceValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false"); return SourceValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null"); return SourceValue(kind: .null, position: start)
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        default:
            if Self.isWordByte(byte) { throw error("unexpected \(describeWord()); text must be in double quotes") }
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        try enterNesting()
        advance() // {
        var entries: [SourceEntry] = []
        var firstSeen: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return SourceValue(kind: .map(entries), position: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}"), !entries.isEmpty { throw error("trailing comma before '}' is not allowed") }
                if current == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
                throw error("expected a name in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            if let first = firstSeen[key] {
                throw JSONSyntaxError(position: keyPosition,
                                      message: "duplicate name '\(key)' in one object (first at line \(first.line))")
            }
            firstSeen[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the name '\(key)'") }
            advance()
            skipWhitespace()
            let value = try parseValue()
            entries.append(SourceEntry(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); break }
            if current == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
            throw error("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
        }
        depth -= 1
        return SourceValue(kind: .map(entries), position: start)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        try enterNesting()
        advance() // [
        var items: [SourceValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return SourceValue(kind: .list(items), position: start)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]"), !items.isEmpty { throw error("trailing comma before ']' is not allowed") }
            items.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); break }
            if current == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
            throw error("expected ',' or ']' in a list, found \(describeCurrent())")
        }
        depth -= 1
        return SourceValue(kind: .list(items), position: start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance() // opening quote
        var result = ""
        var chunkStart = index
        while true {
            guard let byte = current else { throw error("unexpected end of file inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                advance()
                return result
            case UInt8(ascii: "\\"):
                result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                let escapeStart = position
                advance()
                result.unicodeScalars.append(try parseEscape(at: escapeStart))
                chunkStart = index
            case 0x00..<0x20:
                throw error("a control character (such as a tab or a line break) inside a string must be written as an escape like \\n or \\t")
            default:
                advance()
            }
        }
    }

    private mutating func parseEscape(at start: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unexpected end of file inside a string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) {
                throw JSONSyntaxError(position: start, message: "invalid \\u escape: a lone low surrogate")
            }
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(position: start, message: "invalid \\u escape: a high surrogate must be followed by a low surrogate")
                }
                advance(); advance()
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(position: start, message: "invalid \\u escape: a high surrogate must be followed by a low surrogate")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(high)!
        default:
            throw JSONSyntaxError(position: start, message: "invalid escape '\\\(String(UnicodeScalar(byte)))' in a string")
        }
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError(position: escapeStart, message: "invalid \\u escape: four hex digits are needed")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as its source text.
    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, Self.isDigit(first) else { throw error("a number needs a digit after '-'") }
        advance()
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw error("numbers may not start with a leading zero")
        }
        while let byte = current, Self.isDigit(byte) { advance() }
        if current == UInt8(ascii: ".") {
            advance()
            guard let byte = current, Self.isDigit(byte) else { throw error("a number needs a digit after '.'") }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, Self.isDigit(byte) else { throw error("a number needs a digit in its exponent") }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        return String(decoding: bytes[startIndex..<index], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        let startIndex = index
        let expected = word.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard current == byte else {
                index = startIndex
                throw JSONSyntaxError(position: start, message: "unexpected \(describeWord()); text must be in double quotes")
            }
            advance()
        }
        if let byte = current, Self.isWordByte(byte) {
            index = startIndex
            throw JSONSyntaxError(position: start, message: "unexpected \(describeWord()); text must be in double quotes")
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    // MARK: - Position bookkeeping

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if index < bytes.count, bytes[index] & 0xC0 == 0x80 {
            // the next byte continues this scalar: the column moves once the scalar ends
        } else {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            advance()
        }
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("lists and objects are nested too deeply (more than \(Self.maxDepth) levels)") }
    }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(position: position, message: message) }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21, byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        if byte == UInt8(ascii: " ") { return "a space" }
        return "character"
    }

    private func describeWord() -> String {
        var end = index
        while end < bytes.count, Self.isWordByte(bytes[end]), end - index < 20 { end += 1 }
        if end == index { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }
}
