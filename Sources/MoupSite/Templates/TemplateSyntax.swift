/// A template as a tree of the tags that name something, with their line and column.
/// swift-mustache parses and renders; this tree exists only to check names before rendering.
struct TemplateSyntax: Sendable {
    struct Position: Hashable, Sendable {
        let line: Int
        let column: Int
    }

    indirect enum Node: Sendable {
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (unescaped).
        case variable(name: String, escaped: Bool, at: Position)
        /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
        case section(name: String, inverted: Bool, body: [Node], at: Position)
        /// `{{>name}}`.
        case partial(name: String, at: Position)
        /// `{{<name}}…{{/name}}`: inherits the template `name`, overriding its blocks.
        case parent(name: String, body: [Node], at: Position)
        /// `{{$name}}…{{/name}}`: a block (a default in a layout, an override in a child).
        case block(name: String, body: [Node], at: Position)
    }

    enum SyntaxError: Error {
        case unsupported(String, at: Position)
    }

    let nodes: [Node]

    /// Scans `text`. Assumes swift-mustache has already accepted the template (so sections balance);
    /// reports only what this program does not support (changing delimiters).
    init(_ text: String) throws(SyntaxError) {
        let chars = Array(text)
        var index = 0
        var line = 1
        var column = 1
        // Frames of open sections: (kind, name, position, nodes so far).
        var stack: [(open: Character, name: String, at: Position, nodes: [Node])] = [(" ", "", Position(line: 1, column: 1), [])]

        func advance(_ n: Int) {
            for _ in 0..<n where index < chars.count {
                if chars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
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

        while index < chars.count {
            guard starts("{{", at: index) else { advance(1); continue }
            let at = Position(line: line, column: column)
            let triple = starts("{{{", at: index)
            let closer = triple ? "}}}" : "}}"
            let contentStart = index + (triple ? 3 : 2)
            guard let end = find(closer, from: contentStart) else { advance(2); continue }
            var content = String(chars[contentStart..<end]).trimmingWhitespace
            advance(end + closer.count - index)
            if triple {
                stack[stack.count - 1].nodes.append(.variable(name: Self.name(content), escaped: false, at: at))
                continue
            }
            guard let sigil = content.first else { continue }
            switch sigil {
            case "!", "%":
                continue
            case "=":
                throw .unsupported("changing delimiters ({{=…=}}) is not supported in moup templates", at: at)
            case "&":
                content.removeFirst()
                stack[stack.count - 1].nodes.append(.variable(name: Self.name(content), escaped: false, at: at))
            case "#", "^", "<", "$":
                content.removeFirst()
                stack.append((sigil, Self.name(content), at, []))
            case "/":
                guard stack.count > 1 else { continue }
                let frame = stack.removeLast()
                let node: Node
                switch frame.open {
                case "#": node = .section(name: frame.name, inverted: false, body: frame.nodes, at: frame.at)
                case "^": node = .section(name: frame.name, inverted: true, body: frame.nodes, at: frame.at)
                case "<": node = .parent(name: frame.name, body: frame.nodes, at: frame.at)
                default: node = .block(name: frame.name, body: frame.nodes, at: frame.at)
                }
                stack[stack.count - 1].nodes.append(node)
            case ">":
                content.removeFirst()
                stack[stack.count - 1].nodes.append(.partial(name: content.trimmingWhitespace, at: at))
            default:
                stack[stack.count - 1].nodes.append(.variable(name: Self.name(content), escaped: true, at: at))
            }
        }
        nodes = stack[0].nodes
    }

    /// The variable inside a tag: whitespace trimmed, and for a transform `fn(name)` the inner name.
    static func name(_ content: String) -> String {
        var s = content.trimmingWhitespace
        if let open = s.lastIndex(of: "("), let close = s.firstIndex(of: ")"), open < close {
            s = String(s[s.index(after: open)..<close]).trimmingWhitespace
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
