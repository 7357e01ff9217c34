import Foundation
import MoupModel
import MoupSystem
import Testing

@testable import MoupServe

#if canImport(Glibc)
import Glibc
#endif

/// The HTTP that `moup serve` speaks: the request line it reads, the responses it writes, and one
/// request answered over a real loopback socket.
@Suite struct HTTPMessageTests {
    @Test func theRequestLineGivesTheMethodAndThePathWithoutTheQuery() {
        let head = Array("GET /workplaces/cafe/?v=2#top HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*".utf8)
        #expect(HTTPRequest(head: head) == HTTPRequest(method: "GET", path: "/workplaces/cafe/"))
        #expect(HTTPRequest(head: Array("HEAD / HTTP/1.0".utf8)) == HTTPRequest(method: "HEAD", path: "/"))
    }

    @Test func whatIsNotAnHTTPRequestLineIsRefused() {
        for line in [
            "", "GET /", "GET / SPDY/3", "GET http://example.com/ HTTP/1.1", "GET  / HTTP/1.1", "\u{16}\u{03}\u{01}",
        ] {
            #expect(HTTPRequest(head: Array(line.utf8)) == nil, "\(line)")
        }
    }

    @Test func aResponseSaysItsLengthAndClosesTheConnection() {
        let response = HTTPResponse(
            status: .notFound, headers: [.init(name: "Content-Type", value: "text/html; charset=utf-8")],
            body: Array("없음".utf8))
        let text = String(decoding: response.bytes(), as: UTF8.self)
        #expect(
            text
                == "HTTP/1.1 404 Not Found\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 6\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n없음")
        // HEAD: the same head, no body.
        #expect(response.bytes(withBody: false) == response.head())
        // An event stream has no length: it runs until the connection closes.
        #expect(!String(decoding: response.head(streaming: true), as: UTF8.self).contains("Content-Length"))
    }

    #if canImport(Glibc)
    @Test func aFileIsServedOverTheLoopback() async throws {
        let root = FileManager.default.temporaryDirectory.path + "/moup-http-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("body { color: red }".utf8).write(to: URL(fileURLWithPath: root + "/a/style.css"))
        let listener = try LocalListener(port: 0)
        #expect(listener.port > 0)
        let (files, state) = (ServedFiles(root: root), LiveState())
        // The waits (accept, the client's connect and read) on threads of their own, as the server does:
        // on the threads that run tasks they could hold up other tests.
        let server = Task {
            guard let connection = await onOwnThread({ listener.accept() }) else { return }
            await PreviewServer.answer(connection, files: files, state: state, language: .ko)
        }
        let port = listener.port
        let reply = await onOwnThread {
            try? Self.fetch("GET /a/style.css?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
        }
        await server.value
        #expect(
            reply
                == "HTTP/1.1 200 OK\r\nContent-Type: text/css; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "Content-Length: 19\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nbody { color: red }"
        )
    }

    struct SocketFailure: Error {}

    /// Sends `request` to 127.0.0.1:`port` and reads the reply until the server closes the connection.
    static func fetch(_ request: String, port: Int) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SocketFailure() }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected, send(socket, request, request.utf8.count, 0) == request.utf8.count else {
            throw SocketFailure()
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            reply += buffer[0..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }
    #endif
}
