import Testing

@Test func EndToEndTestsPlaceholder() { #expect(Bool(true)) }
