import MoupModel
import MoupWords

/// A JSON syntax error at an exact position.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var position: SourcePosition
    /// What is wrong, in the terminal's words (`json.*`).
    var wording: Wording

    init(position: SourcePosition, wording: Wording) {
        self.position = position
        self.wording = wording
    }

    /// An error whose message is `message` as written (no words to look up).
    init(position: SourcePosition, message: String) {
        self.init(position: position, wording: Wording("json.verbatim", ["text": .text(message)]))
    }

    /// The message in English.
    var message: String { TerminalWords.text(wording, in: .en) }

    static func == (a: JSONSyntaxError, b: JSONSyntaxError) -> Bool {
        a.position == b.position && a.message == b.message
    }
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
            throw parser.error("json.afterEnd", ["found": parser.describeCurrent()])
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        guard let byte = current else { throw error("json.valueMissing") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return SourceValue(kind: .text(try parseString(), plain: false), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceValue(kind: .number(try parseNumber()), position: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return SourceValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return SourceValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return SourceValue(kind: .null, position: start)
        case UInt8(ascii: "/"): throw error("json.comments")
        default:
            if Self.isWordByte(byte) { throw error("json.unquoted", ["found": describeWord()]) }
            throw error("json.expectedValue", ["found": describeCurrent()])
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        try enterNesting()
        advance()  // {
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
                if current == UInt8(ascii: "}"), !entries.isEmpty { throw error("json.trailingCommaObject") }
                if current == UInt8(ascii: "/") { throw error("json.comments") }
                throw error("json.expectedName", ["found": describeCurrent()])
            }
            let keyPosition = position
            let key = try parseString()
            if let first = firstSeen[key] {
                throw JSONSyntaxError(
                    position: keyPosition,
                    wording: Wording("json.duplicateName", ["key": "\(key)", "line": "\(first.line)"]))
            }
            firstSeen[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("json.expectedColon", ["key": "\(key)"]) }
            advance()
            skipWhitespace()
            let value = try parseValue()
            entries.append(SourceEntry(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            if current == UInt8(ascii: "}") {
                advance()
                break
            }
            if current == UInt8(ascii: "/") { throw error("json.comments") }
            throw error("json.expectedCommaObject", ["key": "\(key)", "found": describeCurrent()])
        }
        depth -= 1
        return SourceValue(kind: .map(entries), position: start)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> SourceValue {
        let start = position
        try enterNesting()
        advance()  // [
        var items: [SourceValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return SourceValue(kind: .list(items), position: start)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]"), !items.isEmpty { throw error("json.trailingCommaList") }
            items.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            if current == UInt8(ascii: "]") {
                advance()
                break
            }
            if current == UInt8(ascii: "/") { throw error("json.comments") }
            throw error("json.expectedCommaList", ["found": describeCurrent()])
        }
        depth -= 1
        return SourceValue(kind: .list(items), position: start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // opening quote
        var result = ""
        var chunkStart = index
        while true {
            guard let byte = current else { throw error("json.endInString") }
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
                throw error("json.controlCharacter")
            default:
                advance()
            }
        }
    }

    private mutating func parseEscape(at start: SourcePosition) throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("json.endInString") }
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
                throw JSONSyntaxError(position: start, wording: Wording("json.loneLowSurrogate"))
            }
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(position: start, wording: Wording("json.highSurrogate"))
                }
                advance()
                advance()
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(position: start, wording: Wording("json.highSurrogate"))
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            return Unicode.Scalar(high)!
        default:
            throw JSONSyntaxError(
                position: start, wording: Wording("json.invalidEscape", ["character": "\(String(UnicodeScalar(byte)))"])
            )
        }
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError(position: escapeStart, wording: Wording("json.fourHexDigits"))
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
        guard let first = current, Self.isDigit(first) else { throw error("json.digitAfterMinus") }
        advance()
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw error("json.leadingZero")
        }
        while let byte = current, Self.isDigit(byte) { advance() }
        if current == UInt8(ascii: ".") {
            advance()
            guard let byte = current, Self.isDigit(byte) else { throw error("json.digitAfterPoint") }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, Self.isDigit(byte) else { throw error("json.digitInExponent") }
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
                throw JSONSyntaxError(position: start, wording: Wording("json.unquoted", ["found": describeWord()]))
            }
            advance()
        }
        if let byte = current, Self.isWordByte(byte) {
            index = startIndex
            throw JSONSyntaxError(position: start, wording: Wording("json.unquoted", ["found": describeWord()]))
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
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
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("json.tooDeep", ["levels": "\(Self.maxDepth)"]) }
    }

    private func error(_ key: String, _ values: [String: Wording.Value] = [:]) -> JSONSyntaxError {
        JSONSyntaxError(position: position, wording: Wording(key, values))
    }

    private func describeCurrent() -> Wording.Value {
        guard let byte = current else { return .phrase("json.endOfFile") }
        if byte >= 0x21, byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        if byte == UInt8(ascii: " ") { return .phrase("json.space") }
        return .phrase("json.character")
    }

    private func describeWord() -> Wording.Value {
        var end = index
        while end < bytes.count, Self.isWordByte(bytes[end]), end - index < 20 { end += 1 }
        if end == index { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }
}
