/// Checks the page list before anything touches the disk.
enum PathValidation {
    /// Throws the first problem in `files` (in list order): a bad path, a duplicate, or a path that is
    /// both a file and a folder.
    static func validate(_ files: [OutputFile]) throws(OutputError) {
        var seen: Set<String> = []
        var folders: [String: String] = [:] // folder → a page inside it
        for file in files {
            try validate(path: file.path)
            guard seen.insert(file.path).inserted else { throw .duplicatePath(file.path) }
            var prefix = ""
            for component in file.path.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                if folders[prefix] == nil { folders[prefix] = file.path }
            }
        }
        for file in files {
            if let inside = folders[file.path] {
                throw .fileFolderConflict(file: file.path, inside: inside)
            }
        }
    }

    static func validate(path: String) throws(OutputError) {
        if path.isEmpty { throw .invalidPath(path, reason: "the path is empty") }
        if path.hasPrefix("/") { throw .invalidPath(path, reason: "the path must be relative to the output folder") }
        if path.utf8.contains(0) { throw .invalidPath(path, reason: "the path contains a NUL byte") }
        if path.utf8.contains(UInt8(ascii: "\\")) { throw .invalidPath(path, reason: "use / to separate folders, not \\") }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for component in components {
            switch component {
            case "": throw .invalidPath(path, reason: "the path has an empty folder name (// or a trailing /)")
            case ".": throw .invalidPath(path, reason: "the path contains \".\"")
            case "..": throw .invalidPath(path, reason: "the path must not leave the output folder (\"..\")")
            default: break
            }
            if component.utf8.count > 255 {
                throw .invalidPath(path, reason: "a file or folder name is longer than 255 bytes")
            }
        }
        if path == Manifest.fileName {
            throw .invalidPath(path, reason: "\(Manifest.fileName) is the writer's own file")
        }
    }
}
