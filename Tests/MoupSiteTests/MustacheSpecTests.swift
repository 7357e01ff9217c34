import Foundation
import Testing

@testable import MoupSite

/// Runs the official Mustache spec (github.com/mustache/spec, `specs/*.json`) against `RenderPlan`
/// for every feature moup templates use: interpolation, sections, inverted sections, comments,
/// partials and inheritance. Point `MUSTACHE_SPEC` at the spec's `specs` folder to run it (the spec
/// is not copied into this repository):
///
///     git clone https://github.com/mustache/spec /tmp/mustache-spec
///     MUSTACHE_SPEC=/tmp/mustache-spec/specs swift test --filter MustacheSpecTests
///
/// The spec's data is untyped JSON; moup's view models are typed, so the data is given a schema
/// inferred from it (an object's names are those of every object at that place, a list's items
/// share one schema). Cases that need what typed view models deliberately lack are listed in
/// `outOfScope` with the reason, and are not run.
@Suite(.enabled(if: mustacheSpecFolder != nil, "set MUSTACHE_SPEC to the spec's specs folder"))
struct MustacheSpecTests {
    static let folder = mustacheSpecFolder
    static let files = ["interpolation", "sections", "inverted", "comments", "partials", "~inheritance"]

    /// Spec cases that rely on untyped data, each with why moup does not support it.
    static let outOfScope: [String: String] = [
        // Lists of plain values, a value that is a list in one place and text in another, and
        // numbers or null placed as values: moup's view models hold only formatted text, yes/no
        // flags, objects and lists of objects.
        "sections/Implicit Iterator - String": "lists of text",
        "sections/Implicit Iterator - Integer": "lists of numbers",
        "sections/Implicit Iterator - Decimal": "lists of numbers",
        "sections/Implicit Iterator - Array": "lists of lists",
        "sections/Implicit Iterator - HTML Escaping": "lists of text",
        "sections/Implicit Iterator - HTML Unescaped": "lists of text",
        "sections/Implicit Iterator - HTML Unescaped (Ampersand)": "lists of text",
        "sections/Implicit Iterator - Triple mustache": "lists of text",
        "sections/Implicit Iterator - Ampersand": "lists of text",
        "sections/Implicit Iterator - Root-level": "a list as the page itself",
        "inverted/Context Misses": "a name that is declared nowhere: moup reports it when the theme loads",
        "interpolation/Implicit Iterators - Basic Interpolation": "the page itself as text",
        "interpolation/Implicit Iterators - HTML Escaping": "the page itself as text",
        "interpolation/Implicit Iterators - Triple Mustache": "the page itself as text",
        "interpolation/Implicit Iterators - Ampersand": "the page itself as text",
        "interpolation/Implicit Iterators - Basic Integer Interpolation": "the page itself as a number",
        "partials/Recursion": "partials that include themselves (moup stops at 16 levels and reports it)",
        "~inheritance/Recursion": "partials that include themselves",
        // Whitespace of parent and block tags that share a line with each other, and re-indentation
        // of blocks (spec 1.3): moup templates put a layout's tags each on its own line, which these
        // cases do not, and the output of those is byte-identical to swift-mustache 2's.
        "~inheritance/Inherit": "parent tags sharing a line",
        "~inheritance/Override parent with newlines": "parent and block tags sharing a line",
        "~inheritance/Standalone parent": "parent tags sharing a line, indented",
        "~inheritance/Standalone block": "block tags sharing a line, indented",
        "~inheritance/Block reindentation": "re-indented blocks",
        "~inheritance/Intrinsic indentation": "re-indented blocks",
        "~inheritance/Nested block reindentation": "re-indented blocks",
    ]

    struct SpecFile: Decodable {
        var tests: [SpecCase]
    }

    struct SpecCase: Decodable {
        var name: String
        var data: JSON
        var template: String
        var partials: [String: String]?
        var expected: String
    }

    static func cases() throws -> [(String, SpecCase)] {
        guard let folder else { return [] }
        var all: [(String, SpecCase)] = []
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file).json"))
            for test in try JSONDecoder().decode(SpecFile.self, from: data).tests {
                all.append(("\(file)/\(test.name)", test))
            }
        }
        return all
    }

    @Test func everyCaseOfTheFeaturesMoupUsesPasses() throws {
        var ran = 0
        var failures: [String] = []
        for (id, test) in try Self.cases() {
            if Self.outOfScope[id] != nil { continue }
            guard let schema = Schema.inferred(from: test.data, typeName: "data") else { continue }
            var texts = test.partials ?? [:]
            texts["page template"] = test.template
            var sources: [String: TemplateSyntax] = [:]
            for (name, text) in texts { sources[name] = try TemplateSyntax(text) }
            let plan = RenderPlan(template: "page template", schema: schema, sources: sources, texts: texts)
            let output = plan.render(JSONModel(test.data, schema: schema))
            ran += 1
            if output != test.expected {
                failures.append("\(id): expected \(test.expected.debugDescription), got \(output.debugDescription)")
            }
        }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) of \(ran) spec cases fail:\n" + failures.joined(separator: "\n")))
        #expect(ran > 100)
    }
}

/// Where the spec's `specs` folder is, from `MUSTACHE_SPEC`.
let mustacheSpecFolder = ProcessInfo.processInfo.environment["MUSTACHE_SPEC"]

/// JSON as the spec writes its data.
indirect enum JSON: Decodable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSON])
    case object([String: JSON])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSON].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSON].self))
        }
    }

    /// A number as the spec expects it placed: `1.21`, `85`.
    var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        default: return nil
        }
    }
}

extension Schema {
    /// The schema of spec data: each object's names (sorted) with the kind of their values, merged
    /// over every object found at the same place. Nil for data that is not an object.
    static func inferred(from data: JSON, typeName: String) -> Schema? {
        guard case .object = data else { return nil }
        return merged([data], typeName: typeName)
    }

    private static func merged(_ objects: [JSON], typeName: String) -> Schema {
        var values: [String: [JSON]] = [:]
        for case .object(let fields) in objects {
            for (name, value) in fields { values[name, default: []].append(value) }
        }
        var kinds: [String: FieldKind] = [:]
        for (name, all) in values {
            let items = all.flatMap { value -> [JSON] in
                if case .array(let items) = value { return items }
                return []
            }
            if all.contains(where: { if case .object = $0 { return true } else { return false } }) {
                kinds[name] = .object(merged(all, typeName: name))
            } else if all.contains(where: { if case .array = $0 { return true } else { return false } }) {
                kinds[name] = .list(merged(items, typeName: name))
            } else if all.contains(where: { if case .bool = $0 { return true } else { return false } }) {
                kinds[name] = .flag
            } else {
                kinds[name] = .text
            }
        }
        let names = kinds.keys.sorted()
        return Schema(
            typeName: typeName, fields: kinds,
            places: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }))
    }
}

/// Spec data as a view model of an inferred schema.
struct JSONModel: ViewModel {
    static let fields = Fields<JSONModel>("JSONModel", [])
    let values: [FieldValue]

    init(_ data: JSON, schema: Schema) {
        let names = schema.places.sorted { $0.value < $1.value }.map(\.key)
        guard case .object(let fields) = data else {
            values = names.map { _ in .text(nil) }
            return
        }
        values = names.map { name in
            let value = fields[name] ?? .null
            switch schema.fields[name]! {
            case .text, .html: return .text(value.text.flatMap { $0.isEmpty ? nil : $0 })
            case .flag:
                if case .bool(let b) = value { return .flag(b) }
                return .flag(false)
            case .object(let inner):
                if case .object = value { return .object(JSONModel(value, schema: inner)) }
                return .object(nil)
            case .list(let inner):
                if case .array(let items) = value { return .list(items.map { JSONModel($0, schema: inner) }) }
                return .list([])
            }
        }
    }

    func value(at place: Int) -> FieldValue { values[place] }
}
