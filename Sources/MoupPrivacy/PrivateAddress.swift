import Crypto
import Foundation

/// Names derived from a reader's key that only the reader can know: the path of a personal ICS
/// feed, and the token in a link's fragment that opens a page without typing.
package enum PrivateAddress {
    /// A base32 name of 26 symbols (130 bits) from HMAC-SHA256(key, "moup feed v1"): stable across
    /// builds, new when the secret is rotated, and of no use in guessing the key.
    package static func feedName(for key: ReaderKey) -> String {
        Base32Name.of(HMAC<SHA256>.authenticationCode(for: Array("moup feed v1".utf8), using: key.symmetricKey))
    }

    /// The fragment token of a link (`…/index.html#k=<token>`): the reader's key in base64url.
    /// A fragment never leaves the browser; the shell removes it from the address bar once read.
    package static func openingToken(for key: ReaderKey) -> String {
        Data(key.bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The key in an opening token; nil when it is not one.
    package static func key(fromToken token: String) -> [UInt8]? {
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), data.count == ReaderKey.keySize else { return nil }
        return Array(data)
    }
}
