/// What a shard's output folder says about itself, on its manifest's second line
/// (`# shard 2/3 inputs <sha256>`): which part of how many it is, and the digest of the inputs it was
/// built from, so `moup merge` joins only the parts of one build.
public struct ShardMark: Hashable, Sendable, CustomStringConvertible {
    /// 1 ... count.
    public var index: Int
    public var count: Int
    /// Lowercase hex SHA-256 of the build's inputs (the same for every shard of one build).
    public var inputs: String

    public init(index: Int, count: Int, inputs: String) {
        self.index = index
        self.count = count
        self.inputs = inputs
    }

    static let prefix = "# shard "

    /// `# shard 2/3 inputs 3f…`.
    var line: String { Self.prefix + "\(index)/\(count) inputs \(inputs)" }

    /// The mark in a manifest line, or nil when the line is not one.
    init?(line: Substring) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        let words = line.dropFirst(Self.prefix.count).split(separator: " ")
        let numbers = words.first?.split(separator: "/") ?? []
        guard words.count == 3, words[1] == "inputs", numbers.count == 2,
              let index = Int(numbers[0]), let count = Int(numbers[1]), count >= 1, (1...count).contains(index),
              words[2].utf8.count == 64, words[2].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        self.init(index: index, count: count, inputs: String(words[2]))
    }

    /// `shard 2/3`.
    public var description: String { "shard \(index)/\(count)" }
}
