#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder, to find and stamp names in without building their paths: each name is looked up
/// from the folder (`openat`, `fstatat`), so walking a tree looks up one name per file instead of
/// every path from the top. Closed when the value goes. Names are NUL-terminated bytes.
package final class Folder: @unchecked Sendable {
    /// The open handle; only read after `init` (the kernel's calls on it are safe from any thread).
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The folder at `path`, opened for reading; nil when it cannot be.
    package convenience init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.init(descriptor: descriptor)
    }

    /// The folder `name` in this one, following links. `onlyToFind`: opened only to find names in
    /// (Linux's `O_PATH`), not to list them. Nil when it cannot be opened.
    package func folder(named name: UnsafePointer<CChar>, onlyToFind: Bool = false) -> Folder? {
        let descriptor = openat(
            self.descriptor, name, (onlyToFind ? Self.openOnlyToFind : O_RDONLY) | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? Folder(descriptor: descriptor) : nil
    }

    /// This folder's own stamp.
    package var info: FileInfo? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileInfo(info) : nil
    }

    /// The stamp of `name` in this folder, following links; nil when there is nothing there.
    package func info(of name: UnsafePointer<CChar>) -> FileInfo? {
        var info = stat()
        return fstatat(descriptor, name, &info, 0) == 0 ? FileInfo(info) : nil
    }

    /// Each name in the folder but `.` and `..`, in the order the system gives them, as bytes without
    /// their NUL; false when the folder cannot be listed.
    package func forEachName(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let listing = dup(descriptor)
        guard listing >= 0 else { return false }
        guard let dir = fdopendir(listing) else {
            close(listing)
            return false
        }
        defer { closedir(dir) }
        rewinddir(dir)
        while let entry = readdir(dir) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                if name.elementsEqual([UInt8(ascii: ".")])
                    || name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
                {
                    return
                }
                body(name)
            }
        }
        return true
    }

    #if os(Linux)
    /// Linux's `O_PATH` (not exported by the Glibc module).
    private static let openOnlyToFind: Int32 = 0o10000000
    #else
    private static let openOnlyToFind: Int32 = O_RDONLY
    #endif
}
