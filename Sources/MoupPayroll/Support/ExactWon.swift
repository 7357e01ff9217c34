/// An exact, non-negative amount of won, so that a pay line is summed exactly and floored to the
/// won only once, at the end of the line (payroll-rules.md, Rounding).
///
/// Kept as whole won plus one proper fraction per denominator. Denominators differ when rates do
/// (a daily wage's hourly equivalent divides by that day's minutes), and a common denominator of
/// many of them can exceed 64 bits, so the final floor of the fractions is taken with a small
/// arbitrary-precision natural number instead of risking an overflow trap.
struct ExactWon: Hashable, Sendable {
    private(set) var whole: Int
    /// Denominator → numerator, each numerator in `1 ..< denominator`.
    private(set) var fractions: [Int: Int] = [:]

    static let zero = ExactWon(won: 0)

    init(won: Int) {
        whole = won
    }

    /// `numerator ÷ denominator` won; `numerator` must not be negative.
    init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator > 0 && numerator >= 0, "an exact amount is a non-negative fraction")
        whole = numerator / denominator
        let rest = numerator % denominator
        if rest != 0 {
            let divisor = ExactWon.gcd(rest, denominator)
            fractions[denominator / divisor] = rest / divisor
        }
    }

    /// The amount floored to the won (a single proper fraction is less than one won).
    var floored: Int { whole + ExactWon.floorOfSum(fractions) }

    static func + (lhs: ExactWon, rhs: ExactWon) -> ExactWon {
        var result = lhs
        result += rhs
        return result
    }

    static func += (lhs: inout ExactWon, rhs: ExactWon) {
        lhs.whole += rhs.whole
        for (denominator, numerator) in rhs.fractions { lhs.add(numerator, over: denominator) }
    }

    /// Adds the proper fraction `numerator ÷ denominator`, carrying whole won.
    private mutating func add(_ numerator: Int, over denominator: Int) {
        let sum = (fractions[denominator] ?? 0) + numerator
        whole += sum / denominator
        fractions[denominator] = sum % denominator == 0 ? nil : sum % denominator
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// ⌊Σ nᵢ ÷ dᵢ⌋ for proper fractions, exactly: over the least common denominator D,
    /// N = Σ nᵢ × (D ÷ dᵢ) < count × D, so the quotient is found by subtraction.
    private static func floorOfSum(_ fractions: [Int: Int]) -> Int {
        guard fractions.count > 1 else { return 0 }
        let ordered = fractions.sorted { $0.key < $1.key }
        var common = BigNatural(1)
        for (denominator, _) in ordered {
            let divisor = gcd(denominator, common.remainder(dividingBy: denominator))
            common.multiply(by: denominator / divisor)
        }
        var total = BigNatural(0)
        for (denominator, numerator) in ordered {
            var term = common.quotient(dividingBy: denominator)
            term.multiply(by: numerator)
            total.add(term)
        }
        var quotient = 0
        while !(total < common) {
            total.subtract(common)
            quotient += 1
        }
        return quotient
    }
}

/// A minimal arbitrary-precision natural number (base 2³², little-endian) for `ExactWon`:
/// multiply by and divide by a small number, add, subtract, compare.
struct BigNatural: Hashable, Sendable {
    private var limbs: [UInt32]

    init(_ value: Int) {
        precondition(value >= 0)
        limbs = []
        var rest = UInt64(value)
        while rest > 0 {
            limbs.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
    }

    /// Multiplies by `factor` (0 ... 2³² − 1).
    mutating func multiply(by factor: Int) {
        precondition(factor >= 0 && factor <= Int(UInt32.max))
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
        trim()
    }

    /// The quotient by `divisor` (1 ... 2³² − 1), floored.
    func quotient(dividingBy divisor: Int) -> BigNatural {
        var result = self
        var rest: UInt64 = 0
        for index in result.limbs.indices.reversed() {
            let current = (rest << 32) | UInt64(result.limbs[index])
            result.limbs[index] = UInt32(current / UInt64(divisor))
            rest = current % UInt64(divisor)
        }
        result.trim()
        return result
    }

    func remainder(dividingBy divisor: Int) -> Int {
        var rest: UInt64 = 0
        for limb in limbs.reversed() { rest = ((rest << 32) | UInt64(limb)) % UInt64(divisor) }
        return Int(rest)
    }

    mutating func add(_ other: BigNatural) {
        var carry: UInt64 = 0
        for index in 0..<max(limbs.count, other.limbs.count) {
            let sum =
                UInt64(index < limbs.count ? limbs[index] : 0)
                + UInt64(index < other.limbs.count ? other.limbs[index] : 0) + carry
            if index < limbs.count {
                limbs[index] = UInt32(truncatingIfNeeded: sum)
            } else {
                limbs.append(UInt32(truncatingIfNeeded: sum))
            }
            carry = sum >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    /// Subtracts `other`, which must not be larger.
    mutating func subtract(_ other: BigNatural) {
        var borrow: Int64 = 0
        for index in limbs.indices {
            var difference = Int64(limbs[index]) - Int64(index < other.limbs.count ? other.limbs[index] : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            limbs[index] = UInt32(difference)
        }
        precondition(borrow == 0, "subtracting a larger number")
        trim()
    }

    static func < (lhs: BigNatural, rhs: BigNatural) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }
}
