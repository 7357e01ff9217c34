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
        _ = writeAll(Array(text.utf8), to: descriptor)
    }
}
