#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls moup makes, each turning failure into a `SystemError`: the one place that
/// speaks POSIX for files and folders. Never follows symbolic links when it deletes.
package enum FileSystem {
    package enum Kind: Equatable, Sendable {
        case file(size: Int, mode: UInt32)
        case directory
        case symbolicLink
        case other
    }

    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(info.st_size), mode: UInt32(info.st_mode & 0o7777))
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The names in a folder but `.` and `..`, in byte order. Throws `readTheFolder` when it cannot be
    /// opened, `readTheFolderToItsEnd` when the listing broke off.
    package static func entries(of directory: String) throws(SystemError) -> [String] {
        guard let dir = opendir(directory) else { throw .last(readTheFolder, directory) }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw .last(readTheFolderToItsEnd, directory) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The operations `entries(of:)` names when it fails.
    package static let readTheFolder = "read the folder"
    package static let readTheFolderToItsEnd = "read the folder to its end"

    /// What is at a path, following symbolic links (content may link to folders kept elsewhere).
    package enum Status: Equatable, Sendable {
        case missing
        case file
        case folder
        /// It is there but cannot be reached: a symbolic link that loops or points to nothing, a
        /// folder on the way that may not be searched, … (`code`, an `errno`, says which).
        case unreachable(code: Int32)
    }

    package static func status(of path: String) -> Status {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
        }
        let code = errno
        if code == ENOENT || code == ENOTDIR {
            // A symbolic link whose target is missing is there, and cannot be read.
            var linkInfo = stat()
            return lstat(path, &linkInfo) == 0 ? .unreachable(code: code) : .missing
        }
        return .unreachable(code: code)
    }

    /// The whole file, read in chunks; nil when it holds more than `limit` bytes. Throws `read` when
    /// it cannot be opened or read.
    package static func read(_ path: String, atMost limit: Int) throws(SystemError) -> [UInt8]? {
        try readWhole(path, atMost: limit)
    }

    /// The whole file, or nil when it cannot be read.
    package static func read(_ path: String) -> [UInt8]? {
        (try? readWhole(path, atMost: nil)) ?? nil
    }

    /// The one loop both reads share: the file's bytes in chunks, or nil once they pass `limit`.
    private static func readWhole(_ path: String, atMost limit: Int?) throws(SystemError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("read", path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last("read", path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            if let limit, bytes.count > limit { return nil }
        }
    }

    /// Creates a new file holding exactly `bytes`, with `mode` whatever the umask (0644: a page anyone
    /// may read; 0600: a file of the state folder or a secrets file). `replacing`: a file already
    /// there is emptied and written over, else it is an error. `flushed`: on the disk (`fsync`) before
    /// it returns, for a file about to be renamed into the place of one that must never be lost.
    package static func write(
        _ bytes: [UInt8], to path: String, mode: UInt32 = 0o644, replacing: Bool = false,
        flushed: Bool = false
    ) throws(SystemError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL), mode_t(mode))
        guard fd >= 0 else { throw .last("create the file", path) }
        defer { close(fd) }
        guard fchmod(fd, mode_t(mode)) == 0 else { throw .last("set permissions of", path) }
        guard writeAll(bytes, to: fd) else { throw .last("write", path) }
        guard !flushed || fsync(fd) == 0 else { throw .last("write", path) }
    }

    /// Makes the folder at `path` (if it is not there) private to its owner: mode 0700, tightened if
    /// it was looser. False when it cannot be.
    @discardableResult
    package static func makePrivateFolder(_ path: String) -> Bool {
        mkdir(path, 0o700)
        return chmod(path, 0o700) == 0
    }

    /// Creates a folder with mode 0755 (whatever the umask).
    package static func makeDirectory(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o755) == 0 else { throw .last("create the folder", path) }
        guard chmod(path, 0o755) == 0 else { throw .last("set permissions of", path) }
    }

    /// Creates a new folder named `prefix`, or `prefix-2`, `prefix-3` … when that name is taken
    /// (another write in progress, or a leftover): an existing folder is never reused or deleted.
    package static func makeUniqueDirectory(_ prefix: String) throws(SystemError) -> String {
        var attempt = 1
        while true {
            let path = attempt == 1 ? prefix : prefix + "-\(attempt)"
            if mkdir(path, 0o755) == 0 {
                guard chmod(path, 0o755) == 0 else { throw .last("set permissions of", path) }
                return path
            }
            guard errno == EEXIST, attempt < 10_000 else {
                throw .last("create the folder", path)
            }
            attempt += 1
        }
    }

    /// Creates `path` and any missing parents.
    package static func makeDirectories(_ path: String) throws(SystemError) {
        if kind(of: path) == .directory { return }
        let parent = parentOf(path)
        if parent != path, !parent.isEmpty { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw .last("create the folder", path)
        }
    }

    package static func hardLink(_ existing: String, _ new: String) -> Bool {
        link(existing, new) == 0
    }

    package static func rename(_ from: String, _ to: String) throws(SystemError) {
        guard posixRename(from, to) == 0 else { throw .last("move into place", to) }
    }

    /// Swaps two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`); false when the system or the
    /// file system cannot, so the caller falls back to two renames.
    package static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = Renameat2.function else { return false }
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, Renameat2.exchange) == 0
        #else
        return false
        #endif
    }

    /// Deletes a file or a folder tree; symbolic links are removed, never followed.
    package static func removeTree(_ path: String) throws(SystemError) {
        switch kind(of: path) {
        case nil:
            return
        case .directory:
            for name in try entries(of: path) {
                try removeTree(path + "/" + name)
            }
            guard rmdir(path) == 0 else { throw .last("remove the folder", path) }
        default:
            guard unlink(path) == 0 else { throw .last("remove", path) }
        }
    }

    /// Deletes the file at `path`; nothing to do when there is none.
    package static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .last("remove", path) }
    }

    /// Deletes the folder at `path` if it is empty; false when it cannot (not empty, not there).
    @discardableResult
    package static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    package static func parentOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    package static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` made absolute when its last part does not name it (``, `.`, `..`, `/`), so that a file
    /// beside it (`OutputLock`, `Manifest`) has a parent and a name to go by; otherwise `path` itself.
    package static func absoluteWhenBare(_ path: String) -> String {
        guard ["", ".", ".."].contains(baseName(path)) || path == "/", let absolute = realpath(path, nil) else {
            return path
        }
        defer { free(absolute) }
        return String(cString: absolute)
    }
}

#if os(Linux)
/// `renameat2` is in glibc since 2.28 but not visible to Swift; it is looked up once at run time.
private enum Renameat2 {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    static let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE from <linux/fs.h>
    static let function: Function? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif

/// Writes every byte of `bytes` to the open descriptor `fd` (`handOver`); false (with `errno` set) when
/// a call fails.
func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    handOver(bytes) { posixWrite(fd, $0, $1) }
}

/// Hands every byte of `bytes` to `call` (the C library's `write` or `send`: it takes a pointer and a
/// count and returns how many bytes it took, or -1), a piece at a time as the kernel takes them, and
/// again after an interrupted call (`EINTR`); false when a call fails or takes nothing.
func handOver(_ bytes: [UInt8], by call: (UnsafeRawPointer, Int) -> Int) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let count = bytes.withUnsafeBytes { call($0.baseAddress! + offset, $0.count - offset) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
    }
    return true
}

#if canImport(Glibc)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
}
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
private func posixRename(_ from: String, _ to: String) -> Int32 { Glibc.rename(from, to) }
#elseif canImport(Darwin)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
}
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
}
private func posixRename(_ from: String, _ to: String) -> Int32 { Darwin.rename(from, to) }
#endif
