import MoupModel
import MoupPayroll
import MoupWords

extension Pipeline {
    /// One warning per workplace and calendar month holding unconfirmed days (the payslips'
    /// `unconfirmed_shifts` alerts: days before the build date planned, or scheduled by a repeat, with
    /// no worked, absent or leave record), at the shift file to edit: at the first such day's own
    /// `planned` record, if any day has one, else at the month's `shifts/<YYYY-MM>.json`. It counts the days
    /// (one a worker and date) and names the first; no amounts (logs are mailed).
    ///
    /// With `today`, also the days the calendars show unconfirmed in a month the payroll does not cover
    /// (`Content.calendarMonths`: the build date's month before its shift file exists): every day before
    /// `today` a repeat schedules. Nothing records or pays them yet, so a nightly build says so, at the
    /// month's shift file to make.
    package static func unconfirmedShiftWarnings(
        _ reports: [PayrollReport], content: Content,
        today: CivilDate? = nil
    ) -> [Diagnostic] {
        struct Day: Hashable, Comparable {
            var date: CivilDate
            var workerID: String
            static func < (a: Day, b: Day) -> Bool { (a.date, a.workerID) < (b.date, b.workerID) }
        }
        struct Place: Hashable, Comparable {
            var workplaceID: String
            var month: YearMonth
            static func < (a: Place, b: Place) -> Bool { (a.workplaceID, a.month) < (b.workplaceID, b.month) }
        }
        var days: [Place: Set<Day>] = [:]
        for slip in reports.flatMap(\.payslips) {
            for alert in slip.alerts where alert.code == .unconfirmedShifts {
                for date in alert.days {
                    days[Place(workplaceID: slip.workplaceID, month: date.yearMonth), default: []]
                        .insert(Day(date: date, workerID: slip.workerID))
                }
            }
        }
        if let today {
            let uncovered = Set(content.calendarMonths(today: today)).subtracting(content.months)
            for workplace in content.workplaces {
                for month in uncovered {
                    let last = min(month.lastDay, today.adding(days: -1))
                    for day in ScheduleExpansion.scheduledDays(in: workplace, from: month.firstDay, through: last) {
                        days[Place(workplaceID: workplace.id, month: month), default: []]
                            .insert(Day(date: day.date, workerID: day.workerID))
                    }
                }
            }
        }
        return days.keys.sorted().compactMap { place -> Diagnostic? in
            guard let workplace = content.workplace(place.workplaceID) else { return nil }
            let month = place.month
            let sorted = days[place]!.sorted()
            let first = sorted[0]
            let location = shiftFileLocation(workplace, month, days: sorted.map { ($0.date, $0.workerID) })
            return .warning(
                Wording(
                    "payroll.unconfirmedShifts",
                    [
                        "count": "\(sorted.count)",
                        "workplace": "\(workplace.id)",
                        "month": "\(month)", "date": "\(first.date)", "worker": "\(first.workerID)",
                        "file": "\(location.file)",
                    ]),
                at: location, code: "payroll.unconfirmed-shifts")
        }
    }

    /// Where to confirm a workplace's days of `month`: the `planned` record of the first of `days` that
    /// has one, else the first line of the month's shift file (which may not exist yet).
    static func shiftFileLocation(
        _ workplace: Workplace, _ month: YearMonth,
        days: [(date: CivilDate, workerID: String)]
    ) -> SourceLocation {
        for day in days {
            if let planned = workplace.shifts.first(where: {
                $0.date == day.date && $0.workerID == day.workerID && $0.status == .planned
            }) {
                return planned.location
            }
        }
        if let shift = workplace.shifts.first(where: { month.contains($0.date) }) {
            return SourceLocation(file: shift.location.file)
        }
        let index = workplace.location.file
        let folder = index.hasSuffix("/index.md") ? String(index.dropLast("/index.md".count)) : index
        return SourceLocation(file: folder + "/shifts/\(month).json")
    }
}
