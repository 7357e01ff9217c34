import MoupModel

/// What a template may name at one level of a view model, and what kind of value each name holds.
/// Built from a view model's `fields`, so the check at load and the values at render cannot drift apart.
struct Schema: Sendable {
    let typeName: String
    let fields: [String: FieldKind]
    /// Each name's place among the type's fields, as `ViewModel.value(at:)` reads them.
    var places: [String: Int] = [:]

    /// A level with no names of its own (inside `{{#text}}`): lookups fall through.
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

    /// `description` as words of the terminal's table, in the owner's language.
    var wording: Wording.Value {
        switch self {
        case .text: return .wording(Wording("templates.kind.text"))
        case .html: return .wording(Wording("templates.kind.html"))
        case .flag: return .wording(Wording("templates.kind.flag"))
        case .object: return .wording(Wording("templates.kind.object"))
        case .list: return .wording(Wording("templates.kind.list"))
        }
    }

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

/// A value read from a view model, as a template places it.
enum FieldValue {
    /// Text or HTML; nil when absent or empty (so `{{#memo}}` means "has a memo").
    case text(String?)
    case flag(Bool)
    case object((any ViewModel)?)
    case list([any ViewModel])

    /// Whether a section on this value shows (`{{#…}}`) or its inverse does (`{{^…}}`).
    var isTruthy: Bool {
        switch self {
        case .text(let s): return s != nil
        case .flag(let b): return b
        case .object(let o): return o != nil
        case .list(let l): return !l.isEmpty
        }
    }
}

/// One named value of a view model `Root`.
struct Field<Root>: Sendable {
    let name: String
    let kind: FieldKind
    let read: @Sendable (Root) -> FieldValue

    /// Plain text; an empty string counts as absent (so `{{#memo}}` means "has a memo").
    static func text(_ name: String, _ get: @escaping @Sendable (Root) -> String?) -> Field {
        Field(name: name, kind: .text) { root in
            guard let s = get(root), !s.isEmpty else { return .text(nil) }
            return .text(s)
        }
    }

    /// HTML the program produced; empty counts as absent.
    static func html(_ name: String, _ get: @escaping @Sendable (Root) -> String?) -> Field {
        Field(name: name, kind: .html) { root in
            guard let s = get(root), !s.isEmpty else { return .text(nil) }
            return .text(s)
        }
    }

    static func flag(_ name: String, _ get: @escaping @Sendable (Root) -> Bool) -> Field {
        Field(name: name, kind: .flag) { .flag(get($0)) }
    }

    static func object<V: ViewModel>(_ name: String, _ get: @escaping @Sendable (Root) -> V?) -> Field {
        Field(name: name, kind: .object(V.schema)) { .object(get($0)) }
    }

    static func list<V: ViewModel>(_ name: String, _ get: @escaping @Sendable (Root) -> [V]) -> Field {
        Field(name: name, kind: .list(V.schema)) { .list(get($0)) }
    }
}

/// The fields of one view-model type, in declaration order, with their places by name.
struct Fields<Root>: Sendable {
    let all: [Field<Root>]
    let schema: Schema

    init(_ typeName: String, _ fields: [Field<Root>]) {
        var places: [String: Int] = [:]
        for (place, field) in fields.enumerated() {
            precondition(places[field.name] == nil, "\(typeName) declares '\(field.name)' twice")
            places[field.name] = place
        }
        self.all = fields
        self.schema = Schema(
            typeName: typeName, fields: Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.kind) }),
            places: places)
    }
}

/// A view model: already-formatted values a template places, with a declared set of names.
protocol ViewModel: Sendable {
    static var fields: Fields<Self> { get }
    /// The value of the field at `place` (see `Schema.places`); the default reads `fields`.
    func value(at place: Int) -> FieldValue
}

extension ViewModel {
    static var schema: Schema { fields.schema }

    /// The value of the field declared at `place` (see `Schema.places`).
    func value(at place: Int) -> FieldValue {
        Self.fields.all[place].read(self)
    }
}
