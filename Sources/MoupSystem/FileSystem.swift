#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the writer needs, each turning failure into an `OutputError.io`.
/// Never follows symbolic links when it deletes.
enum FileSystem {
    enum Kind: Equatable {
        case file(size: Int, mode: UInt32)
        case directory
        case symbolicLink
        case other
    }

    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(info.st_size), mode: UInt32(info.st_mode & 0o7777))
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    static func entries(of directory: String) throws(OutputError) -> [String] {
        guard let dir = opendir(directory) else { throw .io(operation: "read the folder", path: directory, errno: errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        // Straight into an array of the file's size and one byte more (a manifest is megabytes: no
        // chunk copied, no array grown); only a file that grew meanwhile is read on in chunks.
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        var failed = false
        var result = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let read = posixRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failed = true }
                if read <= 0 { return }
                count += read
            }
        }
        if failed { return nil }
        if result.count <= Int(info.st_size) { return result }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates a new file with mode 0644 holding exactly `bytes`.
    static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io(operation: "create the file", path: path, errno: errno) }
        defer { close(fd) }
        guard fchmod(fd, 0o644) == 0 else { throw .io(operation: "set permissions of", path: path, errno: errno) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(operation: "write", path: path, errno: errno)
            }
            offset += count
        }
    }

    /// Creates a folder with mode 0755 (whatever the umask).
    static func makeDirectory(_ path: String) throws(OutputError) {
        guard mkdir(path, 0o755) == 0 else { throw .io(operation: "create the folder", path: path, errno: errno) }
        guard chmod(path, 0o755) == 0 else { throw .io(operation: "set permissions of", path: path, errno: errno) }
    }

    /// Creates a new folder named `prefix`, or `prefix-2`, `prefix-3` … when that name is taken
    /// (another write in progress, or a leftover): an existing folder is never reused or deleted.
    static func makeUniqueDirectory(_ prefix: String) throws(OutputError) -> String {
        var attempt = 1
        while true {
            let path = attempt == 1 ? prefix : prefix + "-\(attempt)"
            if mkdir(path, 0o755) == 0 {
                guard chmod(path, 0o755) == 0 else { throw .io(operation: "set permissions of", path: path, errno: errno) }
                return path
            }
            guard errno == EEXIST, attempt < 10_000 else {
                throw .io(operation: "create the folder", path: path, errno: errno)
            }
            attempt += 1
        }
    }

    /// Creates `path` and any missing parents.
    static func makeDirectories(_ path: String) throws(OutputError) {
        if kind(of: path) == .directory { return }
        let parent = parentOf(path)
        if parent != path, !parent.isEmpty { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw .io(operation: "create the folder", path: path, errno: errno)
        }
    }

    static func hardLink(_ existing: String, _ new: String) -> Bool {
        link(existing, new) == 0
    }

    static func rename(_ from: String, _ to: String) throws(OutputError) {
        guard posixRename(from, to) == 0 else { throw .io(operation: "move into place", path: to, errno: errno) }
    }

    /// Swaps two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`); false when the system or the
    /// file system cannot, so the caller falls back to two renames.
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = Renameat2.function else { return false }
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, Renameat2.exchange) == 0
        #else
        return false
        #endif
    }

    /// Deletes a file or a folder tree; symbolic links are removed, never followed.
    static func removeTree(_ path: String) throws(OutputError) {
        switch kind(of: path) {
        case nil:
            return
        case .directory:
            for name in try entries(of: path) {
                try removeTree(path + "/" + name)
            }
            guard rmdir(path) == 0 else { throw .io(operation: "remove the folder", path: path, errno: errno) }
        default:
            guard unlink(path) == 0 else { throw .io(operation: "remove", path: path, errno: errno) }
        }
    }

    static func parentOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` made absolute when its last part does not name it (``, `.`, `..`, `/`), so that a file
    /// beside it (`OutputLock`, `Manifest`) has a parent and a name to go by; otherwise `path` itself.
    static func absoluteWhenBare(_ path: String) -> String {
        guard ["", ".", ".."].contains(baseName(path)) || path == "/", let absolute = realpath(path, nil) else { return path }
        defer { free(absolute) }
        return String(cString: absolute)
    }
}

#if os(Linux)
/// `renameat2` is in glibc since 2.28 but not visible to Swift; it is looked up once at run time.
private enum Renameat2 {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    static let exchange: UInt32 = 1 << 1 // RENAME_EXCHANGE from <linux/fs.h>
    static let function: Function? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif

#if canImport(Glibc)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
private func posixRename(_ from: String, _ to: String) -> Int32 { Glibc.rename(from, to) }
#elseif canImport(Darwin)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
private func posixRename(_ from: String, _ to: String) -> Int32 { Darwin.rename(from, to) }
#endif
