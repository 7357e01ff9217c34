import MoupSystem

extension FolderStamps {
    /// The same walk as `init(walking:)`, its files as a list in the byte order of their paths (no
    /// dictionary and no sort of the whole list: a build that stamps its content reads the stamps in
    /// order). Each folder's names are sorted as they are read, a folder's as its name and a `/`, so
    /// that taking them in that order, folders depth first, gives every path in byte order.
    static func list(walking folder: String) -> (files: [(path: String, stamp: FileStamp)], unreadable: [String]) {
        var walker = SortedWalker()
        if let root = Folder(path: folder) { walker.walk(root, depth: 0) }
        return (walker.files, walker.unreadable)
    }
}

/// `FolderStamps.list(walking:)`: the files found so far and the relative path of the folder being
/// walked, as bytes (each folder opened from its parent's handle, each name stamped from its folder's).
private struct SortedWalker {
    var files: [(path: String, stamp: FileStamp)] = []
    var unreadable: [String] = []
    /// The relative path of the folder being walked and a `/` (empty at the top).
    var prefix: [UInt8] = []

    /// One name of a folder: its bytes in the folder's name buffer, its stamp, whether it is a folder.
    struct Entry {
        let name: Range<Int>
        let info: FileInfo
        var isFolder: Bool { info.isFolder }
    }

    /// Walks `folder`.
    mutating func walk(_ folder: Folder, depth: Int) {
        // Every name first (stamped from the folder), then sorted, then taken in order.
        var names: [UInt8] = []
        var entries: [Entry] = []
        let listed = folder.forEachName { name in
            // Hidden names (`.git`, `.DS_Store`) are skipped, as the content loader skips them.
            guard name.first != UInt8(ascii: ".") else { return }
            let start = names.count
            names += name
            names.append(0)
            let range = start..<names.count - 1
            guard let info = Self.withName(start..<names.count, in: names, folder.info(of:)) else {
                unreadable.append(path(of: range, in: names))
                return
            }
            entries.append(Entry(name: range, info: info))
        }
        guard listed else { return }
        entries.sort { Self.precedes($0, $1, in: names) }
        for entry in entries {
            guard entry.isFolder else {
                files.append((path(of: entry.name, in: names), FileStamp(entry.info)))
                continue
            }
            let child =
                depth < 63
                ? Self.withName(entry.name.lowerBound..<entry.name.upperBound + 1, in: names) {
                    folder.folder(named: $0)
                } : nil
            guard let child else {
                unreadable.append(path(of: entry.name, in: names))
                continue
            }
            let outer = prefix.count
            prefix += names[entry.name]
            prefix.append(UInt8(ascii: "/"))
            walk(child, depth: depth + 1)
            prefix.removeSubrange(outer...)
        }
    }

    /// `body` with the C string at `name` of `names` (a name and its terminating zero).
    static func withName<R>(_ name: Range<Int>, in names: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        names.withUnsafeBufferPointer {
            $0.baseAddress!.advanced(by: name.lowerBound).withMemoryRebound(to: CChar.self, capacity: name.count, body)
        }
    }

    /// The relative path of the name at `name` in `names`, in the folder being walked.
    func path(of name: Range<Int>, in names: [UInt8]) -> String {
        String(decoding: prefix + names[name], as: UTF8.self)
    }

    /// Whether `a` comes before `b` in the byte order of the paths under them: a folder's name is
    /// compared as if it ended with `/`.
    static func precedes(_ a: Entry, _ b: Entry, in names: [UInt8]) -> Bool {
        let shared = min(a.name.count, b.name.count)
        for offset in 0..<shared {
            let x = names[a.name.lowerBound + offset]
            let y = names[b.name.lowerBound + offset]
            if x != y { return x < y }
        }
        // One name is the other's start: the next byte of each is the longer one's, or `/` for a folder.
        func next(_ entry: Entry) -> Int {
            entry.name.count > shared ? Int(names[entry.name.lowerBound + shared]) : entry.isFolder ? 0x2F : -1
        }
        return next(a) < next(b)
    }
}
