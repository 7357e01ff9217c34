import MoupModel

/// Exact arithmetic on non-negative `Ratio`s for the 퇴직금 figures (평균임금, 통상임금): reduced after
/// every step so that the integers stay small, compared by cross-multiplying, never through floating point.
extension Ratio {
    init(reducing numerator: Int, _ denominator: Int) {
        let divisor = Swift.max(ExactWon.gcd(numerator, denominator), 1)
        self.init(numerator / divisor, denominator / divisor)
    }

    static func + (lhs: Ratio, rhs: Ratio) -> Ratio {
        let divisor = ExactWon.gcd(lhs.denominator, rhs.denominator)
        let lcm = lhs.denominator / divisor * rhs.denominator
        return Ratio(reducing: lhs.numerator * (lcm / lhs.denominator) + rhs.numerator * (lcm / rhs.denominator), lcm)
    }

    /// The ratio × `numerator` ÷ `denominator`, reduced.
    func scaled(by numerator: Int, over denominator: Int) -> Ratio {
        let a = Ratio(reducing: self.numerator, denominator)
        let b = Ratio(reducing: numerator, self.denominator)
        return Ratio(reducing: a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// Floored to a whole number.
    var floored: Int { numerator / denominator }

    /// `27,391.30…` won (grouped, two decimals, `…` when more follow), for the statement.
    package var wonValue: Phrase.Value {
        let whole = numerator / denominator
        let hundredths = numerator % denominator * 100 / denominator
        let exact = numerator % denominator * 100 % denominator == 0
        let cents =
            hundredths == 0 && exact ? "" : "." + (hundredths < 10 ? "0" : "") + String(hundredths) + (exact ? "" : "…")
        return .wonDigits(WonText.grouped(whole) + cents)
    }
}

extension ExactWon {
    /// The amount as one fraction.
    var ratio: Ratio {
        fractions.reduce(Ratio(whole, 1)) { $0 + Ratio(reducing: $1.value, $1.key) }
    }
}
