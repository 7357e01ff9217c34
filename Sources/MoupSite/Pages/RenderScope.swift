import MoupModel

/// Which pages a build renders. A page is a function of the content, its payroll and, for a few
/// pages, the build date (planned or unconfirmed days on a calendar or in a feed, a start page's month,
/// the dashboard's week marks; "today", this week and the next shift are shown in the browser,
/// `TodayScript`). So when a rebuild's only new input is the date, a page
/// of a part can change only when its reading of the date differs between the two dates, or when it
/// shows the payroll of a month whose payroll moved with the date (a week ended, a day became
/// unconfirmed, a pay date came): those are all it renders (`dateChanged`), and every other page of the
/// part is byte for byte the one the last build wrote.
package enum RenderScope: Hashable, Sendable {
    /// Every page.
    case everyPage
    /// The pages whose reading of the build date differs between `since` (the last build's date) and
    /// this build's date, and the pages showing the payroll of a month in `payrollMonths` (report
    /// months: pay periods ending in them) whose payroll is not the same on both dates.
    case dateChanged(since: CivilDate, payrollMonths: Set<YearMonth>)
}

/// A closed span of days (a month grid's).
struct DateSpan: Hashable, Sendable {
    var first: CivilDate
    var last: CivilDate
}

extension SiteIndex {
    /// Whether to render a page that shows the payroll of `months` (report months; nil: of every
    /// month) and reads no build date: always, unless only the date changed, and then when the
    /// payroll of one of those months moved with it.
    func renders(payrollOf months: [YearMonth]?) -> Bool {
        switch scope {
        case .everyPage: return true
        case .dateChanged(_, let changed):
            return months.map { $0.contains(where: changed.contains) } ?? !changed.isEmpty
        }
    }

    /// Whether to render a page that shows the payroll of `months` (nil: of every month) and reads the
    /// build date through `reading` (what the page makes of the date: where it falls on the page's
    /// calendar, which week it is in): also when `reading` gives another value for this build's date
    /// than for the last build's. `reading` is made only then (a build of every page never asks), and
    /// once for both dates.
    func renders<Reading: Equatable>(
        payrollOf months: [YearMonth]?,
        readingDate reading: @autoclosure () -> (CivilDate) -> Reading
    ) -> Bool {
        switch scope {
        case .everyPage: return true
        case .dateChanged(let since, _):
            let read = reading()
            return read(since) != read(today) || renders(payrollOf: months)
        }
    }

    /// The days of `entries` whose entries the build date decides: a shift recorded planned, a day a
    /// repeat schedules without a record (`CalendarEntry.shift` nil). Each is planned from the date
    /// on and before it unconfirmed or a paid holiday (`Schedule.entries`), and counted among a
    /// person's planned days left while it is to come.
    static func plannedDays(_ entries: [CivilDate: [CalendarEntry]]) -> Set<CivilDate> {
        Set(entries.filter { $0.value.contains { $0.shift == nil || $0.shift?.status == .planned } }.keys)
    }

    /// What a calendar (a month grid, a week) whose planned days are `days` makes of a date: how many
    /// of them are past. It marks no "today" in its bytes (`TodayScript` does, in the browser), so a
    /// new date changes it only when a planned day passed.
    static func pastDays(of days: Set<CivilDate>) -> (CivilDate) -> Int {
        { date in days.reduce(0) { $0 + ($1 < date ? 1 : 0) } }
    }

    /// The report months whose payroll a calendar of `month` shows: the shifts' breakdowns and
    /// unconfirmed days come from the pay periods holding its days. A month's own period ends in it;
    /// with a worker paid weekly (`paidWeekly`), a week across its end is paid in the next month.
    static func calendarPayroll(_ month: YearMonth, paidWeekly: Bool) -> [YearMonth] {
        paidWeekly ? [month, month.adding(months: 1)] : [month]
    }

    /// Likewise for the week that starts on `start`.
    static func calendarPayroll(week start: CivilDate, paidWeekly: Bool) -> [YearMonth] {
        calendarPayroll(start.yearMonth, paidWeekly: paidWeekly)
            + calendarPayroll(start.adding(days: 6).yearMonth, paidWeekly: paidWeekly)
    }

    /// Whether `worker` is paid weekly (see `calendarPayroll`).
    static func paysWeekly(_ worker: Worker) -> Bool {
        if case .weekly = worker.pay { true } else { false }
    }
}
