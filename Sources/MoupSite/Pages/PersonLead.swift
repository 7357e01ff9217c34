import MoupModel
import MoupPayroll

/// What a worker opens their start page for, on top of it (issue 32): the next shift, and this
/// month's pay so far (the build date's month, as its payslips stand on the build date). The next
/// shift is chosen in the reader's browser from every shift of the month on (`TodayScript`), so the
/// page reads the build date only through its month and the month's payroll, which is what
/// `StartPages` re-renders it for in a build of the changed parts.
enum PersonLead {
    /// The shifts of one month of a person's entries (`PersonPages.entries`), in order: those to be
    /// worked (planned, or a day a repeat schedules) or worked, with times. None of this depends on the
    /// day within the month: a planned day's status changes as the date passes it, but a shift it stays.
    static func shifts(in byDay: [CivilDate: [CalendarEntry]]) -> [CalendarEntry] {
        byDay.keys.sorted().flatMap { day in
            byDay[day]!.filter { $0.span != nil && $0.status != .absent && $0.status != .leave }
        }
    }

    static func view(_ person: SiteIndex.Person, from path: String, _ site: SiteIndex) -> PersonLeadView {
        let words = site.words
        let month = site.today.yearMonth
        let calendarMonths = site.personCalendarMonths[person.id] ?? []
        let weekStart = person.workers[0].workplace.weekStart
        // This month's entries, made once: for its shifts and for whether the person works this month.
        let thisMonth = PersonPages.entries(person, month, site).entries
        // Every shift from the first day of this month to the end of the months the calendar shows.
        let shifts = calendarMonths.filter { $0 >= month }.flatMap {
            Self.shifts(in: $0 == month ? thisMonth : PersonPages.entries(person, $0, site).entries)
        }
        let upcoming = shifts.map { entry -> UpcomingShift in
            // The day by its date, not `오늘`: the same words whatever day it is read.
            let when = words.dayLabel(entry.date)
            let week = Weeks.current(entry.date, touching: calendarMonths, weekStart: weekStart)
            let time = entry.span.map(Format.span) ?? ""
            let link = Link(
                label: words("person.nextShiftText", ["day": when, "time": time, "workplace": entry.workplace.name]),
                href: week.map {
                    Paths.link(from: path, to: Paths.personWeek(person.id, $0)) + "#" + Paths.dayAnchor(entry.date)
                }
                    ?? Paths.link(from: path, to: Paths.person(person.id, entry.date.yearMonth)),
                labelHTML: site.html(
                    "person.nextShiftText", names: ["workplace": entry.workplace.name], ["day": when, "time": time]))
            // A shift in a month the site has no page for is shown without a link (a link would lead nowhere).
            let linked = week != nil || calendarMonths.contains(entry.date.yearMonth)
            return UpcomingShift(from: entry.date.description, link: link, linked: linked)
        }
        let slips = person.workers.flatMap { wp, worker in
            site.payslips(wp.id, month).filter { $0.workerID == worker.id && $0.kind == .wages }
        }
        var pay: [Fact] = []
        var payNone: String?
        if !slips.isEmpty {
            pay = [
                Fact(
                    label: words("person.payNowNet"), value: words.won(slips.reduce(0) { $0 + $1.net }), emphasis: true),
                Fact(
                    label: words("person.payNowHours"),
                    value: words.duration(slips.reduce(0) { $0 + $1.minutes.worked })),
            ]
        } else if !thisMonth.isEmpty {
            // The person works this month and none of it is recorded (no shift file yet): say so, rather
            // than leave the worker to wonder where this month's pay is.
            payNone = words("person.payNowNone")
        }
        return PersonLeadView(
            upcoming: upcoming, payHeading: words("person.payNowHeading", ["month": words.month(month)]),
            pay: pay, payNote: words("person.payNowNote"), payNone: payNone)
    }
}
