/// A reader's secret, what a person types into a private page's password field: 20 symbols of
/// Crockford's base32 (100 bits from the system's CSPRNG) in five groups of four, `7kq2-m9xd-…`.
/// It holds no name, date or id. Typing is forgiving: case, spaces and dashes do not matter, and
/// `o`, `i` and `l` read as `0`, `1` and `1` (the letters base32 leaves out for that reason).
package struct Secret: Hashable, Sendable, CustomStringConvertible {
    /// The 32 symbols, without `i`, `l`, `o` and `u`.
    static let alphabet: [UInt8] = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)
    /// 20 symbols × 5 bits = 100 bits.
    static let symbolCount = 20
    static let groupSize = 4

    /// The canonical form, lowercase with dashes: the exact text keys are derived from.
    package let text: String

    /// Reads a secret as written in the secrets file or typed by a person; nil unless it has
    /// exactly 20 base32 symbols once spaces and dashes are dropped.
    package init?(_ typed: String) {
        var symbols: [UInt8] = []
        for byte in typed.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "\t"): continue
            default:
                let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                let read: UInt8
                switch lower {
                case UInt8(ascii: "o"): read = UInt8(ascii: "0")
                case UInt8(ascii: "i"), UInt8(ascii: "l"): read = UInt8(ascii: "1")
                default: read = lower
                }
                guard Self.alphabet.contains(read) else { return nil }
                symbols.append(read)
            }
        }
        guard symbols.count == Self.symbolCount else { return nil }
        self.init(symbols: symbols)
    }

    private init(symbols: [UInt8]) {
        var grouped: [UInt8] = []
        for (i, symbol) in symbols.enumerated() {
            if i > 0, i % Self.groupSize == 0 { grouped.append(UInt8(ascii: "-")) }
            grouped.append(symbol)
        }
        text = String(decoding: grouped, as: UTF8.self)
    }

    /// A new secret from `generator` (by default the system's CSPRNG, `getrandom` on Linux).
    package static func generate<G: RandomNumberGenerator>(using generator: inout G) -> Secret {
        Secret(symbols: (0..<symbolCount).map { _ in alphabet[Int(generator.next(upperBound: UInt8(alphabet.count)))] })
    }

    /// A new secret from the system's CSPRNG.
    package static func generate() -> Secret {
        var system = SystemRandomNumberGenerator()
        return generate(using: &system)
    }

    package var description: String { text }
}
