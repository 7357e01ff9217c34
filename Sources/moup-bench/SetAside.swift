import Foundation
import MoupSystem

/// Folders the benchmark no longer needs, moved aside rather than deleted until it has measured
/// everything.
///
/// On ext4 without a journal (this machine's disk) the kernel will not reuse an inode freed in the
/// last five minutes or so (`recently_deleted` in `fs/ext4/ialloc.c`): it looks at each such inode
/// before taking the next free one. So a build that creates thousands of files soon after thousands
/// were deleted spends most of its time in that look-up. Measured here, while a compiler also ran
/// (13,000 one-byte files in 130 folders, from Python): 1.0 s at first; 6.5 s right after deleting
/// them, 11 s forty seconds after a deletion and a `sync`; 1.9 s five minutes after a deletion.
/// A deletion between two measured runs would be charged to the second one, moup's or Hugo's.
/// A rename frees no inode, so the benchmark renames what it discards and deletes it all at the end.
struct SetAside {
    /// Where discarded folders wait: `<root>/.set-aside`.
    let folder: String
    private var count = 0

    init(root: String) {
        folder = root + "/.set-aside"
    }

    /// Moves `path` (when it exists) out of the way, freeing nothing yet.
    mutating func discard(_ path: String) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: path) else { return }
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        count += 1
        var target = folder + "/\(ThisProcess.id)-\(count)"
        while fm.fileExists(atPath: target) {
            count += 1
            target = folder + "/\(ThisProcess.id)-\(count)"
        }
        try fm.moveItem(atPath: path, toPath: target)
    }

    /// Deletes everything discarded; call once every measurement is done.
    func deleteAll() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
