import Foundation
import MoupModel
import MoupWords

/// The texts a site is rendered from: templates by name (`payslip`, `layout`, `partials/chip`) and the
/// stylesheet, each with the path that diagnostics name it by. This type decides where the texts come
/// from (the theme built into the binary, a folder overriding it file by file); `Theme` turns them
/// into checked, renderable templates.
package struct ThemeFiles: Sendable {
    /// One text and where it came from.
    package struct File: Sendable, Hashable {
        package var text: String
        /// The path shown in diagnostics: the override file, or `(built-in)/NAME` for the built-in theme.
        package var path: String
    }

    /// Templates by name: the file's path relative to the theme folder without `.mustache`.
    package var templates: [String: File]
    /// `style.css`, copied to the site as is.
    package var stylesheet: File
    /// The string tables by language code (`i18n/ko.yml` → `ko`): the built-in file and the
    /// folder's file that overrides its values key by key.
    package var strings: [String: Strings] = [:]

    /// One language's strings file and its override.
    package struct Strings: Sendable, Hashable {
        package var builtIn: File
        package var override: File?
    }

    /// The folder name diagnostics give the built-in theme's files.
    package static let builtInFolder = "(built-in)"
    static let templateEnding = ".mustache"
    static let stylesheetName = "style.css"
    static let stringsFolder = "i18n/"
    static let stringsEnding = ".yml"

    /// `i18n/en.yml` → `en`; nil for other paths.
    static func stringsLanguage(_ path: String) -> String? {
        guard path.hasPrefix(stringsFolder), path.hasSuffix(stringsEnding) else { return nil }
        let name = path.dropFirst(stringsFolder.count).dropLast(stringsEnding.count)
        return name.contains("/") || name.isEmpty ? nil : String(name)
    }

    /// The theme compiled into the binary: the repository's `templates/` folder at build time.
    package static let builtIn: ThemeFiles = {
        var templates: [String: File] = [:]
        var stylesheet = File(text: "", path: "\(builtInFolder)/\(stylesheetName)")
        var strings: [String: Strings] = [:]
        for (path, text) in BuiltInThemeFiles.files {
            let file = File(text: text, path: "\(builtInFolder)/\(path)")
            if path.hasSuffix(templateEnding) {
                templates[String(path.dropLast(templateEnding.count))] = file
            } else if path == stylesheetName {
                stylesheet = file
            } else if let language = stringsLanguage(path) {
                strings[language] = Strings(builtIn: file)
            }
        }
        return ThemeFiles(templates: templates, stylesheet: stylesheet, strings: strings)
    }()

    /// Every file of the built-in theme (templates, `style.css` and the `README.md` that documents
    /// them) as a path relative to the theme folder and its text, sorted by path: what
    /// `moup theme export` writes.
    package static var builtInFolderFiles: [(path: String, text: String)] { BuiltInThemeFiles.files }

    /// The built-in theme with each file of `directory` (`*.mustache`, `style.css`) in place of the
    /// built-in file of the same name, and the values of `i18n/<language>.yml` in place of the
    /// built-in strings of the same keys. Other files (a README) are ignored. A template that is neither
    /// a built-in name nor used by any template is an error: a misspelled file name must not be
    /// silently ignored.
    package static func overriding(with directory: String) throws(DiagnosticList) -> ThemeFiles {
        let shown = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        let fm = FileManager()
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticList([.error(Wording("templates.folderMissing"), at: SourceLocation(file: shown))])
        }
        var theme = builtIn
        var added: [String] = []
        var problems: [Diagnostic] = []
        let found = (fm.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
        for relative in found where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let isTemplate = relative.hasSuffix(templateEnding)
            let language = stringsLanguage(relative)
            guard isTemplate || relative == stylesheetName || language != nil else { continue }
            let path = "\(shown)/\(relative)"
            guard let data = fm.contents(atPath: URL(fileURLWithPath: directory).appendingPathComponent(relative).path),
                let text = String(data: data, encoding: .utf8)
            else {
                problems.append(.error(Wording("templates.notUTF8"), at: SourceLocation(file: path)))
                continue
            }
            let file = File(text: text, path: path)
            if isTemplate {
                let name = String(relative.dropLast(templateEnding.count))
                if theme.templates[name] == nil { added.append(name) }
                theme.templates[name] = file
            } else if let language {
                guard theme.strings[language] != nil else {
                    problems.append(
                        .error(
                            Wording(
                                "templates.notALanguage",
                                [
                                    "file": "\(relative)",
                                    "languages": "\(theme.strings.keys.sorted().joined(separator: ", "))",
                                ]),
                            at: SourceLocation(file: path, line: 1, column: 1)))
                    continue
                }
                theme.strings[language]?.override = file
            } else {
                theme.stylesheet = file
            }
        }
        let used = Set(theme.templates.values.flatMap { Self.includedNames(in: $0.text) })
        let builtInNames = Array(builtIn.templates.keys)
        for name in added where !used.contains(name) {
            problems.append(
                .error(
                    Wording(
                        "templates.notATemplate",
                        ["name": "\(name)", "hint": Suggestion.hint(for: name, among: builtInNames)]),
                    at: SourceLocation(file: theme.templates[name]!.path, line: 1, column: 1)))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return theme
    }

    /// The names a template text includes with `{{>name}}` or `{{<name}}`.
    static func includedNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            var tag = rest[open.upperBound...].drop(while: { $0 == " " })
            guard let sigil = tag.first, sigil == ">" || sigil == "<" else {
                rest = rest[open.upperBound...]
                continue
            }
            tag = tag.dropFirst().drop(while: { $0 == " " })
            let name = tag.prefix { !$0.isWhitespace && $0 != "}" }
            if !name.isEmpty { names.append(String(name)) }
            rest = tag
        }
        return names
    }
}
