import MoupModel
import MoupPayroll
import MoupWords
import Yams

/// One language's words: the theme's `i18n/<language>.yml` flattened to dotted keys
/// (`payslip.title`), each value parsed once into literal text, `{name}` placeholders and `{n|day|days}`
/// plurals (the word for a count of one, or for any other count: `{n} {n|day|days}` reads "1 day",
/// "2 days"; a language without plurals writes its one form, `{n}일`).
///
/// The tables are data, part of the theme: built into the binary with it, and a `templates/i18n/`
/// file overrides the built-in values key by key.
struct StringTable: Sendable {
    /// A table value: literal pieces and named placeholders, in order.
    struct Text: Sendable, Hashable {
        enum Piece: Sendable, Hashable {
            case literal(String)
            case placeholder(String)
            /// `{n|day|days}`: `one` where the value of the placeholder `name` is `1`, else `other`.
            case plural(String, one: String, other: String)

            /// Whether a count, as it is filled (`1`, `2`, `1,000`), takes a plural's `one` form.
            static func isOne(_ count: String) -> Bool { count == "1" }

            /// The words of a plural for `count`.
            static func form(_ count: String, one: String, other: String) -> String { isOne(count) ? one : other }
        }

        let pieces: [Piece]
        /// Where the value is written, for diagnostics.
        let location: SourceLocation

        init(_ raw: String, at location: SourceLocation) {
            self.location = location
            var pieces: [Piece] = []
            var literal = ""
            var rest = Substring(raw)
            func isName(_ name: Substring) -> Bool {
                !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            }
            while let open = rest.firstIndex(of: "{") {
                let after = rest[rest.index(after: open)...]
                guard let close = after.firstIndex(of: "}") else {
                    literal += rest[...open]
                    rest = after
                    continue
                }
                let inside = after[..<close]
                let parts = inside.split(separator: "|", omittingEmptySubsequences: false)
                let piece: Piece
                if isName(inside) {
                    piece = .placeholder(String(inside))
                } else if parts.count == 3, isName(parts[0]), !parts[1].contains("{"), !parts[2].contains("{") {
                    piece = .plural(String(parts[0]), one: String(parts[1]), other: String(parts[2]))
                } else {
                    literal += rest[...open]
                    rest = after
                    continue
                }
                literal += rest[..<open]
                if !literal.isEmpty {
                    pieces.append(.literal(literal))
                    literal = ""
                }
                pieces.append(piece)
                rest = after[after.index(after: close)...]
            }
            literal += rest
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            self.pieces = pieces
        }

        /// The placeholder names, in order (a plural's count among them).
        var placeholders: [String] {
            pieces.compactMap {
                switch $0 {
                case .literal: return nil
                case .placeholder(let name), .plural(let name, _, _): return name
                }
            }
        }

        /// The value as HTML: its words escaped, each placeholder replaced by the HTML `html(name)` gives
        /// and each plural by its form for the count `count(name)` gives, escaped (left as written, escaped,
        /// when nil).
        func html(filling html: (String) -> String?, counting count: (String) -> String?) -> String {
            var out = ""
            for piece in pieces {
                switch piece {
                case .literal(let words): out += HTMLEscape.string(words)
                case .placeholder(let name): out += html(name) ?? HTMLEscape.string("{\(name)}")
                case .plural(let name, let one, let other):
                    out += HTMLEscape.string(
                        count(name).map { Piece.form($0, one: one, other: other) } ?? "{\(name)|\(one)|\(other)}")
                }
            }
            return out
        }

        /// The value with each placeholder replaced by `value(name)` and each plural by its form for that
        /// count (left as written when nil).
        func filled(_ value: (String) -> String?) -> String {
            var out = ""
            for piece in pieces {
                switch piece {
                case .literal(let text): out += text
                case .placeholder(let name): out += value(name) ?? "{\(name)}"
                case .plural(let name, let one, let other):
                    out += value(name).map { Piece.form($0, one: one, other: other) } ?? "{\(name)|\(one)|\(other)}"
                }
            }
            return out
        }

        /// The value without placeholders.
        var plain: String { filled { _ in nil } }
    }

    /// How a template names a string: `{{t.payslip.title}}`.
    static let templatePrefix = "t."

    let language: Site.Language
    /// Values by dotted key.
    private(set) var texts: [String: Text]

    init(language: Site.Language, texts: [String: Text] = [:]) {
        self.language = language
        self.texts = texts
    }

    subscript(key: String) -> Text? { texts[key] }

    var keys: Set<String> { Set(texts.keys) }

    /// Reads `text` (a YAML mapping of mappings whose leaves are strings) into a table, or the
    /// problems with their file, line and column.
    static func parse(_ text: String, language: Site.Language, path: String) -> (StringTable, [Diagnostic]) {
        var table = StringTable(language: language)
        var problems: [Diagnostic] = []
        func at(_ node: Node?) -> SourceLocation {
            SourceLocation(file: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)  // leaves are read as text
        } catch let error as YamlError {
            return (
                table,
                [
                    .error(
                        Wording("templates.stringsInvalidYAML", ["problem": "\(error)"]), at: SourceLocation(file: path)
                    )
                ]
            )
        } catch {
            return (
                table,
                [
                    .error(
                        Wording("templates.stringsInvalidYAML", ["problem": "\(error)"]), at: SourceLocation(file: path)
                    )
                ]
            )
        }
        guard let root else { return (table, []) }
        func walk(_ node: Node, prefix: String) {
            guard let mapping = node.mapping else {
                problems.append(.error(Wording("templates.stringsNotMapping", ["prefix": "\(prefix)"]), at: at(node)))
                return
            }
            for (keyNode, value) in mapping {
                guard let name = keyNode.scalar?.string, !name.isEmpty, !name.contains(".") else {
                    problems.append(.error(Wording("templates.stringsKeyNotWord"), at: at(keyNode)))
                    continue
                }
                let key = prefix.isEmpty ? name : prefix + "." + name
                if value.mapping != nil {
                    walk(value, prefix: key)
                } else if let scalar = value.scalar {
                    table.texts[key] = Text(scalar.string, at: at(value))
                } else {
                    problems.append(.error(Wording("templates.stringsNotText", ["key": "\(key)"]), at: at(value)))
                }
            }
        }
        walk(root, prefix: "")
        return (table, problems)
    }

    /// This table with `other`'s values in place of its own; a key `other` adds that this table does
    /// not have is an error (a misspelled key must not be silently ignored).
    func overridden(by other: StringTable) -> (StringTable, [Diagnostic]) {
        var merged = self
        var problems: [Diagnostic] = []
        for (key, text) in other.texts.sorted(by: { $0.key < $1.key }) {
            if texts[key] == nil {
                problems.append(
                    .error(
                        Wording(
                            "templates.unknownString",
                            ["key": "\(key)", "hint": Suggestion.hint(for: key, among: Array(texts.keys))]),
                        at: text.location))
            } else {
                merged.texts[key] = text
            }
        }
        return (merged, problems)
    }
}

/// The theme's string tables, one per language, checked to have the same keys.
struct StringTables: Sendable {
    let tables: [Site.Language: StringTable]

    static let languages: [Site.Language] = [.ko, .en]

    /// Loads every language's table from `files` (`i18n/ko.yml`, `i18n/en.yml`, with their overrides)
    /// and checks that each has exactly the keys of the Korean table.
    static func load(_ files: ThemeFiles) throws(DiagnosticList) -> StringTables {
        var problems: [Diagnostic] = []
        var tables: [Site.Language: StringTable] = [:]
        for language in languages {
            let name = language.rawValue
            guard let builtIn = files.strings[name]?.builtIn else {
                problems.append(
                    .error(
                        Wording("templates.stringsFileMissing", ["name": "\(name)"]),
                        at: SourceLocation(file: "\(ThemeFiles.builtInFolder)/i18n/\(name).yml")))
                continue
            }
            var (table, found) = StringTable.parse(builtIn.text, language: language, path: builtIn.path)
            problems += found
            if let override = files.strings[name]?.override {
                let (mine, parsed) = StringTable.parse(override.text, language: language, path: override.path)
                let (merged, unknown) = table.overridden(by: mine)
                problems += parsed + unknown
                table = merged
            }
            tables[language] = table
        }
        if problems.isEmpty, let reference = tables[.ko] {
            for key in requiredKeys where reference[key] == nil {
                problems.append(
                    .error(
                        Wording("templates.stringMissing", ["key": "\(key)"]),
                        at: SourceLocation(
                            file: files.strings["ko"]?.builtIn.path ?? "i18n/ko.yml")))
            }
            for language in languages where language != .ko {
                guard let table = tables[language] else { continue }
                problems += parity(of: table, with: reference)
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return StringTables(tables: tables)
    }

    /// Keys missing from `table` (reported at the reference's line) or only in `table`.
    static func parity(of table: StringTable, with reference: StringTable) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let name = table.language.rawValue
        for key in reference.keys.subtracting(table.keys).sorted() {
            problems.append(
                .error(
                    Wording("templates.stringNoText", ["key": "\(key)", "name": "\(name)"]),
                    at: reference[key]!.location))
        }
        for key in table.keys.subtracting(reference.keys).sorted() {
            problems.append(
                .error(
                    Wording(
                        "templates.stringNotInReference", ["key": "\(key)", "name": "\(reference.language.rawValue)"]),
                    at: table[key]!.location))
        }
        return problems
    }

    /// The keys the program itself names through its codes: the payroll's phrases, line names and
    /// alert titles (keys that templates name are checked with the templates).
    static var requiredKeys: [String] {
        PhraseKey.allCases.map(\.rawValue) + LineCode.allCases.map { "line.\($0.rawValue)" }
            + PayrollAlert.Code.allCases.map { "alertTitle.\($0.rawValue)" }
            + CalendarEntry.Status.allCases.map { "status.\($0.rawValue)" }
    }

    subscript(language: Site.Language) -> StringTable { tables[language] ?? StringTable(language: language) }
}
