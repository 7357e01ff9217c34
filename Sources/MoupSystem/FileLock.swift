#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on a file, held as long as the value lives. The kernel releases it when
/// the holder's process ends in any way, so a crashed holder never leaves it held.
package final class FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the file at `path` (made with mode 0644 if it is not there) and takes its lock. When
    /// another process holds it: with `wait`, calls `waiting` once and blocks until it is free;
    /// without, returns nil at once.
    package static func take(_ path: String, wait: Bool, waiting: () -> Void = {}) throws(SystemError) -> FileLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .last("open the lock file", path) }
        let lock = FileLock(descriptor: descriptor)  // closes the descriptor on every exit
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        guard errno == EWOULDBLOCK else { throw .last("lock", path) }
        guard wait else { return nil }
        waiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .last("lock", path) }
        }
        return lock
    }
}
