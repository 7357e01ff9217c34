import MoupModel

/// Parses a JSON content file strictly and opens its top-level object.
enum JSONDocument {
    /// The top-level object's fields, or nil with the syntax error reported at its position.
    static func open(_ file: SourceFile, allowed: [String], report: Report) -> FieldReader? {
        let root: SourceValue
        do {
            root = try StrictJSONParser.parse(file.text)
        } catch {
            report.error(
                Wording("content.invalidJSON", ["problem": .wording(error.wording)]), in: file, at: error.position,
                code: "content.json-syntax")
            return nil
        }
        return FieldReader(root, allowed: allowed, what: .phrase("what.file"), file: file, report: report)
    }
}
