import MoupModel
import MoupWords

/// Parses the 근로소득 간이세액표 data file: `#` comment lines, the header
/// `lower,upper,d1,…,d11`, then one line per band with the bounds in thousands of won (lower
/// inclusive, upper exclusive) and the monthly tax in won for 1 … 11 dependents.
///
/// Checks what a transcription error would break: every band is contiguous with the previous one,
/// bounds increase, and every tax is a non-negative multiple of 10 that does not rise with more
/// dependents.
enum IncomeTaxTableCSV {
    static let dependentColumns = 11
    static let header = "lower,upper," + (1...dependentColumns).map { "d\($0)" }.joined(separator: ",")

    static func parse(_ text: String, file: String) -> (bands: [IncomeTaxTable.Band], diagnostics: [Diagnostic]) {
        var bands: [IncomeTaxTable.Band] = []
        var diagnostics: [Diagnostic] = []
        var sawHeader = false
        var lineNumber = 0
        // Lines and cells split on their bytes: `"\r\n"` is one `Character`, so splitting characters
        // on `"\n"` would leave a file saved with Windows line endings in one piece.
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Substring(rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let at = SourceLocation(file: file, line: lineNumber)
            if !sawHeader {
                sawHeader = true
                if line != header {
                    diagnostics.append(.error(Wording("ruleFile.taxHeader", ["header": "\(header)"]), at: at))
                }
                continue
            }
            let cells = line.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(
                Substring.init)
            guard cells.count == 2 + dependentColumns else {
                diagnostics.append(
                    .error(
                        Wording(
                            "ruleFile.taxBandCells", ["count": "\(2 + dependentColumns)", "found": "\(cells.count)"]),
                        at: at))
                continue
            }
            var numbers: [Int] = []
            var column = 1
            for cell in cells {
                // Digits only, looked at as bytes (a table has thousands of cells).
                if !cell.isEmpty, cell.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(cell) {
                    numbers.append(value)
                    column += cell.utf8.count + 1
                } else {
                    diagnostics.append(
                        .error(
                            Wording("ruleFile.taxNotWhole", ["cell": "\(cell)"]),
                            at: SourceLocation(file: file, line: lineNumber, column: column)))
                    column += cell.count + 1
                }
            }
            guard numbers.count == cells.count else { continue }
            let band = IncomeTaxTable.Band(
                lower: numbers[0] * 1000, upper: numbers[1] * 1000, taxes: Array(numbers[2...]))
            if band.lower >= band.upper {
                diagnostics.append(
                    .error(
                        Wording("ruleFile.taxBandBounds", ["lower": "\(numbers[0])", "upper": "\(numbers[1])"]), at: at)
                )
            }
            if let previous = bands.last, previous.upper != band.lower {
                diagnostics.append(
                    .error(
                        Wording(
                            "ruleFile.taxBandGap", ["lower": "\(numbers[0])", "previous": "\(previous.upper / 1000)"]),
                        at: at))
            }
            for (index, tax) in band.taxes.enumerated() {
                if tax % 10 != 0 {
                    diagnostics.append(
                        .error(Wording("ruleFile.taxNotTens", ["tax": "\(tax)", "dependents": "\(index + 1)"]), at: at))
                }
                if index > 0, tax > band.taxes[index - 1] {
                    diagnostics.append(
                        .error(
                            Wording(
                                "ruleFile.taxNotFalling",
                                [
                                    "dependents": "\(index + 1)", "tax": "\(tax)", "fewer": "\(index)",
                                    "previous": "\(band.taxes[index - 1])",
                                ]), at: at))
                }
            }
            bands.append(band)
        }
        if bands.isEmpty {
            diagnostics.append(
                .error(Wording("ruleFile.taxNoBands"), at: SourceLocation(file: file, line: max(lineNumber, 1))))
        }
        return (bands, diagnostics)
    }
}
