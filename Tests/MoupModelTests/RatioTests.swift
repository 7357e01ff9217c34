import MoupModel
import Testing

@Suite struct RatioTests {
    @Test func parsesDecimalsExactly() {
        #expect(Ratio(decimal: "0.0086") == Ratio(86, 10_000))
        #expect(Ratio(decimal: "0.045") == Ratio(45, 1000))
        #expect(Ratio(decimal: "1") == Ratio(1, 1))
        #expect(Ratio(decimal: "0.5") == Ratio(5, 10))
        #expect(Ratio(decimal: "0.000000000001") == Ratio(1, 1_000_000_000_000))
    }

    @Test func rejectsAnythingButPlainDecimals() {
        #expect(Ratio(decimal: "8.6e-3") == nil)
        #expect(Ratio(decimal: "-0.5") == nil)
        #expect(Ratio(decimal: "+0.5") == nil)
        #expect(Ratio(decimal: ".5") == nil)
        #expect(Ratio(decimal: "5.") == nil)
        #expect(Ratio(decimal: "0.0000000000001") == nil)  // 13 decimals
        #expect(Ratio(decimal: "1.2.3") == nil)
        #expect(Ratio(decimal: "") == nil)
        #expect(Ratio(decimal: "4.5%") == nil)
        #expect(Ratio(decimal: "١") == nil)  // an Arabic-Indic digit is a number but not ASCII
    }

    @Test func floorsToTheWon() {
        // 산재보험 0.86% of 2,156,880 won = 18,549.168 → 18,549.
        #expect(Ratio(86, 10_000).floor(of: 2_156_880) == 18_549)
        // 국민연금 4.75% of 1,000,001 = 47,500.0475 → 47,500.
        #expect(Ratio(decimal: "0.0475")!.floor(of: 1_000_001) == 47_500)
        // Exact products stay exact: 3.3% of 1,000,000 = 33,000.
        #expect(Ratio(decimal: "0.033")!.floor(of: 1_000_000) == 33_000)
        // Flooring goes down for negatives too: -10 × 1/3 = -3.33… → -4.
        #expect(Ratio(1, 3).floor(of: -10) == -4)
        #expect(Ratio.zero.floor(of: 123_456) == 0)
    }

    @Test func printsAsWrittenAndAsPercent() {
        #expect(Ratio(decimal: "0.0086")!.description == "0.0086")
        #expect(Ratio(decimal: "0.0086")!.percentText == "0.86%")
        #expect(Ratio(decimal: "0.0475")!.percentText == "4.75%")
        #expect(Ratio(decimal: "0.5")!.percentText == "50%")
        #expect(Ratio(1, 3).description == "1/3")
    }

    @Test func comparesByValue() {
        #expect(Ratio(1, 3) < Ratio(1, 2))
        #expect(!(Ratio(5, 10) < Ratio(1, 2)))
    }
}
