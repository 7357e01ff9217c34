import Foundation
import MoupModel
import Testing

@testable import MoupPrivacy

/// Issue 31: nothing in a sealed page's public bytes tells one reader's pages from another's, and a
/// page's path says neither whose it is nor what. One salt for the site, names from HMACs, key
/// entries padded with decoys.
@Suite struct SiteSecretTests {
    static let site = SiteSecret(salt: Array(repeating: 7, count: 16), namingKey: Array(repeating: 8, count: 32))!

    static func key(_ fill: UInt8, salt: UInt8 = 7) -> ReaderKey {
        ReaderKey(
            salt: Array(repeating: salt, count: 16), iterations: 600_000, bytes: Array(repeating: fill, count: 32))!
    }

    @Test func sizesAreChecked() {
        #expect(SiteSecret(salt: Array(repeating: 1, count: 15), namingKey: Array(repeating: 1, count: 32)) == nil)
        #expect(SiteSecret(salt: Array(repeating: 1, count: 16), namingKey: Array(repeating: 1, count: 31)) == nil)
        #expect(SiteSecret.generate() != SiteSecret.generate())
    }

    @Test func namesAreStableSecretAndSayNothing() {
        let payslip = SealedNames.page("payslips/cafe/kim-minji/2026-11-01.html", site: Self.site)
        #expect(payslip == SealedNames.page("payslips/cafe/kim-minji/2026-11-01.html", site: Self.site))
        #expect(
            payslip.range(of: "^p/[0-9a-hjkmnp-tv-z]{26}\\.html$", options: .regularExpression) != nil, "\(payslip)")
        #expect(payslip != SealedNames.page("payslips/cafe/kim-minji/2026-10-01.html", site: Self.site))
        // Another site's naming key gives another name: nobody can work a name out from the path.
        let other = SiteSecret(salt: Array(repeating: 7, count: 16), namingKey: Array(repeating: 9, count: 32))!
        #expect(payslip != SealedNames.page("payslips/cafe/kim-minji/2026-11-01.html", site: other))
        // A start page is named by its reader's key, as a personal feed is (with another label).
        let start = SealedNames.startPage(for: Self.key(1))
        #expect(start != SealedNames.startPage(for: Self.key(2)))
        #expect(start != "p/" + PrivateAddress.feedName(for: Self.key(1)) + ".html")
    }

    /// The entries of a page sealed for one reader and of one sealed for three look alike: four each,
    /// the same salt and rounds, and only the readers' keys open it.
    @Test func keyEntriesComeInFoursWithDecoysNoKeyOpens() {
        let page = Array("<p>임금명세서</p>".utf8)
        let one = PageSealer.seal(page, path: "p/a.html", for: [Self.key(1)], slots: 4)
        let three = PageSealer.seal(page, path: "p/b.html", for: [Self.key(1), Self.key(2), Self.key(3)], slots: 4)
        #expect(one.keys.count == 4 && three.keys.count == 4)
        for entry in one.keys + three.keys {
            #expect(entry.salt == Self.site.salt && entry.iterations == 600_000)
            #expect(entry.nonce.count == 12 && entry.wrapped.count == 48)
        }
        #expect(Set(one.keys.map(\.wrapped)).count == 4, "decoys differ from each other")
        #expect(PageSealer.open(one, with: Self.key(1).bytes) == page)
        #expect(PageSealer.open(one, with: Self.key(2).bytes) == nil)
        #expect(PageSealer.open(three, with: Self.key(3).bytes) == page)
        #expect(PageSealer.open(three, with: Self.key(4).bytes) == nil)
        // Deterministic: the same page, path and keys give the same bytes, decoys and all.
        #expect(PageSealer.seal(page, path: "p/a.html", for: [Self.key(1)], slots: 4) == one)
    }

    /// A store from before site secrets (a salt per reader): `addMissing` makes the site secret and
    /// moves every key to its salt, keeping each secret, so a typed secret still opens the pages
    /// (the link, which carries the key, is new). A settled store is left as it is.
    @Test func anOldStoreMovesToTheSiteSalt() throws {
        let secret = try #require(Secret("7kq2-m9xd-4hb1-0rtw-ze5y"))
        let oldKey = ReaderKey.derive(from: secret, salt: Array(repeating: 3, count: 16))
        var store = SecretStore(entries: [.worker("kim-minji"): .init(secret: secret, key: oldKey)])
        #expect(!store.isSettled)
        let renewed = store.addMissing([.worker("kim-minji"), .owner("cafe")])
        #expect(renewed == [.owner("cafe"), .worker("kim-minji")])
        let site = try #require(store.site)
        #expect(store.isSettled)
        let kim = try #require(store.entries[.worker("kim-minji")])
        #expect(kim.secret == secret && kim.key.salt == site.salt && kim.key != oldKey)
        #expect(kim.key == ReaderKey.derive(from: secret, salt: site.salt))
        #expect(store.entries[.owner("cafe")]?.key.salt == site.salt)
        let settled = store
        #expect(store.addMissing([.worker("kim-minji"), .owner("cafe")]).isEmpty)
        #expect(store == settled)
    }

    @Test func theSiteSecretIsWrittenAndReadBack() throws {
        let store = SecretStore(
            entries: [.worker("kim-minji"): .init(secret: Secret("7kq2-m9xd-4hb1-0rtw-ze5y")!, key: Self.key(1))],
            site: Self.site)
        let text = SecretsFile.encode(store)
        #expect(text.contains("\"format\": 2"))
        #expect(
            text.contains(
                "\"site\": {\"salt\": \"BwcHBwcHBwcHBwcHBwcHBw==\", \"names\": \"CAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg=\"}"
            ))
        #expect(try SecretsFile.parse(Data(text.utf8), path: "s.json") == store)
        // A format 1 file (no site) still reads.
        let old = text.replacingOccurrences(of: "\"format\": 2", with: "\"format\": 1")
            .replacingOccurrences(
                of:
                    "  \"site\": {\"salt\": \"BwcHBwcHBwcHBwcHBwcHBw==\", \"names\": \"CAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg=\"},\n",
                with: "")
        let read = try SecretsFile.parse(Data(old.utf8), path: "s.json")
        #expect(read.site == nil && read.entries == store.entries)
    }
}
