import Foundation
import MoupModel
import MoupSystem

/// Read access to the content folder: sorted listings, size-capped UTF-8 files, and the paths
/// printed in diagnostics.
struct ContentFolder {
    struct Entry: Hashable {
        var name: String
        var isDirectory: Bool
    }

    /// The folder as the user named it, without a trailing slash.
    let root: String

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

    /// What a path is, following symbolic links (content may link to folders kept elsewhere).
    enum Status: Equatable {
        case missing
        case file
        case directory
        /// It is there but cannot be reached: a symbolic link that loops or points to nothing, a
        /// folder on the way that may not be searched, … (`errno` says which).
        case unreadable(errno: Int32)
    }

    func status(_ relative: String) -> Status {
        switch FileSystem.status(of: displayPath(relative)) {
        case .missing: return .missing
        case .file: return .file
        case .folder: return .directory
        case .unreachable(let code): return .unreadable(errno: code)
        }
    }

    func isDirectory(_ relative: String) -> Bool { status(relative) == .directory }

    /// Whether there is something that is not a folder: a file, or a path that cannot be reached
    /// (reading it then reports why).
    func fileExists(_ relative: String) -> Bool {
        switch status(relative) {
        case .file, .unreadable: return true
        case .missing, .directory: return false
        }
    }

    /// The entries of a folder sorted by name, leaving out names that start with `.`; nil when the
    /// folder does not exist. A folder that cannot be listed, and an entry that cannot be reached (a
    /// symbolic link that loops or points to nothing, …), are errors: content never vanishes silently.
    func list(_ relative: String, report: Report) -> [Entry]? {
        switch status(relative) {
        case .missing, .file:
            return nil
        case .unreadable(let code):
            report.error(Self.unreachable(code), at: location(relative), code: "content.unreadable")
            return nil
        case .directory:
            break
        }
        let names: [String]
        do {
            names = try FileSystem.entries(of: displayPath(relative)).filter { !$0.hasPrefix(".") }
        } catch {
            let key =
                error.operation == FileSystem.readTheFolder ? "content.folderUnlisted" : "content.folderUnlistedToEnd"
            report.error(
                Wording(key, ["reason": "\(Self.reason(error.code))"]), at: location(relative),
                code: "content.unreadable")
            return nil
        }
        return names.sorted().compactMap { name in
            let child = relative.isEmpty ? name : relative + "/" + name
            switch status(child) {
            case .file: return Entry(name: name, isDirectory: false)
            case .directory: return Entry(name: name, isDirectory: true)
            case .missing: return nil  // removed while we looked
            case .unreadable(let code):
                report.error(Self.unreachable(code), at: location(child), code: "content.unreadable")
                return nil
            }
        }
    }

    /// Why a path that is there cannot be reached, in words.
    static func unreachable(_ code: Int32) -> Wording {
        switch code {
        case SystemError.linkLoop: return Wording("content.loop")
        case SystemError.noSuchFile, SystemError.notAFolder: return Wording("content.danglingLink")
        default: return Wording("content.unreadable", ["reason": "\(reason(code))"])
        }
    }

    static func reason(_ code: Int32) -> String {
        SystemError.reason(for: code).lowercased()
    }

    /// Reads a text file, reporting a file that is too big, unreadable or not UTF-8.
    func read(_ relative: String, into report: Report) -> SourceFile? {
        let path = displayPath(relative)
        let location = SourceLocation(file: path)
        if case .unreadable(let code) = status(relative) {
            report.error(Self.unreachable(code), at: location, code: "content.unreadable")
            return nil
        }
        let read: [UInt8]?
        do {
            read = try FileSystem.read(path, atMost: SourceFile.maximumBytes)
        } catch {
            report.error(
                Wording("content.fileUnreadable", ["reason": "\(Self.reason(error.code))"]), at: location,
                code: "content.unreadable")
            return nil
        }
        guard let bytes = read else {
            report.error(Wording("content.fileTooLarge"), at: location, code: "content.file-too-large")
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {  // strict: no replacement characters
            report.error(Wording("content.notUTF8"), at: location, code: "content.not-utf8")
            return nil
        }
        return SourceFile(path: path, text: text)
    }
}
