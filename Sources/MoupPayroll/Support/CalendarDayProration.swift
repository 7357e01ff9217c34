import MoupModel

/// A monthly amount prorated by calendar days: each day employed in the period earns
/// amount ÷ the days of its month (a full calendar month earns exactly the amount).
struct CalendarDayProration: Sendable {
    struct Part: Hashable, Sendable {
        let amount: Int
        let monthDays: Int
        var days: Int
    }

    let parts: [Part]

    init(days: [CivilDate], amount: (CivilDate) -> Int) {
        var parts: [Part] = []
        for day in days {
            let value = amount(day)
            let monthDays = day.yearMonth.dayCount
            if let last = parts.last, last.amount == value, last.monthDays == monthDays {
                parts[parts.count - 1].days += 1
            } else {
                parts.append(Part(amount: value, monthDays: monthDays, days: 1))
            }
        }
        self.parts = parts
    }

    var exact: ExactWon { parts.reduce(ExactWon.zero) { $0 + ExactWon($1.amount * $1.days, $1.monthDays) } }

    /// `월급 2,500,000원` for one full month, else `월급 2,500,000원 × 15일 ÷ 30일 + … = X원`.
    func basis(label: Phrase) -> Phrase {
        let amount = exact.floored
        if parts.count == 1, parts[0].days == parts[0].monthDays {
            return Phrase(.labeledAmount, ["label": .phrase(label), "amount": .won(amount)])
        }
        let terms = parts.map {
            Phrase(
                .prorationTerm,
                ["amount": .won($0.amount), "days": .number($0.days), "monthDays": .number($0.monthDays)])
        }
        return Phrase(
            .labeledSum, ["label": .phrase(label), "terms": .phrases(terms, separator: " + "), "total": .won(amount)])
    }
}
