extension Content {
    /// The months the calendars (month and week pages, feeds) cover on `today`: the months the build
    /// covers (`months`, the payroll's), and the build date's month and the next one, so that a
    /// schedule site always shows this week and the coming weeks from the repeats even before the
    /// month's shift file exists. Days of those added months are shown, never paid: the payroll
    /// reads `months` only. Empty when the content covers no month (nothing to schedule).
    package func calendarMonths(today: CivilDate) -> [YearMonth] {
        let covered = months
        guard let first = covered.first else { return [] }
        var all = Set(covered)
        for month in [today.yearMonth, today.yearMonth.adding(months: 1)] where month >= first {
            all.insert(month)
        }
        return all.sorted()
    }
}
