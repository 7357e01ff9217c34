/// Where something was written: a path relative to the content folder's parent as the user
/// typed it (e.g. `content/workplaces/cafe/workers/kim.md`), a 1-based line and column. Something
/// the user cannot open (the rule tables inside the binary) is named without a line: see `builtIn`.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package let column: Int

    package init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Something built into moup, named in words (`built-in rules for 2027`), with line and column
    /// 0: printed without them, as there is no file to open at a line.
    package static func builtIn(_ name: String) -> SourceLocation {
        SourceLocation(file: name, line: 0, column: 0)
    }

    /// Whether this names something built in (`builtIn`) rather than a place in a file.
    package var isBuiltIn: Bool { line == 0 }

    /// `file:line:column`, or the name alone for something built in.
    package var description: String { isBuiltIn ? file : "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A problem found in the user's input, printed as `path:line:column: error: message`.
package struct Diagnostic: Error, Hashable, Comparable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    package let severity: Severity
    package let location: SourceLocation
    package let message: String
    /// What kind of problem this is, stable across releases and wordings, for scripts reading the
    /// JSON log: `area.kind`, e.g. `content.unknown-key`, `content.json-syntax`, `output.io`.
    /// Empty until the layer that made the diagnostic names it (see `coded(_:)`).
    package let code: String
    /// The message as a log may carry it: the same words, but a value copied from the content (it
    /// could be an amount of pay or part of a note) is replaced by what kind of value it is.
    /// Logs are mailed by cron; amounts and notes belong only on the (encrypted) pages.
    package let loggedMessage: String
    /// The message as words to look up, when it has them: the command line then prints it in the
    /// owner's language (`message` is its English text).
    package let wording: Wording?

    package init(
        _ severity: Severity, at location: SourceLocation, _ message: String, code: String = "",
        loggedMessage: String? = nil, wording: Wording? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.code = code
        self.loggedMessage = loggedMessage ?? message
        self.wording = wording
    }

    package static func error(_ message: String, at location: SourceLocation, code: String = "") -> Diagnostic {
        Diagnostic(.error, at: location, message, code: code)
    }

    package static func warning(_ message: String, at location: SourceLocation, code: String = "") -> Diagnostic {
        Diagnostic(.warning, at: location, message, code: code)
    }

    /// This diagnostic with `code` when it has none yet (a layer names the kinds of the problems it passes on).
    package func coded(_ code: String) -> Diagnostic {
        self.code.isEmpty
            ? Diagnostic(
                severity, at: location, message, code: code, loggedMessage: loggedMessage,
                wording: wording) : self
    }

    package var description: String { "\(location): \(severity.rawValue): \(message)" }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.severity.rawValue, lhs.message) < (rhs.location, rhs.severity.rawValue, rhs.message)
    }
}

/// Every problem of a run, reported together. Thrown when any of them is an error.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    package let diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics.sorted() }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
