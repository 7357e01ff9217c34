import MoupSystem

/// `moup merge`: reads the output folders of every shard of one build and checks that they fit
/// together (same inputs, each shard once, all shards there, no file in two, every file as its
/// manifest says), giving the files of the whole site for `OutputWriter` to write like a build does.
package enum ShardFolders {
    /// The files of all `shards`, sorted by path bytes.
    package static func files(of shards: [String]) throws(MergeError) -> [OutputFile] {
        try join(shards).files
    }

    /// The files of all `shards`, sorted by path bytes, and the shard mark of the first (its inputs,
    /// count and output tag are those of every shard); nil when `shards` is empty.
    package static func join(_ shards: [String]) throws(MergeError) -> (files: [OutputFile], mark: ShardMark?) {
        var marks: [(shard: String, mark: ShardMark, manifest: Manifest)] = []
        for shard in shards {
            let folder = OutputWriter.normalized(shard)
            guard FileSystem.kind(of: folder) == .directory else {
                throw FileSystem.kind(of: folder) == nil
                    ? .unreadable(path: folder, errno: SystemError.noSuchFile) : .notAShard(shard)
            }
            guard let bytes = FileSystem.read(folder + "/" + Manifest.fileName) else { throw .notAShard(shard) }
            let manifest = Manifest.parse(bytes)
            guard let mark = manifest.shard else { throw .notAShard(shard) }
            marks.append((shard, mark, manifest))
        }
        guard let first = marks.first else { return ([], nil) }
        var byIndex: [Int: String] = [:]
        for entry in marks {
            if entry.mark.inputs != first.mark.inputs || entry.mark.publishesTo != first.mark.publishesTo {
                throw .differentInputs(shard: entry.shard, other: first.shard)
            }
            if entry.mark.count != first.mark.count { throw .differentCounts(shard: entry.shard, other: first.shard) }
            if let other = byIndex[entry.mark.index] {
                throw .sameShard(index: entry.mark.index, shard: entry.shard, other: other)
            }
            byIndex[entry.mark.index] = entry.shard
        }
        let missing = (1...first.mark.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty { throw .missingShards(missing, count: first.mark.count) }

        var owner: [String: String] = [:]
        var files: [OutputFile] = []
        for entry in marks.sorted(by: { $0.mark.index < $1.mark.index }) {
            let folder = OutputWriter.normalized(entry.shard)
            let found = try filesUnder(folder, shard: entry.shard)
            for path in found where entry.manifest.hashes[path] == nil {
                throw .altered(path: path, shard: entry.shard, reason: "is not in its manifest")
            }
            for path in entry.manifest.sortedPaths {
                if let other = owner[path] { throw .overlap(path: path, shard: entry.shard, other: other) }
                owner[path] = entry.shard
                guard found.contains(path), let bytes = FileSystem.read(folder + "/" + path) else {
                    throw .altered(path: path, shard: entry.shard, reason: "is missing or cannot be read")
                }
                guard Manifest.hash(bytes) == entry.manifest.hashes[path] else {
                    throw .altered(path: path, shard: entry.shard, reason: "does not have the bytes its manifest lists")
                }
                files.append(OutputFile(path: path, bytes: bytes))
            }
        }
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, first.mark)
    }

    /// Every plain file under `folder` except its manifest, by relative path.
    private static func filesUnder(_ folder: String, shard: String) throws(MergeError) -> Set<String> {
        var result: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            let names: [String]
            do throws(OutputError) {
                names = try io(FileSystem.entries(of: path))
            } catch {
                if case .io(_, let failed, let code) = error { throw .unreadable(path: failed, errno: code) }
                throw .unreadable(path: path, errno: SystemError.ioFailure)
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                switch FileSystem.kind(of: folder + "/" + child) {
                case .directory: pending.append(child)
                case .file: if child != Manifest.fileName { result.insert(child) }
                default: throw .altered(path: child, shard: shard, reason: "is not a plain file or folder")
                }
            }
        }
        return result
    }
}
