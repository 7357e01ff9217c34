/// One file of the built site: a path relative to the output folder and its exact bytes.
/// Every page is a pure function of its inputs that yields one of these; the writer gets the full list.
public struct OutputFile: Hashable, Sendable {
    /// Relative, `/`-separated, no `..` (e.g. `workplaces/cafe-moup/2026-11/index.html`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
