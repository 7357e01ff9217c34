/// Writes a built site into its output folder: all of it or nothing.
public struct OutputWriter: Sendable {
    public let destination: String

    public init(destination: String) {
        self.destination = destination
    }

    /// Writes `files` (the full site) so that the destination holds exactly them afterwards.
    public func write(_ files: [OutputFile]) throws -> WriteSummary {
        fatalError("not yet implemented")
    }
}

/// What a write changed.
public struct WriteSummary: Hashable, Sendable {
    public var written: Int
    public var unchanged: Int
    public var removed: Int

    public init(written: Int, unchanged: Int, removed: Int) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
