import Foundation

/// Maps a request path to a file of the built site: `/` and folders to their `index.html`, nothing
/// outside the site folder, and the content type by the file's ending.
struct ServedFiles: Sendable {
    /// The site folder being served.
    let root: String

    enum Lookup: Equatable {
        case file(path: String, contentType: String)
        /// A folder asked for without its final `/`: the address to send the browser to.
        case redirect(String)
        case notFound
    }

    func lookup(_ requestPath: String) -> Lookup {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else { return .notFound }
        var path = root + (parts.isEmpty ? "" : "/" + parts.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") else { return .redirect(requestPath + "/") }
            path += "/index.html"
            guard FileManager.default.fileExists(atPath: path) else { return .notFound }
        }
        return .file(path: path, contentType: Self.contentType(of: path))
    }

    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "ics": return "text/calendar; charset=utf-8"
        case "csv": return "text/csv; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        default: return "application/octet-stream"
        }
    }
}
