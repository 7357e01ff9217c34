@testable import MoupContent

/// One fuzz input: any bytes as a JSON content file. The parser must return a value or a syntax
/// error with a position inside the text; it must never crash, hang or leak.
func fuzzJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        _ = try StrictJSONParser.parse(text)
    } catch {
        // Lines end at "\n" bytes, as the parser counts them ("\r\n" is one Character in Swift, so
        // splitting the String would undercount: the first crash this target found was that mistake).
        let lines = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
        precondition(error.position.line >= 1 && error.position.line <= lines, "error line outside the text")
        precondition(error.position.column >= 1, "error column before the line")
    }
    return 0
}
