import Testing

@testable import MoupPrivacy

@Suite struct SecretTests {
    /// A generator that replays fixed numbers, to pin what `generate` makes of them.
    struct Replay: RandomNumberGenerator {
        var values: [UInt64]
        mutating func next() -> UInt64 { values.isEmpty ? 0 : values.removeFirst() }
    }

    @Test func canonicalFormIsFiveGroupsOfFourLowercase() throws {
        let secret = try #require(Secret("7KQ2 M9XD-A0B1 c2d3-e4f5"))
        #expect(secret.text == "7kq2-m9xd-a0b1-c2d3-e4f5")
    }

    @Test func typingIsForgivingAboutLettersBase32LeavesOut() throws {
        // o reads as 0; i and l as 1 (Crockford's base32 has none of them).
        let typed = try #require(Secret("7kq2m9xdaob1c2d3e4f5"))
        #expect(typed.text == "7kq2-m9xd-a0b1-c2d3-e4f5")
        #expect(Secret("7kq2-m9xd-a0bi-c2d3-e4f5")?.text == "7kq2-m9xd-a0b1-c2d3-e4f5")
        #expect(Secret("7kq2-m9xd-a0bL-c2d3-e4f5")?.text == "7kq2-m9xd-a0b1-c2d3-e4f5")
    }

    @Test func rejectsWrongLengthAndForeignSymbols() {
        #expect(Secret("7kq2-m9xd-a0b1-c2d3-e4f") == nil)  // 19 symbols
        #expect(Secret("7kq2-m9xd-a0b1-c2d3-e4f55") == nil)  // 21
        #expect(Secret("7kq2-m9xd-a0b1-c2d3-e4fu") == nil)  // u is not in the alphabet
        #expect(Secret("김민지-m9xd-a0b1-c2d3-e4f5") == nil)
        #expect(Secret("") == nil)
    }

    @Test func generatedSecretsHave100BitsFromTheGenerator() {
        // Each symbol takes one draw below 32: 0 → "0", 31 → "z", 10 → "a".
        var replay = Replay(values: Array(repeating: 0, count: 19) + [UInt64.max])
        let secret = Secret.generate(using: &replay)
        #expect(secret.text.count == 24)  // 20 symbols + 4 dashes
        #expect(secret.text.hasPrefix("0000-0000-0000-0000-000"))
        #expect(Secret(secret.text) == secret)
    }

    @Test func systemSecretsDiffer() {
        let made = Set((0..<50).map { _ in Secret.generate().text })
        #expect(made.count == 50)
    }
}
