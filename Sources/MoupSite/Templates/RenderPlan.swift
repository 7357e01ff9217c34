/// A page template compiled once, at load, against the view model it renders: partials and the
/// layout inlined, literal text as UTF-8 bytes, and every name resolved to where it lives (which
/// level of the context stack, which field) so rendering does no look-up by name, no cast and no
/// `Any`. Semantics are Mustache's (spec: interpolation, sections, inverted sections, comments,
/// partials with standalone indentation, inheritance with parents and blocks) over typed values:
/// a name is looked up from the innermost level outwards, `a.b` finds `a` so and `b` inside it.
///
/// Templates are checked (`TemplateChecker`) before they are compiled, so every name resolves.
struct RenderPlan: Sendable {
    /// Where a value lives: the level of the context stack (0 = the page's view model) and the
    /// places of the fields to follow from there (`a.b` is two places).
    struct Access: Sendable {
        var level: Int
        var places: [Int]
    }

    indirect enum Step: Sendable {
        case bytes([UInt8])
        /// `{{name}}` (escaped) or `{{{name}}}`.
        case value(Access, escaped: Bool)
        /// `{{.}}` inside a section on text: that text.
        case current(escaped: Bool)
        /// `{{#name}}`: a list repeats `body` with each item pushed, an object or text pushes itself
        /// once, a flag shows `body` without pushing.
        case section(Access, body: [Step])
        /// `{{^name}}`: `body` when the value is absent, empty, false or an empty list.
        case inverted(Access, body: [Step])
        /// A string's plural (`{n|day|days}`): `one` where the value is `1`, else `other`.
        case plural(Access, one: [UInt8], other: [UInt8])
    }

    let steps: [Step]

    /// Compiles the template `name` from `sources` for a view model of `schema`.
    init(
        template name: String, schema: Schema, sources: [String: TemplateSyntax], texts: [String: String],
        strings: StringTable = StringTable(language: .ko)
    ) {
        var compiler = Compiler(sources: sources, texts: texts, strings: strings)
        steps = Self.merged(compiler.compile(sources[name]?.nodes ?? [], stack: [schema], overrides: [:]))
    }

    /// Adjacent literal bytes joined into one step.
    static func merged(_ steps: [Step]) -> [Step] {
        var out: [Step] = []
        for step in steps {
            switch step {
            case .bytes(let b):
                if case .bytes(let previous)? = out.last {
                    out[out.count - 1] = .bytes(previous + b)
                } else if !b.isEmpty {
                    out.append(step)
                }
            case .section(let a, let body): out.append(.section(a, body: merged(body)))
            case .inverted(let a, let body): out.append(.inverted(a, body: merged(body)))
            default: out.append(step)
            }
        }
        return out
    }

    /// Renders `model` (the view model the plan was compiled for).
    func render(_ model: any ViewModel) -> String {
        String(decoding: renderBytes(model), as: UTF8.self)
    }

    /// Renders `model` into its UTF-8 bytes, as the page is written (no `String` in between). The
    /// page is rendered into a buffer of room enough for most pages, then copied to one of its size:
    /// a site keeps every page until it is written, and 129,000 pages each with spare room would
    /// take gigabytes.
    func renderBytes(_ model: any ViewModel) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(16_384)
        var stack: [Frame] = [.model(model)]
        Self.run(steps, stack: &stack, into: &out)
        return out.withUnsafeBufferPointer { Array($0) }
    }

    // MARK: Rendering

    /// One level of the context stack.
    enum Frame {
        case model(any ViewModel)
        case text(String)
    }

    private static func run(_ steps: [Step], stack: inout [Frame], into out: inout [UInt8]) {
        for step in steps {
            switch step {
            case .bytes(let bytes):
                out.append(contentsOf: bytes)
            case .value(let access, let escaped):
                if case .text(let text?) = read(access, stack) { place(text, escaped: escaped, into: &out) }
            case .current(let escaped):
                if case .text(let text)? = stack.last { place(text, escaped: escaped, into: &out) }
            case .section(let access, let body):
                switch read(access, stack) {
                case .text(let text?):
                    stack.append(.text(text))
                    run(body, stack: &stack, into: &out)
                    stack.removeLast()
                case .flag(true):
                    run(body, stack: &stack, into: &out)
                case .object(let model?):
                    stack.append(.model(model))
                    run(body, stack: &stack, into: &out)
                    stack.removeLast()
                case .list(let items):
                    for item in items {
                        stack.append(.model(item))
                        run(body, stack: &stack, into: &out)
                        stack.removeLast()
                    }
                default:
                    break
                }
            case .inverted(let access, let body):
                if !read(access, stack).isTruthy { run(body, stack: &stack, into: &out) }
            case .plural(let access, let one, let other):
                if case .text(let count?) = read(access, stack) {
                    out.append(contentsOf: StringTable.Text.Piece.isOne(count) ? one : other)
                }
            }
        }
    }

    private static func read(_ access: Access, _ stack: [Frame]) -> FieldValue {
        guard case .model(var model) = stack[access.level] else { return .text(nil) }
        var value = model.value(at: access.places[0])
        for place in access.places.dropFirst() {
            guard case .object(let inner?) = value else { return .text(nil) }
            model = inner
            value = model.value(at: place)
        }
        return value
    }

    private static func place(_ text: String, escaped: Bool, into out: inout [UInt8]) {
        guard escaped else {
            out.append(contentsOf: text.utf8)
            return
        }
        HTMLEscape.append(text, to: &out)
    }
}

/// HTML escaping as Mustache does it for `{{name}}`: `&`, `<`, `>`, `"` and `'`.
enum HTMLEscape {
    /// `text` escaped, as a string: for HTML the program makes (`{{{name}}}` fields) around text it escapes.
    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (i, byte) in bytes.enumerated() {
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                out.append(contentsOf: bytes[start..<i])
                out.append(
                    contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                start = i + 1
            }
            out.append(contentsOf: bytes[start...])
        }
    }
}

/// Turns template trees into steps, following partials, layouts and blocks with the schema stack.
private struct Compiler {
    let sources: [String: TemplateSyntax]
    /// Template texts by name, to re-read a partial with the indentation of a standalone tag.
    let texts: [String: String]
    /// The language's words: `{{t.key}}` compiles to its text, `{name}` in it to the value `name`.
    let strings: StringTable
    var depth = 0

    typealias Overrides = [String: [TemplateSyntax.Node]]

    mutating func compile(_ nodes: [TemplateSyntax.Node], stack: [Schema], overrides: Overrides) -> [RenderPlan.Step] {
        var steps: [RenderPlan.Step] = []
        for node in nodes {
            switch node {
            case .text(let text):
                steps.append(.bytes(Array(text.utf8)))
            case .variable(let name, let escaped, _) where name.hasPrefix(StringTable.templatePrefix):
                guard let text = strings[String(name.dropFirst(StringTable.templatePrefix.count))] else { continue }
                for piece in text.pieces {
                    switch piece {
                    case .literal(let literal):
                        var bytes: [UInt8] = []
                        if escaped { HTMLEscape.append(literal, to: &bytes) } else { bytes = Array(literal.utf8) }
                        steps.append(.bytes(bytes))
                    case .placeholder(let field):
                        if let (access, _) = resolve(field, stack) { steps.append(.value(access, escaped: true)) }
                    case .plural(let field, let one, let other):
                        func bytes(_ words: String) -> [UInt8] {
                            var bytes: [UInt8] = []
                            if escaped { HTMLEscape.append(words, to: &bytes) } else { bytes = Array(words.utf8) }
                            return bytes
                        }
                        if let (access, _) = resolve(field, stack) {
                            steps.append(.plural(access, one: bytes(one), other: bytes(other)))
                        }
                    }
                }
            case .variable(let name, let escaped, _):
                if name == "." {
                    steps.append(.current(escaped: escaped))
                } else if let (access, _) = resolve(name, stack) {
                    steps.append(.value(access, escaped: escaped))
                }
            case .section(let name, let inverted, let body, _):
                guard let (access, kind) = resolve(name, stack) else {
                    // A name found nowhere is absent (the checker reports it for page templates).
                    if inverted { steps += compile(body, stack: stack, overrides: overrides) }
                    continue
                }
                if inverted {
                    steps.append(.inverted(access, body: compile(body, stack: stack, overrides: overrides)))
                    continue
                }
                var inner = stack
                switch kind {
                case .object(let schema), .list(let schema): inner.append(schema)
                case .text, .html: inner.append(.leaf("text"))
                case .flag: break
                }
                steps.append(.section(access, body: compile(body, stack: inner, overrides: overrides)))
            case .partial(let name, let indentation, _):
                guard depth < 16, var partial = sources[name] else { continue }
                if !indentation.isEmpty, let text = texts[name],
                    let indented = try? TemplateSyntax(TemplateSyntax.indented(text, by: indentation))
                {
                    partial = indented
                }
                depth += 1
                steps += compile(partial.nodes, stack: stack, overrides: overrides)
                depth -= 1
            case .parent(let name, let body, _):
                guard depth < 16, let parent = sources[name] else { continue }
                var mine = overrides
                for case .block(let blockName, let blockBody, _) in body where mine[blockName] == nil {
                    mine[blockName] = blockBody
                }
                depth += 1
                steps += compile(parent.nodes, stack: stack, overrides: mine)
                depth -= 1
            case .block(let name, let body, _):
                if let override = overrides[name] {
                    var rest = overrides
                    rest[name] = nil
                    steps += compile(override, stack: stack, overrides: rest)
                } else {
                    steps += compile(body, stack: stack, overrides: overrides)
                }
            }
        }
        return steps
    }

    /// Where `name` lives in `stack`: the innermost level declaring its first part, then each further
    /// part inside the object before it (`.b` only at the innermost level).
    private func resolve(_ name: String, _ stack: [Schema]) -> (RenderPlan.Access, FieldKind)? {
        let localOnly = name.hasPrefix(".")
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        let levels = localOnly ? [stack.count - 1] : Array(stack.indices.reversed())
        guard let level = levels.first(where: { stack[$0].places[first] != nil }) else { return nil }
        var schema = stack[level]
        var places: [Int] = []
        var kind: FieldKind = .text
        for part in parts {
            guard let place = schema.places[part], let found = schema.fields[part] else { return nil }
            places.append(place)
            kind = found
            if case .object(let inner) = found { schema = inner }
        }
        return (RenderPlan.Access(level: level, places: places), kind)
    }
}
