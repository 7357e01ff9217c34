import MoupModel
import Yams

/// One language's terminal words: `words/<language>.yml` (a YAML mapping of mappings whose leaves are
/// texts with `{name}` placeholders, as the theme's page tables are written) flattened to dotted keys.
struct TerminalTable: Sendable {
    let language: Site.Language
    /// Texts by dotted key (`check.ok`).
    let texts: [String: String]

    /// The table written in `text`; a file that is not such a mapping is a fault of the build (the
    /// tables are built in, and `TerminalWordsTests` reads them), so it gives an empty table.
    init(language: Site.Language, yaml text: String) {
        self.language = language
        var texts: [String: String] = [:]
        func walk(_ node: Node, prefix: String) {
            if let scalar = node.scalar {
                texts[prefix] = scalar.string
            } else if let mapping = node.mapping {
                for (key, value) in mapping {
                    guard let name = key.scalar?.string else { continue }
                    walk(value, prefix: prefix.isEmpty ? name : prefix + "." + name)
                }
            }
        }
        if let root = try? Yams.compose(yaml: text, .basic, .default, .utf8) { walk(root, prefix: "") }
        self.texts = texts
    }

    /// `text` with each `{name}` replaced by `value(name)`, and each plural `{name|one|other}` by `one` where
    /// the value of `name` is `1`, else `other` ("{count} {count|file|files}": "1 file", "2 files"; Korean
    /// writes its one form); a placeholder without a value stays as written.
    static func fill(_ text: String, _ value: (String) -> String?) -> String {
        func filled(_ inside: Substring) -> String? {
            let parts = inside.split(separator: "|", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return value(String(inside)) }
            return value(String(parts[0])).map { $0 == "1" ? String(parts[1]) : String(parts[2]) }
        }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let filled = filled(after[..<close]) else {
                out += rest[...open]
                rest = after
                continue
            }
            out += rest[..<open] + filled
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }

    /// The placeholder names `text` uses.
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        _ = fill(text) {
            names.insert($0)
            return ""
        }
        return names
    }
}
