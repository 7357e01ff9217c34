import MoupModel

/// Joins the 연차 and contract-hour figures of the year files into one dated value each: a new
/// value on every date any of its parts changes, with the sources in force joined.
struct LeaveFigureComposition {
    let annualLeave: Dated<AnnualLeaveFigures>
    let contractHours: Dated<ContractHourFigures>

    init(years: [YearFile]) {
        let days = years.flatMap(\.leaveDays)
        let firstYear = years.flatMap(\.firstYearMaxDays)
        let attendance = years.flatMap(\.attendanceRate)
        let cap = years.flatMap(\.leaveDayMinutesCap)
        annualLeave = Self.compose([days.map(\.from), firstYear.map(\.from), attendance.map(\.from), cap.map(\.from)]) {
            date in
            let d = Self.inForce(days, date)
            let f = Self.inForce(firstYear, date)
            let a = Self.inForce(attendance, date)
            let c = Self.inForce(cap, date)
            return (
                AnnualLeaveFigures(
                    baseDays: d.value.base, extraDayEveryYears: d.value.everyYears, maxDays: d.value.max,
                    firstYearMaxDays: f.value, attendanceRate: a.value, dayMinutesCap: c.value),
                [d.source, f.source, a.source, c.source]
            )
        }
        let threshold = years.flatMap(\.shortHoursThreshold)
        let week = years.flatMap(\.fullTimeWeek)
        contractHours = Self.compose([threshold.map(\.from), week.map(\.from)]) { date in
            let t = Self.inForce(threshold, date)
            let w = Self.inForce(week, date)
            return (
                ContractHourFigures(
                    shortHoursThreshold: t.value, fullTimeWeeklyMinutes: w.value.minutes,
                    fullTimeWeekDays: w.value.days), [t.source, w.source]
            )
        }
    }

    private static func inForce<V>(_ entries: [FigureEntry<V>], _ date: CivilDate) -> FigureEntry<V> {
        entries.last { $0.from <= date } ?? entries[0]
    }

    private static func compose<T>(_ dates: [[CivilDate]], _ value: (CivilDate) -> (T, [String])) -> Dated<T> {
        let all = Set(dates.joined()).sorted()
        return Dated(
            all.map { date in
                let (figures, sources) = value(date)
                var unique: [String] = []
                for source in sources where !unique.contains(source) { unique.append(source) }
                return Dated.Entry(from: date, value: figures, source: unique.joined(separator: " | "))
            })
    }
}
