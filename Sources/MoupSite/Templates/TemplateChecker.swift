import MoupModel
import MoupWords

/// Checks every name a template uses against the view model it will be rendered with, following
/// sections into nested view models, partials and layouts, so that a misspelled variable or a missing
/// partial is an error at load instead of blank text in a payslip.
struct TemplateChecker {
    /// Parsed templates by name (`payslip`, `partials/chip`).
    let templates: [String: TemplateSyntax]
    /// The file a template name came from, as the user should see it.
    let path: @Sendable (String) -> String

    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    private var depth = 0

    /// The theme's words (the Korean table; every language has the same keys): `{{t.key}}` must name one.
    let strings: StringTable

    init(
        templates: [String: TemplateSyntax], path: @escaping @Sendable (String) -> String,
        strings: StringTable = StringTable(language: .ko)
    ) {
        self.templates = templates
        self.path = path
        self.strings = strings
    }

    /// Checks the page template `name` rendered with a view model of `schema`.
    mutating func check(page name: String, schema: Schema) {
        guard let syntax = templates[name] else {
            report(
                .error(
                    Wording("templates.pageMissing", ["name": "\(name)"]),
                    at: SourceLocation(file: path(name), line: 1, column: 1)))
            return
        }
        walk(syntax.nodes, in: name, stack: [schema], overrides: [:])
    }

    private typealias Overrides = [String: (nodes: [TemplateSyntax.Node], template: String)]

    private mutating func walk(
        _ nodes: [TemplateSyntax.Node], in template: String, stack: [Schema], overrides: Overrides
    ) {
        for node in nodes {
            switch node {
            case .variable(let name, _, let at) where name.hasPrefix(StringTable.templatePrefix):
                checkString(name, stack: stack, in: template, at: at)
            case .section(let name, _, _, let at) where name.hasPrefix(StringTable.templatePrefix):
                error(Wording("templates.textOfStrings", ["name": "\(name)"]), template, at)
            case .variable(let name, let escaped, let at):
                guard let kind = resolve(name, stack: stack, in: template, at: at) else { continue }
                switch kind {
                case .text where !escaped:
                    error(Wording("templates.plainText", ["name": "\(name)"]), template, at)
                case .html where escaped:
                    error(Wording("templates.html", ["name": "\(name)"]), template, at)
                case .flag:
                    error(Wording("templates.flag", ["name": "\(name)"]), template, at)
                case .object, .list:
                    error(Wording("templates.notText", ["name": "\(name)", "kind": kind.wording]), template, at)
                default:
                    break
                }
            case .section(let name, let inverted, let body, let at):
                guard let kind = resolve(name, stack: stack, in: template, at: at) else { continue }
                var inner = stack
                if !inverted {
                    switch kind {
                    case .object(let schema), .list(let schema): inner.append(schema)
                    case .text, .html: inner.append(.leaf("text"))
                    case .flag: break
                    }
                }
                walk(body, in: template, stack: inner, overrides: overrides)
            case .text:
                continue
            case .partial(let name, _, let at):
                guard let syntax = include(name, from: template, at: at) else { continue }
                depth += 1
                walk(syntax.nodes, in: name, stack: stack, overrides: overrides)
                depth -= 1
            case .parent(let name, let body, let at):
                var mine = overrides
                for case .block(let blockName, let blockBody, _) in body where mine[blockName] == nil {
                    mine[blockName] = (blockBody, template)
                }
                guard let syntax = include(name, from: template, at: at) else {
                    for (_, block) in mine.sorted(by: { $0.key < $1.key }) {
                        walk(block.nodes, in: block.template, stack: stack, overrides: overrides)
                    }
                    continue
                }
                depth += 1
                walk(syntax.nodes, in: name, stack: stack, overrides: mine)
                depth -= 1
            case .block(let name, let body, _):
                if let override = overrides[name] {
                    var rest = overrides
                    rest[name] = nil
                    walk(override.nodes, in: override.template, stack: stack, overrides: rest)
                } else {
                    walk(body, in: template, stack: stack, overrides: overrides)
                }
            }
        }
    }

    /// `{{t.key}}`: the key is in the strings, and each `{name}` in its text is text in `stack`.
    private mutating func checkString(_ name: String, stack: [Schema], in template: String, at: TemplateSyntax.Position)
    {
        let key = String(name.dropFirst(StringTable.templatePrefix.count))
        guard let text = strings[key] else {
            error(
                Wording(
                    "templates.unknownStringInTemplate",
                    ["key": "\(key)", "hint": Suggestion.hint(for: key, among: Array(strings.keys))]),
                template, at)
            return
        }
        for placeholder in text.placeholders {
            guard let kind = resolve(placeholder, stack: stack, in: template, at: at) else { continue }
            if case .text = kind { continue }
            error(
                Wording(
                    "templates.placeholderNotText",
                    ["placeholder": "\(placeholder)", "key": "\(key)", "kind": kind.wording]),
                template, at)
        }
    }

    /// The template a partial or layout tag names, or nil after reporting why not.
    private mutating func include(_ name: String, from template: String, at: TemplateSyntax.Position) -> TemplateSyntax?
    {
        guard let syntax = templates[name] else {
            error(
                Wording(
                    "templates.unknownPartial",
                    ["name": "\(name)", "hint": Suggestion.hint(for: name, among: Array(templates.keys))]),
                template, at)
            return nil
        }
        guard depth < 16 else {
            error(Wording("templates.partialTooDeep", ["name": "\(name)"]), template, at)
            return nil
        }
        return syntax
    }

    /// What `name` refers to in the context `stack`, as swift-mustache looks it up (innermost level
    /// first; `a.b` finds `a` up the stack, then `b` inside it; `.b` only at the innermost level).
    private mutating func resolve(
        _ name: String, stack: [Schema], in template: String, at: TemplateSyntax.Position
    ) -> FieldKind? {
        if name == "." {
            if let top = stack.last, top.fields.isEmpty { return .text }
            error(Wording("templates.dotNotText"), template, at)
            return nil
        }
        if name.isEmpty {
            error(Wording("templates.emptyTag"), template, at)
            return nil
        }
        let localOnly = name.hasPrefix(".")
        let parts = name.split(separator: ".").map(String.init)
        var kind: FieldKind?
        let levels = localOnly ? Array(stack.suffix(1)) : Array(stack.reversed())
        for schema in levels {
            if let found = schema.fields[parts[0]] {
                kind = found
                break
            }
        }
        guard var current = kind else {
            let visible = Set(levels.flatMap(\.sortedNames))
            error(
                Wording(
                    "templates.unknownVariable",
                    ["name": "\(parts[0])", "hint": Suggestion.hint(for: parts[0], among: Array(visible))]),
                template, at)
            return nil
        }
        for part in parts.dropFirst() {
            guard case .object(let schema) = current else {
                error(
                    Wording("templates.notLookedUp", ["name": "\(name)", "part": "\(part)", "kind": current.wording]),
                    template, at)
                return nil
            }
            guard let next = schema.fields[part] else {
                error(
                    Wording(
                        "templates.unknownVariableIn",
                        [
                            "part": "\(part)", "name": "\(name)",
                            "hint": Suggestion.hint(for: part, among: schema.sortedNames),
                        ]), template, at)
                return nil
            }
            current = next
        }
        return current
    }

    private mutating func error(_ wording: Wording, _ template: String, _ at: TemplateSyntax.Position) {
        report(.error(wording, at: SourceLocation(file: path(template), line: at.line, column: at.column)))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
