#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel

/// Standard output and standard error, written straight to their file descriptors.
enum Terminal {
    static func error(_ line: String) {
        write(line.hasSuffix("\n") ? line : line + "\n", to: STDERR_FILENO)
    }

    /// Text exactly as given, without a line break (the progress line redraws itself with `\r`).
    static func error(raw text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal (a person watching) rather than a file, a pipe or cron's mail.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    static func output(_ text: String) {
        write(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n", to: STDOUT_FILENO)
    }

    /// Every diagnostic as `path:line:column: severity: message`, in file order.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.sorted().map(\.description).joined(separator: "\n"))
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += count
        }
    }
}
