#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel

extension FolderStamps {
    /// The `StampsDigest` of the listed `paths` under `folder`: each a range of `bytes` holding a
    /// relative `/`-separated path (the empty range is the folder itself). For files, the very digest
    /// `digest(walking:)` gives of a folder holding exactly those files. Each path is stamped by one
    /// `fstatat` from the folder, following links, on every core; no folder is opened or read. Nil
    /// when one cannot be stamped.
    ///
    /// `identity` false leaves the device and inode out of the stamps (`FileStamp.withoutIdentity`):
    /// for folders, whose modification time is what moves when an entry is made, removed or renamed
    /// in them, while a copy made with its times (`cp -a`) is a new folder of the same content.
    public static func digest(of paths: [Range<Int>], in bytes: [UInt8], under folder: String,
                              identity: Bool = true) -> StampsDigest? {
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return nil }
        defer { close(root) }
        let chunks = Swift.max(1, Swift.min(paths.count / 1024, 16))
        let sums = (0..<chunks).map { $0 }.concurrentMap { chunk -> StampsDigest? in
            var digest = StampsDigest()
            var scratch: [UInt8] = []
            var name: [UInt8] = []
            for index in stride(from: chunk, to: paths.count, by: chunks) {
                let path = paths[index]
                name.removeAll(keepingCapacity: true)
                if path.isEmpty { name.append(UInt8(ascii: ".")) } else { name += bytes[path] }
                name.append(0)
                var info = stat()
                let found = name.withUnsafeBufferPointer { name in
                    fstatat(root, UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self), &info, 0) == 0
                }
                guard found else { return nil }
                let stamp = identity ? FileStamp(info) : FileStamp(info).withoutIdentity
                name.withUnsafeBufferPointer { name in
                    let path = UnsafeBufferPointer(rebasing: name[..<(path.isEmpty ? 0 : path.count)])
                    digest.add(pathBytes: path, stamp, scratch: &scratch)
                }
            }
            return digest
        }
        var total = StampsDigest()
        for sum in sums {
            guard let sum else { return nil }
            total.add(sum)
        }
        return total
    }
}

extension FolderStamps {
    /// The stamps of the listed `paths` (relative, `/`-separated) under `folder`, each by one
    /// `fstatat` from the folder, following links, on every core: what a walk of a folder holding
    /// exactly those files gives, without reading a folder. A path that cannot be stamped is in
    /// `unreadable`.
    public init(stamping paths: [String], in folder: String) {
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else {
            self.init()
            unreadable = paths
            return
        }
        defer { close(root) }
        let chunks = Swift.max(1, Swift.min(paths.count / 1024, 16))
        let stamped = (0..<chunks).map { $0 }.concurrentMap { chunk -> [(String, FileStamp?)] in
            stride(from: chunk, to: paths.count, by: chunks).map { index in
                var info = stat()
                return (paths[index], fstatat(root, paths[index], &info, 0) == 0 ? FileStamp(info) : nil)
            }
        }
        self.init()
        files.reserveCapacity(paths.count)
        for (path, stamp) in stamped.joined() {
            if let stamp { files[path] = stamp } else { unreadable.append(path) }
        }
        unreadable.sort()
    }
}
