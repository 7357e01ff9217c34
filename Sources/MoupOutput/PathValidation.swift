/// Checks the page list before anything touches the disk.
enum PathValidation {
    /// Throws the first problem in `files` (in list order): a bad path, a duplicate, or a path that is
    /// both a file and a folder.
    static func validate(_ files: [OutputFile]) throws(OutputError) {
        // The paths as they are and every folder holding one, each prefix a slice of its path (no new
        // string per folder). A page whose folder is the one of the page before it (a site's list is
        // mostly in path order) adds no folder: its folders are in already.
        var seen = Set<String>(minimumCapacity: files.count)
        var folders = Set<Substring>()
        var lastFolder: Substring = ""
        for file in files {
            try validate(path: file.path)
            guard seen.insert(file.path).inserted else { throw .duplicatePath(file.path) }
            let path = file.path
            guard let lastSlash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            let folder = path[..<lastSlash]
            if folder == lastFolder { continue }
            lastFolder = folder
            for index in path.utf8.indices where path.utf8[index] == UInt8(ascii: "/") {
                folders.insert(path[..<index])
            }
        }
        for file in files where folders.contains(Substring(file.path)) {
            // The first page inside it, in list order, names the conflict.
            let inside = files.first { $0.path.hasPrefix(file.path + "/") }?.path ?? file.path
            throw .fileFolderConflict(file: file.path, inside: inside)
        }
    }

    static func validate(path: String) throws(OutputError) {
        if path.isEmpty { throw .invalidPath(path, reason: "the path is empty") }
        if path.hasPrefix("/") { throw .invalidPath(path, reason: "the path must be relative to the output folder") }
        if path.utf8.contains(0) { throw .invalidPath(path, reason: "the path contains a NUL byte") }
        if path.utf8.contains(UInt8(ascii: "\\")) {
            throw .invalidPath(path, reason: "use / to separate folders, not \\")
        }
        // Each name between slashes, by its length and whether it is all dots, in one pass over the bytes.
        var length = 0
        var onlyDots = true
        func checkName() throws(OutputError) {
            if length == 0 {
                throw .invalidPath(path, reason: "the path has an empty folder name (// or a trailing /)")
            }
            if onlyDots && length == 1 { throw .invalidPath(path, reason: "the path contains \".\"") }
            if onlyDots && length == 2 {
                throw .invalidPath(path, reason: "the path must not leave the output folder (\"..\")")
            }
            if length > 255 { throw .invalidPath(path, reason: "a file or folder name is longer than 255 bytes") }
        }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                try checkName()
                length = 0
                onlyDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        try checkName()
        if path == Manifest.fileName {
            throw .invalidPath(path, reason: "\(Manifest.fileName) is the writer's own file")
        }
    }
}
