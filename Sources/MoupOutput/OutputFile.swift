/// One file of the built site: a path relative to the output folder and its exact bytes.
/// Every page is a pure function of its inputs that yields one of these; the writer gets the full list.
package struct OutputFile: Hashable, Sendable {
    /// Relative, `/`-separated, no `..` (e.g. `workplaces/cafe-moup/2026-11/index.html`).
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
