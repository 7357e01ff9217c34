import Foundation

/// Notices changes under some folders by comparing, every poll, each file's path, size and
/// modification time (a poll of a few hundred files takes well under a millisecond's worth of
/// system calls per file).
struct TreeWatcher: Sendable {
    struct Stamp: Hashable, Sendable {
        var size: Int
        var modified: Double
    }

    let folders: [String]

    /// Every file under the folders (hidden names skipped) with its size and modification time.
    func snapshot() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isDirectoryKey]
        for folder in folders {
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: folder), includingPropertiesForKeys: keys,
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isDirectory != true else {
                    continue
                }
                result[url.path] = Stamp(
                    size: values.fileSize ?? 0,
                    modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0)
            }
        }
        return result
    }
}
