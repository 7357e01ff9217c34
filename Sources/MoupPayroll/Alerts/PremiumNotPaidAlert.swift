import MoupModel

/// A premium or allowance the law requires, switched off with `false`: not paid, flagged with the
/// amount owed.
enum PremiumNotPaidAlert {
    static func alert(for line: PayLine) -> PayrollAlert {
        let what: String
        switch line.code {
        case .night: what = "night premium (야간근로수당)"
        case .overtime: what = "overtime premium (연장근로수당)"
        case .holiday: what = "holiday premium (휴일근로수당)"
        case .publicHoliday: what = "paid public holiday pay (유급 공휴일)"
        case .partTimeOvertime: what = "part-time overtime premium (단시간근로자 초과근로수당, 기간제법 제6조③)"
        default: what = line.code.rawValue
        }
        return PayrollAlert(code: .premiumNotPaid,
                            message: "\(what) of \(WonText.won(line.amount)) is owed by law but set to false: \(line.basis)",
                            amount: line.amount)
    }

    static func weeklyHoliday(_ week: WeeklyHolidayAllowance.Week) -> PayrollAlert {
        let amount = week.exact.floored
        return PayrollAlert(code: .weeklyHolidayNotPaid,
                            message: "weekly holiday allowance (주휴수당) of \(WonText.won(amount)) for the week of "
                                + "\(week.start) is owed by law but set to false: \(week.term) = \(WonText.won(amount))",
                            date: week.start, amount: amount)
    }
}
