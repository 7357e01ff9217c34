#if canImport(Glibc)
import Glibc
#endif

/// The kernel's notices of changes in watched folders (Linux's inotify): a file written, made,
/// removed or moved, or a folder's own attributes changed. Reading them never blocks.
package final class ChangeNotices {
    #if canImport(Glibc)
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// Nil where the system gives no notices (not Linux, or no inotify left).
    package init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// Watches `folder` (not the folders below it); watching one twice is harmless, and a folder
    /// removed meanwhile needs no watch. False when the kernel refuses for want of room: its limit of
    /// watched folders per user is reached (`fs.inotify.max_user_watches`, ENOSPC) or memory is short.
    @discardableResult
    package func watch(_ folder: String) -> Bool {
        inotify_add_watch(descriptor, folder, Self.mask) >= 0 || errno == ENOENT || errno == ENOTDIR
    }

    /// The names the notices since the last call are about (empty for a watched folder itself), in
    /// order; empty when there were none.
    package func names() -> [String] {
        var names: [String] = []
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            names += Self.names(inEvents: buffer[0..<count])
        }
        return names
    }
    #else
    package init?() { nil }
    @discardableResult
    package func watch(_ folder: String) -> Bool { false }
    package func names() -> [String] { [] }
    #endif

    /// The names of the events in `bytes` (`struct inotify_event`s: wd, mask, cookie, len, name), but
    /// those saying a watch ended (`IN_IGNORED`, bit 15).
    static func names(inEvents bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            let field = { (at: Int) in
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
                    << 24
            }
            let mask = field(offset + 4)
            let length = Int(field(offset + 12))
            let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
            offset += 16 + length
            if mask & 0x8000 != 0 { continue }
            names.append(String(decoding: nameBytes, as: UTF8.self))
        }
        return names
    }
}
