import Mustache

/// What a template may name at one level of a view model, and what kind of value each name holds.
/// Built from a view model's `fields`, so the check at load and the values at render cannot drift apart.
struct Schema: Sendable {
    let typeName: String
    let fields: [String: FieldKind]

    /// A level with no names of its own (inside `{{#text}}` or `{{#flag}}`): lookups fall through.
    static func leaf(_ typeName: String) -> Schema { Schema(typeName: typeName, fields: [:]) }

    /// Names in a stable order, for suggestions and documentation.
    var sortedNames: [String] { fields.keys.sorted() }
}

/// The kind of one view-model value, which decides how a template may use it.
indirect enum FieldKind: Sendable {
    /// Plain text, escaped: `{{name}}`; as a section it means "not empty".
    case text
    /// HTML made by the program (cmark output, SVG): `{{{name}}}` only.
    case html
    /// Yes/no: `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case flag
    /// A nested view model: `{{#name}}…{{/name}}` or `{{name.field}}`.
    case object(Schema)
    /// A list of view models: `{{#name}}…{{/name}}` repeats, `{{^name}}` when empty.
    case list(Schema)

    var description: String {
        switch self {
        case .text: return "text"
        case .html: return "HTML"
        case .flag: return "yes/no value"
        case .object: return "group of values"
        case .list: return "list"
        }
    }
}

/// One named value of a view model `Root`.
struct Field<Root>: Sendable {
    let name: String
    let kind: FieldKind
    let value: @Sendable (Root) -> Any?

    /// Plain text; an empty string counts as absent (so `{{#memo}}` means "has a memo").
    static func text(_ name: String, _ get: @escaping @Sendable (Root) -> String?) -> Field {
        Field(name: name, kind: .text) { root in
            guard let s = get(root), !s.isEmpty else { return Absent() }
            return RenderedText(text: s)
        }
    }

    /// HTML the program produced; empty counts as absent.
    static func html(_ name: String, _ get: @escaping @Sendable (Root) -> String?) -> Field {
        Field(name: name, kind: .html) { root in
            guard let s = get(root), !s.isEmpty else { return Absent() }
            return RenderedText(text: s)
        }
    }

    static func flag(_ name: String, _ get: @escaping @Sendable (Root) -> Bool) -> Field {
        Field(name: name, kind: .flag) { get($0) }
    }

    static func object<V: ViewModel>(_ name: String, _ get: @escaping @Sendable (Root) -> V?) -> Field {
        Field(name: name, kind: .object(V.schema)) { root in get(root).map { $0 as Any } ?? Absent() }
    }

    static func list<V: ViewModel>(_ name: String, _ get: @escaping @Sendable (Root) -> [V]) -> Field {
        Field(name: name, kind: .list(V.schema)) { get($0) }
    }
}

/// A declared value that is empty. Returned instead of nil so that swift-mustache stops looking
/// here: a nil would make it climb the context stack and find an outer value of the same name
/// (a chip without a workplace would show the page's workplace). Renders as nothing; a section on
/// it is skipped and an inverted section shown.
struct Absent: MustacheCustomRenderable, Sendable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// The fields of one view-model type, indexed by name.
struct Fields<Root>: Sendable {
    let byName: [String: Field<Root>]
    let schema: Schema

    init(_ typeName: String, _ fields: [Field<Root>]) {
        var byName: [String: Field<Root>] = [:]
        for field in fields {
            precondition(byName[field.name] == nil, "\(typeName) declares '\(field.name)' twice")
            byName[field.name] = field
        }
        self.byName = byName
        self.schema = Schema(typeName: typeName, fields: byName.mapValues(\.kind))
    }
}

/// A view model: already-formatted values a template places, with a declared set of names.
protocol ViewModel: MustacheParent, Sendable {
    static var fields: Fields<Self> { get }
}

extension ViewModel {
    static var schema: Schema { fields.schema }

    func child(named name: String) -> Any? {
        Self.fields.byName[name]?.value(self)
    }
}
