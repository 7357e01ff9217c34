import MoupModel

/// Weeks as the week views cut them: seven days from the workplace's `weekStart` (Monday unless the
/// workplace says otherwise, so a week page is one row of its month grid), named by their first day.
enum Weeks {
    /// The first day of the week that holds `date`.
    static func start(of date: CivilDate, weekStart: Weekday) -> CivilDate {
        date.adding(days: -((date.weekday.index - weekStart.index + 7) % 7))
    }

    /// The first day of every week that touches one of `months` (ascending), ascending, each once:
    /// a week across a month's end belongs to both months but has one page.
    static func starts(touching months: [YearMonth], weekStart: Weekday) -> [CivilDate] {
        var starts: [CivilDate] = []
        for month in months {
            var day = start(of: month.firstDay, weekStart: weekStart)
            while day <= month.lastDay {
                if starts.last.map({ $0 < day }) ?? true { starts.append(day) }
                day = day.adding(days: 7)
            }
        }
        return starts
    }

    /// The first day of the week of `today` when that week has a page (it touches one of `months`).
    static func current(_ today: CivilDate, touching months: [YearMonth], weekStart: Weekday) -> CivilDate? {
        let start = start(of: today, weekStart: weekStart)
        let months = Set(months)
        return months.contains(start.yearMonth) || months.contains(start.adding(days: 6).yearMonth) ? start : nil
    }

    /// The seven days from `start`.
    static func days(from start: CivilDate) -> [CivilDate] {
        (0..<7).map { start.adding(days: $0) }
    }

    /// `11/2 주`, `Week of 11/2`: a week as a row or bar label of the dashboard's tables and charts.
    static func label(from start: CivilDate, _ words: Words) -> String {
        words("dashboard.weekOf", ["date": Format.shortDate(start)])
    }

    /// `11/2 주`, `11/2`: a week under its bars in a dashboard's chart, where a phone has room for a
    /// few characters a week (the chart's title says its bars are weeks).
    static func tick(from start: CivilDate, _ words: Words) -> String {
        words("dashboard.weekTick", ["date": Format.shortDate(start)])
    }

    /// `11/2–11/8`: the short name of a week, for links.
    static func shortRange(from start: CivilDate) -> String {
        Format.shortDate(start) + "–" + Format.shortDate(start.adding(days: 6))
    }
}
