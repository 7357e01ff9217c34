import MoupModel
import MoupSystem

extension FolderStamps {
    /// The `StampsDigest` of the listed `paths` under `folder`: each a range of `bytes` holding a
    /// relative `/`-separated path (the empty range is the folder itself). For files, the digest of
    /// the stamps a walk of a folder holding exactly those files gives (`StampsDigest(files)`). Each
    /// path is stamped by one `fstatat` from the folder, following links, on every core; no folder is
    /// opened or read. Nil when one cannot be stamped.
    ///
    /// `identity` false leaves the device and inode out of the stamps (`FileStamp.withoutIdentity`):
    /// for folders, whose modification time is what moves when an entry is made, removed or renamed
    /// in them, while a copy made with its times (`cp -a`) is a new folder of the same content.
    package static func digest(
        of paths: [Range<Int>], in bytes: [UInt8], under folder: String,
        identity: Bool = true
    ) -> StampsDigest? {
        let sums = onEveryCore(paths.count, under: folder) { indices, stamp -> StampsDigest? in
            var digest = StampsDigest()
            var name: [UInt8] = []
            for index in indices {
                let path = paths[index]
                name.removeAll(keepingCapacity: true)
                if path.isEmpty { name.append(UInt8(ascii: ".")) } else { name += bytes[path] }
                name.append(0)
                let found = name.withUnsafeBufferPointer { name in
                    stamp(UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self))
                }
                guard let found else { return nil }
                let stamped = identity ? found : found.withoutIdentity
                name.withUnsafeBufferPointer { name in
                    let path = UnsafeBufferPointer(rebasing: name[..<(path.isEmpty ? 0 : path.count)])
                    digest.add(pathBytes: path, stamped)
                }
            }
            return digest
        }
        guard let sums else { return nil }
        var total = StampsDigest()
        for sum in sums {
            guard let sum else { return nil }
            total.add(sum)
        }
        return total
    }

    /// The stamps of the listed `paths` (relative, `/`-separated) under `folder`, each by one
    /// `fstatat` from the folder, following links, on every core: what a walk of a folder holding
    /// exactly those files gives, without reading a folder. A path that cannot be stamped is in
    /// `unreadable`.
    package init(stamping paths: [String], in folder: String) {
        let runs = Self.onEveryCore(paths.count, under: folder) { indices, stamp in
            indices.map { index in (paths[index], paths[index].withCString(stamp)) }
        }
        self.init()
        guard let runs else {
            unreadable = paths
            return
        }
        files.reserveCapacity(paths.count)
        for (path, stamp) in runs.joined() {
            if let stamp { files[path] = stamp } else { unreadable.append(path) }
        }
        unreadable.sort()
    }

    /// `body` on every core, each run given its share of `count` listed paths (every `runs`-th index)
    /// and a function that stamps a name relative to `folder` (nil when there is nothing to stamp);
    /// nil when `folder` cannot be opened.
    private static func onEveryCore<Run: Sendable>(
        _ count: Int, under folder: String,
        _ body: @escaping @Sendable (_ indices: StrideTo<Int>, _ stamp: (UnsafePointer<CChar>) -> FileStamp?) -> Run
    ) -> [Run]? {
        guard let root = Folder(path: folder) else { return nil }
        let runs = Swift.max(1, Swift.min(count / 1024, 16))
        return (0..<runs).map { $0 }.concurrentMap { run in
            body(stride(from: run, to: count, by: runs)) { name in root.info(of: name).map(FileStamp.init) }
        }
    }
}
