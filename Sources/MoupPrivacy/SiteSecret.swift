import Crypto

/// What every sealed page of one site shares, kept in the secrets file beside the readers' secrets:
/// - the PBKDF2 salt every reader's key is derived with, one for the whole site, so that nothing in a
///   page's public bytes tells one reader's pages from another's (a salt per reader did);
/// - the key that names sealed pages (`SealedNames`), secret, so a page's name cannot be worked out
///   from whose page it is or what it holds.
package struct SiteSecret: Hashable, Sendable {
    static let namingKeySize = 32

    /// Public: every sealed page carries it, the same in all.
    package let salt: [UInt8]
    /// As secret as a reader's key: with it anyone could tell which name is whose payslip.
    package let namingKey: [UInt8]

    /// A site secret as read back from the secrets file; nil when a size is wrong.
    package init?(salt: [UInt8], namingKey: [UInt8]) {
        guard salt.count == ReaderKey.saltSize, namingKey.count == Self.namingKeySize else { return nil }
        self.salt = salt
        self.namingKey = namingKey
    }

    /// A new site secret from the system's CSPRNG.
    package static func generate() -> SiteSecret {
        var system = SystemRandomNumberGenerator()
        let key = (0..<namingKeySize).map { _ in UInt8.random(in: .min ... .max, using: &system) }
        return SiteSecret(salt: ReaderKey.newSalt(), namingKey: key)!
    }

    var symmetricNamingKey: SymmetricKey { SymmetricKey(data: namingKey) }
}
