/// Why shard folders cannot be merged. Nothing is written when one of these is thrown.
package enum MergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A folder given is not one written by `moup build --shard` (no manifest, or one without its shard line).
    case notAShard(String)
    /// A shard folder cannot be read.
    case unreadable(path: String, errno: Int32)
    /// Two shards come from different builds (other content, templates, secrets, build date or program).
    case differentInputs(shard: String, other: String)
    /// Two shards split the site in a different number of shards.
    case differentCounts(shard: String, other: String)
    /// Two shards are the same shard.
    case sameShard(index: Int, shard: String, other: String)
    /// Shards of the build are not among the folders given.
    case missingShards([Int], count: Int)
    /// Two shards both have this file.
    case overlap(path: String, shard: String, other: String)
    /// A shard's file is not as its manifest says: changed, missing, not listed, or not a plain file.
    case altered(path: String, shard: String, reason: String)

    package var description: String {
        switch self {
        case .notAShard(let shard):
            return "\"\(shard)\" is not a shard folder (its \(Manifest.fileName) has no shard line): "
                + "give the output folders of 'moup build --shard I/N'"
        case .unreadable(let path, let code):
            return "could not read \"\(path)\": \(OutputError.message(for: code))"
        case .differentInputs(let shard, let other):
            return "\"\(shard)\" and \"\(other)\" were built from different inputs (content, templates, secrets, "
                + "--today or moup program): build every shard again from the same ones"
        case .differentCounts(let shard, let other):
            return "\"\(shard)\" and \"\(other)\" split the site into a different number of shards"
        case .sameShard(let index, let shard, let other):
            return "\"\(shard)\" and \"\(other)\" are both shard \(index)"
        case .missingShards(let indices, let count):
            return "shard " + indices.map { "\($0)/\(count)" }.joined(separator: ", ")
                + " is missing: give the folders of all \(count) shards, or the site would lack their pages"
        case .overlap(let path, let shard, let other):
            return "\"\(path)\" is in both \"\(other)\" and \"\(shard)\": the shards overlap"
        case .altered(let path, let shard, let reason):
            return
                "\"\(shard)/\(path)\" \(reason): the shard folder was changed after it was built; build that shard again"
        }
    }

    /// The kind of problem, stable for scripts (the `code` of the JSON log).
    package var code: String {
        switch self {
        case .notAShard: return "merge.not-a-shard"
        case .unreadable: return "merge.unreadable"
        case .differentInputs: return "merge.different-inputs"
        case .differentCounts: return "merge.different-counts"
        case .sameShard: return "merge.same-shard"
        case .missingShards: return "merge.missing-shards"
        case .overlap: return "merge.overlap"
        case .altered: return "merge.altered"
        }
    }

    /// The shard the problem is about.
    package var shard: String {
        switch self {
        case .notAShard(let shard), .unreadable(let shard, _), .differentInputs(let shard, _),
            .differentCounts(let shard, _),
            .sameShard(_, let shard, _), .overlap(_, let shard, _), .altered(_, let shard, _):
            return shard
        case .missingShards:
            return ""
        }
    }
}
