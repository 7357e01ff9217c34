import MoupModel
import MoupWords
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

    mutating func error(_ wording: Wording, at node: Node?) {
        diagnostics.append(.error(wording, at: location(node)))
    }

    /// The mapping's entries by key, after checking that every key is allowed and every
    /// required key is present.
    mutating func mapping(
        _ node: Node, what: Wording.Value, required: [String], optional: [String] = []
    ) -> [String: Node]? {
        guard let mapping = node.mapping else {
            error(Wording("ruleFile.notMapping", ["what": what]), at: node)
            return nil
        }
        let allowed = Set(required + optional)
        var result: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, allowed.contains(name) else {
                let known = (required + optional).joined(separator: ", ")
                error(
                    Wording(
                        "ruleFile.unknownKey",
                        ["key": "\(key.scalar?.string ?? "?")", "what": what, "known": "\(known)"]), at: key)
                continue
            }
            result[name] = value
        }
        for name in required where result[name] == nil {
            error(Wording("ruleFile.missingKey", ["what": what, "name": "\(name)"]), at: node)
        }
        return result
    }

    mutating func sequence(_ node: Node, what: String) -> [Node]? {
        guard let sequence = node.sequence else {
            error(Wording("ruleFile.notList", ["what": "\(what)"]), at: node)
            return nil
        }
        return Array(sequence)
    }

    mutating func int(_ node: Node, what: String) -> Int? {
        guard let text = node.scalar?.string, !text.isEmpty, text.count <= 15,
            text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text)
        else {
            error(
                Wording("ruleFile.notWholeNumber", ["what": "\(what)", "value": "\(node.scalar?.string ?? "?")"]),
                at: node)
            return nil
        }
        return value
    }

    /// A rate written as a plain decimal (`0.0475`), read exactly from the text.
    mutating func ratio(_ node: Node, what: String) -> Ratio? {
        guard let text = node.scalar?.string, let value = Ratio(decimal: text) else {
            error(
                Wording("ruleFile.notDecimal", ["what": "\(what)", "value": "\(node.scalar?.string ?? "?")"]), at: node)
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
            error(Wording("ruleFile.notBool", ["what": "\(what)", "value": "\(node.scalar?.string ?? "?")"]), at: node)
            return nil
        }
    }

    mutating func date(_ node: Node, what: String) -> CivilDate? {
        guard let text = node.scalar?.string, let value = CivilDate(iso: text) else {
            error(Wording("ruleFile.notDate", ["what": "\(what)", "value": "\(node.scalar?.string ?? "?")"]), at: node)
            return nil
        }
        return value
    }

    mutating func text(_ node: Node, what: String) -> String? {
        guard let text = node.scalar?.string, text.contains(where: { !$0.isWhitespace }) else {
            error(Wording("ruleFile.emptyText", ["what": "\(what)"]), at: node)
            return nil
        }
        return text
    }
}
