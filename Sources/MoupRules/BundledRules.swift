import Foundation
import MoupModel
import MoupWords

extension RuleBook {
    /// The rule tables shipped with the tool (`Sources/MoupRules/rules/`, compiled into the binary at
    /// build time): every `<year>.yml` and the income-tax table files they name.
    /// Throws the problems found in the data files (a broken data file is a bug, reported precisely).
    package static func bundled() throws(DiagnosticList) -> RuleBook {
        var yearFiles: [String: String] = [:]
        var tables: [String: String] = [:]
        for (name, text) in BundledRuleFiles.files {
            if name.hasSuffix(".yml") { yearFiles[name] = text } else { tables[name] = text }
        }
        var rules = try RuleBookLoader.load(yearFiles: yearFiles, tables: tables, folder: "rules")
        rules.unconfirmed = rules.unconfirmed.map { figure in
            var figure = figure
            figure.location = builtInLocation(of: figure.location)
            return figure
        }
        return rules
    }

    /// Where a warning about a bundled figure points: the tables are inside the binary, so not at
    /// `rules/2027.yml:83:7` (no such file where moup runs) but at `built-in rules for 2027`.
    static func builtInLocation(of location: SourceLocation) -> SourceLocation {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let year = name.hasSuffix(".yml") ? String(name.dropLast(4)) : name
        return .builtIn("built-in rules for \(year)")
    }

    /// Loads the rule tables from a folder laid out like `Sources/MoupRules/rules/` (for tests and
    /// for trying new figures). `displayName` is the folder name shown in diagnostics.
    package static func load(directory: String, displayName: String? = nil) throws(DiagnosticList) -> RuleBook {
        let shown = displayName ?? directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw DiagnosticList([
                .error(
                    Wording("ruleFile.folderUnreadable", ["reason": "\(error.localizedDescription)"]),
                    at: SourceLocation(file: shown))
            ])
        }
        var yearFiles: [String: String] = [:]
        var tables: [String: String] = [:]
        var problems: [Diagnostic] = []
        for name in names where name.hasSuffix(".yml") || name.hasSuffix(".csv") {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                problems.append(.error(Wording("ruleFile.notUTF8"), at: SourceLocation(file: "\(shown)/\(name)")))
                continue
            }
            if name.hasSuffix(".yml") { yearFiles[name] = text } else { tables[name] = text }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return try RuleBookLoader.load(yearFiles: yearFiles, tables: tables, folder: shown)
    }
}
