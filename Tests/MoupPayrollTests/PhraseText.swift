import MoupModel
import MoupPayroll
import MoupSite

/// The engine's phrases in Korean, as the built-in string table writes them (`templates/i18n/ko.yml`),
/// so that the expectations below read as the payslip does: `line.basis == "5,190분 × …"`.
extension Phrase {
    var ko: String { Theme.builtInWords(.ko).text(self) }

    static func == (lhs: Phrase, rhs: String) -> Bool { lhs.ko == rhs }
    func contains(_ text: String) -> Bool { ko.contains(text) }
    func hasPrefix(_ text: String) -> Bool { ko.hasPrefix(text) }
    func hasSuffix(_ text: String) -> Bool { ko.hasSuffix(text) }
}

func == (lhs: Phrase?, rhs: String) -> Bool { lhs?.ko == rhs }

extension Array where Element == Phrase {
    /// Whether one of the phrases reads `text` in Korean.
    func contains(_ text: String) -> Bool { contains { $0.ko == text } }

    static func == (lhs: [Phrase], rhs: [String]) -> Bool { lhs.map(\.ko) == rhs }
}

/// Test payslips written by hand give their texts as they read: `basis: "5,190분 × …"`.
extension Phrase: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) { self.init(.verbatim, ["text": .text(text)]) }
}

extension PayrollJSON {
    /// The JSON as `moup payroll` prints it for a Korean site.
    static func encode(_ report: PayrollReport) -> String { encode(report, text: \.ko) }
}
