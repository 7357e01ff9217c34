import Testing

@testable import MoupPrivacy

@Suite struct KeyAndSealTests {
    static let secret = Secret("7kq2-m9xd-a0b1-c2d3-e4f5")!
    static let salt: [UInt8] = Array(0..<16)

    /// PBKDF2-HMAC-SHA256("7kq2-m9xd-a0b1-c2d3-e4f5", salt 00 01 … 0f, 600,000 rounds, 32 bytes),
    /// as Python's hashlib.pbkdf2_hmac (OpenSSL) computes it, and as WebCrypto's deriveBits must.
    @Test func keyDerivationMatchesAnIndependentPBKDF2() {
        let key = ReaderKey.derive(from: Self.secret, salt: Self.salt)
        #expect(key.iterations == 600_000)
        #expect(
            key.bytes.map { String(format: "%02x", $0) }.joined()
                == "8e0b603c52b1233e2fd4b36d69cc19043910f2dc3dfeab8b220796d6fbaefa33")
    }

    @Test func keysBelow600000RoundsAreRefused() {
        #expect(ReaderKey(salt: Self.salt, iterations: 599_999, bytes: Array(repeating: 1, count: 32)) == nil)
        #expect(ReaderKey(salt: Self.salt, iterations: 600_000, bytes: Array(repeating: 1, count: 31)) == nil)
        #expect(
            ReaderKey(salt: Array(Self.salt.prefix(15)), iterations: 600_000, bytes: Array(repeating: 1, count: 32))
                == nil)
    }

    static func key(_ fill: UInt8) -> ReaderKey {
        ReaderKey(
            salt: Array(repeating: fill, count: 16), iterations: 600_000, bytes: Array(repeating: fill &+ 1, count: 32))!
    }

    @Test func eachReaderOpensThePageAndNobodyElse() {
        let page = Array("<p>실지급액 892,680원</p>".utf8)
        let worker = Self.key(1)
        let owner = Self.key(2)
        let stranger = Self.key(3)
        let sealed = PageSealer.seal(page, path: "payslips/a/b/2026-11-01.html", for: [worker, owner])
        #expect(sealed.keys.count == 2)
        #expect(PageSealer.open(sealed, with: worker.bytes) == page)
        #expect(PageSealer.open(sealed, with: owner.bytes) == page)
        #expect(PageSealer.open(sealed, with: stranger.bytes) == nil)
    }

    @Test func sealingIsDeterministicAndNoncesFollowThePage() {
        let readers = [Self.key(1), Self.key(2)]
        let a = PageSealer.seal(Array("one".utf8), path: "p.html", for: readers)
        #expect(PageSealer.seal(Array("one".utf8), path: "p.html", for: readers) == a)
        // A different page under the same readers and path: a different nonce (never reused for other bytes).
        let b = PageSealer.seal(Array("two".utf8), path: "p.html", for: readers)
        #expect(a.nonce != b.nonce)
        // The same page at another path: another page key, so other bytes entirely.
        let c = PageSealer.seal(Array("one".utf8), path: "q.html", for: readers)
        #expect(c.ciphertext != a.ciphertext)
        #expect(c.keys[0].wrapped != a.keys[0].wrapped)
        // Rotating one reader changes the page key, so the other reader's wrapped key changes too.
        let rotated = PageSealer.seal(Array("one".utf8), path: "p.html", for: [Self.key(9), Self.key(2)])
        #expect(rotated.ciphertext != a.ciphertext)
    }

    /// Padding: spaces after the page up to the size asked (none for a longer page), inside the
    /// ciphertext; the nonce follows the size too, so the same page padded otherwise is other bytes.
    @Test func pagesArePaddedWithSpacesInsideTheCiphertext() {
        let reader = Self.key(1)
        let page = Array("<p>a</p>".utf8)
        let sealed = PageSealer.seal(page, paddedTo: 64, path: "p.html", for: [reader])
        #expect(sealed.ciphertext.count == 64 + 16)
        #expect(PageSealer.open(sealed, with: reader.bytes) == page + Array(repeating: UInt8(ascii: " "), count: 56))
        let longer = PageSealer.seal(page, paddedTo: 4, path: "p.html", for: [reader])
        #expect(PageSealer.open(longer, with: reader.bytes) == page)
        #expect(PageSealer.seal(page, paddedTo: 128, path: "p.html", for: [reader]).nonce != sealed.nonce)
        #expect(
            PageSealer.seal(page + Array(repeating: UInt8(ascii: " "), count: 56), path: "p.html", for: [reader]).nonce
                != sealed.nonce)
    }

    @Test func tamperingIsDetected() {
        let reader = Self.key(1)
        var sealed = PageSealer.seal(Array("pay".utf8), path: "p.html", for: [reader])
        sealed.ciphertext[0] ^= 1
        #expect(PageSealer.open(sealed, with: reader.bytes) == nil)
    }

    @Test func jsonRoundTripsAndHoldsOnlyBase64() throws {
        let sealed = PageSealer.seal(Array("<h1>김민지</h1>".utf8), path: "p.html", for: [Self.key(1), Self.key(2)])
        let json = sealed.json
        #expect(!json.contains("<"))
        #expect(try #require(SealedPage(json: json)) == sealed)
    }

    @Test func typedSecretOpensThroughPBKDF2() {
        let reader = ReaderKey.derive(from: Self.secret, salt: Self.salt)
        let sealed = PageSealer.seal(Array("net".utf8), path: "p.html", for: [Self.key(5), reader])
        #expect(PageSealer.open(sealed, secret: Self.secret) == Array("net".utf8))
        #expect(PageSealer.open(sealed, secret: Secret("0000-0000-0000-0000-0000")!) == nil)
    }

    @Test func openingTokenCarriesTheKey() throws {
        let key = Self.key(7)
        let token = PrivateAddress.openingToken(for: key)
        #expect(!token.contains("=") && !token.contains("+") && !token.contains("/"))
        #expect(try #require(PrivateAddress.key(fromToken: token)) == key.bytes)
        #expect(PrivateAddress.key(fromToken: "short") == nil)
    }

    @Test func feedNameIsStablePerKeyAndChangesWithIt() {
        let name = PrivateAddress.feedName(for: Self.key(1))
        #expect(name.count == 26)
        #expect(name == PrivateAddress.feedName(for: Self.key(1)))
        #expect(name != PrivateAddress.feedName(for: Self.key(2)))
        #expect(name.allSatisfy { Secret.alphabet.contains($0.asciiValue ?? 0) })
    }
}
