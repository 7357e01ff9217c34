/// A CSV writer for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads Korean
/// correctly, CRLF after every record, fields quoted only when they must be.
struct CSV: Sendable {
    /// A cell: a number is written as is; text is quoted when needed and guarded against formulas.
    enum Cell: Hashable, Sendable {
        case text(String)
        case number(Int)
    }

    var header: [String]
    var rows: [[Cell]]

    /// The file's text, starting with U+FEFF (bytes EF BB BF).
    var text: String {
        var out = "\u{FEFF}"
        out += header.map(Self.quote).joined(separator: ",") + "\r\n"
        for row in rows {
            out += row.map(Self.field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func field(_ cell: Cell) -> String {
        switch cell {
        case .number(let n): return String(n)
        case .text(let t): return quote(defuse(t))
        }
    }

    /// RFC 4180: a field holding a comma, a double quote, CR or LF is enclosed in double quotes,
    /// and each double quote inside is doubled.
    static func quote(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
            return text
        }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }

    /// Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a
    /// leading apostrophe, so a name typed as `=HYPERLINK(…)` stays text (CSV injection).
    static func defuse(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else {
            return text
        }
        return "'" + text
    }
}

extension String {
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == target { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }
}
