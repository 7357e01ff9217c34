import MoupModel

/// Anniversaries of a hiring date (payroll-rules.md v2, "Dates, anniversaries"): `start + k months`
/// is the same day number k months later; when that month has no such day, the period ended on the
/// month's last day and the anniversary is the 1st of the following month (민법 제160조③).
/// Example: 2025-11-30 + 3 months = 2026-03-01; 2026-01-31 + 1 month = 2026-03-01.
enum Anniversary {
    /// `start + months` months by 민법 제160조③ (`months` may be 0: `start` itself).
    static func date(_ start: CivilDate, months: Int) -> CivilDate {
        let target = start.yearMonth.adding(months: months)
        if start.day <= target.dayCount {
            return CivilDate(year: target.year, month: target.month, day: start.day)!
        }
        return target.adding(months: 1).firstDay
    }

    /// The smallest k ≥ 0 with `start + k months ≥ date` (근속월수 counted up to `date`): whole months
    /// elapsed, with a part month counting as one.
    static func monthsReaching(_ date: CivilDate, from start: CivilDate) -> Int {
        guard date > start else { return 0 }
        // The month difference is at most one too small or right; step up until reached.
        var k = max(0, (date.year - start.year) * 12 + date.month - start.month - 1)
        while Anniversary.date(start, months: k) < date { k += 1 }
        return k
    }
}
