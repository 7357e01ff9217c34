/// What a shard's output folder says about itself, on its manifest's second line
/// (`# shard 2/3 inputs <sha256>`, then ` publishes <tag>` when built with `--publishes-to`): which
/// part of how many it is, the digest of the inputs it was built from, so `moup merge` joins only the
/// parts of one build, and which output folder's records it was computed from.
package struct ShardMark: Hashable, Sendable, CustomStringConvertible {
    /// 1 ... count.
    package var index: Int
    package var count: Int
    /// Lowercase hex SHA-256 of the build's inputs (the same for every shard of one build).
    package var inputs: String
    /// The tag of the output folder whose publication records (published payslips, event revisions)
    /// the shard read and continued (`StateFolder.outputTag`, 16 hex digits); nil when it kept none.
    package var publishesTo: String?

    package init(index: Int, count: Int, inputs: String, publishesTo: String? = nil) {
        self.index = index
        self.count = count
        self.inputs = inputs
        self.publishesTo = publishesTo
    }

    static let prefix = "# shard "

    /// `# shard 2/3 inputs 3f…`.
    var line: String {
        Self.prefix + "\(index)/\(count) inputs \(inputs)" + (publishesTo.map { " publishes \($0)" } ?? "")
    }

    /// The mark in a manifest line, or nil when the line is not one.
    init?(line: Substring) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        let words = line.dropFirst(Self.prefix.count).split(separator: " ")
        let numbers = words.first?.split(separator: "/") ?? []
        func isHex(_ word: Substring, digits: Int) -> Bool {
            word.utf8.count == digits && word.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        }
        guard words.count == 3 || (words.count == 5 && words[3] == "publishes" && isHex(words[4], digits: 16)),
            words[1] == "inputs", numbers.count == 2,
            let index = Int(numbers[0]), let count = Int(numbers[1]), count >= 1, (1...count).contains(index),
            isHex(words[2], digits: 64)
        else { return nil }
        self.init(
            index: index, count: count, inputs: String(words[2]), publishesTo: words.count == 5 ? String(words[4]) : nil
        )
    }

    /// `shard 2/3`.
    package var description: String { "shard \(index)/\(count)" }
}
