#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel

extension FolderStamps {
    /// The `StampsDigest` of the files under `folder`, without keeping their paths and stamps; nil
    /// when something could not be stamped. The same walk as `init(walking:)` (hidden names skipped,
    /// links followed), made for a folder of a hundred thousand files: paths are built as bytes in
    /// one buffer and hashed from it, no `String` is made per file.
    ///
    /// The two top levels are walked here; the folders below them (a person's or a workplace's pages)
    /// are walked on every core, each walk summing its own digest: the sum does not depend on order.
    public static func digest(walking folder: String) -> StampsDigest? {
        var top = DigestWalk(deferBelow: 2)
        var relative: [UInt8] = []
        top.walk(folder, relative: &relative, depth: 0)
        let folders = top.deferred
        let chunks = Swift.min(folders.count, 16)
        let walks = (0..<chunks).map { $0 }.concurrentMap { chunk -> DigestWalk in
            var walk = DigestWalk(deferBelow: nil)
            for index in stride(from: chunk, to: folders.count, by: chunks) {
                var relative = folders[index].relative
                walk.walk(folders[index].folder, relative: &relative, depth: 2)
            }
            return walk
        }
        guard top.readable, walks.allSatisfy(\.readable) else { return nil }
        return walks.reduce(into: top.digest) { $0.add($1.digest) }
    }
}

/// The state of `FolderStamps.digest(walking:)`.
private struct DigestWalk: Sendable {
    var digest = StampsDigest()
    var readable = true
    var scratch: [UInt8] = []
    /// Folders at this depth are not walked but kept in `deferred`, with their relative paths.
    let deferBelow: Int?
    var deferred: [(folder: String, relative: [UInt8])] = []

    init(deferBelow: Int?) {
        self.deferBelow = deferBelow
    }

    mutating func walk(_ folder: String, relative: inout [UInt8], depth: Int) {
        guard depth < 64, let dir = opendir(folder) else {
            if depth > 0 { readable = false }
            return
        }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        let base = relative.count
        while let entry = readdir(dir) {
            // A folder (not a link to one) is known from its entry: only files and links are stamped.
            let isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            let stop = withUnsafePointer(to: entry.pointee.d_name) { name in
                name.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { name -> Bool in
                    if name[0] == UInt8(ascii: ".") { return false }
                    var info = stat()
                    guard isFolder || fstatat(fd, UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), &info, 0) == 0 else {
                        readable = false
                        return true
                    }
                    if base > 0 { relative.append(UInt8(ascii: "/")) }
                    relative.append(contentsOf: UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
                    if isFolder || (info.st_mode & S_IFMT) == S_IFDIR {
                        let path = folder + "/" + String(decoding: relative[(base == 0 ? 0 : base + 1)...], as: UTF8.self)
                        if depth + 1 == deferBelow {
                            deferred.append((path, relative))
                        } else {
                            walk(path, relative: &relative, depth: depth + 1)
                        }
                    } else {
                        relative.withUnsafeBufferPointer { digest.add(pathBytes: $0, FileStamp(info), scratch: &scratch) }
                    }
                    relative.removeSubrange(base...)
                    return !readable
                }
            }
            if stop { return }
        }
    }
}
