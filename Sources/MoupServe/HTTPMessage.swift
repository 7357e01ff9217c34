/// A request as `moup serve` reads it: the method and the path, from the request line of an HTTP/1.x
/// head. Headers and any body are not needed to serve a static preview and are not read.
struct HTTPRequest: Equatable {
    var method: String
    /// The path as sent (still percent-encoded), without the query.
    var path: String

    /// The request in `head` (the bytes up to the blank line); nil when it is not an HTTP/1.x request
    /// line with a path.
    init?(head: [UInt8]) {
        let text = String(decoding: head, as: UTF8.self)
        guard let line = text.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first
        else { return nil }
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        method = String(parts[0])
        path = String(parts[1].prefix { $0 != "?" && $0 != "#" })
    }

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }
}

/// A response: a status, headers, and a body sent whole. Every response closes its connection (a
/// preview on the loopback gains nothing from keeping it open).
struct HTTPResponse: Equatable {
    var status: Status
    var headers: [Header] = []
    var body: [UInt8] = []

    struct Header: Equatable {
        var name: String
        var value: String
    }

    /// The statuses the server answers with.
    enum Status: Int {
        case ok = 200
        case movedPermanently = 301
        case badRequest = 400
        case notFound = 404
        case methodNotAllowed = 405

        var reason: String {
            switch self {
            case .ok: return "OK"
            case .movedPermanently: return "Moved Permanently"
            case .badRequest: return "Bad Request"
            case .notFound: return "Not Found"
            case .methodNotAllowed: return "Method Not Allowed"
            }
        }
    }

    /// The status line and headers, with the body's length unless `streaming` (a body sent on until the
    /// connection closes, as server-sent events are).
    func head(streaming: Bool = false) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status.rawValue) \(status.reason)"]
        lines += headers.map { "\($0.name): \($0.value)" }
        if !streaming { lines.append("Content-Length: \(body.count)") }
        lines += ["X-Content-Type-Options: nosniff", "Connection: close", "", ""]
        return Array(lines.joined(separator: "\r\n").utf8)
    }

    /// The bytes on the wire; the body is left out in answer to HEAD.
    func bytes(withBody: Bool = true) -> [UInt8] {
        head() + (withBody ? body : [])
    }
}
