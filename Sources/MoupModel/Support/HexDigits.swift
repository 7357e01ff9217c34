extension Sequence<UInt8> {
    /// Two lowercase hex digits per byte: how the state folder writes digests and names files, and how
    /// `unlock.js`'s address names its version.
    package var hexDigits: String {
        map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
