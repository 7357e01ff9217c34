import Foundation
import MoupSystem

/// Whether anything changed under the watched folders since the last call (hidden files, whose names
/// start with `.`, and editor backups ending in `~` do not count).
protocol ChangeFeed {
    mutating func changed() -> Bool
}

/// The change feed for `folders`, and how often to ask it: the kernel's notices where it gives them
/// (inotify on Linux: one non-blocking read of its queue per call, so asking often costs nothing),
/// else comparing snapshots of the tree.
func makeChangeFeed(folders: [String], pollInterval: Duration) -> (feed: any ChangeFeed, interval: Duration) {
    if let feed = InotifyFeed(folders: folders) { return (feed, .milliseconds(100)) }
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

/// The kernel's notices (`ChangeNotices`): a watch on every folder under the watched ones (added again
/// after a change, so that new folders are watched too).
final class InotifyFeed: ChangeFeed {
    private let notices: ChangeNotices
    private let folders: [String]

    init?(folders: [String]) {
        guard let notices = ChangeNotices() else { return nil }
        self.notices = notices
        self.folders = folders
        watchFolders()
    }

    func changed() -> Bool {
        let relevant = notices.names().contains { !$0.hasPrefix(".") && !$0.hasSuffix("~") }
        if relevant { watchFolders() }
        return relevant
    }

    /// Adds a watch on each folder and every folder below it (adding one twice is harmless).
    private func watchFolders() {
        for folder in folders {
            notices.watch(folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: folder),
                    includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                notices.watch(url.path)
            }
        }
    }
}
