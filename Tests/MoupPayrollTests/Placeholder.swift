import Testing

@Test func MoupPayrollTestsPlaceholder() { #expect(Bool(true)) }
