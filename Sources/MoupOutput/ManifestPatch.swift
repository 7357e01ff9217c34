#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A manifest changed line by line, for a rebuild that replaces a few files of a large site
/// (`OutputWriter.replace`): the lines of the files it keeps are copied as their bytes, never parsed
/// into a value each, and the new lines are merged in at their place in byte order, so the result is
/// the manifest `Manifest.encoded()` gives for the same files.
struct ManifestPatch {
    /// The new manifest.
    var bytes: [UInt8] = []
    /// The hashes the previous manifest had for the paths dropped or added.
    var previous: [String: String] = [:]
    /// The paths the previous manifest had and the new one drops.
    var removed: [String] = []
    /// The lines copied from the previous manifest as they were.
    var kept = 0

    /// `manifest` (the previous one's bytes) without the lines of `dropping`, with a line per `adding`
    /// (path → hash); nil when `manifest` is not a manifest.
    init?(_ manifest: [UInt8], dropping: Set<String>, adding: [String: String]) {
        let added = adding.keys.sorted(by: Manifest.bytesPrecede).map { (path: Array($0.utf8), hash: adding[$0]!) }
        var next = 0
        bytes.reserveCapacity(manifest.count + added.count * 100)
        func emit(_ entry: (path: [UInt8], hash: String)) {
            bytes += entry.hash.utf8
            bytes += [UInt8(ascii: " "), UInt8(ascii: " ")]
            bytes += entry.path
            bytes.append(0x0A)
        }
        var sawHeader = false
        let whole = manifest.withUnsafeBufferPointer { all -> Bool in
            var start = 0
            while start < all.count {
                let end = memchr(all.baseAddress! + start, 0x0A, all.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(all.baseAddress!) } ?? all.count
                let line = UnsafeBufferPointer(rebasing: all[start..<end])
                start = end + 1
                if line.first == UInt8(ascii: "#") {
                    if !sawHeader {
                        guard Array(line) == Array(Manifest.header.utf8) else { return false }
                        sawHeader = true
                    }
                    bytes += line
                    bytes.append(0x0A)
                    continue
                }
                guard sawHeader, line.count > 66, line[64] == UInt8(ascii: " "), line[65] == UInt8(ascii: " ") else { return false }
                let path = UnsafeBufferPointer(rebasing: line[66...])
                let name = String(decoding: path, as: UTF8.self)
                if dropping.contains(name) || adding[name] != nil {
                    previous[name] = String(decoding: UnsafeBufferPointer(rebasing: line[0..<64]), as: UTF8.self)
                    if adding[name] == nil { removed.append(name) }
                    continue
                }
                while next < added.count,
                      added[next].path.withUnsafeBytes({ Manifest.bytesPrecede($0, UnsafeRawBufferPointer(path)) }) {
                    emit(added[next])
                    next += 1
                }
                bytes += line
                bytes.append(0x0A)
                kept += 1
            }
            return true
        }
        guard whole, sawHeader else { return nil }
        while next < added.count {
            emit(added[next])
            next += 1
        }
    }
}
