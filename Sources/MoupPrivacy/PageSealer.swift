import Crypto

/// Encrypts private pages for their readers, and opens them again (for tests and tools; browsers
/// open them with the shell's script).
///
/// Deterministic, so that the same content and secrets give the same bytes:
/// - the page key is HKDF-SHA256 of the readers' keys (in order) with the page's path as info: one
///   key per page, and a new one whenever any reader's secret is rotated;
/// - the page is padded with spaces to `size` before it is encrypted; its nonce is the first 12 bytes of
///   HMAC-SHA256(page key, path ‖ 0 ‖ size (8 bytes, big-endian) ‖ page), which names the padded page
///   without running over its padding, so a nonce repeats only for the very same padded page, path and
///   key (which then gives the very same bytes); a different page under the same key gets a different
///   nonce, as AES-GCM requires;
/// - each wrapped key's nonce is HMAC-SHA256(reader key, "wrap" ‖ path ‖ 0 ‖ page key), likewise;
/// - with `slots` above the number of readers, the keys are followed by decoys: nonce and "wrapped
///   key" of each from HMAC-SHA256(page key, "decoy" ‖ slot ‖ part), as random to anyone without the page
///   key as a real wrapped key is, so the count of entries does not tell how many read the page.
package enum PageSealer {
    static let nonceSize = 12
    static let pageKeyLabel = Array("moup page key v1".utf8)
    static let wrapLabel = Array("moup wrap v1".utf8)
    static let decoyLabel = Array("moup decoy v1".utf8)

    /// Seals `page` (the page's bytes), padded with spaces to `size` bytes (none when it is longer), at
    /// `path` for `readers`, who must not be empty, with at least `slots` key entries (decoys after the
    /// readers' own).
    package static func seal(
        _ page: [UInt8], paddedTo size: Int = 0, path: String, for readers: [ReaderKey],
        slots: Int = 0
    ) -> SealedPage {
        precondition(!readers.isEmpty, "a private page needs at least one reader")
        let pathBytes = Array(path.utf8)
        let pageKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: readers.flatMap(\.bytes)), salt: pageKeyLabel, info: pathBytes,
            outputByteCount: 32)
        let padded = max(size, page.count)
        let nonce = syntheticNonce(key: pageKey, parts: [pathBytes, [0], bigEndian(padded), page])
        let sealed = encrypt(
            page + repeatElement(UInt8(ascii: " "), count: padded - page.count), key: pageKey, nonce: nonce)
        let pageKeyBytes = pageKey.withUnsafeBytes { Array($0) }
        var keys = readers.map { reader -> SealedPage.WrappedKey in
            let wrapNonce = syntheticNonce(key: reader.symmetricKey, parts: [wrapLabel, pathBytes, [0], pageKeyBytes])
            return SealedPage.WrappedKey(
                salt: reader.salt, iterations: reader.iterations, nonce: wrapNonce,
                wrapped: encrypt(pageKeyBytes, key: reader.symmetricKey, nonce: wrapNonce))
        }
        keys += decoys(max(slots - keys.count, 0), pageKey: pageKey, like: readers[0])
        return SealedPage(keys: keys, nonce: nonce, ciphertext: sealed)
    }

    /// `count` entries no key opens, of the same sizes, salt and rounds as a reader's: each a 12-byte
    /// nonce and a 48-byte "wrapped key" (a 32-byte key and its 16-byte tag), cut from the two MACs
    /// HMAC-SHA256(page key, "decoy" ‖ slot ‖ 1) and (… ‖ 2).
    static func decoys(_ count: Int, pageKey: SymmetricKey, like reader: ReaderKey) -> [SealedPage.WrappedKey] {
        let keyed = HMAC<SHA256>(key: pageKey)
        return (0..<count).map { slot in
            let bytes = [UInt8(1), 2].flatMap { part -> [UInt8] in
                var mac = keyed
                mac.update(data: decoyLabel + [UInt8(truncatingIfNeeded: slot), part])
                return Array(mac.finalize())
            }
            return SealedPage.WrappedKey(
                salt: reader.salt, iterations: reader.iterations,
                nonce: Array(bytes[..<nonceSize]), wrapped: Array(bytes[nonceSize..<(nonceSize + 48)]))
        }
    }

    /// The page's bytes, opened with one reader's key; nil when that key is not among the page's readers
    /// (or the page was tampered with).
    package static func open(_ sealed: SealedPage, with key: [UInt8]) -> [UInt8]? {
        let readerKey = SymmetricKey(data: key)
        for wrapped in sealed.keys {
            guard let pageKey = decrypt(wrapped.wrapped, key: readerKey, nonce: wrapped.nonce) else { continue }
            return decrypt(sealed.ciphertext, key: SymmetricKey(data: pageKey), nonce: sealed.nonce)
        }
        return nil
    }

    /// The page's bytes, opened with a typed secret: derives the key with each salt the page lists.
    package static func open(_ sealed: SealedPage, secret: Secret) -> [UInt8]? {
        var tried: Set<[UInt8]> = []
        for wrapped in sealed.keys where tried.insert(wrapped.salt).inserted {
            let key = ReaderKey.derive(from: secret, salt: wrapped.salt, iterations: wrapped.iterations)
            if let page = open(sealed, with: key.bytes) { return page }
        }
        return nil
    }

    static func bigEndian(_ value: Int) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(value) >> ($0 * 8)) }
    }

    static func syntheticNonce(key: SymmetricKey, parts: [[UInt8]]) -> [UInt8] {
        var mac = HMAC<SHA256>(key: key)
        for part in parts { mac.update(data: part) }
        return Array(mac.finalize().prefix(nonceSize))
    }

    static func encrypt(_ plaintext: [UInt8], key: SymmetricKey, nonce: [UInt8]) -> [UInt8] {
        do {
            let box = try AES.GCM.seal(plaintext, using: key, nonce: AES.GCM.Nonce(data: nonce))
            // nonce ‖ ciphertext ‖ tag (never nil with a 12-byte nonce): the ciphertext and tag in one copy.
            guard let combined = box.combined else { preconditionFailure("AES-GCM gave no combined box") }
            return Array(combined.dropFirst(nonceSize))
        } catch {
            preconditionFailure("AES-GCM sealing failed: \(error)")
        }
    }

    static func decrypt(_ sealed: [UInt8], key: SymmetricKey, nonce: [UInt8]) -> [UInt8]? {
        guard sealed.count >= 16, let gcmNonce = try? AES.GCM.Nonce(data: nonce) else { return nil }
        let tagStart = sealed.count - 16
        // A wrong key throws (on Linux a generic error, not .authenticationFailure): any error is "cannot open".
        guard
            let box = try? AES.GCM.SealedBox(
                nonce: gcmNonce, ciphertext: sealed[..<tagStart], tag: sealed[tagStart...]),
            let plain = try? AES.GCM.open(box, using: key)
        else { return nil }
        return Array(plain)
    }
}
