import MoupModel

/// A Mustache template as a tree: literal text and tags, each tag with its line and column.
///
/// The tree is what the checker walks (every name against the view model) and what `RenderPlan`
/// compiles. Whitespace follows the Mustache spec: a section, inverted-section, comment, partial,
/// parent or block tag alone on its line ("standalone") takes the whole line with it, and a
/// standalone partial keeps the line's indentation to put before each line it includes.
/// swift-mustache parses every template first and reports malformed ones; this parser assumes
/// balanced sections and reports only what moup does not support (changing delimiters).
struct TemplateSyntax: Sendable {
    struct Position: Hashable, Sendable {
        let line: Int
        let column: Int
    }

    indirect enum Node: Sendable {
        /// Literal text, placed as is.
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (unescaped).
        case variable(name: String, escaped: Bool, at: Position)
        /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
        case section(name: String, inverted: Bool, body: [Node], at: Position)
        /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag ("" otherwise).
        case partial(name: String, indentation: String, at: Position)
        /// `{{<name}}…{{/name}}`: inherits the template `name`, overriding its blocks.
        case parent(name: String, body: [Node], at: Position)
        /// `{{$name}}…{{/name}}`: a block (a default in a layout, an override in a child).
        case block(name: String, body: [Node], at: Position)
    }

    enum SyntaxError: Error {
        case unsupported(Wording, at: Position)
    }

    let nodes: [Node]

    init(_ text: String) throws(SyntaxError) {
        let tokens = try Self.standalone(Self.tokens(text))
        var stack: [(tag: Tag?, nodes: [Node])] = [(nil, [])]
        for token in tokens {
            switch token {
            case .text(let text, _):
                stack[stack.count - 1].nodes.append(.text(text))
            case .tag(let tag):
                switch tag.sigil {
                case "#", "^", "<", "$":
                    stack.append((tag, []))
                case "/":
                    guard stack.count > 1, let open = stack.last?.tag else { continue }
                    let body = stack.removeLast().nodes
                    let node: Node
                    switch open.sigil {
                    case "#": node = .section(name: open.name, inverted: false, body: body, at: open.at)
                    case "^": node = .section(name: open.name, inverted: true, body: body, at: open.at)
                    case "<": node = .parent(name: open.name, body: body, at: open.at)
                    default: node = .block(name: open.name, body: body, at: open.at)
                    }
                    stack[stack.count - 1].nodes.append(node)
                case ">":
                    stack[stack.count - 1].nodes.append(
                        .partial(name: tag.name, indentation: tag.indentation, at: tag.at))
                case "!":
                    continue
                case "&", "{":
                    stack[stack.count - 1].nodes.append(.variable(name: tag.name, escaped: false, at: tag.at))
                default:
                    stack[stack.count - 1].nodes.append(.variable(name: tag.name, escaped: true, at: tag.at))
                }
            }
        }
        nodes = stack[0].nodes
    }

    /// `text` with `indentation` before each of its lines (a trailing line break starts no new line):
    /// what a standalone partial includes.
    static func indented(_ text: String, by indentation: String) -> String {
        guard !indentation.isEmpty, !text.isEmpty else { return text }
        var out = indentation
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            out.append(c)
            index = text.index(after: index)
            if c == "\n" || c == "\r\n", index < text.endIndex { out += indentation }
        }
        return out
    }

    // MARK: Tokens

    struct Tag {
        /// `#`, `^`, `/`, `!`, `>`, `<`, `$`, `&`, `{` (triple mustache), or a space for `{{name}}`.
        var sigil: Character
        var name: String
        var at: Position
        /// Whitespace before the tag on its line, when the tag is standalone.
        var indentation = ""

        var canStandAlone: Bool { "#^/!><$".contains(sigil) }
    }

    enum Token {
        /// Literal text; `endsLine` when it ends with a line break (then it holds no other break).
        case text(String, endsLine: Bool)
        case tag(Tag)
    }

    /// Splits `text` into literal runs (cut after each line break) and tags.
    static func tokens(_ text: String) throws(SyntaxError) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var literal = ""
        var index = 0
        var line = 1
        var column = 1

        func advance(to end: Int) {
            while index < end {
                if chars[index] == "\n" || chars[index] == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
        func starts(_ s: String, at i: Int) -> Bool {
            var j = i
            for c in s {
                guard j < chars.count, chars[j] == c else { return false }
                j += 1
            }
            return true
        }
        func find(_ s: String, from i: Int) -> Int? {
            var j = i
            while j < chars.count {
                if starts(s, at: j) { return j }
                j += 1
            }
            return nil
        }
        func flush(endsLine: Bool) {
            if !literal.isEmpty || endsLine { tokens.append(.text(literal, endsLine: endsLine)) }
            literal = ""
        }

        while index < chars.count {
            let c = chars[index]
            if c == "\n" || c == "\r\n" {
                literal.append(c)
                advance(to: index + 1)
                flush(endsLine: true)
                continue
            }
            guard starts("{{", at: index) else {
                literal.append(c)
                advance(to: index + 1)
                continue
            }
            let at = Position(line: line, column: column)
            let triple = starts("{{{", at: index)
            let closer = triple ? "}}}" : "}}"
            let contentStart = index + (triple ? 3 : 2)
            guard let end = find(closer, from: contentStart) else {
                literal += "{{"
                advance(to: index + 2)
                continue
            }
            flush(endsLine: false)
            var content = String(chars[contentStart..<end]).trimmingWhitespace
            advance(to: end + closer.count)
            var sigil: Character = triple ? "{" : " "
            if !triple, let first = content.first, "#^/!><$&=%".contains(first) {
                sigil = first
                content.removeFirst()
            }
            switch sigil {
            case "=":
                throw .unsupported(Wording("templates.delimiters"), at: at)
            case "%":
                continue  // a swift-mustache setting; renders nothing
            case ">", "<":
                tokens.append(.tag(Tag(sigil: sigil, name: content.trimmingWhitespace, at: at)))
            case "!":
                tokens.append(.tag(Tag(sigil: sigil, name: "", at: at)))
            default:
                tokens.append(.tag(Tag(sigil: sigil, name: try name(content, at: at), at: at)))
            }
        }
        flush(endsLine: false)
        return tokens
    }

    /// Applies the spec's standalone rule line by line: a line holding exactly one tag that can stand
    /// alone and otherwise only spaces and tabs loses its whitespace and its line break.
    static func standalone(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        var line: [Token] = []
        func finish() {
            defer { line = [] }
            var tags = 0
            var tagIndex = -1
            for (i, token) in line.enumerated() {
                switch token {
                case .tag(let tag):
                    tags += 1
                    tagIndex = i
                    if !tag.canStandAlone {
                        out += line
                        return
                    }
                case .text(let text, _):
                    if !text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" }) {
                        out += line
                        return
                    }
                }
            }
            guard tags == 1, case .tag(var tag) = line[tagIndex] else {
                out += line
                return
            }
            if tag.sigil == ">" || tag.sigil == "<" {
                tag.indentation = line[..<tagIndex].map { token -> String in
                    if case .text(let text, _) = token { return text }
                    return ""
                }.joined()
            }
            out.append(.tag(tag))
        }
        for token in tokens {
            line.append(token)
            if case .text(_, true) = token { finish() }
        }
        finish()
        return out
    }

    /// The variable inside a tag, whitespace trimmed. swift-mustache's transforms (`fn(name)`) are
    /// not part of the Mustache spec and are refused, so a template means the same in any renderer.
    static func name(_ content: String, at: Position) throws(SyntaxError) -> String {
        let s = content.trimmingWhitespace
        if s.contains("(") {
            throw .unsupported(Wording("templates.functions", ["tag": "\(s)"]), at: at)
        }
        return s
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
