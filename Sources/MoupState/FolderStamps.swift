#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Crypto

/// The stamp of every file under a folder, by relative `/`-separated path, read with `readdir` and
/// `fstatat` only (no file is opened). Symbolic links are followed like the loader follows them; a
/// link that loops or points nowhere is recorded as missing, so it still counts as a change.
public struct FolderStamps: Hashable, Sendable {
    public internal(set) var files: [String: FileStamp] = [:]
    /// Paths that are there but could not be stamped (a broken or looping link, an unreadable folder).
    public internal(set) var unreadable: [String] = []

    public init(files: [String: FileStamp] = [:]) {
        self.files = files
    }

    /// Walks `folder` (nothing when it does not exist). Hidden names (`.git`, `.DS_Store`) are
    /// skipped, as the content loader skips them.
    public init(walking folder: String) {
        var files: [String: FileStamp] = [:]
        var unreadable: [String] = []
        Self.walk(folder, prefix: "", depth: 0, file: { files[$0] = $1 }, unreadable: { unreadable.append($0) })
        self.files = files
        self.unreadable = unreadable
    }

    private static func walk(_ folder: String, prefix: String, depth: Int, file: (String, FileStamp) -> Void,
                             unreadable: (String) -> Void) {
        guard depth < 64, let dir = opendir(folder) else {
            if depth > 0 { unreadable(prefix) }
            return
        }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var children: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            children.append(name)
        }
        for name in children {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            var info = stat()
            guard fstatat(fd, name, &info, 0) == 0 else {
                unreadable(relative)
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(folder + "/" + name, prefix: relative, depth: depth + 1, file: file, unreadable: unreadable)
            } else {
                file(relative, FileStamp(info))
            }
        }
    }
}
