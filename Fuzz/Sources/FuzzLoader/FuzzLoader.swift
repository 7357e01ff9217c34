import Foundation
import MoupModel
@testable import MoupContent

/// One fuzz input for the whole loader. The input is a content folder packed into one text:
///
///     === site.md
///     ---
///     title: …
///     === workplaces/cafe/index.md
///     …
///
/// Each `=== path` line starts a file (relative path, `[A-Za-z0-9._-]` names, no `..`, at most 6
/// levels, at most 64 files). The folder is written out fresh for each input and loaded; loading must
/// give a model or errors, never crash, hang or leak, and a model only when there is no error.
func fuzzLoader(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    let text = String(decoding: bytes, as: UTF8.self)
    let root = FuzzFolder.shared.reset()
    for (path, contents) in FuzzFolder.unpack(text) {
        let full = root + "/" + path
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(contents.utf8))
    }
    let loaded = ContentLoader(folder: root).load()
    let hasErrors = loaded.diagnostics.contains { $0.severity == .error }
    precondition((loaded.content == nil) == hasErrors || loaded.content == nil, "a model despite errors")
    for diagnostic in loaded.diagnostics {
        precondition(diagnostic.location.file.hasPrefix(root) && !diagnostic.code.isEmpty, "bad diagnostic \(diagnostic)")
    }
    return 0
}

/// The one scratch content folder of this fuzzing process.
final class FuzzFolder: Sendable {
    static let shared = FuzzFolder()
    let path = NSTemporaryDirectory() + "moup-fuzz-loader-\(getpid())/content"

    func reset() -> String {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The files packed in `text`, with unsafe or repeated paths left out.
    static func unpack(_ text: String) -> [(String, String)] {
        var files: [(String, String)] = []
        var seen: Set<String> = []
        var current: String?
        var body: [Substring] = []
        func finish() {
            if let current, files.count < 64, seen.insert(current).inserted, isSafe(current) {
                files.append((current, body.joined(separator: "\n")))
            }
            body = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                finish()
                current = String(line.dropFirst(4))
            } else {
                body.append(line)
            }
        }
        finish()
        return files
    }

    static func isSafe(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= 6 && parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".." && part.utf8.count <= 64
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
        }
    }
}
