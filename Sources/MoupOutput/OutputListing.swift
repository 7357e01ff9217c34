/// The pages and folders of an output folder as its manifest lists them: relative `/`-separated
/// paths, as ranges of the manifest's bytes, in byte order. What a build stamps, one `fstatat` each,
/// to tell that the output is as the last build left it without reading a single folder: a page
/// changed or gone shows in its own stamp, a file added anywhere (or a page the manifest no longer
/// lists) in the stamp of its folder, whose modification time every entry made, removed or renamed
/// in it moves.
package struct OutputListing: Sendable {
    /// The manifest's bytes, which the ranges below are of.
    package var bytes: [UInt8]
    /// Every page, in byte order.
    package var files: [Range<Int>]
    /// Every folder holding a page, each once, parents first; the output folder itself is the empty
    /// range at 0. Found when asked for (a build's check of its output stamps the folders as it goes).
    package var folders: [Range<Int>] {
        var folders: [Range<Int>] = [0..<0]
        var ancestors: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { all in
            for path in files {
                var depth = 0
                for index in path where all[index] == UInt8(ascii: "/") {
                    let folder = path.lowerBound..<index
                    if depth >= ancestors.count || !all[ancestors[depth]].elementsEqual(all[folder]) {
                        ancestors.removeSubrange(depth...)
                        ancestors.append(folder)
                        folders.append(folder)
                    }
                    depth += 1
                }
                ancestors.removeSubrange(Swift.min(depth, ancestors.count)...)
            }
        }
        return folders
    }

    /// The listing of the output folder at `path`; nil when it has no manifest.
    package init?(output path: String) {
        guard let bytes = Manifest.bytes(forOutput: path) else { return nil }
        self.init(manifest: bytes)
    }

    /// The listing of the manifest in `bytes`. Its paths are in byte order, so the pages under one
    /// folder are next to each other: a folder is new when it is not an ancestor of the page before.
    init(manifest bytes: [UInt8]) {
        var files: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { all in
            Manifest.eachPath(in: all) { files.append($0) }
        }
        self.bytes = bytes
        self.files = files
    }

    /// The path of `range` (one of `files` or `folders`) as text.
    package func path(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
