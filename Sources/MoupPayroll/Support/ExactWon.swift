/// An exact, non-negative amount of won as a fraction, so that a pay line is summed exactly
/// and floored to the won only once, at the end of the line (payroll-rules.md, Rounding).
struct ExactWon: Hashable, Sendable {
    private(set) var numerator: Int
    private(set) var denominator: Int

    static let zero = ExactWon(0, 1)

    init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator > 0, "an exact amount needs a positive denominator")
        let divisor = ExactWon.gcd(abs(numerator), denominator)
        self.numerator = numerator / max(divisor, 1)
        self.denominator = denominator / max(divisor, 1)
    }

    init(won: Int) { self.init(won, 1) }

    /// The amount floored to the won.
    var floored: Int {
        numerator >= 0 ? numerator / denominator : -((-numerator + denominator - 1) / denominator)
    }

    static func + (lhs: ExactWon, rhs: ExactWon) -> ExactWon {
        if lhs.denominator == rhs.denominator { return ExactWon(lhs.numerator + rhs.numerator, lhs.denominator) }
        let divisor = gcd(lhs.denominator, rhs.denominator)
        let left = rhs.denominator / divisor
        let right = lhs.denominator / divisor
        return ExactWon(lhs.numerator * left + rhs.numerator * right, lhs.denominator * left)
    }

    static func += (lhs: inout ExactWon, rhs: ExactWon) { lhs = lhs + rhs }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}
