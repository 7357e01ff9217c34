import MoupModel

/// The words the command line prints, in Korean and in English: messages, errors, warnings and help
/// texts, one key per message, from the tables in `words/` (compiled in by the EmbedFiles plugin).
/// The tables are the terminal's own, beside the theme's page tables (`templates/i18n/`): the content
/// loader reports problems before any theme is read, and a site's template overrides change pages,
/// not what the terminal says.
package enum TerminalWords {
    static let tables: [Site.Language: TerminalTable] = {
        var tables: [Site.Language: TerminalTable] = [:]
        for (path, text) in TerminalWordFiles.files {
            guard path.hasSuffix(".yml"), let language = Site.Language(rawValue: String(path.dropLast(4))) else {
                continue
            }
            tables[language] = TerminalTable(language: language, yaml: text)
        }
        return tables
    }()

    /// `wording` in `language`. `logged`: the log's form, where a value copied from the content is
    /// replaced by what kind of value it is. A key the table lacks is looked up in English, then
    /// printed as `{key}` (the key test rules that out for every key the code uses).
    package static func text(_ wording: Wording, in language: Site.Language, logged: Bool = false) -> String {
        guard let template = tables[language]?.texts[wording.key] ?? tables[.en]?.texts[wording.key] else {
            return "{\(wording.key)}"
        }
        return TerminalTable.fill(template) { name in
            wording.values[name].map { text($0, in: language, logged: logged) }
        }
    }

    private static func text(_ value: Wording.Value, in language: Site.Language, logged: Bool) -> String {
        switch value {
        case .text(let text): return text
        case .wording(let inner): return Self.text(inner, in: language, logged: logged)
        case .quoted(let text, let kind): return logged ? Self.text(kind, in: language, logged: true) : text
        case .list(let items): return items.map { text($0, in: language, logged: logged) }.joined(separator: ", ")
        }
    }

    /// The text of `key` in `language` with `values` in its placeholders.
    package static func text(
        _ key: String, _ values: [String: Wording.Value] = [:], in language: Site.Language
    ) -> String {
        text(Wording(key, values), in: language)
    }
}

extension Diagnostic {
    /// An error whose message is `wording` (its English text is `message`).
    package static func error(_ wording: Wording, at location: SourceLocation, code: String = "") -> Diagnostic {
        Diagnostic(.error, at: location, wording, code: code)
    }

    /// A warning whose message is `wording`.
    package static func warning(_ wording: Wording, at location: SourceLocation, code: String = "") -> Diagnostic {
        Diagnostic(.warning, at: location, wording, code: code)
    }

    /// A diagnostic whose message is `wording`: `message` and `loggedMessage` are its English texts.
    package init(_ severity: Severity, at location: SourceLocation, _ wording: Wording, code: String = "") {
        self.init(
            severity, at: location, TerminalWords.text(wording, in: .en), code: code,
            loggedMessage: TerminalWords.text(wording, in: .en, logged: true), wording: wording)
    }

    /// The message in `language` (the English `message` when it has no words to look up).
    package func message(in language: Site.Language) -> String {
        wording.map { TerminalWords.text($0, in: language) } ?? message
    }

    /// The log's form of the message in `language`: never a value copied from the content.
    package func loggedMessage(in language: Site.Language) -> String {
        wording.map { TerminalWords.text($0, in: language, logged: true) } ?? loggedMessage
    }

    /// `path:line:column: severity: message`, the message in `language`. `error` and `warning` stay
    /// these English words in every language: the command-line contract fixes them, and scripts match them.
    package func line(in language: Site.Language) -> String {
        "\(location): \(severity.rawValue): \(message(in: language))"
    }
}
