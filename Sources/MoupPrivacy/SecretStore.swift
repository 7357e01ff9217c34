import MoupModel

/// Every reader's secret and the key derived from it: what the secrets file holds.
public struct SecretStore: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var secret: Secret
        public var key: ReaderKey

        public init(secret: Secret, key: ReaderKey) {
            self.secret = secret
            self.key = key
        }

        /// A new secret from the CSPRNG, a new salt, and the key PBKDF2 derives from them.
        public static func generate(iterations: Int = ReaderKey.defaultIterations) -> Entry {
            let secret = Secret.generate()
            return Entry(secret: secret, key: ReaderKey.derive(from: secret, salt: ReaderKey.newSalt(), iterations: iterations))
        }
    }

    public var entries: [Reader: Entry]

    public init(entries: [Reader: Entry] = [:]) {
        self.entries = entries
    }

    /// Every reader's key, for the build.
    public var keys: [Reader: ReaderKey] { entries.mapValues(\.key) }

    /// Gives each of `readers` without a secret a new one; returns the readers added, sorted.
    /// Key derivation (PBKDF2) runs once per new reader, spread over the machine's cores.
    public mutating func addMissing(_ readers: [Reader], iterations: Int = ReaderKey.defaultIterations) -> [Reader] {
        let missing = Array(Set(readers.filter { entries[$0] == nil })).sorted()
        guard !missing.isEmpty else { return [] }
        let made = missing.concurrentMap { _ in Entry.generate(iterations: iterations) }
        for (reader, entry) in zip(missing, made) { entries[reader] = entry }
        return missing
    }

    /// Replaces one reader's secret (and so their key, their pages' keys and their feed's address).
    public mutating func rotate(_ reader: Reader, iterations: Int = ReaderKey.defaultIterations) {
        entries[reader] = Entry.generate(iterations: iterations)
    }

    /// Drops the secrets of readers not in `readers`; returns those dropped, sorted.
    public mutating func prune(keeping readers: [Reader]) -> [Reader] {
        let keep = Set(readers)
        let dropped = entries.keys.filter { !keep.contains($0) }.sorted()
        for reader in dropped { entries[reader] = nil }
        return dropped
    }
}
