/// A digest of a set of (path, stamp) pairs that does not depend on their order: the sum of a
/// 128-bit hash per pair (`hash(_:path:)`), with the count. A build keeps it for its output, so
/// that the next build can tell the output is untouched by walking it once, without reading back a
/// stamp per file.
package struct StampsDigest: Hashable, Sendable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    package private(set) var count = 0

    package init() {}

    package init(_ files: [String: FileStamp]) {
        for (path, stamp) in files { add(path, stamp) }
    }

    package mutating func add(_ path: String, _ stamp: FileStamp) {
        let (h, l) = Self.hash(path, stamp)
        high &+= h
        low &+= l
        count += 1
    }

    /// Adds every pair of `other` (the digest of another set of files).
    package mutating func add(_ other: StampsDigest) {
        high &+= other.high
        low &+= other.low
        count += other.count
    }

    /// Takes out a pair that `add` put in: what a rebuild does for each file it replaces or removes,
    /// so that the digest of the output follows the files it changed without a walk over the rest.
    package mutating func remove(_ path: String, _ stamp: FileStamp) {
        let (h, l) = Self.hash(path, stamp)
        high &-= h
        low &-= l
        count -= 1
    }

    /// `add` of a path given as its UTF-8 bytes (`FolderStamps.digest(of:in:under:)`, without a
    /// `String` per path).
    mutating func add(pathBytes path: UnsafeBufferPointer<UInt8>, _ stamp: FileStamp) {
        let (h, l) = Self.hash(stamp, path: path)
        high &+= h
        low &+= l
        count += 1
    }

    private static func hash(_ path: String, _ stamp: FileStamp) -> (UInt64, UInt64) {
        var path = path
        return path.withUTF8 { hash(stamp, path: $0) }
    }

    /// The 128-bit hash of one (path, stamp) pair: two lanes of xxHash64's round, seeded apart, over
    /// the stamp's five numbers, the path's bytes as little-endian 8-byte words (the last one padded
    /// with zeros) and the path's length, each lane finished with xxHash64's avalanche. Not a
    /// cryptographic hash: it tells an output the build left from one edited by accident, at a few
    /// nanoseconds a file where a SHA-256 of the pair's text took a microsecond (a rebuild hashes
    /// every file of the output).
    static func hash(_ stamp: FileStamp, path: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var lanes = PairLanes()
        lanes.absorb(stamp.device)
        lanes.absorb(stamp.inode)
        lanes.absorb(UInt64(bitPattern: stamp.size))
        lanes.absorb(UInt64(bitPattern: stamp.seconds))
        lanes.absorb(UInt64(bitPattern: stamp.nanoseconds))
        let raw = UnsafeRawBufferPointer(path)
        var offset = 0
        while offset + 8 <= raw.count {
            lanes.absorb(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < raw.count {
            var last: UInt64 = 0
            for index in offset..<raw.count { last |= UInt64(raw[index]) << (8 * UInt64(index - offset)) }
            lanes.absorb(last)
        }
        return lanes.finish(length: UInt64(raw.count))
    }

    /// The digest in `text`'s form; nil for anything else.
    package init?(text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[1].count == 32, let count = Int(parts[0]), count >= 0,
            let high = UInt64(parts[1].prefix(16), radix: 16), let low = UInt64(parts[1].suffix(16), radix: 16)
        else { return nil }
        self.count = count
        self.high = high
        self.low = low
    }

    /// `<count>:<32 hex digits>`.
    package var text: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "\(count):" + hex(high) + hex(low)
    }
}

/// xxHash64's round and avalanche (Yann Collet, xxhash.com), run twice with different seeds: the
/// two halves of `StampsDigest.hash(_:path:)`.
private struct PairLanes {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private var first: UInt64 = 0x6D6F_7570_2D6F_7574  // "moup-out"
    private var second: UInt64 = 0x7374_616D_7073_2D32  // "stamps-2"

    @inline(__always) private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane &+ word &* prime2
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    @inline(__always) private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* prime2
        value ^= value >> 29
        value = value &* prime3
        value ^= value >> 32
        return value
    }

    @inline(__always) mutating func absorb(_ word: UInt64) {
        first = Self.round(first, word)
        second = Self.round(second, word ^ Self.prime3)
    }

    func finish(length: UInt64) -> (UInt64, UInt64) {
        (Self.avalanche(first ^ length), Self.avalanche(second &+ length &* Self.prime1))
    }
}
