import MoupSystem

/// A file of the state folder written (and flushed) under a temporary name, put in its place by
/// `commit()`: a build stages a record while it is still rendering or writing the output, so that
/// waiting for the disk overlaps that work, and puts the record in place only once the output is
/// written (what a record says was published, was). Discarded, nothing of it is left.
package struct StagedFile: Sendable {
    let temporary: String
    let target: String

    /// Puts the file in place (an atomic rename over the old one); false when it cannot.
    package func commit() -> Bool {
        do {
            try FileSystem.rename(temporary, target)
            return true
        } catch {
            discard()
            return false
        }
    }

    /// Removes the staged file; the old one stays as it was.
    package func discard() {
        try? FileSystem.removeFile(temporary)
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
        let temporary = (temporaryName.map { path + "/" + $0 } ?? target) + ".tmp-\(ThisProcess.id)"
        do {
            try FileSystem.write(bytes, to: temporary, mode: 0o600, replacing: true, flushed: flushed)
        } catch {
            try? FileSystem.removeFile(temporary)
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
        let made = FileSystem.makePrivateFolder(path)
        guard let name else { return made }
        return FileSystem.makePrivateFolder(path + "/" + name)
    }
}
