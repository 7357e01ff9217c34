import MoupModel
import Yams

/// Reads values out of a composed YAML node tree, collecting every problem as a diagnostic with
/// the file, line and column of the node at fault (instead of stopping at the first).
struct YAMLReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    func location(_ node: Node?) -> SourceLocation {
        SourceLocation(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    mutating func error(_ message: String, at node: Node?) {
        diagnostics.append(.error(message, at: location(node)))
    }

    /// The mapping's entries by key, after checking that every key is allowed and every
    /// required key is present.
    mutating func mapping(_ node: Node, what: String, required: [String], optional: [String] = []) -> [String: Node]? {
        guard let mapping = node.mapping else {
            error("\(what) must be a mapping of keys to values", at: node)
            return nil
        }
        let allowed = Set(required + optional)
        var result: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, allowed.contains(name) else {
                let known = (required + optional).joined(separator: ", ")
                error("unknown key '\(key.scalar?.string ?? "?")' in \(what) (known keys: \(known))", at: key)
                continue
            }
            result[name] = value
        }
        for name in required where result[name] == nil {
            error("\(what) is missing '\(name)'", at: node)
        }
        return result
    }

    mutating func sequence(_ node: Node, what: String) -> [Node]? {
        guard let sequence = node.sequence else {
            error("\(what) must be a list", at: node)
            return nil
        }
        return Array(sequence)
    }

    mutating func int(_ node: Node, what: String) -> Int? {
        guard let text = node.scalar?.string, !text.isEmpty, text.count <= 15,
              text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
            error("\(what) must be a whole number written with digits only, not '\(node.scalar?.string ?? "?")'", at: node)
            return nil
        }
        return value
    }

    /// A rate written as a plain decimal (`0.0475`), read exactly from the text.
    mutating func ratio(_ node: Node, what: String) -> Ratio? {
        guard let text = node.scalar?.string, let value = Ratio(decimal: text) else {
            error("\(what) must be a plain decimal such as 0.0475, not '\(node.scalar?.string ?? "?")'", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false`, written as such (not `yes`, `1` or a quoted word).
    mutating func bool(_ node: Node, what: String) -> Bool? {
        switch node.scalar?.string {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be true or false, not '\(node.scalar?.string ?? "?")'", at: node)
            return nil
        }
    }

    mutating func date(_ node: Node, what: String) -> CivilDate? {
        guard let text = node.scalar?.string, let value = CivilDate(iso: text) else {
            error("\(what) must be a date written YYYY-MM-DD, not '\(node.scalar?.string ?? "?")'", at: node)
            return nil
        }
        return value
    }

    mutating func text(_ node: Node, what: String) -> String? {
        guard let text = node.scalar?.string, text.contains(where: { !$0.isWhitespace }) else {
            error("\(what) must be non-empty text", at: node)
            return nil
        }
        return text
    }
}
