import Foundation
import Testing

@testable import MoupPrivacy

@Suite struct Base64Tests {
    /// The same symbols as Foundation's encoder, for every length of remainder and for a page-sized input.
    @Test func writesWhatFoundationWrites() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...9) + [47, 48, 49, 8_192, 8_208] {
            let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            var out = Array("x".utf8)
            Base64.append(bytes, to: &out)
            #expect(out == Array("x".utf8) + Array(Data(bytes).base64EncodedData()), "\(count) bytes")
        }
    }

    @Test func knownValues() {
        for (plain, encoded) in [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ] {
            var out: [UInt8] = []
            Base64.append(Array(plain.utf8), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == encoded)
        }
        var high: [UInt8] = []
        Base64.append([0xFF, 0xFE, 0xFD], to: &high)
        #expect(String(decoding: high, as: UTF8.self) == "//79")
    }
}
