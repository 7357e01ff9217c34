import MoupSystem

/// Why a site could not be written. The previous output is untouched whenever one of these is thrown.
package enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A page path is empty, absolute, has an empty, `.` or `..` component, a backslash or a NUL byte,
    /// or is the writer's own manifest name.
    case invalidPath(String, reason: String)
    /// Two pages claim the same path.
    case duplicatePath(String)
    /// One page path is used both as a file and as a folder of other pages (`a` and `a/b`).
    case fileFolderConflict(file: String, inside: String)
    /// The destination exists, is not empty and has no manifest beside it: it was not written by moup,
    /// so it is never replaced.
    case notOurs(String)
    /// The destination exists but is not a folder.
    case notAFolder(String)
    /// The destination is a symbolic link: swapping it would replace the link, not the folder it names.
    case symbolicLink(String)
    /// A file-system call failed.
    case io(operation: String, path: String, errno: Int32)
    /// Another build holds the output folder's lock (and the caller chose not to wait).
    case locked(output: String, lockFile: String)

    package var description: String {
        switch self {
        case .invalidPath(let path, let reason):
            return "cannot write the page \"\(path)\": \(reason)"
        case .duplicatePath(let path):
            return "two pages would be written to the same file \"\(path)\""
        case .fileFolderConflict(let file, let inside):
            return "\"\(file)\" would be both a page and the folder of the page \"\(inside)\""
        case .notOurs(let path):
            return "the output folder \"\(path)\" is not empty and was not made by moup "
                + "(there is no \(Manifest.path(forOutput: path)) beside it); choose another --output folder or empty it yourself"
        case .notAFolder(let path):
            return "the output \"\(path)\" exists and is not a folder"
        case .symbolicLink(let path):
            return "the output \"\(path)\" is a symbolic link; give the folder it points to as --output"
        case .io(let operation, let path, let code):
            return "could not \(operation) \"\(path)\": \(OutputError.message(for: code))"
        case .locked(let output, let lockFile):
            return "another moup build is writing \"\(output)\" (it holds \(lockFile)); "
                + "nothing was written: try again later, or leave out --no-wait to wait for it"
        }
    }

    /// The kind of failure, stable for scripts (the `code` of the JSON log): `output.no-space` when the
    /// disk, a quota or the file-size limit is full, `output.io` for any other failed file-system call.
    package var code: String {
        switch self {
        case .invalidPath: return "output.invalid-path"
        case .duplicatePath: return "output.duplicate-path"
        case .fileFolderConflict: return "output.file-folder-conflict"
        case .notOurs: return "output.not-ours"
        case .notAFolder: return "output.not-a-folder"
        case .symbolicLink: return "output.symbolic-link"
        case .io(_, _, let code): return SystemError.isOutOfSpace(code) ? "output.no-space" : "output.io"
        case .locked: return "output.locked"
        }
    }

    static func message(for code: Int32) -> String {
        SystemError.reason(for: code)
    }

    /// A failed system call as the writer says it.
    init(_ error: SystemError) {
        self = .io(operation: error.operation, path: error.path, errno: error.code)
    }
}

/// `body`, its failed system call thrown as `OutputError.io`.
func io<T>(_ body: @autoclosure () throws(SystemError) -> T) throws(OutputError) -> T {
    do {
        return try body()
    } catch {
        throw OutputError(error)
    }
}
