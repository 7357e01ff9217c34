import Foundation
import MoupModel
import Testing

@testable import MoupServe

#if canImport(Glibc)
import Glibc
#endif

/// `moup serve` on a port something else holds says so in plain words, with a port to try instead.
@Suite struct PortInUseTests {
    @Test func theMessageSaysWhatHappenedAndWhatToTry() {
        #expect(
            PreviewServer.Failure.portInUse(port: 8080).description
                == "port 8080 is already in use on 127.0.0.1 (another 'moup serve' or web server is running there): "
                + "stop it, or try --port 8081")
        #expect(
            PreviewServer.Failure.portNeedsRoot(port: 80).description
                == "port 80 may only be opened by root (ports below 1024 are reserved): try --port 8000")
    }

    #if canImport(Glibc)
    /// A real listener on a port, then the server on the same port: the failure is `portInUse`.
    @Test func aTakenPortIsReportedAsInUse() async throws {
        let (socket, port) = try Self.listen()
        defer { close(socket) }
        let missing = FileManager.default.temporaryDirectory.path + "/moup-no-content-" + UUID().uuidString
        let options = PreviewServer.Options(
            content: missing, templates: nil, secrets: nil, port: port,
            today: { CivilDate(iso: "2026-11-20")! })
        let server = PreviewServer(options: options, output: .init(say: { _ in }, problems: { _ in }))
        await #expect(throws: PreviewServer.Failure.portInUse(port: port)) { try await server.run() }
    }

    struct SocketFailure: Error {}

    /// A TCP socket listening on 127.0.0.1 at a port the system chose, and that port.
    static func listen() throws -> (Int32, Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SocketFailure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && Glibc.listen(socket, 1) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw SocketFailure()
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }
    #endif
}
