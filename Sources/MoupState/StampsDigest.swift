import Crypto

/// A digest of a set of (path, stamp) pairs that does not depend on their order: the sum of a
/// SHA-256 per pair, with the count. A build keeps it for its output, so that the next build can tell
/// the output is untouched by walking it once, without reading back a stamp per file.
public struct StampsDigest: Hashable, Sendable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    public private(set) var count = 0

    public init() {}

    public init(_ files: [String: FileStamp]) {
        for (path, stamp) in files { add(path, stamp) }
    }

    public mutating func add(_ path: String, _ stamp: FileStamp) {
        let (h, l) = Self.hash(path, stamp)
        high &+= h
        low &+= l
        count += 1
    }

    /// Adds every pair of `other` (the digest of another set of files).
    public mutating func add(_ other: StampsDigest) {
        high &+= other.high
        low &+= other.low
        count += other.count
    }

    /// Takes out a pair that `add` put in: what a rebuild does for each file it replaces or removes,
    /// so that the digest of the output follows the files it changed without a walk over the rest.
    public mutating func remove(_ path: String, _ stamp: FileStamp) {
        let (h, l) = Self.hash(path, stamp)
        high &-= h
        low &-= l
        count -= 1
    }

    /// `add` of a path given as its UTF-8 bytes (`FolderStamps.digest(of:in:under:)`, without a
    /// `String` per path).
    mutating func add(pathBytes path: UnsafeBufferPointer<UInt8>, _ stamp: FileStamp, scratch: inout [UInt8]) {
        scratch.removeAll(keepingCapacity: true)
        stamp.appendText(to: &scratch)
        scratch.append(0x09)
        scratch.append(contentsOf: path)
        let (h, l) = scratch.withUnsafeBufferPointer(Self.hash)
        high &+= h
        low &+= l
        count += 1
    }

    /// The first 128 bits of the SHA-256 of `<stamp text>\t<path>`.
    private static func hash(_ path: String, _ stamp: FileStamp) -> (UInt64, UInt64) {
        var text = Array(stamp.text.utf8)
        text.append(0x09)
        text += path.utf8
        return text.withUnsafeBufferPointer(hash)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var hasher = SHA256()
        hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
        return hasher.finalize().withUnsafeBytes { bytes in
            (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The digest in `text`'s form; nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[1].count == 32, let count = Int(parts[0]), count >= 0,
              let high = UInt64(parts[1].prefix(16), radix: 16), let low = UInt64(parts[1].suffix(16), radix: 16)
        else { return nil }
        self.count = count
        self.high = high
        self.low = low
    }

    /// `<count>:<32 hex digits>`.
    public var text: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "\(count):" + hex(high) + hex(low)
    }
}
