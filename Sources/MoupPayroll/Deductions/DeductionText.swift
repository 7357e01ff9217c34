import MoupModel

/// 원 단위 절사: each premium and each tax is floored to 10 won (payroll-rules.md, Rounding).
enum TenWon {
    static func floor(_ won: Int) -> Int { won >= 0 ? won / 10 * 10 : -((-won + 9) / 10 * 10) }
}

/// `base × rate`, floored to the won for display and to 10 won for the amount, with the basis
/// `892,680원 × 0.86% = 7,677원 → 7,670원`.
struct RatedAmount: Hashable, Sendable {
    let base: Int
    let rate: Ratio
    /// The product floored to the won.
    let exact: Int
    /// The product floored to 10 won: the amount withheld or paid.
    let amount: Int

    init(base: Int, rate: Ratio) {
        self.base = base
        self.rate = rate
        self.exact = rate.floor(of: base)
        self.amount = TenWon.floor(exact)
    }

    /// `label` goes before the base (e.g. `기준소득월액`); `rateText` replaces the percentage
    /// (e.g. `0.9448% ÷ 7.19%`).
    func basis(label: Phrase? = nil, rateText: Phrase.Value? = nil) -> Phrase {
        let rate = rateText ?? .percent(self.rate)
        guard let label else {
            return Phrase(.rated, ["base": .won(base), "rate": rate, "exact": .won(exact), "amount": .won(amount)])
        }
        return Phrase(
            .ratedLabeled,
            [
                "base": .won(base), "rate": rate, "exact": .won(exact), "amount": .won(amount),
                "label": .phrase(label),
            ])
    }

    func line(_ code: LineCode, label: Phrase? = nil, rateText: Phrase.Value? = nil) -> PayLine {
        PayLine(code: code, amount: amount, basis: basis(label: label, rateText: rateText))
    }
}
