import MoupModel
import MoupOutput

extension MergeError {
    /// Why the shard folders cannot be merged, in the terminal's words (`merge.*`); the English text is
    /// `description`, word for word. The system's reason and a shard's `altered` reason stay as written.
    var wording: Wording {
        switch self {
        case .notAShard(let shard):
            return Wording("merge.notAShard", ["shard": .text(shard), "manifest": .text(Self.manifestFileName)])
        case .unreadable(let path, let code):
            return Wording("merge.unreadable", ["path": .text(path), "reason": .text(OutputError.reason(for: code))])
        case .differentInputs(let shard, let other):
            return Wording("merge.differentInputs", ["shard": .text(shard), "other": .text(other)])
        case .differentCounts(let shard, let other):
            return Wording("merge.differentCounts", ["shard": .text(shard), "other": .text(other)])
        case .sameShard(let index, let shard, let other):
            return Wording(
                "merge.sameShard", ["index": .text("\(index)"), "shard": .text(shard), "other": .text(other)])
        case .missingShards(let indices, let count):
            return Wording(
                "merge.missingShards",
                [
                    "shards": .text(indices.map { "\($0)/\(count)" }.joined(separator: ", ")),
                    "count": .text("\(count)"),
                ])
        case .overlap(let path, let shard, let other):
            return Wording("merge.overlap", ["path": .text(path), "shard": .text(shard), "other": .text(other)])
        case .altered(let path, let shard, let reason):
            return Wording("merge.altered", ["path": .text(path), "shard": .text(shard), "reason": .text(reason)])
        }
    }
}
