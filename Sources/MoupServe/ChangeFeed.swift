import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether anything changed under the watched folders since the last call (hidden files, whose names
/// start with `.`, and editor backups ending in `~` do not count).
protocol ChangeFeed {
    mutating func changed() -> Bool
}

/// The change feed for `folders`, and how often to ask it: inotify on Linux (one non-blocking read of
/// its queue per call, so asking often costs nothing), else comparing snapshots of the tree.
func makeChangeFeed(folders: [String], pollInterval: Duration) -> (feed: any ChangeFeed, interval: Duration) {
    #if canImport(Glibc)
    if let feed = InotifyFeed(folders: folders) { return (feed, .milliseconds(100)) }
    #endif
    return (PollingFeed(watcher: TreeWatcher(folders: folders)), pollInterval)
}

/// Compares every file's size and modification time with the last call's.
struct PollingFeed: ChangeFeed {
    let watcher: TreeWatcher
    private var seen: [String: TreeWatcher.Stamp]

    init(watcher: TreeWatcher) {
        self.watcher = watcher
        seen = watcher.snapshot()
    }

    mutating func changed() -> Bool {
        let now = watcher.snapshot()
        defer { seen = now }
        return now != seen
    }
}

#if canImport(Glibc)
/// The kernel's inotify: a watch on every folder under the watched ones (added again after a
/// change, so that new folders are watched too).
final class InotifyFeed: ChangeFeed {
    private let descriptor: Int32
    private let folders: [String]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    init?(folders: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.folders = folders
        watchFolders()
    }

    deinit {
        close(descriptor)
    }

    func changed() -> Bool {
        var relevant = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            relevant = relevant || Self.hasRelevantEvent(buffer[0..<count])
        }
        if relevant { watchFolders() }
        return relevant
    }

    /// Whether the events in `bytes` (`struct inotify_event`s: wd, mask, cookie, len, name) name a
    /// file that counts.
    static func hasRelevantEvent(_ bytes: ArraySlice<UInt8>) -> Bool {
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            let field = { (at: Int) in
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
            let mask = field(offset + 4)
            let length = Int(field(offset + 12))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += 16 + length
            if mask & UInt32(IN_IGNORED) != 0 { continue }
            if name.hasPrefix(".") || name.hasSuffix("~") { continue }
            return true
        }
        return false
    }

    /// Adds a watch on each folder and every folder below it (adding one twice is harmless).
    private func watchFolders() {
        for folder in folders {
            _ = inotify_add_watch(descriptor, folder, Self.mask)
            guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder),
                                                              includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                _ = inotify_add_watch(descriptor, url.path, Self.mask)
            }
        }
    }
}
#endif
