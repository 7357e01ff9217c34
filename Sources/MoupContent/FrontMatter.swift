import MoupModel
import Yams

/// A Markdown file split into its YAML front matter (between `---` lines) and its raw body.
struct FrontMatter {
    /// The front matter as a tree with file positions; nil when the file has none.
    var root: SourceValue?
    /// The Markdown after the closing `---`, unchanged (rendering is another module's job).
    var body: String

    /// Splits and parses `file`; nil (with the problem reported) when the YAML is invalid.
    static func read(_ file: SourceFile, into report: Report) -> FrontMatter? {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first, allowDots: false) else {
            return FrontMatter(root: nil, body: file.text)
        }
        guard let close = lines.indices.dropFirst().first(where: { isFence(lines[$0], allowDots: true) }) else {
            report.error(
                Wording("content.frontMatterUnclosed"), at: file.start,
                code: "content.front-matter-unclosed")
            return nil
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        // YAML line 1 is file line 2. Every scalar is read as text (`convert` below and the field
        // readers decide what it means), so Yams resolves no tags: its default resolver runs regular
        // expressions on each key it hashes to look for duplicates, a large part of loading.
        // The encoding is given so that Yams does not read the environment for each file.
        let lineOffset = 1
        do {
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
                return FrontMatter(
                    root: SourceValue(kind: .map([]), position: SourcePosition(line: 2, column: 1)), body: body)
            }
            return FrontMatter(root: try convert(node, lineOffset: lineOffset), body: body)
        } catch let error as YamlError {
            reportYAMLError(error, yaml: yaml, lineOffset: lineOffset, file: file, into: report)
            return nil
        } catch let error as FrontMatterError {
            report.error(error.message, in: file, at: error.position, code: "content.yaml-unsupported")
            return nil
        } catch {
            report.error(
                Wording("content.yamlInvalid", ["problem": "\(error)"]), at: file.start, code: "content.yaml-syntax")
            return nil
        }
    }

    private static func isFence(_ line: Substring, allowDots: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        return trimmed == "---" || (allowDots && trimmed == "...")
    }

    private struct FrontMatterError: Error {
        var position: SourcePosition
        var message: Wording
    }

    private static func position(_ mark: Mark?, lineOffset: Int) -> SourcePosition {
        guard let mark else { return SourcePosition(line: 1 + lineOffset, column: 1) }
        return SourcePosition(line: mark.line + lineOffset, column: mark.column)
    }

    private static func convert(_ node: Node, lineOffset: Int) throws -> SourceValue {
        let at = position(node.mark, lineOffset: lineOffset)
        switch node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            if plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return SourceValue(kind: .null, position: at)
            }
            return SourceValue(kind: .text(scalar.string, plain: plain), position: at)
        case .sequence(let sequence):
            return SourceValue(kind: .list(try sequence.map { try convert($0, lineOffset: lineOffset) }), position: at)
        case .mapping(let mapping):
            var entries: [SourceEntry] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw FrontMatterError(
                        position: position(key.mark, lineOffset: lineOffset),
                        message: Wording("content.yamlKeyNotWord"))
                }
                entries.append(
                    SourceEntry(
                        key: keyScalar.string, keyPosition: position(key.mark, lineOffset: lineOffset),
                        value: try convert(value, lineOffset: lineOffset)))
            }
            return SourceValue(kind: .map(entries), position: at)
        case .alias:
            throw FrontMatterError(position: at, message: Wording("content.yamlAlias"))
        }
    }

    private static func reportYAMLError(
        _ error: YamlError, yaml: String, lineOffset: Int, file: SourceFile,
        into report: Report
    ) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            report.error(
                Wording("content.yamlInvalid", ["problem": "\(problem)"]), in: file,
                at: position(mark, lineOffset: lineOffset), code: "content.yaml-syntax")
        case .duplicatedKeysInMapping(let duplicates, let context):
            for key in duplicates {
                let at =
                    nextOccurrence(of: key, after: context.mark, in: yaml).map {
                        SourcePosition(line: $0.line + lineOffset, column: $0.column)
                    } ?? position(context.mark, lineOffset: lineOffset)
                report.error(
                    Wording("content.duplicateKey", ["key": "\(key)"]), in: file, at: at,
                    code: "content.duplicate-key")
            }
        case .reader(let problem, _, _, _):
            report.error(
                Wording("content.yamlUnreadable", ["problem": "\(problem)"]), at: file.start,
                code: "content.yaml-syntax")
        default:
            report.error(
                Wording("content.yamlInvalid", ["problem": "\(error)"]), at: file.start, code: "content.yaml-syntax")
        }
    }

    /// Yams reports a duplicate key at its first occurrence; the second one is where the
    /// mistake usually is. Looks below the first for a line with the same key at the same
    /// column, stopping where the mapping ends (a line indented less). Block style only; for
    /// a flow mapping (`{a: 1, a: 2}`) the caller falls back to the first occurrence.
    private static func nextOccurrence(of key: String, after first: Mark, in yaml: String) -> SourcePosition? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let indent = first.column - 1
        let keyScalars = Array(key.unicodeScalars)
        var index = first.line  // 0-based index of the line after the first occurrence
        while index < lines.count {
            let line = lines[index]
            let leading = line.prefix { $0 == " " }.count
            let blank = leading == line.count || line[leading] == "#"
            if !blank {
                if leading < indent { return nil }
                if leading == indent, line.count >= indent + keyScalars.count,
                    Array(line[indent..<indent + keyScalars.count]) == keyScalars
                {
                    let after = line[(indent + keyScalars.count)...].drop { $0 == " " }
                    if after.first == ":" { return SourcePosition(line: index + 1, column: first.column) }
                }
            }
            index += 1
        }
        return nil
    }
}
