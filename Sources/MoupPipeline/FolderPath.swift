import Foundation

/// Paths compared as the file system sees them (absolute, `.`/`..` and symbolic links resolved).
enum FolderPath {
    /// Whether `path` lies inside `folder` (or is it).
    static func contains(_ folder: String, _ path: String) -> Bool {
        let folder = resolved(folder)
        let path = resolved(path)
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The absolute path with symbolic links resolved as far as the path exists.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
