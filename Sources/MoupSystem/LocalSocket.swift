#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1, the loopback (nothing outside this machine can connect), for
/// `moup serve`. Each accepted connection is a `LocalConnection`.
package final class LocalListener: Sendable {
    private let descriptor: Int32
    /// The port it listens on: the one asked for, or the one the system chose for port 0.
    package let port: Int

    /// Listens on 127.0.0.1 at `port` (0: any free port). The failure's code says why, such as
    /// `addressInUse` or `permissionDenied`.
    package init(port: Int) throws(SystemError) {
        let place = "127.0.0.1:\(port)"
        guard (0...65535).contains(port) else { throw SystemError(operation: "listen on", path: place, code: EINVAL) }
        let descriptor = openStreamSocket()
        guard descriptor >= 0 else { throw .last("open a socket for", place) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard listening else {
            let error = SystemError.last("listen on", place)
            closeDescriptor(descriptor)
            throw error
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { closeDescriptor(descriptor) }

    /// Waits for the next connection; nil once the listener is stopped.
    package func accept() -> LocalConnection? {
        while true {
            let connection = acceptConnection(descriptor)
            if connection >= 0 { return LocalConnection(descriptor: connection) }
            guard errno == EINTR || errno == ECONNABORTED else { return nil }
        }
    }

    /// Stops listening: a thread waiting in `accept` returns nil.
    package func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// The codes a caller names: the port is taken, or only root may open it.
    package static let addressInUse = EADDRINUSE
    package static let permissionDenied = EACCES
}

/// One accepted connection: read a request's head, send the response, closed when the value goes.
/// Reads and sends give up after `timeout` seconds of silence, so a client that stalls never holds
/// the server.
package final class LocalConnection: Sendable {
    private let descriptor: Int32
    package static let timeout = 10

    init(descriptor: Int32) {
        self.descriptor = descriptor
        var wait = timeval(tv_sec: .init(Self.timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit { closeDescriptor(descriptor) }

    /// The bytes of a request's head, up to (not including) the blank line that ends it; nil when the
    /// peer closes or stalls first, or sends more than `limit` bytes without one.
    package func readHead(limit: Int = 16_384) -> [UInt8]? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            head += buffer[0..<count]
            if let end = Self.endOfHead(head) { return Array(head[..<end]) }
        }
        return nil
    }

    /// Where the first blank line (CR LF CR LF) of `bytes` starts.
    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }

    /// Sends all of `bytes`; false once the peer has gone (never a SIGPIPE) or stalls.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
        handOver(bytes) { sendBytes(descriptor, $0, $1) }
    }
}

#if canImport(Glibc)
private func openStreamSocket() -> Int32 {
    socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
}
private func acceptConnection(_ listener: Int32) -> Int32 {
    let connection = Glibc.accept(listener, nil, nil)
    if connection >= 0 { _ = fcntl(connection, F_SETFD, FD_CLOEXEC) }
    return connection
}
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
}
private func closeDescriptor(_ fd: Int32) { _ = Glibc.close(fd) }
#elseif canImport(Darwin)
private func openStreamSocket() -> Int32 { socket(AF_INET, SOCK_STREAM, 0) }
private func acceptConnection(_ listener: Int32) -> Int32 { Darwin.accept(listener, nil, nil) }
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.send(fd, bytes, count, 0) }
private func closeDescriptor(_ fd: Int32) { _ = Darwin.close(fd) }
#endif
