import MoupModel

/// 식대 (`mealAllowance`): an earning line in every deduction mode, prorated by calendar days in a
/// partial month like a monthly wage. (Its tax-free part is decided in Deductions/.)
enum MealAllowanceEarning {
    static func line(worker: Worker, employedDays: [CivilDate]) -> PayLine? {
        guard worker.mealAllowance > 0 else { return nil }
        let proration = CalendarDayProration(days: employedDays) { _ in worker.mealAllowance }
        let amount = proration.exact.floored
        guard amount > 0 else { return nil }
        return PayLine(code: .mealAllowance, amount: amount, basis: proration.basis(label: Phrase(.mealAllowanceLabel)))
    }
}
