/// The calendar colour of a worker who has no `color` key: picked from a fixed palette of
/// readable colours by an FNV-1a hash of the id, so it is the same on every build and machine
/// (Swift's `hashValue` is seeded per process and must not be used).
enum WorkerColor {
    static let palette = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
        "#b07aa1", "#ff9da7", "#9c755f", "#79706e", "#86bcb6", "#d37295",
    ]

    static func derived(from id: String) -> String {
        palette[Int(fnv1a(id) % UInt64(palette.count))]
    }

    /// 64-bit FNV-1a over the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// True for `#RRGGBB` with hexadecimal digits.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { byte in
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
            }
    }
}
