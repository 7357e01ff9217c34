import MoupModel
import MoupPayroll

/// What a worker opens their start page for, on top of it (issue 32): the next shift, and this
/// month's pay so far (the build date's month, as its payslips stand on the build date). The page
/// reads the build date only through the next shift and the month's payroll, which is what
/// `StartPages` re-renders it for in a build of the changed parts.
enum PersonLead {
    /// The first shift on or after `date` still to be worked (planned) or worked that day, across the
    /// person's workplaces, in this month or the next.
    static func nextShift(_ person: SiteIndex.Person, from date: CivilDate, _ site: SiteIndex) -> CalendarEntry? {
        nextShift(person, from: date, thisMonth: PersonPages.entries(person, date.yearMonth, site).entries, site)
    }

    /// The same, given the person's entries of `date`'s month (`thisMonth`); the next month's are made only
    /// when this month has no shift left.
    private static func nextShift(
        _ person: SiteIndex.Person, from date: CivilDate, thisMonth: [CivilDate: [CalendarEntry]], _ site: SiteIndex
    ) -> CalendarEntry? {
        if let entry = firstShift(in: thisMonth, from: date) { return entry }
        return firstShift(in: PersonPages.entries(person, date.yearMonth.adding(months: 1), site).entries, from: date)
    }

    /// The first shift to be worked (planned) or worked in `byDay` on or after `date`.
    private static func firstShift(in byDay: [CivilDate: [CalendarEntry]], from date: CivilDate) -> CalendarEntry? {
        for day in byDay.keys.sorted() where day >= date {
            if let entry = byDay[day]!.first(where: {
                $0.span != nil && ($0.status == .planned || $0.status == .worked)
            }) {
                return entry
            }
        }
        return nil
    }

    static func view(_ person: SiteIndex.Person, from path: String, _ site: SiteIndex) -> PersonLeadView {
        let words = site.words
        // This month's entries, made once: for the next shift and for whether any of its days are past.
        let month = site.today.yearMonth
        let thisMonth = PersonPages.entries(person, month, site).entries
        var next: Link?
        var nextLinked = false
        if let entry = nextShift(person, from: site.today, thisMonth: thisMonth, site), let span = entry.span {
            // The day by its date, not `오늘`: the page then changes with the build date only where
            // the next shift does (`StartPages` re-renders it then).
            let when = words.dayLabel(entry.date)
            let week = Weeks.current(
                entry.date, touching: site.personCalendarMonths[person.id] ?? [],
                weekStart: person.workers[0].workplace.weekStart)
            let time = Format.span(span)
            next = Link(
                label: words("person.nextShiftText", ["day": when, "time": time, "workplace": entry.workplace.name]),
                href: week.map {
                    Paths.link(from: path, to: Paths.personWeek(person.id, $0)) + "#" + Paths.dayAnchor(entry.date)
                }
                    ?? Paths.link(from: path, to: Paths.person(person.id, entry.date.yearMonth)),
                labelHTML: site.html(
                    "person.nextShiftText", names: ["workplace": entry.workplace.name], ["day": when, "time": time]))
            // A shift in a month the site has no page for yet is shown without a link (a link would lead nowhere).
            nextLinked = week != nil || (site.personCalendarMonths[person.id] ?? []).contains(entry.date.yearMonth)
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
        } else if thisMonth.keys.contains(where: { $0 < site.today }) {
            // Days of the month are past on the calendar, and none is recorded (no shift file yet): say so,
            // rather than leave the worker to wonder where this month's pay is.
            payNone = words("person.payNowNone")
        }
        return PersonLeadView(
            nextShift: next, nextShiftLinked: nextLinked,
            payHeading: words("person.payNowHeading", ["month": words.month(month)]),
            pay: pay, payNote: words("person.payNowNote"), payNone: payNone)
    }
}
