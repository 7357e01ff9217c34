#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed: what was being done (in words, `create the file`), to which path, and
/// the `errno` it gave. Each module says it in its own error (`OutputError.io`, a diagnostic).
package struct SystemError: Error, Hashable, Sendable {
    /// What was being done, as the words of a sentence: "could not <operation> <path>".
    package var operation: String
    package var path: String
    /// The `errno` of the failed call.
    package var code: Int32

    package init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The failure of the call just made (`errno` now).
    static func last(_ operation: String, _ path: String) -> SystemError {
        SystemError(operation: operation, path: path, code: errno)
    }

    /// What the system says about `code` (`No such file or directory`).
    package static func reason(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// What the system says about this failure.
    package var reason: String { Self.reason(for: code) }

    /// Whether `code` says the disk, a quota or the file-size limit is full.
    package static func isOutOfSpace(_ code: Int32) -> Bool { [ENOSPC, EDQUOT, EFBIG].contains(code) }

    /// The codes other modules name: nothing there, a path through something that is not a folder,
    /// too many symbolic links (a loop), an input/output error.
    package static let noSuchFile = ENOENT
    package static let notAFolder = ENOTDIR
    package static let linkLoop = ELOOP
    package static let ioFailure = EIO
}
