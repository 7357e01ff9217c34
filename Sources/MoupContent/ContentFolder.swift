import Foundation
import MoupModel

/// Read access to the content folder: sorted listings, size-capped UTF-8 files, and the paths
/// printed in diagnostics.
struct ContentFolder {
    struct Entry: Hashable {
        var name: String
        var isDirectory: Bool
    }

    /// The folder as the user named it, without a trailing slash.
    let root: String
    private let fileManager = FileManager()

    init(_ folder: String) {
        var root = folder
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root.isEmpty ? "." : root
    }

    /// `content/workplaces/cafe/index.md` for `workplaces/cafe/index.md`.
    func displayPath(_ relative: String) -> String {
        relative.isEmpty ? root : (root == "/" ? "/" + relative : root + "/" + relative)
    }

    func location(_ relative: String) -> SourceLocation { SourceLocation(file: displayPath(relative)) }

    func isDirectory(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: displayPath(relative), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func fileExists(_ relative: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: displayPath(relative), isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The entries of a folder sorted by name, leaving out names that start with `.`;
    /// nil when the folder does not exist.
    func list(_ relative: String) -> [Entry]? {
        guard isDirectory(relative),
              let names = try? fileManager.contentsOfDirectory(atPath: displayPath(relative)) else { return nil }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            Entry(name: name, isDirectory: isDirectory(relative.isEmpty ? name : relative + "/" + name))
        }
    }

    /// Reads a text file, reporting a file that is too big, unreadable or not UTF-8.
    func read(_ relative: String, into report: Report) -> SourceFile? {
        let path = displayPath(relative)
        let location = SourceLocation(file: path)
        if let attributes = try? fileManager.attributesOfItem(atPath: path),
           let size = attributes[.size] as? NSNumber, size.intValue > SourceFile.maximumBytes {
            report.error("file is larger than 1 MiB; content files must be smaller", at: location)
            return nil
        }
        guard let data = fileManager.contents(atPath: path) else {
            report.error("file cannot be read", at: location)
            return nil
        }
        guard data.count <= SourceFile.maximumBytes else {
            report.error("file is larger than 1 MiB; content files must be smaller", at: location)
            return nil
        }
        guard let text = String(validatingUTF8Bytes: data) else {
            report.error("file is not UTF-8 text; save it as UTF-8", at: location)
            return nil
        }
        return SourceFile(path: path, text: text)
    }
}

extension String {
    /// Decodes UTF-8 strictly: nil when any byte sequence is invalid (no replacement characters).
    init?(validatingUTF8Bytes data: Data) {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var scalars = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(scalars)
    }
}
