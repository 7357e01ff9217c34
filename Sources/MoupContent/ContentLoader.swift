import MoupModel

/// Reads a content folder into the validated model, reporting every problem at once.
public struct ContentLoader: Sendable {
    /// The folder to read, as the user named it (used as the prefix of every diagnostic path).
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Loads and validates everything. `content` is nil when any diagnostic is an error;
    /// `diagnostics` holds every error and warning, sorted by file, line and column.
    public func load() -> LoadedContent {
        LoadedContent(content: nil, diagnostics: [.error("not yet implemented", at: SourceLocation(file: folder))])
    }
}

/// The result of loading: the model when it is valid, and every diagnostic.
public struct LoadedContent: Sendable {
    public var content: Content?
    public var diagnostics: [Diagnostic]

    public init(content: Content?, diagnostics: [Diagnostic]) {
        self.content = content
        self.diagnostics = diagnostics.sorted()
    }
}
