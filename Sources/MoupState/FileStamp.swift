import MoupSystem

/// What the file system says about one file without reading it: its identity (device and inode),
/// size and modification time to the nanosecond. Two equal stamps mean the bytes were not replaced
/// or rewritten through any ordinary means (an edit, a copy, a `git checkout`, an atomic save).
package struct FileStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int64
    package var nanoseconds: Int64

    /// The stamp of the file at `path`, following symbolic links (as reading it would); nil when
    /// there is nothing there.
    package init?(path: String) {
        guard let info = FileInfo(path: path) else { return nil }
        self.init(info)
    }

    init(_ info: FileInfo) {
        self.init(
            device: info.device, inode: info.inode, size: info.size, seconds: info.seconds,
            nanoseconds: info.nanoseconds)
    }

    init(device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The stamp with device and inode 0: the size and time alone.
    package var withoutIdentity: FileStamp {
        FileStamp(device: 0, inode: 0, size: size, seconds: seconds, nanoseconds: nanoseconds)
    }

    /// `dev.inode.size.seconds.nanoseconds`, as the state file keeps it.
    package var text: String { "\(device).\(inode).\(size).\(seconds).\(nanoseconds)" }

    /// `size.seconds.nanoseconds`: what says a file is the one written before even where it was copied
    /// since with its times (`cp -a`, a backup restored), which gives it another identity.
    package var sizeAndTime: String { "\(size).\(seconds).\(nanoseconds)" }

    /// Appends `text`'s bytes to `bytes`, without making the `String`.
    func appendText(to bytes: inout [UInt8]) {
        Self.appendDecimal(Int64(bitPattern: device), to: &bytes, unsigned: device)
        bytes.append(UInt8(ascii: "."))
        Self.appendDecimal(Int64(bitPattern: inode), to: &bytes, unsigned: inode)
        for value in [size, seconds, nanoseconds] {
            bytes.append(UInt8(ascii: "."))
            Self.appendDecimal(value, to: &bytes, unsigned: nil)
        }
    }

    /// The decimal digits of `unsigned` when given, else of `value` (with its sign), as `"\(…)"` writes them.
    private static func appendDecimal(_ value: Int64, to bytes: inout [UInt8], unsigned: UInt64?) {
        var magnitude = unsigned ?? value.magnitude
        if unsigned == nil, value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// The stamp in `text`'s form, read from its bytes.
    init?(bytes: StateText.Bytes) {
        let parts = StateText.fields(bytes, separator: UInt8(ascii: "."))
        guard parts.count == 5, let d = StateText.number(parts[0]), let i = StateText.number(parts[1]),
            let s = StateText.number(parts[2]), let sec = StateText.number(parts[3]),
            let ns = StateText.number(parts[4])
        else { return nil }
        self.init(device: UInt64(d), inode: UInt64(i), size: s, seconds: sec, nanoseconds: ns)
    }
}
