import Crypto
import MoupSystem

/// The manifest of an output folder: the SHA-256 of every file of a written site, one `hex  path`
/// line per file, sorted by path bytes. It lives beside the folder, never in it (`.site.moup-manifest`
/// for `site/`, as the staging folders and the lock), so that what is published does not list itself:
/// a listing of every path would name each personal feed's secret address. Its presence marks the
/// folder as moup's own; its hashes make builds incremental. A shard's folder (`moup build --shard`)
/// has a second comment line, its `ShardMark`.
struct Manifest: Hashable, Sendable {
    /// The name the manifest had inside the output folder before it moved beside it; a folder that
    /// still holds one is moup's, and the next write leaves it out (`OutputWriter`).
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

    /// `.site.moup-manifest` beside `site` (`out/.site.moup-manifest` for `out/site/`).
    static func path(forOutput output: String) -> String {
        let target = FileSystem.absoluteWhenBare(OutputWriter.normalized(output))
        return FileSystem.parentOf(target) + "/." + FileSystem.baseName(target) + ".moup-manifest"
    }

    /// The manifest of the output folder `output`, read from beside it; nil when there is none.
    static func bytes(forOutput output: String) -> [UInt8]? {
        FileSystem.read(path(forOutput: output))
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
        hashes.keys.sorted(by: Self.bytesPrecede)
    }

    /// Byte order of the UTF-8 of two strings, by `memcmp` where both are stored contiguously.
    static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                bytesPrecede(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y))
            }
        }
        return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Byte order of two runs of bytes (`Bytes.precedes`).
    static func bytesPrecede(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        Bytes.precedes(x, y)
    }

    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(hashes.count * 128)
        out += Manifest.header.utf8
        out.append(UInt8(ascii: "\n"))
        if let shard {
            out += shard.line.utf8
            out.append(UInt8(ascii: "\n"))
        }
        for path in sortedPaths {
            out += hashes[path]!.utf8
            out += [UInt8(ascii: " "), UInt8(ascii: " ")]
            out += path.utf8
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Parses a manifest; lines that do not parse are skipped (they only cost an incremental hit).
    static func parse(_ bytes: [UInt8]) -> Manifest {
        var hashes: [String: String] = [:]
        var shard: ShardMark?
        bytes.withUnsafeBufferPointer { all in
            eachLine(in: all) { line in
                if all[line].first == UInt8(ascii: "#") {
                    shard = shard ?? ShardMark(line: Substring(String(decoding: all[line], as: UTF8.self)))
                } else if let path = path(of: line, in: all) {
                    hashes[String(decoding: all[path], as: UTF8.self)] =
                        String(decoding: all[line.lowerBound..<line.lowerBound + 64], as: UTF8.self)
                }
            }
        }
        return Manifest(hashes: hashes, shard: shard)
    }

    /// Calls `body` with the range of the path of each page line of the manifest in `bytes`, in file order.
    static func eachPath(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        eachLine(in: bytes) { line in
            if bytes[line].first != UInt8(ascii: "#"), let path = path(of: line, in: bytes) { body(path) }
        }
    }

    /// The range of the path of a page line (`<sha256>  <path>`); nil for any other line.
    private static func path(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line.count > 66, bytes[line.lowerBound + 64] == UInt8(ascii: " "),
            bytes[line.lowerBound + 65] == UInt8(ascii: " ")
        else { return nil }
        return line.lowerBound + 66..<line.upperBound
    }

    /// Each line's range (without its newline), found with `Bytes.firstIndex` (`memchr`): a
    /// 10,000-worker manifest is 13 MB, read by every rebuild before it can stamp the output.
    private static func eachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            let end = Bytes.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
            body(start..<end)
            start = end + 1
        }
    }
}
