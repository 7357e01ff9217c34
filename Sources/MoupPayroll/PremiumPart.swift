import MoupModel

/// Minutes paid at one rate and one percentage: one term of a time-based pay line.
struct PremiumPart: Hashable, Sendable {
    let rate: HourlyRate
    /// 100 for base pay, 50 or 100 for premiums.
    let percent: Int
    var minutes: Int

    var exact: ExactWon { rate.pay(minutes: minutes, percent: percent) }

    /// `5,190분 × 10,320원 ÷ 60` (base) or `420분 × 10,320원 × 50% ÷ 60` (premium).
    func term(showPercent: Bool) -> Phrase {
        showPercent
            ? Phrase(.timedTermPercent, ["minutes": .minutes(minutes), "rate": rate.text, "percent": .number(percent)])
            : Phrase(.timedTerm, ["minutes": .minutes(minutes), "rate": rate.text])
    }
}

/// Builds earning lines: exact sums floored once, with the Korean basis listing every part.
enum EarningLine {
    /// A line paid by time, or nil when it comes to 0 won.
    static func timed(_ code: LineCode, parts: [PremiumPart], showPercent: Bool = true) -> PayLine? {
        guard !parts.isEmpty else { return nil }
        let amount = parts.reduce(ExactWon.zero) { $0 + $1.exact }.floored
        guard amount > 0 else { return nil }
        return PayLine(
            code: code, amount: amount, minutes: parts.reduce(0) { $0 + $1.minutes },
            rate: singleRate(parts.map(\.rate)),
            basis: .sum(parts.map { $0.term(showPercent: showPercent) }, total: amount))
    }

    /// The rate shown on a line when one whole-won rate applies to all of it.
    static func singleRate(_ rates: [HourlyRate]) -> Int? {
        guard let first = rates.first, rates.allSatisfy({ $0 == first }) else { return nil }
        return first.wholeWon
    }
}
