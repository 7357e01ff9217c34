import MoupSystem

/// A rebuild that keeps most of the site (`OutputWriter.kept`) changes the output in place instead of
/// assembling a whole new tree: re-linking 100,000 unchanged files to swap the folder costs more than
/// the rebuild itself.
///
/// The patch is made durable before the site is touched, in the manner of a write-ahead log: the new
/// and changed files and the new manifest are written into the staging folder, then the list of
/// operations (`.moup-patch`) is committed by one rename. Only then are the staged files renamed into
/// place one by one (each replacement is atomic: a reader sees the old page or the new one, never a
/// part), removed pages deleted and the manifest moved beside the site last. A build that dies before the commit
/// leaves the site exactly as it was; one that dies after it is finished by the next build, which
/// rolls the committed patch forward before anything else (`OutputWriter.removeLeftovers`).
struct OutputPatch: Sendable {
    static let fileName = ".moup-patch"
    static let header = "moup output patch 1"

    /// Staged file name in the staging folder → path in the site.
    var puts: [(staged: String, path: String)] = []
    /// Paths of the site to delete.
    var removes: [String] = []

    func encoded() -> [UInt8] {
        var text = Self.header + "\n"
        for put in puts { text += "put\t" + put.staged + "\t" + put.path + "\n" }
        for path in removes { text += "remove\t" + path + "\n" }
        return Array(text.utf8)
    }

    /// The patch in `bytes`; nil for anything else (an uncommitted or foreign file).
    init?(decoding bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(Self.header) else { return nil }
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("put", 3): puts.append((fields[1], fields[2]))
            case ("remove", 2): removes.append(fields[1])
            default: return nil
            }
        }
    }

    init() {}

    /// Commits the patch in `staging` (whose staged files and manifest are complete): written beside
    /// its final name, then renamed, so that a half-written list is never taken for a patch.
    func commit(in staging: String) throws(OutputError) {
        let draft = staging + "/" + Self.fileName + ".draft"
        try io(FileSystem.write(encoded(), to: draft))
        try io(FileSystem.rename(draft, staging + "/" + Self.fileName))
    }

    /// Applies the committed patch of `staging` to `target`, then deletes `staging`. Every step may
    /// already have been done by an earlier attempt that died, so each one tolerates finding its work
    /// done: a staged file already moved, a removed page already gone.
    func apply(staging: String, to target: String) throws(OutputError) {
        for path in removes {
            let full = target + "/" + path
            try io(FileSystem.removeFile(full))
            Self.removeEmptyParents(of: path, in: target)
        }
        for put in puts {
            let staged = staging + "/" + put.staged
            guard FileSystem.kind(of: staged) != nil else { continue }
            try io(FileSystem.makeDirectories(FileSystem.parentOf(target + "/" + put.path)))
            try io(FileSystem.rename(staged, target + "/" + put.path))
        }
        let manifest = staging + "/" + Manifest.fileName
        if FileSystem.kind(of: manifest) != nil {
            try io(FileSystem.rename(manifest, Manifest.path(forOutput: target)))
        }
        try io(FileSystem.removeTree(staging))
    }

    /// Whether every put lands on a plain file or on nothing, through folders or paths that do not
    /// exist yet, once the removes are done: otherwise (a page that became a folder, a folder someone
    /// made where a page goes) the caller writes the whole tree instead.
    func fits(_ target: String) -> Bool {
        let removed = Set(removes)
        for put in puts {
            var prefix = ""
            let components = put.path.split(separator: "/")
            for (index, component) in components.enumerated() {
                prefix += prefix.isEmpty ? String(component) : "/" + component
                let kind = removed.contains(prefix) ? nil : FileSystem.kind(of: target + "/" + prefix)
                let isLast = index == components.count - 1
                switch kind {
                case nil: break
                case .directory: if isLast { return false }
                case .file: if !isLast { return false }
                default: return false
                }
            }
        }
        return true
    }

    /// Deletes the folders of `path` that its removal left empty, deepest first.
    private static func removeEmptyParents(of path: String, in target: String) {
        var parent = FileSystem.parentOf(path)
        while parent != ".", !parent.isEmpty, parent != "/" {
            guard FileSystem.removeEmptyFolder(target + "/" + parent) else { return }
            parent = FileSystem.parentOf(parent)
        }
    }
}
