#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written straight to their file descriptors.
package enum StandardStream: Sendable {
    case output
    case error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Whether the stream is a terminal (a person watching) rather than a file, a pipe or cron's mail.
    package var isTerminal: Bool { isatty(descriptor) == 1 }

    /// `text` exactly as given; a stream that is closed takes nothing, silently.
    package func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += count
        }
    }
}

#if canImport(Glibc)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
#elseif canImport(Darwin)
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
}
#endif
