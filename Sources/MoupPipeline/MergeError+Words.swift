import MoupModel
import MoupOutput

extension MergeError {
    /// Why the shard folders cannot be merged, in the terminal's words (`merge.*`); the English text is
    /// `description`, word for word. The system's reason and a part's `altered` reason stay as written.
    var wording: Wording {
        switch self {
        case let .notAShard(part):
            return Wording("merge.notAShard", ["part": .text(part), "manifest": .text(Self.manifestFileName)])
        case let .unreadable(path, code):
            return Wording("merge.unreadable", ["path": .text(path), "reason": .text(OutputError.reason(for: code))])
        case let .differentInputs(part, other):
            return Wording("merge.differentInputs", ["part": .text(part), "other": .text(other)])
        case let .differentCounts(part, other):
            return Wording("merge.differentCounts", ["part": .text(part), "other": .text(other)])
        case let .sameShard(index, part, other):
            return Wording("merge.sameShard", ["index": .text("\(index)"), "part": .text(part), "other": .text(other)])
        case let .missingShards(indices, count):
            return Wording("merge.missingShards", ["shards": .text(indices.map { "\($0)/\(count)" }.joined(separator: ", ")),
                                                   "count": .text("\(count)")])
        case let .overlap(path, part, other):
            return Wording("merge.overlap", ["path": .text(path), "part": .text(part), "other": .text(other)])
        case let .altered(path, part, reason):
            return Wording("merge.altered", ["path": .text(path), "part": .text(part), "reason": .text(reason)])
        }
    }
}
