/// Standard base64 (RFC 4648: `A–Z a–z 0–9 + /`, `=` padding), written straight onto the end of a
/// byte array: how `SealedPage.jsonBytes` writes its ciphertext, which is most of a sealed page's
/// bytes. Foundation's encoder (through `Data`, then appended) took about 0.2 s of CPU in a
/// 1,000-worker encrypted build (issue 31's speed bar); this one writes each 4 symbols in place.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `out` followed by the base64 of `bytes`.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        let count = bytes.count
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "="), count: (count + 2) / 3 * 4))
        alphabet.withUnsafeBufferPointer { symbol in
            bytes.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    var i = 0
                    var o = start
                    // Three bytes make four symbols of six bits each.
                    while i + 3 <= count {
                        let group = Int(input[i]) << 16 | Int(input[i + 1]) << 8 | Int(input[i + 2])
                        output[o] = symbol[group >> 18]
                        output[o + 1] = symbol[(group >> 12) & 63]
                        output[o + 2] = symbol[(group >> 6) & 63]
                        output[o + 3] = symbol[group & 63]
                        i += 3
                        o += 4
                    }
                    // One or two bytes left: two or three symbols, then the `=` already in place.
                    guard i < count else { return }
                    let group = Int(input[i]) << 16 | (i + 1 < count ? Int(input[i + 1]) << 8 : 0)
                    output[o] = symbol[group >> 18]
                    output[o + 1] = symbol[(group >> 12) & 63]
                    if i + 1 < count { output[o + 2] = symbol[(group >> 6) & 63] }
                }
            }
        }
    }
}
