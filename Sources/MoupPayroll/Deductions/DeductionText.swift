import MoupModel

/// Number formatting for deduction `basis` strings and notes, on top of `WonText`: 만원 and 천원
/// forms, no locale, no Foundation.
enum DeductionText {
    /// `892680` → `892,680` (the same formatting as every earning line: `WonText`).
    static func grouped(_ value: Int) -> String { WonText.grouped(value) }

    /// `892680` → `892,680원`.
    static func won(_ value: Int) -> String { WonText.won(value) }

    /// `2200000` → `220만원` (an amount in whole 만원), else `2,205,000원`.
    static func manwon(_ value: Int) -> String {
        value % 10_000 == 0 ? grouped(value / 10_000) + "만원" : won(value)
    }

    /// `2150000` → `2,150천원`, as the 간이세액표 writes its bands.
    static func thousands(_ value: Int) -> String { grouped(value / 1000) + "천원" }

    /// `2880` minutes → `48시간`, `2910` → `48시간 30분`.
    static func hours(_ minutes: Int) -> String {
        let rest = minutes % 60
        return rest == 0 ? "\(grouped(minutes / 60))시간" : "\(grouped(minutes / 60))시간 \(rest)분"
    }
}

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

    /// `label` goes before the base (e.g. `기준소득월액 `); `rateText` replaces the percentage
    /// (e.g. `(0.9% + 0.25%)`).
    func basis(label: String = "", rateText: String? = nil) -> String {
        "\(label)\(DeductionText.won(base)) × \(rateText ?? rate.percentText) = \(DeductionText.won(exact)) → \(DeductionText.won(amount))"
    }

    func line(_ code: LineCode, label: String = "", rateText: String? = nil) -> PayLine {
        PayLine(code: code, amount: amount, basis: basis(label: label, rateText: rateText))
    }
}
