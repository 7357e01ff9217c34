import MoupSystem

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
    /// (path → hash); nil when `manifest` is not a manifest, or not in byte order.
    ///
    /// The lines of the paths dropped or added and the lines added are found by merging their sorted
    /// lists with the manifest's, one byte comparison per line; the lines between are copied in runs.
    init?(_ manifest: [UInt8], dropping: Set<String>, adding: [String: String]) {
        let added = adding.keys.sorted(by: Manifest.bytesPrecede).map { (path: Array($0.utf8), hash: adding[$0]!) }
        // Every path whose old line goes (dropped, or given a new line), in byte order.
        let touched = dropping.union(adding.keys).sorted(by: Manifest.bytesPrecede).map { Array($0.utf8) }
        var nextAdded = 0
        var nextTouched = 0
        bytes.reserveCapacity(manifest.count + added.count * 100)
        func emit(_ entry: (path: [UInt8], hash: String)) {
            bytes += entry.hash.utf8
            bytes += [UInt8(ascii: " "), UInt8(ascii: " ")]
            bytes += entry.path
            bytes.append(0x0A)
        }
        func precedes(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            a.withUnsafeBytes { Manifest.bytesPrecede($0, UnsafeRawBufferPointer(b)) }
        }
        var sawHeader = false
        let whole = manifest.withUnsafeBufferPointer { all -> Bool in
            // The kept lines are copied in runs: `run` is where the current one starts.
            var run: Int?
            func flush(upTo end: Int) {
                if let start = run { bytes += UnsafeBufferPointer(rebasing: all[start..<end]) }
                run = nil
            }
            var last: UnsafeBufferPointer<UInt8>?
            var start = 0
            while start < all.count {
                let end = Bytes.firstIndex(of: 0x0A, in: all, from: start) ?? all.count
                let lineStart = start
                let line = UnsafeBufferPointer(rebasing: all[start..<end])
                start = end + 1
                if line.first == UInt8(ascii: "#") {
                    if !sawHeader {
                        guard line.elementsEqual(Manifest.header.utf8) else { return false }
                        sawHeader = true
                    }
                    if run == nil { run = lineStart }
                    continue
                }
                guard sawHeader, line.count > 66, line[64] == UInt8(ascii: " "), line[65] == UInt8(ascii: " ") else {
                    return false
                }
                let path = UnsafeBufferPointer(rebasing: line[66...])
                if let last {
                    guard Manifest.bytesPrecede(UnsafeRawBufferPointer(last), UnsafeRawBufferPointer(path)) else {
                        return false
                    }
                }
                last = path
                while nextTouched < touched.count, precedes(touched[nextTouched], path) { nextTouched += 1 }
                if nextTouched < touched.count, touched[nextTouched].elementsEqual(path) {
                    nextTouched += 1
                    flush(upTo: lineStart)
                    let name = String(decoding: path, as: UTF8.self)
                    previous[name] = String(decoding: UnsafeBufferPointer(rebasing: line[0..<64]), as: UTF8.self)
                    if adding[name] == nil { removed.append(name) }
                    continue
                }
                if nextAdded < added.count, precedes(added[nextAdded].path, path) {
                    flush(upTo: lineStart)
                    while nextAdded < added.count, precedes(added[nextAdded].path, path) {
                        emit(added[nextAdded])
                        nextAdded += 1
                    }
                }
                if run == nil { run = lineStart }
                kept += 1
            }
            flush(upTo: all.count)
            return true
        }
        guard whole, sawHeader else { return nil }
        // A last line without its newline (a file cut short) gets one, as every line written does.
        if bytes.last != 0x0A { bytes.append(0x0A) }
        while nextAdded < added.count {
            emit(added[nextAdded])
            nextAdded += 1
        }
    }
}
