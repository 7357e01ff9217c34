import MoupPayroll
import Testing

/// Amounts are printed with a comma every three digits from the right, as on a 임금명세서.
struct WonTextTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (10_030, "10,030"), (892_680, "892,680"),
        (1_369_183, "1,369,183"), (1_000_000, "1,000,000"), (-3_300, "-3,300"), (-1_234_567, "-1,234,567"),
    ])
    func groupsThreeDigits(value: Int, text: String) {
        #expect(WonText.grouped(value) == text)
    }
}
