/// The pages and folders of an output folder as its manifest lists them: relative `/`-separated
/// paths as UTF-8 bytes, in byte order. What a build stamps, one `fstatat` each, to tell that the
/// output is as the last build left it without reading a single folder: a page changed or gone shows
/// in its own stamp, a file added anywhere (or a page the manifest no longer lists) in the stamp of
/// its folder, whose modification time every entry made, removed or renamed in it moves.
public struct OutputListing: Sendable {
    /// Every page, in byte order.
    public var files: [[UInt8]]
    /// Every folder holding a page, each once, parents first; the output folder itself is `[]`.
    public var folders: [[UInt8]]

    /// The listing of the output folder at `path`; nil when it has no manifest.
    public init?(output path: String) {
        guard let bytes = FileSystem.read(OutputWriter.normalized(path) + "/" + Manifest.fileName) else { return nil }
        self.init(manifest: bytes)
    }

    /// The listing of the manifest in `bytes`. Its paths are in byte order, so the pages under one
    /// folder are next to each other: a folder is new when it is not an ancestor of the page before.
    init(manifest bytes: [UInt8]) {
        var files: [[UInt8]] = []
        var folders: [[UInt8]] = [[]]
        var ancestors: [[UInt8]] = []
        Manifest.eachPath(in: bytes) { path in
            var depth = 0
            for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") {
                let folder = Array(path[..<index])
                if depth >= ancestors.count || ancestors[depth] != folder {
                    ancestors.removeSubrange(depth...)
                    ancestors.append(folder)
                    folders.append(folder)
                }
                depth += 1
            }
            ancestors.removeSubrange(Swift.min(depth, ancestors.count)...)
            files.append(Array(path))
        }
        self.files = files
        self.folders = folders
    }
}
