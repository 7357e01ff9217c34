import MoupSystem

/// The stamp of every file under a folder, by relative `/`-separated path, read with `readdir` and
/// `fstatat` only (no file is opened). Symbolic links are followed like the loader follows them; a
/// link that loops or points nowhere is recorded as missing, so it still counts as a change.
package struct FolderStamps: Hashable, Sendable {
    package internal(set) var files: [String: FileStamp] = [:]
    /// Paths that are there but could not be stamped (a broken or looping link, an unreadable folder).
    package internal(set) var unreadable: [String] = []

    package init(files: [String: FileStamp] = [:]) {
        self.files = files
    }

    /// Walks `folder` (nothing when it does not exist). Hidden names (`.git`, `.DS_Store`) are
    /// skipped, as the content loader skips them. The walk of `list(walking:)`, by path.
    package init(walking folder: String) {
        let walked = Self.list(walking: folder)
        files = Dictionary(uniqueKeysWithValues: walked.files.map { ($0.path, $0.stamp) })
        unreadable = walked.unreadable
    }
}
