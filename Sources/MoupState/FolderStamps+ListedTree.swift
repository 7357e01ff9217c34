import Foundation
import MoupModel
import MoupSystem

extension FolderStamps {
    /// The digests of the listed `files` under `folder` and of every folder holding one, in one pass:
    /// the same two digests as `digest(of: files…)` and `digest(of: folders…, identity: false)` give
    /// for a listing in byte order (each path a range of `bytes`, relative, `/`-separated; the
    /// folders the ancestors of the files, the folder itself included). Nil when one cannot be stamped.
    ///
    /// Each folder is opened once from its parent (`O_PATH`, following links) and stamped through
    /// that handle, and each file is stamped by name from its folder's handle, so the kernel looks up
    /// one name per path instead of walking the whole path from the top: files in byte order share
    /// their folders with the files before them. The files are split in runs of consecutive paths,
    /// taken in turn by a thread of its own per core; a folder is stamped by the run holding its first file.
    package static func digests(
        ofListed files: [Range<Int>], in bytes: [UInt8],
        under folder: String
    ) -> (files: StampsDigest, folders: StampsDigest)? {
        guard let root = Folder(path: folder), let rootInfo = root.info else { return nil }
        var folders = StampsDigest()
        folders.add(pathBytes: UnsafeBufferPointer(start: nil, count: 0), FileStamp(rootInfo).withoutIdentity)
        // Runs of consecutive paths, taken in turn by one thread of its own per core (`onOwnThreads`):
        // the threads that run tasks stay free for the rest of the build while the output is stamped.
        let runCount = Swift.max(1, Swift.min(files.count / 512, 64))
        let next = NextRun(count: runCount)
        let threads = Swift.min(runCount, ProcessInfo.processInfo.activeProcessorCount)
        let runs = onOwnThreads(threads) { _ -> (StampsDigest, StampsDigest)? in
            var sums = (files: StampsDigest(), folders: StampsDigest())
            while let run = next.take() {
                let start = files.count * run / runCount
                let end = files.count * (run + 1) / runCount
                let stamped = bytes.withUnsafeBufferPointer { all -> (StampsDigest, StampsDigest)? in
                    var walker = ListedTreeWalker(root: root, bytes: all)
                    defer { walker.closeAll() }
                    for index in start..<end {
                        let previous = index == 0 ? nil : files[index - 1]
                        guard walker.stamp(files[index], after: previous) else { return nil }
                    }
                    return (walker.files, walker.folders)
                }
                guard let (runFiles, runFolders) = stamped else { return nil }
                sums.files.add(runFiles)
                sums.folders.add(runFolders)
            }
            return sums
        }
        var total = StampsDigest()
        for run in runs {
            guard let (files, runFolders) = run else { return nil }
            total.add(files)
            folders.add(runFolders)
        }
        return (total, folders)
    }
}

/// The runs of `FolderStamps.digests(ofListed:in:under:)` not yet taken by a thread, in order.
private final class NextRun: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The next run to stamp, or nil when every run is taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// One run of `FolderStamps.digests(ofListed:in:under:)`: the open handles of the folders from the
/// output folder down to the last file's, and the digests so far.
private struct ListedTreeWalker {
    let root: Folder
    let bytes: UnsafeBufferPointer<UInt8>
    /// The open folders below the root, outermost first: each name's range in `bytes` and its handle.
    var open: [(name: Range<Int>, handle: Folder)] = []
    var files = StampsDigest()
    var folders = StampsDigest()
    var name: [UInt8] = []

    init(root: Folder, bytes: UnsafeBufferPointer<UInt8>) {
        self.root = root
        self.bytes = bytes
    }

    /// Stamps the file at `path` and each folder on its way that is not on the way of `previous`
    /// (the file before it in the listing, if any); false when one cannot be stamped.
    mutating func stamp(_ path: Range<Int>, after previous: Range<Int>?) -> Bool {
        // The folders of `path`, one name at a time; those shared with the open ones stay open.
        var depth = 0
        var start = path.lowerBound
        var index = path.lowerBound
        while index < path.upperBound {
            if bytes[index] == UInt8(ascii: "/") {
                let component = start..<index
                if depth < open.count, !bytes[open[depth].name].elementsEqual(bytes[component]) {
                    closeAll(from: depth)
                }
                if depth == open.count {
                    let parent = depth == 0 ? root : open[depth - 1].handle
                    guard let handle = openFolder(component, in: parent) else { return false }
                    open.append((component, handle))
                    // The folder is stamped by the run holding its first file: the file before is elsewhere.
                    let folder = path.lowerBound..<index
                    if !(previous.map { isUnder($0, folder) } ?? false) {
                        guard let info = handle.info else { return false }
                        folders.add(
                            pathBytes: UnsafeBufferPointer(rebasing: bytes[folder]),
                            FileStamp(info).withoutIdentity)
                    }
                }
                depth += 1
                start = index + 1
            }
            index += 1
        }
        closeAll(from: depth)
        let parent = depth == 0 ? root : open[depth - 1].handle
        name.removeAll(keepingCapacity: true)
        name += bytes[start..<path.upperBound]
        name.append(0)
        let found = name.withUnsafeBufferPointer { name in
            name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { parent.info(of: $0) }
        }
        guard let info = found else { return false }
        files.add(pathBytes: UnsafeBufferPointer(rebasing: bytes[path]), FileStamp(info))
        return true
    }

    /// Whether the file at `path` lies under the folder at `folder` (both ranges of `bytes`).
    private func isUnder(_ path: Range<Int>, _ folder: Range<Int>) -> Bool {
        path.count > folder.count && bytes[path.lowerBound + folder.count] == UInt8(ascii: "/")
            && bytes[path.lowerBound..<path.lowerBound + folder.count].elementsEqual(bytes[folder])
    }

    private mutating func openFolder(_ component: Range<Int>, in parent: Folder) -> Folder? {
        name.removeAll(keepingCapacity: true)
        name += bytes[component]
        name.append(0)
        return name.withUnsafeBufferPointer { name in
            name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) {
                parent.folder(named: $0, onlyToFind: true)
            }
        }
    }

    /// Closes the open folders from `depth` down.
    mutating func closeAll(from depth: Int = 0) {
        guard depth < open.count else { return }
        open.removeSubrange(depth...)
    }
}
