import Foundation

/// A private page as it travels inside its public shell: the page encrypted once under its own
/// page key, and that page key wrapped once for each reader who may open it.
///
/// Written as one line of JSON (`json`) that the shell's script reads with WebCrypto:
/// `{"v":1,"k":[{"s":salt,"i":rounds,"n":nonce,"w":wrapped key}…],"n":nonce,"c":ciphertext}`,
/// every byte string in standard base64, ciphertexts with their 16-byte GCM tag appended.
package struct SealedPage: Hashable, Sendable {
    /// The page key wrapped for one reader (who is not named: only the salt tells readers apart).
    package struct WrappedKey: Hashable, Sendable {
        /// The reader's PBKDF2 salt and rounds, to derive their key from a typed secret.
        package var salt: [UInt8]
        package var iterations: Int
        package var nonce: [UInt8]
        /// AES-256-GCM of the page key under the reader's key, tag appended.
        package var wrapped: [UInt8]
    }

    package static let version = 1

    /// One per reader, in the order the page was sealed for them (the page's own person first).
    package var keys: [WrappedKey]
    package var nonce: [UInt8]
    /// AES-256-GCM of the page under the page key, tag appended.
    package var ciphertext: [UInt8]

    /// The one-line JSON the shell embeds. Only base64 and digits: safe inside `<script>`.
    package var json: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// `json`'s UTF-8 bytes.
    package var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(jsonSize)
        appendJSON(to: &out)
        return out
    }

    /// About how many bytes `json` takes (a little more): to reserve room for it.
    package var jsonSize: Int { (ciphertext.count + 2) / 3 * 4 + keys.count * 160 + 64 }

    /// `out` followed by `jsonBytes`: the shell writes the JSON straight into the page it publishes.
    package func appendJSON(to out: inout [UInt8]) {
        func text(_ string: String) { out += string.utf8 }
        func base64(_ bytes: [UInt8]) { Base64.append(bytes, to: &out) }
        text("{\"v\":\(Self.version),\"k\":[")
        for (i, key) in keys.enumerated() {
            text(i > 0 ? ",{\"s\":\"" : "{\"s\":\"")
            base64(key.salt)
            text("\",\"i\":\(key.iterations),\"n\":\"")
            base64(key.nonce)
            text("\",\"w\":\"")
            base64(key.wrapped)
            text("\"}")
        }
        text("],\"n\":\"")
        base64(nonce)
        text("\",\"c\":\"")
        base64(ciphertext)
        text("\"}")
    }

    /// Reads the JSON back (as `json` writes it); nil when it is not a sealed page of this version.
    package init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            object["v"] as? Int == Self.version,
            let keyObjects = object["k"] as? [[String: Any]],
            let nonce = Self.bytes(object["n"]), let ciphertext = Self.bytes(object["c"])
        else { return nil }
        var keys: [WrappedKey] = []
        for key in keyObjects {
            guard let salt = Self.bytes(key["s"]), let iterations = key["i"] as? Int,
                let keyNonce = Self.bytes(key["n"]), let wrapped = Self.bytes(key["w"])
            else { return nil }
            keys.append(WrappedKey(salt: salt, iterations: iterations, nonce: keyNonce, wrapped: wrapped))
        }
        self.init(keys: keys, nonce: nonce, ciphertext: ciphertext)
    }

    package init(keys: [WrappedKey], nonce: [UInt8], ciphertext: [UInt8]) {
        self.keys = keys
        self.nonce = nonce
        self.ciphertext = ciphertext
    }

    static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// The bytes of a base64 string in a parsed JSON value; nil for anything else.
    static func bytes(_ value: Any?) -> [UInt8]? {
        (value as? String).flatMap { Data(base64Encoded: $0) }.map { Array($0) }
    }
}
