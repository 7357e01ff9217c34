import Testing

@Test func MoupContentTestsPlaceholder() { #expect(Bool(true)) }
