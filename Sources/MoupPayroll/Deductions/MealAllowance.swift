import MoupModel

/// 비과세 식대: in `insurance` mode the meal allowance up to the table's limit (200,000 won a
/// month) is tax-free: outside the insurance bases and the income tax (소득세법 시행령 제17조의2).
/// In `freelance` and `none` mode nothing is tax-free.
enum MealAllowance {
    struct Split: Hashable, Sendable {
        var taxFree: Int
        var note: Phrase?
    }

    static func split(_ mealAllowance: Int, limit: Int) -> Split {
        guard mealAllowance > 0 else { return Split(taxFree: 0, note: nil) }
        let taxFree = min(mealAllowance, limit)
        let note =
            mealAllowance > limit
            ? Phrase(
                .mealAllowanceOverLimit,
                ["meal": .won(mealAllowance), "limit": .won(limit), "rest": .won(mealAllowance - limit)])
            : Phrase(.mealAllowanceTaxFree, ["meal": .won(mealAllowance), "limit": .won(limit)])
        return Split(taxFree: taxFree, note: note)
    }
}
