import Crypto

/// `.moup-manifest`: the SHA-256 of every file of a written site, one `hex  path` line per file,
/// sorted by path bytes. Its presence marks a folder as moup's own; its hashes make builds incremental.
/// A shard's folder (`moup build --shard`) has a second comment line, its `ShardMark`.
struct Manifest: Hashable, Sendable {
    static let fileName = ".moup-manifest"
    static let header = "# moup output manifest v1: sha256  path"

    /// Path → lowercase hex SHA-256.
    var hashes: [String: String]
    /// Set in a shard's folder only.
    var shard: ShardMark?

    init(hashes: [String: String] = [:], shard: ShardMark? = nil) {
        self.hashes = hashes
        self.shard = shard
    }

    static func hash(_ bytes: [UInt8]) -> String {
        let digest = SHA256.hash(data: bytes)
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in digest {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Paths in byte order (not Unicode order, so the file is the same on every platform).
    var sortedPaths: [String] {
        hashes.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    func encoded() -> [UInt8] {
        var text = Manifest.header + "\n"
        if let shard { text += shard.line + "\n" }
        for path in sortedPaths {
            text += hashes[path]! + "  " + path + "\n"
        }
        return Array(text.utf8)
    }

    /// Parses a manifest; lines that do not parse are skipped (they only cost an incremental hit).
    static func parse(_ bytes: [UInt8]) -> Manifest {
        var hashes: [String: String] = [:]
        var shard: ShardMark?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard !line.hasPrefix("#") else {
                shard = shard ?? ShardMark(line: line)
                continue
            }
            let utf8 = Array(line.utf8)
            guard utf8.count > 66, utf8[64] == UInt8(ascii: " "), utf8[65] == UInt8(ascii: " ") else { continue }
            let hash = String(decoding: utf8[0..<64], as: UTF8.self)
            let path = String(decoding: utf8[66...], as: UTF8.self)
            hashes[path] = hash
        }
        return Manifest(hashes: hashes, shard: shard)
    }
}
