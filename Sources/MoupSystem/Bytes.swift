#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte loops, for the state and manifest files a 10,000-worker rebuild reads whole
/// (13 MB of manifest) before it can stamp the output.
package enum Bytes {
    /// Byte order of two runs of bytes (`memcmp` over the length they share, then the shorter first):
    /// how paths sort in manifests and state files, whatever their text.
    package static func precedes(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        let shared = min(x.count, y.count)
        let order = shared == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, shared)
        return order != 0 ? order < 0 : x.count < y.count
    }

    /// The index of the first `byte` in `bytes` at or after `start` (`memchr`), or nil.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        return memchr(base + start, Int32(byte), bytes.count - start).map {
            UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
        }
    }
}
