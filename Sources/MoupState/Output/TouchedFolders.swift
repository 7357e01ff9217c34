/// The folders a part rebuild's patch of the output touches: every folder holding a page it replaces,
/// adds or removes, up to the output folder itself (whose own stamp a page added or removed at the top moves), stamped before the
/// patch. After it, only they are stamped again to carry the digest of the output's folders forward,
/// instead of a stamp of every folder of the site: a rename or removal in a folder moves that folder's
/// time and no other's.
package struct TouchedFolders: Sendable {
    /// Relative paths (`""` for the output folder), each once.
    private var paths: [String]
    /// Each folder's stamp before the patch, without identity (as `OutputStamps` stamps folders).
    private var before: [FileStamp]

    /// The folders of `removed` and `added` pages (relative paths) under `output`, stamped now; nil
    /// when the patch changes which folders hold pages (a folder made or emptied: the caller stamps
    /// every folder), or when one cannot be stamped.
    package init?(removing removed: [String], adding added: [String], in output: String) {
        let old = Self.folders(holding: removed)
        guard old == Self.folders(holding: added) else { return nil }
        paths = old.sorted()
        var stamps: [FileStamp] = []
        for path in paths {
            guard let stamp = Self.stamp(path, in: output) else { return nil }
            stamps.append(stamp)
        }
        before = stamps
    }

    /// `digest` (that of the output's folders before the patch) with the touched folders' stamps
    /// taken out and their stamps now put in; nil when one cannot be stamped.
    package func digest(updating digest: StampsDigest, in output: String) -> StampsDigest? {
        var digest = digest
        for (path, stamp) in zip(paths, before) {
            guard let now = Self.stamp(path, in: output) else { return nil }
            digest.remove(path, stamp)
            digest.add(path, now)
        }
        return digest
    }

    /// Every folder holding one of `pages`, with its parents, up to the output folder (`""`).
    private static func folders(holding pages: [String]) -> Set<String> {
        var folders: Set<String> = [""]
        for page in pages {
            var end = page.endIndex
            while let slash = page[..<end].lastIndex(of: "/") {
                guard folders.insert(String(page[..<slash])).inserted else { break }
                end = slash
            }
        }
        return folders
    }

    private static func stamp(_ path: String, in output: String) -> FileStamp? {
        FileStamp(path: path.isEmpty ? output : output + "/" + path)?.withoutIdentity
    }
}
