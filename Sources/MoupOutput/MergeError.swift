/// Why shard folders cannot be merged. Nothing is written when one of these is thrown.
package enum MergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A part is not a folder written by `moup build --shard` (no manifest, or one without its shard line).
    case notAShard(String)
    /// A part cannot be read.
    case unreadable(path: String, errno: Int32)
    /// Two parts come from different builds (other content, templates, secrets, build date or program).
    case differentInputs(part: String, other: String)
    /// Two parts split the site in a different number of shards.
    case differentCounts(part: String, other: String)
    /// Two parts are the same shard.
    case sameShard(index: Int, part: String, other: String)
    /// Shards of the build are not among the parts.
    case missingShards([Int], count: Int)
    /// Two parts both have this file.
    case overlap(path: String, part: String, other: String)
    /// A part's file is not as its manifest says: changed, missing, not listed, or not a plain file.
    case altered(path: String, part: String, reason: String)

    package var description: String {
        switch self {
        case .notAShard(let part):
            return "\"\(part)\" is not a shard folder (its \(Manifest.fileName) has no shard line): "
                + "give the output folders of 'moup build --shard I/N'"
        case .unreadable(let path, let code):
            return "could not read \"\(path)\": \(OutputError.message(for: code))"
        case .differentInputs(let part, let other):
            return "\"\(part)\" and \"\(other)\" were built from different inputs (content, templates, secrets, "
                + "--today or moup program): build every shard again from the same ones"
        case .differentCounts(let part, let other):
            return "\"\(part)\" and \"\(other)\" split the site into a different number of shards"
        case .sameShard(let index, let part, let other):
            return "\"\(part)\" and \"\(other)\" are both shard \(index)"
        case .missingShards(let indices, let count):
            return "shard " + indices.map { "\($0)/\(count)" }.joined(separator: ", ")
                + " is missing: give the folders of all \(count) shards, or the site would lack their pages"
        case .overlap(let path, let part, let other):
            return "\"\(path)\" is in both \"\(other)\" and \"\(part)\": the shards overlap"
        case .altered(let path, let part, let reason):
            return
                "\"\(part)/\(path)\" \(reason): the shard folder was changed after it was built; build that shard again"
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

    /// The part the problem is about.
    package var part: String {
        switch self {
        case .notAShard(let part), .unreadable(let part, _), .differentInputs(let part, _),
            .differentCounts(let part, _),
            .sameShard(_, let part, _), .overlap(_, let part, _), .altered(_, let part, _):
            return part
        case .missingShards:
            return ""
        }
    }
}
