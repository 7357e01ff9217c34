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
    public private(set) var files: [String: FileStamp] = [:]
    /// Paths that are there but could not be stamped (a broken or looping link, an unreadable folder).
    public private(set) var unreadable: [String] = []

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

    /// The `StampsDigest` of the files under `folder`, without keeping their paths and stamps; nil
    /// when something could not be stamped.
    public static func digest(walking folder: String) -> StampsDigest? {
        var digest = StampsDigest()
        var readable = true
        walk(folder, prefix: "", depth: 0, file: { digest.add($0, $1) }, unreadable: { _ in readable = false })
        return readable ? digest : nil
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

/// A digest of a set of (path, stamp) pairs that does not depend on their order: the sum of a
/// SHA-256 per pair, with the count. A build keeps it for its output, so that the next build can tell
/// the output is untouched by walking it once, without reading back a stamp per file.
public struct StampsDigest: Hashable, Sendable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    public private(set) var count = 0

    public init() {}

    public init(_ files: [String: FileStamp]) {
        for (path, stamp) in files { add(path, stamp) }
    }

    public mutating func add(_ path: String, _ stamp: FileStamp) {
        let hash = SHA256.hash(data: Array((stamp.text + "\t" + path).utf8))
        hash.withUnsafeBytes { bytes in
            high &+= bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            low &+= bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        }
        count += 1
    }

    /// `<count>:<32 hex digits>`.
    public var text: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "\(count):" + hex(high) + hex(low)
    }
}
