import MoupModel

/// Every reader's secret and the key derived from it: what the secrets file holds.
package struct SecretStore: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var secret: Secret
        package var key: ReaderKey

        package init(secret: Secret, key: ReaderKey) {
            self.secret = secret
            self.key = key
        }

        /// A new secret from the CSPRNG and the key PBKDF2 derives from it with `salt` (the site's).
        package static func generate(salt: [UInt8], iterations: Int = ReaderKey.defaultIterations) -> Entry {
            let secret = Secret.generate()
            return Entry(secret: secret, key: ReaderKey.derive(from: secret, salt: salt, iterations: iterations))
        }

        /// The same secret with its key derived again with `salt`: the typed secret still opens the
        /// pages, the link (which carries the key) is new.
        func resalted(_ salt: [UInt8]) -> Entry {
            Entry(secret: secret, key: ReaderKey.derive(from: secret, salt: salt, iterations: key.iterations))
        }
    }

    package var entries: [Reader: Entry]
    /// The site's salt and naming key; nil in a store made before sites had one (`addMissing` makes it).
    package var site: SiteSecret?

    package init(entries: [Reader: Entry] = [:], site: SiteSecret? = nil) {
        self.entries = entries
        self.site = site
    }

    /// The site secret, made when the store has none.
    mutating func ensureSite() -> SiteSecret {
        if let site { return site }
        let made = SiteSecret.generate()
        site = made
        return made
    }

    /// True when every reader's key is derived with the site's salt (and the store has a site secret):
    /// what a build that must not change the secrets (a shard's) needs.
    package var isSettled: Bool {
        guard let site else { return false }
        return entries.values.allSatisfy { $0.key.salt == site.salt }
    }

    /// Every reader's key, for the build.
    package var keys: [Reader: ReaderKey] { entries.mapValues(\.key) }

    /// Gives each of `readers` without a secret a new one, and moves every key derived with a salt
    /// of its own (a store made before sites had one salt) to the site's salt, keeping the secret.
    /// Returns the readers whose link is new either way, sorted. Key derivation (PBKDF2) runs once
    /// per such reader, spread over the machine's cores.
    package mutating func addMissing(_ readers: [Reader], iterations: Int = ReaderKey.defaultIterations) -> [Reader] {
        let salt = ensureSite().salt
        let missing = Array(Set(readers.filter { entries[$0] == nil })).sorted()
        let moved = entries.filter { $0.value.key.salt != salt }.map(\.key).sorted()
        if !missing.isEmpty {
            let made = missing.concurrentMap { _ in Entry.generate(salt: salt, iterations: iterations) }
            for (reader, entry) in zip(missing, made) { entries[reader] = entry }
        }
        if !moved.isEmpty {
            let current = moved.map { entries[$0]! }
            let renewed = current.concurrentMap { $0.resalted(salt) }
            for (reader, entry) in zip(moved, renewed) { entries[reader] = entry }
        }
        return (missing + moved).sorted()
    }

    /// Replaces one reader's secret (and so their key, their pages' keys and their feed's address).
    package mutating func rotate(_ reader: Reader, iterations: Int = ReaderKey.defaultIterations) {
        entries[reader] = Entry.generate(salt: ensureSite().salt, iterations: iterations)
    }

    /// Drops the secrets of readers not in `readers`; returns those dropped, sorted.
    package mutating func prune(keeping readers: [Reader]) -> [Reader] {
        let keep = Set(readers)
        let dropped = entries.keys.filter { !keep.contains($0) }.sorted()
        for reader in dropped { entries[reader] = nil }
        return dropped
    }
}
