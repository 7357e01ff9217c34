/// The reference of every name each page template may use, generated from the view models
/// (kept in `templates/README.md`; a test fails when the two differ).
enum TemplateReference {
    static func markdown() -> String {
        var out = ""
        var described: Set<String> = []
        var queue: [Schema] = []
        for kind in PageKind.allCases {
            out += "### `\(kind.templateName).mustache` (\(kind.schema.typeName))\n\n"
            out += table(kind.schema, queue: &queue)
            described.insert(kind.schema.typeName)
        }
        out += "### Nested values\n\n"
        while !queue.isEmpty {
            let schema = queue.removeFirst()
            guard described.insert(schema.typeName).inserted else { continue }
            out += "#### \(schema.typeName)\n\n" + table(schema, queue: &queue)
        }
        return out
    }

    private static func table(_ schema: Schema, queue: inout [Schema]) -> String {
        var out = "| name | value |\n|---|---|\n"
        for name in schema.sortedNames {
            let kind = schema.fields[name]!
            let text: String
            switch kind {
            case .text: text = "text `{{\(name)}}`"
            case .html: text = "HTML `{{{\(name)}}}`"
            case .flag: text = "yes/no `{{#\(name)}}…{{/\(name)}}`"
            case .object(let s):
                text = "one \(s.typeName) `{{#\(name)}}…{{/\(name)}}`"
                queue.append(s)
            case .list(let s):
                text = "list of \(s.typeName) `{{#\(name)}}…{{/\(name)}}`"
                queue.append(s)
            }
            out += "| `\(name)` | \(text) |\n"
        }
        return out + "\n"
    }
}
