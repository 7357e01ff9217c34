import MoupSystem

/// One build per output folder at a time: an advisory lock (`FileLock`) on a file beside the output
/// folder (`site.lock` for `site/`, never inside the output, which is swapped whole). A crashed build
/// never leaves it held; the file itself stays (deleting it would let two builds lock two different files).
package struct OutputLock: Sendable {
    /// The lock file.
    package let path: String
    private let lock: FileLock

    /// `site.lock` for `site`, `out/site.lock` for `out/site/`.
    package static func path(forOutput output: String) -> String {
        let target = FileSystem.absoluteWhenBare(OutputWriter.normalized(output))
        return FileSystem.parentOf(target) + "/" + FileSystem.baseName(target) + ".lock"
    }

    /// Takes the lock of `output`. When another build holds it: with `wait`, calls `waiting` once
    /// and blocks until that build ends; without, throws `OutputError.locked` at once.
    package static func acquire(output: String, wait: Bool, waiting: () -> Void = {}) throws(OutputError) -> OutputLock
    {
        let path = path(forOutput: output)
        try io(FileSystem.makeDirectories(FileSystem.parentOf(path)))
        guard let lock = try io(FileLock.take(path, wait: wait, waiting: waiting)) else {
            throw .locked(output: output, lockFile: path)
        }
        return OutputLock(path: path, lock: lock)
    }
}
