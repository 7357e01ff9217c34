import MoupPayroll

/// Test payslips written by hand give their texts as they read: `basis: "5,190분 × …"`.
extension Phrase: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) { self.init(.verbatim, ["text": .text(text)]) }
}
