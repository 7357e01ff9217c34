/// A 1-based line and column (columns count Unicode scalars, as libyaml does).
struct SourcePosition: Hashable, Sendable, Comparable {
    var line: Int
    var column: Int

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed value that remembers where it was written: the common tree for YAML front matter
/// and JSON records, so that one set of readers checks types for both and every error has a
/// line and a column.
struct SourceValue: Sendable {
    enum Kind: Sendable {
        /// A JSON string, or a YAML scalar (`plain` when written without quotes).
        case text(String, plain: Bool)
        /// A JSON number, kept as its exact source text.
        case number(String)
        case bool(Bool)
        case null
        case list([SourceValue])
        /// Entries in source order; names are unique (both parsers reject duplicates).
        case map([SourceEntry])
    }

    var kind: Kind
    var position: SourcePosition

    /// The text of a scalar (string, plain YAML word, number or boolean); nil for lists and maps.
    var scalarText: String? {
        switch kind {
        case .text(let text, _): return text
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return nil
        case .list, .map: return nil
        }
    }

    /// A short description for messages: the value itself when it is a scalar.
    var shown: String {
        switch kind {
        case .text(let text, _): return "'\(text)'"
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "nothing"
        case .list: return "a list"
        case .map: return "a group of keys"
        }
    }

    /// What kind of value it is, without the value itself: for logs, where an amount or a note
    /// copied from the content must not appear.
    var kindShown: String {
        switch kind {
        case .text(let text, let plain):
            // A plain YAML word that looks like a number (10320.75, 1,000) is one to the person who wrote it.
            let numeric =
                plain && text.contains(where: \.isNumber)
                && text.allSatisfy { $0.isNumber || "+-.,_eE".contains($0) }
            return numeric ? "a number" : "a text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null, .list, .map: return shown
        }
    }
}

/// One `name: value` pair of a map.
struct SourceEntry: Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: SourceValue
}
