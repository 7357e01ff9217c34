import MoupSystem

/// `moup merge`: reads the output folders of every shard of one build and checks that they fit
/// together (same inputs, each shard once, all shards there, no file in two, every file as its
/// manifest says), giving the files of the whole site for `OutputWriter` to write like a build does.
package enum ShardParts {
    /// The files of all `parts`, sorted by path bytes.
    package static func files(of parts: [String]) throws(MergeError) -> [OutputFile] {
        try join(parts).files
    }

    /// The files of all `parts`, sorted by path bytes, and the shard mark of the first (its inputs,
    /// count and output tag are those of every part); nil when `parts` is empty.
    package static func join(_ parts: [String]) throws(MergeError) -> (files: [OutputFile], mark: ShardMark?) {
        var marks: [(part: String, mark: ShardMark, manifest: Manifest)] = []
        for part in parts {
            let folder = OutputWriter.normalized(part)
            guard FileSystem.kind(of: folder) == .directory else {
                throw FileSystem.kind(of: folder) == nil
                    ? .unreadable(path: folder, errno: SystemError.noSuchFile) : .notAShard(part)
            }
            guard let bytes = FileSystem.read(folder + "/" + Manifest.fileName) else { throw .notAShard(part) }
            let manifest = Manifest.parse(bytes)
            guard let mark = manifest.shard else { throw .notAShard(part) }
            marks.append((part, mark, manifest))
        }
        guard let first = marks.first else { return ([], nil) }
        var byIndex: [Int: String] = [:]
        for entry in marks {
            if entry.mark.inputs != first.mark.inputs || entry.mark.publishesTo != first.mark.publishesTo {
                throw .differentInputs(part: entry.part, other: first.part)
            }
            if entry.mark.count != first.mark.count { throw .differentCounts(part: entry.part, other: first.part) }
            if let other = byIndex[entry.mark.index] {
                throw .sameShard(index: entry.mark.index, part: entry.part, other: other)
            }
            byIndex[entry.mark.index] = entry.part
        }
        let missing = (1...first.mark.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty { throw .missingShards(missing, count: first.mark.count) }

        var owner: [String: String] = [:]
        var files: [OutputFile] = []
        for entry in marks.sorted(by: { $0.mark.index < $1.mark.index }) {
            let folder = OutputWriter.normalized(entry.part)
            let found = try filesUnder(folder, part: entry.part)
            for path in found where entry.manifest.hashes[path] == nil {
                throw .altered(path: path, part: entry.part, reason: "is not in its manifest")
            }
            for path in entry.manifest.sortedPaths {
                if let other = owner[path] { throw .overlap(path: path, part: entry.part, other: other) }
                owner[path] = entry.part
                guard found.contains(path), let bytes = FileSystem.read(folder + "/" + path) else {
                    throw .altered(path: path, part: entry.part, reason: "is missing or cannot be read")
                }
                guard Manifest.hash(bytes) == entry.manifest.hashes[path] else {
                    throw .altered(path: path, part: entry.part, reason: "does not have the bytes its manifest lists")
                }
                files.append(OutputFile(path: path, bytes: bytes))
            }
        }
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, first.mark)
    }

    /// Every plain file under `folder` except its manifest, by relative path.
    private static func filesUnder(_ folder: String, part: String) throws(MergeError) -> Set<String> {
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
                default: throw .altered(path: child, part: part, reason: "is not a plain file or folder")
                }
            }
        }
        return result
    }
}
