import Crypto
import CryptoExtras

/// The 256-bit key a reader's secret unlocks: PBKDF2-HMAC-SHA256 of the secret with the reader's own
/// random salt. Derived once, when the secret is made, and kept beside it in the secrets file, so a
/// build never runs PBKDF2; a browser runs it once when the secret is typed.
package struct ReaderKey: Hashable, Sendable {
    /// PBKDF2 rounds for new keys (OWASP's figure for PBKDF2-HMAC-SHA256).
    package static let defaultIterations = 600_000
    /// The fewest rounds a key may have been derived with.
    package static let minimumIterations = 600_000
    static let saltSize = 16
    static let keySize = 32

    /// Random, per reader; public (it is in every page the reader opens).
    package let salt: [UInt8]
    package let iterations: Int
    /// The derived key: as secret as the secret itself.
    package let bytes: [UInt8]

    /// A key as read back from the secrets file; nil when a size or the round count is wrong.
    package init?(salt: [UInt8], iterations: Int, bytes: [UInt8]) {
        guard salt.count == Self.saltSize, bytes.count == Self.keySize, iterations >= Self.minimumIterations else {
            return nil
        }
        self.salt = salt
        self.iterations = iterations
        self.bytes = bytes
    }

    /// Runs PBKDF2 (slow by design: about half a second at 600,000 rounds on one core).
    package static func derive(from secret: Secret, salt: [UInt8], iterations: Int = defaultIterations) -> ReaderKey {
        let key: SymmetricKey
        do {
            key = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(secret.text.utf8), salt: salt, using: .sha256,
                outputByteCount: keySize, rounds: iterations)
        } catch {
            preconditionFailure("PBKDF2 failed with \(iterations) rounds: \(error)")
        }
        return ReaderKey(salt: salt, iterations: iterations, bytes: key.withUnsafeBytes { Array($0) })!
    }

    /// A fresh random salt from the system's CSPRNG.
    package static func newSalt() -> [UInt8] {
        var system = SystemRandomNumberGenerator()
        return (0..<saltSize).map { _ in UInt8.random(in: .min ... .max, using: &system) }
    }

    var symmetricKey: SymmetricKey { SymmetricKey(data: bytes) }
}
