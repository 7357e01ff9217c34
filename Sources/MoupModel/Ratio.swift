/// An exact rate such as 0.0086 or 4.75%, kept as an integer fraction so that money is never
/// computed in floating point.
package struct Ratio: Hashable, Sendable, CustomStringConvertible {
    package let numerator: Int
    package let denominator: Int

    package init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator > 0, "a ratio needs a positive denominator")
        self.numerator = numerator
        self.denominator = denominator
    }

    package static let zero = Ratio(0, 1)

    /// Parses a plain decimal (`0.0086`, `1`, `0.5`) exactly; nil for anything else
    /// (exponents, signs, more than 12 decimals).
    package init?(decimal text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 12, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || !fraction.isEmpty, whole.count <= 6
        else { return nil }
        var denominator = 1
        for _ in 0..<fraction.count { denominator *= 10 }
        guard let w = Int(whole), let f = fraction.isEmpty ? 0 : Int(fraction) else { return nil }
        self.init(w * denominator + f, denominator)
    }

    /// `won × ratio`, floored to the won (exact: integer arithmetic only).
    package func floor(of won: Int) -> Int {
        let product = won * numerator
        return product >= 0 ? product / denominator : -((-product + denominator - 1) / denominator)
    }

    /// Decimal text, as written in the source (`0.0086`).
    package var description: String {
        var digits = 0
        var d = denominator
        while d > 1, d % 10 == 0 {
            d /= 10
            digits += 1
        }
        guard d == 1 else { return "\(numerator)/\(denominator)" }
        let whole = numerator / denominator
        let frac = numerator % denominator
        if digits == 0 { return String(whole) }
        return "\(whole).\(CivilDate.pad(frac, digits))"
    }

    /// As a percentage with trailing zeros trimmed: 0.0086 → "0.86%", 0.0475 → "4.75%".
    package var percentText: String {
        let scaled = Ratio(numerator * 100, denominator)
        var text = scaled.description
        if text.utf8.contains(UInt8(ascii: ".")) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "%"
    }

    package static func < (lhs: Ratio, rhs: Ratio) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}
