import Foundation
import MoupSystem

/// Whether anything changed under the watched folders since the last call (hidden files, whose names
/// start with `.`, and editor backups ending in `~` do not count).
protocol ChangeFeed {
    /// How long to wait between two calls of `changed()`.
    var interval: Duration { get }
    mutating func changed() -> Bool
}

/// The change feed for `folders`: the kernel's notices where it gives them for every folder (inotify
/// on Linux: one non-blocking read of its queue per call, so asking often costs nothing), else
/// comparing snapshots of the tree every `pollInterval`. `watchLimitReached` says the kernel gives
/// notices but would not watch every folder (its limit per user is reached, often by editors and
/// other watchers): the terminal says so and how to raise the limit.
func makeChangeFeed(
    folders: [String], pollInterval: Duration
) -> (feed: any ChangeFeed, watchLimitReached: Bool) {
    let polling = { PollingFeed(watcher: TreeWatcher(folders: folders), interval: pollInterval) }
    guard let notices = ChangeNotices() else { return (polling(), false) }
    guard let feed = InotifyFeed(notices: notices, folders: folders, pollInterval: pollInterval) else {
        return (polling(), true)
    }
    return (feed, false)
}

/// Compares every file's size and modification time with the last call's.
struct PollingFeed: ChangeFeed {
    let watcher: TreeWatcher
    let interval: Duration
    private var seen: [String: TreeWatcher.Stamp]

    init(watcher: TreeWatcher, interval: Duration) {
        self.watcher = watcher
        self.interval = interval
        seen = watcher.snapshot()
    }

    mutating func changed() -> Bool {
        let now = watcher.snapshot()
        defer { seen = now }
        return now != seen
    }
}

/// The kernel's notices (`ChangeNotices`): a watch on every folder under the watched ones (added again
/// after a change, so that new folders are watched too). Should the kernel refuse a new folder's
/// watch later, the feed compares snapshots from then on, so that no change goes unseen.
final class InotifyFeed: ChangeFeed {
    private let notices: ChangeNotices
    private let folders: [String]
    private let pollInterval: Duration
    /// Set once the kernel has refused a watch.
    private var polling: PollingFeed?

    /// Nil when the kernel refuses to watch one of the folders.
    init?(notices: ChangeNotices, folders: [String], pollInterval: Duration) {
        self.notices = notices
        self.folders = folders
        self.pollInterval = pollInterval
        guard watchFolders() else { return nil }
    }

    var interval: Duration { polling?.interval ?? .milliseconds(100) }

    func changed() -> Bool {
        if let changed = polling?.changed() { return changed }
        let relevant = notices.names().contains { !$0.hasPrefix(".") && !$0.hasSuffix("~") }
        if relevant, !watchFolders() {
            polling = PollingFeed(watcher: TreeWatcher(folders: folders), interval: pollInterval)
        }
        return relevant
    }

    /// Adds a watch on each folder and every folder below it (adding one twice is harmless); false
    /// when the kernel refused one.
    private func watchFolders() -> Bool {
        var watchedAll = true
        for folder in folders {
            watchedAll = notices.watch(folder) && watchedAll
            guard
                let walker = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: folder),
                    includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                watchedAll = notices.watch(url.path) && watchedAll
            }
        }
        return watchedAll
    }
}
