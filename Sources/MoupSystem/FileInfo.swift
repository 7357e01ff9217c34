#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about one file or folder without reading it (`stat`): its identity
/// (device and inode), size, modification time to the nanosecond, and whether it is a folder.
package struct FileInfo: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int64
    package var nanoseconds: Int64
    package var isFolder: Bool
    /// A plain file (not a folder, link, device, socket or pipe).
    package var isRegularFile: Bool
    /// The permission bits (`0o644`).
    package var permissions: UInt32

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int64(info.st_mtimespec.tv_sec)
        nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        permissions = UInt32(info.st_mode & 0o7777)
    }

    /// The file at `path`, following symbolic links (as reading it would); nil when there is nothing there.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file at `path`, following symbolic links; nil when there is nothing there, an error when
    /// it cannot be looked at.
    package static func at(_ path: String) throws(SystemError) -> FileInfo? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .last("read", path)
        }
        return FileInfo(info)
    }
}
