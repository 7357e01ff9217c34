import Testing

@Test func MoupModelTestsPlaceholder() { #expect(Bool(true)) }
