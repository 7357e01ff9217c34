import MoupModel

/// 기본급: hourly = worked minutes × wage ÷ 60; daily = the wage per worked shift day;
/// monthly = the amount for a full month, prorated by calendar days in a partial one.
enum BasePay {
    /// - Parameters:
    ///   - shifts: the worked shifts of the period.
    ///   - employedDays: the period's days inside the employment dates (monthly wages).
    static func line(worker: Worker, shifts: [WorkedShift], employedDays: [CivilDate]) -> PayLine? {
        switch worker.wage.kind {
        case .hourly:
            let parts = PartTally.parts(of: shifts) { _ in 100 }
            return EarningLine.timed(.base, parts: parts, showPercent: false)
        case .daily:
            // One wage per day worked, however many shifts that day.
            var groups: [(wage: Int, days: Int)] = []
            var seen = Set<CivilDate>()
            for shift in shifts where seen.insert(shift.date).inserted {
                let wage = shift.dailyWage ?? 0
                if let index = groups.firstIndex(where: { $0.wage == wage }) {
                    groups[index].days += 1
                } else {
                    groups.append((wage, 1))
                }
            }
            let amount = groups.reduce(0) { $0 + $1.wage * $1.days }
            guard amount > 0 else { return nil }
            let terms = groups.map { Phrase(.dailyWageTerm, ["days": .number($0.days), "wage": .won($0.wage)]) }
            return PayLine(
                code: .base, amount: amount, minutes: shifts.map(\.time.worked).reduce(0, +),
                rate: groups.count == 1 ? groups[0].wage : nil,
                basis: .sum(terms, total: amount))
        case .monthly:
            let proration = CalendarDayProration(days: employedDays) { worker.wage.amount(on: $0) }
            let amount = proration.exact.floored
            guard amount > 0 else { return nil }
            return PayLine(code: .base, amount: amount, basis: proration.basis(label: Phrase(.monthlyWageLabel)))
        }
    }
}
