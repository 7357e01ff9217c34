import MoupModel
import MoupOutput

extension MergeError {
    /// Why the shard folders cannot be merged, in the terminal's words (`merge.*`); the English text is
    /// `description`, word for word. The system's reason and a part's `altered` reason stay as written.
    var wording: Wording {
        switch self {
        case .notAShard(let part):
            return Wording("merge.notAShard", ["part": .text(part), "manifest": .text(Self.manifestFileName)])
        case .unreadable(let path, let code):
            return Wording("merge.unreadable", ["path": .text(path), "reason": .text(OutputError.reason(for: code))])
        case .differentInputs(let part, let other):
            return Wording("merge.differentInputs", ["part": .text(part), "other": .text(other)])
        case .differentCounts(let part, let other):
            return Wording("merge.differentCounts", ["part": .text(part), "other": .text(other)])
        case .sameShard(let index, let part, let other):
            return Wording("merge.sameShard", ["index": .text("\(index)"), "part": .text(part), "other": .text(other)])
        case .missingShards(let indices, let count):
            return Wording(
                "merge.missingShards",
                [
                    "shards": .text(indices.map { "\($0)/\(count)" }.joined(separator: ", ")),
                    "count": .text("\(count)"),
                ])
        case .overlap(let path, let part, let other):
            return Wording("merge.overlap", ["path": .text(path), "part": .text(part), "other": .text(other)])
        case .altered(let path, let part, let reason):
            return Wording("merge.altered", ["path": .text(path), "part": .text(part), "reason": .text(reason)])
        }
    }
}
