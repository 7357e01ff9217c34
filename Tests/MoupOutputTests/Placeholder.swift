import Testing

@Test func MoupOutputTestsPlaceholder() { #expect(Bool(true)) }
