import MoupModel
import Testing

@testable import MoupRules

/// The 간이세액표 data file and its loader: the whole bundled table is consistent, the cells
/// checked by hand (/work/briefs/taxtable-cells.md) are where they should be, and a broken file is
/// reported by line.
@Suite struct IncomeTaxTableTests {
    private var table: IncomeTaxTable {
        get throws { DeductionFixture.rules.incomeTaxTable.value(on: CivilDate(year: 2026, month: 12, day: 10)!) }
    }

    @Test func wholeTableIsConsistent() throws {
        let bands = try table.bands
        #expect(bands.count == 646)
        #expect(bands.first?.lower == 770_000)
        #expect(bands.last?.upper == 10_000_000)
        for (previous, band) in zip(bands, bands.dropFirst()) {
            #expect(previous.upper == band.lower, "gap or overlap at \(band.lower)")
        }
        for band in bands {
            #expect(band.taxes.count == 11)
            #expect(band.taxes.allSatisfy { $0 >= 0 && $0 % 10 == 0 }, "\(band.lower)")
            // Band widths as the table prints them: 5천원 to 1,500, 10천원 to 3,000, then 20천원.
            let width = band.lower < 1_500_000 ? 5_000 : band.lower < 3_000_000 ? 10_000 : 20_000
            #expect(band.upper - band.lower == width, "\(band.lower)")
        }
        // More dependents never raise the tax; a higher band never lowers it.
        for band in bands { #expect(zip(band.taxes, band.taxes.dropFirst()).allSatisfy { $0 >= $1 }) }
        for column in 0..<11 {
            #expect(
                zip(bands, bands.dropFirst()).allSatisfy { $0.taxes[column] <= $1.taxes[column] },
                "column \(column + 1)")
        }
        #expect(
            try table.tenMillionRow == [
                1_507_400, 1_431_570, 1_200_840, 1_170_840, 1_140_840, 1_110_840,
                1_080_840, 1_050_840, 1_020_840, 990_840, 960_840,
            ])
    }

    /// Cells from taxtable-cells.md (lower, upper in 천원, dependents, tax), looked up at the band's
    /// lower bound and one won below its upper bound.
    @Test(arguments: [
        (1055, 1060, 1, 0), (1060, 1065, 1, 1_040), (1335, 1340, 2, 0), (1340, 1345, 2, 1_060),
        (1500, 1510, 1, 8_920), (1710, 1720, 3, 0), (1720, 1730, 3, 1_040), (1880, 1890, 4, 0),
        (1890, 1900, 4, 1_040), (2000, 2010, 1, 19_520), (2000, 2010, 2, 14_750), (2000, 2010, 3, 6_600),
        (2050, 2060, 5, 0), (2060, 2070, 5, 1_040), (2220, 2230, 6, 0), (2230, 2240, 6, 1_040),
        (2300, 2310, 1, 29_160), (2390, 2400, 7, 0), (2400, 2410, 7, 1_030), (2500, 2510, 1, 35_600),
        (2560, 2570, 8, 0), (2570, 2580, 8, 1_130), (2720, 2730, 9, 0), (2730, 2740, 9, 1_150),
        (2880, 2890, 10, 0), (2890, 2900, 10, 1_170), (3000, 3020, 1, 74_350), (3000, 3020, 2, 56_850),
        (3020, 3040, 11, 0), (3040, 3060, 11, 1_080), (3500, 3520, 4, 49_340), (3760, 3780, 5, 58_010),
        (4500, 4520, 3, 170_850), (4580, 4600, 6, 127_420), (5000, 5020, 7, 162_850), (5840, 5860, 1, 470_380),
        (6000, 6020, 8, 301_970), (6100, 6120, 2, 481_250), (7000, 7020, 4, 527_350), (7500, 7520, 9, 482_950),
        (8000, 8020, 10, 558_550), (8340, 8360, 5, 780_480), (9220, 9240, 6, 942_670), (9980, 10000, 1, 1_503_990),
        (9980, 10000, 11, 958_650),
    ])
    func checkedCell(lower: Int, upper: Int, dependents: Int, tax: Int) throws {
        let table = try table
        for pay in [lower * 1000, upper * 1000 - 1] {
            guard case .band(let band, let column, let found) = table.cell(pay: pay, dependents: dependents) else {
                Issue.record("\(pay) is not in a band")
                continue
            }
            #expect(band.lower == lower * 1000 && band.upper == upper * 1000)
            #expect(column == dependents)
            #expect(found == tax)
        }
    }

    @Test func outsideTheBands() throws {
        let table = try table
        #expect(table.cell(pay: 769_999, dependents: 1) == .belowTable(firstLower: 770_000))
        #expect(
            table.cell(pay: 10_000_000, dependents: 11) == .tenMillion(pay: 10_000_000, dependents: 11, tax: 960_840))
        // 30,000,001 is in the step over 30,000,000: 1,507,400 + 7,394,600 + 1 × 40% (0.4 → 0) = 8,902,000.
        #expect(table.cell(pay: 30_000_001, dependents: 1).tax == 8_902_000)
        // 50,000,000: 1,507,400 + 13,394,600 + 5,000,000 × 42% = 17,002,000.
        #expect(table.cell(pay: 50_000_000, dependents: 1).tax == 17_002_000)
        // 100,000,000: 1,507,400 + 31,034,600 + 13,000,000 × 45% = 38,392,000.
        #expect(table.cell(pay: 100_000_000, dependents: 1).tax == 38_392_000)
    }

    // MARK: the CSV loader on small hand-made files

    private let header = "lower,upper,d1,d2,d3,d4,d5,d6,d7,d8,d9,d10,d11"

    @Test func fixtureParses() {
        let text = """
            # a comment
            \(header)
            770,775,0,0,0,0,0,0,0,0,0,0,0
            775,780,10,0,0,0,0,0,0,0,0,0,0
            """
        let (bands, problems) = IncomeTaxTableCSV.parse(text, file: "rules/t.csv")
        #expect(problems.isEmpty)
        #expect(
            bands == [
                IncomeTaxTable.Band(lower: 770_000, upper: 775_000, taxes: Array(repeating: 0, count: 11)),
                IncomeTaxTable.Band(lower: 775_000, upper: 780_000, taxes: [10] + Array(repeating: 0, count: 10)),
            ])
        let table = IncomeTaxTable(bands: bands, source: "fixture")
        #expect(table.cell(pay: 779_999, dependents: 1).tax == 10)
        // Past the last band without a 10,000천원 row: the last band applies.
        #expect(table.cell(pay: 900_000, dependents: 1).tax == 10)
    }

    @Test func brokenFixtureIsReportedByLine() {
        let text = """
            # comment
            \(header)
            770,775,0,0,0,0,0,0,0,0,0,0,0
            780,785,0,0,0,0,0,0,0,0,0,0,0
            785,790,15,0,0,0,0,0,0,0,0,0,0
            790,795,0,0,x,0,0,0,0,0,0,0,0
            795,800,0,0
            """
        let (_, problems) = IncomeTaxTableCSV.parse(text, file: "rules/t.csv")
        #expect(problems.map(\.location.line) == [4, 5, 6, 7])
        #expect(problems[0].message.contains("does not continue the previous band"))
        #expect(problems[1].message.contains("not a multiple of 10"))
        #expect(problems[2].location.column == 13)
        #expect(problems[3].message.contains("needs 13 numbers"))
    }

    /// A table saved with Windows line endings reads as the same bands.
    @Test func windowsLineEndingsParse() {
        let text = "# a comment\r\n\(header)\r\n770,775,0,0,0,0,0,0,0,0,0,0,0\r\n775,780,10,0,0,0,0,0,0,0,0,0,0\r\n"
        let (bands, problems) = IncomeTaxTableCSV.parse(text, file: "rules/t.csv")
        #expect(problems.isEmpty)
        #expect(bands.map(\.lower) == [770_000, 775_000])
        #expect(bands.last?.taxes.first == 10)
    }

    @Test func wrongHeader() {
        let (_, problems) = IncomeTaxTableCSV.parse("lower,upper,d1\n770,775,0", file: "rules/t.csv")
        #expect(problems.first?.location.line == 1)
        #expect(problems.first?.message.contains("header") == true)
    }
}
