import MoupModel

/// The text of one content file, ready to parse: UTF-8 checked, a byte-order mark removed,
/// CRLF line endings turned into LF (columns are unchanged by both).
struct SourceFile: Sendable {
    /// The path printed in diagnostics: the content folder as given joined with the relative path.
    let path: String
    let text: String

    /// Files larger than this are refused: content files are small, and cmark-gfm 0.29 has
    /// known slow paths on huge inputs.
    static let maximumBytes = 1 << 20

    init(path: String, text: String) {
        self.path = path
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // A byte scan: Foundation's `contains(_:)` searches UTF-16 and was a tenth of loading.
        if text.utf8.contains(UInt8(ascii: "\r")) { text = text.replacingCRLF() }
        self.text = text
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// Line 1, column 1: for problems with the file as a whole.
    var start: SourceLocation { SourceLocation(file: path) }
}

extension String {
    fileprivate func replacingCRLF() -> String {
        var result = String.UnicodeScalarView()
        var pendingCR = false
        for scalar in unicodeScalars {
            if pendingCR, scalar != "\n" { result.append("\r") }
            pendingCR = scalar == "\r"
            if !pendingCR { result.append(scalar) }
        }
        if pendingCR { result.append("\r") }
        return String(result)
    }
}
