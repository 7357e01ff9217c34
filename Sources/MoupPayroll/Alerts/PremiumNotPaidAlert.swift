import MoupModel

/// A premium or allowance the law requires, switched off with `false`: not paid, flagged with the
/// amount owed.
enum PremiumNotPaidAlert {
    static func alert(for line: PayLine) -> PayrollAlert {
        let what: Phrase
        switch line.code {
        case .night: what = Phrase(.premiumNight)
        case .overtime: what = Phrase(.premiumOvertime)
        case .holiday: what = Phrase(.premiumHoliday)
        case .publicHoliday: what = Phrase(.premiumPublicHoliday)
        case .partTimeOvertime: what = Phrase(.premiumPartTimeOvertime)
        default: what = Phrase(.verbatim, ["text": .text(line.code.rawValue)])
        }
        return PayrollAlert(
            code: .premiumNotPaid,
            message: Phrase(
                .alertPremiumNotPaid,
                [
                    "what": .phrase(what), "amount": .won(line.amount),
                    "basis": .phrase(line.basis),
                ]),
            amount: line.amount)
    }

    static func weeklyHoliday(_ week: WeeklyHolidayAllowance.Week) -> PayrollAlert {
        let amount = week.exact.floored
        return PayrollAlert(
            code: .weeklyHolidayNotPaid,
            message: Phrase(
                .alertWeeklyHolidayNotPaid,
                [
                    "amount": .won(amount), "week": .date(week.start),
                    "term": .phrase(week.term),
                ]),
            date: week.start, amount: amount)
    }
}
