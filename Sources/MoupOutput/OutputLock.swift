#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One build per output folder at a time: an advisory lock (`flock`) on a file beside the output
/// folder (`site.lock` for `site/`, never inside the output, which is swapped whole). The kernel
/// releases it when the holder's process ends in any way, so a crashed build never leaves it held;
/// the file itself stays (deleting it would let two builds lock two different files).
package final class OutputLock: Sendable {
    /// The lock file.
    package let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `site.lock` for `site`, `out/site.lock` for `out/site/`.
    package static func path(forOutput output: String) -> String {
        let target = FileSystem.absoluteWhenBare(OutputWriter.normalized(output))
        return FileSystem.parentOf(target) + "/" + FileSystem.baseName(target) + ".lock"
    }

    /// Takes the lock of `output`. When another build holds it: with `wait`, calls `waiting` once
    /// and blocks until that build ends; without, throws `OutputError.locked` at once.
    package static func acquire(output: String, wait: Bool, waiting: () -> Void = {}) throws(OutputError) -> OutputLock {
        let path = path(forOutput: output)
        try FileSystem.makeDirectories(FileSystem.parentOf(path))
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(operation: "open the lock file", path: path, errno: errno) }
        let lock = OutputLock(path: path, descriptor: descriptor) // closes the descriptor on every exit
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        guard errno == EWOULDBLOCK else { throw .io(operation: "lock", path: path, errno: errno) }
        guard wait else { throw .locked(output: output, lockFile: path) }
        waiting()
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .io(operation: "lock", path: path, errno: errno) }
        }
        return lock
    }
}
