import MoupModel

/// 비과세 식대: in `insurance` mode the meal allowance up to the table's limit (200,000 won a
/// month) is tax-free: outside the insurance bases and the income tax (소득세법 시행령 제17조의2).
/// In `freelance` and `none` mode nothing is tax-free.
enum MealAllowance {
    struct Split: Hashable, Sendable {
        var taxFree: Int
        var note: String?
    }

    static func split(_ mealAllowance: Int, limit: Int) -> Split {
        guard mealAllowance > 0 else { return Split(taxFree: 0, note: nil) }
        let taxFree = min(mealAllowance, limit)
        let note = mealAllowance > limit
            ? "식대 \(DeductionText.won(mealAllowance)) 중 한도 \(DeductionText.won(limit))까지만 비과세이고, 나머지 \(DeductionText.won(mealAllowance - limit))은 세금과 보험료 계산에 포함합니다"
            : "식대 \(DeductionText.won(mealAllowance))은 비과세(월 \(DeductionText.won(limit)) 한도)라 세금과 보험료 계산에서 뺍니다"
        return Split(taxFree: taxFree, note: note)
    }
}
