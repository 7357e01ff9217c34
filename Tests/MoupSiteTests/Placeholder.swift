import Testing

@Test func MoupSiteTestsPlaceholder() { #expect(Bool(true)) }
