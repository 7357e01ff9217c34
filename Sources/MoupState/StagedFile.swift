#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the state folder written (and flushed) under a temporary name, put in its place by
/// `commit()`: a build stages a record while it is still rendering or writing the output, so that
/// waiting for the disk overlaps that work, and puts the record in place only once the output is
/// written (what a record says was published, was). Discarded, nothing of it is left.
package struct StagedFile: Sendable {
    let temporary: String
    let target: String

    /// Puts the file in place (an atomic rename over the old one); false when it cannot.
    package func commit() -> Bool {
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Removes the staged file; the old one stays as it was.
    package func discard() {
        unlink(temporary)
    }
}

extension StateFolder {
    /// `bytes` written to a temporary file beside `name` (mode 0600), or named `temporaryName` when
    /// given (for a file of a subfolder whose time must not move before the commit: the temporary file
    /// is then kept outside it), flushed to disk unless `flushed` is false, creating the folder with
    /// mode 0700 (and tightening it if it was looser); nil when it cannot be written (nothing is left then).
    func stage(_ bytes: [UInt8], as name: String, temporaryName: String? = nil, flushed: Bool = true) -> StagedFile? {
        makeFolder()
        let target = path + "/" + name
        let temporary = (temporaryName.map { path + "/" + $0 } ?? target) + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return nil }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        let complete = done == bytes.count && (!flushed || fsync(descriptor) == 0)
        close(descriptor)
        guard complete else {
            unlink(temporary)
            return nil
        }
        return StagedFile(temporary: temporary, target: target)
    }
}

extension StateFolder {
    /// The state folder, or its subfolder `name`, made private (mode 0700, tightened if it was looser);
    /// false when it cannot be.
    @discardableResult
    func makeFolder(_ name: String? = nil) -> Bool {
        mkdir(path, 0o700)
        let made = chmod(path, 0o700) == 0
        guard let name else { return made }
        mkdir(path + "/" + name, 0o700)
        return chmod(path + "/" + name, 0o700) == 0
    }
}

/// `write(2)` (`StateFolder`'s own `write` hides the system's name inside it).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
#if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
#else
    Darwin.write(descriptor, bytes, count)
#endif
}
