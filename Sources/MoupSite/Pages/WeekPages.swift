import MoupModel

/// The week views: `workplaces/<wp>/weeks/<start>.html` (shared: every worker, each in their colour
/// and by name) and `people/<person>/weeks/<start>.html` (private: one person at all their
/// workplaces), for every week that touches a month the workplace or person has a calendar for.
/// Each reads the month's entries as `SiteIndex` (workplaces) and `PersonPages` (people) made and
/// sorted them once; a week only picks its seven days out of them.
enum WeekPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let workplaces = site.content.workplaces.concurrentMap { workplaceWeeks($0, site, theme) }
        let people = site.people.concurrentMap { personWeeks($0, site, theme) }
        return (workplaces + people).flatMap { $0 }
    }

    /// What one calendar (a workplace's or a person's) holds in each of its months.
    struct Months {
        var entries: [YearMonth: [CivilDate: [CalendarEntry]]] = [:]
        var notices: [YearMonth: [CivilDate: [NoticeView]]] = [:]

        func entries(on day: CivilDate) -> [CalendarEntry] { entries[day.yearMonth]?[day] ?? [] }
        func notices(on day: CivilDate) -> [NoticeView] { notices[day.yearMonth]?[day] ?? [] }
        func covers(_ day: CivilDate) -> Bool { entries[day.yearMonth] != nil }
    }

    /// The weeks of `starts` that `site.scope` renders, and the months of `months` their days fall in:
    /// the only months a calendar's entries are gathered for.
    /// `paidWeekly`: whether a worker of the calendar is paid weekly (see `SiteIndex.calendarPayroll`);
    /// `entries`: the calendar's entries of a month (asked only when just the date changed, for its
    /// planned days).
    static func rendered(
        _ starts: [CivilDate], months: [YearMonth], paidWeekly: Bool, _ site: SiteIndex,
        entries: (YearMonth) -> [CivilDate: [CalendarEntry]]
    ) -> (weeks: [Int], months: [YearMonth]) {
        var planned: [YearMonth: Set<CivilDate>] = [:]
        func plannedDays(_ month: YearMonth) -> Set<CivilDate> {
            if let days = planned[month] { return days }
            let days = SiteIndex.plannedDays(entries(month))
            planned[month] = days
            return days
        }
        let weeks = starts.indices.filter { i in
            site.renders(
                payrollOf: SiteIndex.calendarPayroll(week: starts[i], paidWeekly: paidWeekly),
                readingDate: SiteIndex.pastDays(
                    of: Set(
                        Weeks.days(from: starts[i]).filter {
                            plannedDays($0.yearMonth).contains($0)
                        })))
        }
        let touched = Set(weeks.flatMap { [starts[$0].yearMonth, starts[$0].adding(days: 6).yearMonth] })
        return (weeks, months.filter(touched.contains))
    }

    private static func workplaceWeeks(_ wp: Workplace, _ site: SiteIndex, _ theme: Theme) -> [SitePage] {
        let months = site.workplaceCalendarMonths[wp.id] ?? []
        let starts = Weeks.starts(touching: months, weekStart: wp.weekStart)
        let rendered = rendered(
            starts, months: months, paidWeekly: wp.workers.contains(where: SiteIndex.paysWeekly), site,
            entries: { site.entries(wp, $0) })
        var held = Months()
        for month in rendered.months {
            held.entries[month] = Schedule.publicEntries(site.entries(wp, month))
            held.notices[month] = site.notices(of: wp, in: month, showWorkplace: false)
        }
        return rendered.weeks.map { i in
            let path = Paths.workplaceWeek(wp.id, starts[i])
            let shown = Set(Weeks.days(from: starts[i]).flatMap { held.entries(on: $0).map(\.worker.id) })
            let model = page(
                path: path, name: wp.name, starts: starts, index: i, held: held, showsWorkplace: false, site,
                weekHref: { Paths.workplaceWeek(wp.id, $0) }, monthHref: { Paths.month(wp.id, $0) },
                crumbs: [(site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id))], isPrivate: false,
                legend: wp.workers.filter { shown.contains($0.id) }.sorted { $0.id < $1.id }.map(site.publicWorkerTag),
                feed: nil)
            return .shared(path, theme.render(.week, model))
        }
    }

    private static func personWeeks(_ person: SiteIndex.Person, _ site: SiteIndex, _ theme: Theme) -> [SitePage] {
        let months = site.personCalendarMonths[person.id] ?? []
        let weekStart = person.workers[0].workplace.weekStart
        let starts = Weeks.starts(touching: months, weekStart: weekStart)
        let rendered = rendered(
            starts, months: months,
            paidWeekly: person.workers.contains { SiteIndex.paysWeekly($0.worker) }, site,
            entries: { PersonPages.entries(person, $0, site).entries })
        var held = Months()
        for month in rendered.months {
            let mine = PersonPages.entries(person, month, site)
            held.entries[month] = mine.entries
            held.notices[month] = mine.notices
        }
        return rendered.weeks.map { i in
            let path = Paths.personWeek(person.id, starts[i])
            let model = page(
                path: path, name: person.name, starts: starts, index: i, held: held,
                showsWorkplace: person.workers.count > 1, site,
                weekHref: { Paths.personWeek(person.id, $0) }, monthHref: { Paths.person(person.id, $0) },
                crumbs: [(site.content.site.title, Paths.index), (person.name, Paths.personIndex(person.id))],
                isPrivate: true, legend: [], feed: site.personFeed(person.id))
            return .private(path, theme.render(.week, model), readers: [.worker(person.id)])
        }
    }

    private static func page(
        path: String, name: String, starts: [CivilDate], index i: Int, held: Months,
        showsWorkplace: Bool, _ site: SiteIndex, weekHref: (CivilDate) -> String,
        monthHref: (YearMonth) -> String, crumbs: [(String, String)], isPrivate: Bool,
        legend: [WorkerTag], feed: String?
    ) -> WeekPage {
        let start = starts[i]
        let days = Weeks.days(from: start)
        let builder = CalendarBuilder(
            month: start.yearMonth, weekStart: start.weekday,
            holidays: site.holidays, showsWorkplace: showsWorkplace,
            breakdowns: site.breakdowns, words: site.words,
            publicNames: isPrivate ? nil : site.content.site.publicNames)
        let words = site.words
        func link(_ to: CivilDate, _ label: String) -> Link {
            Link(label: label, href: Paths.link(from: path, to: weekHref(to)))
        }
        var touched: [YearMonth] = []
        for day in days where held.covers(day) && touched.last != day.yearMonth { touched.append(day.yearMonth) }
        return WeekPage(
            page: site.pageInfo(
                path, title: words("week.title", ["name": name, "range": Weeks.shortRange(from: start)]),
                titleHTML: site.html("week.title", names: ["name": name], ["range": Weeks.shortRange(from: start)]),
                crumbs: crumbs,
                private: isPrivate, showsDays: true),
            name: name, range: words.weekRange(from: start), week: CalendarBuilder.week(from: start),
            previous: i > 0 ? link(starts[i - 1], "← " + Weeks.shortRange(from: starts[i - 1])) : nil,
            next: i + 1 < starts.count ? link(starts[i + 1], Weeks.shortRange(from: starts[i + 1]) + " →") : nil,
            months: touched.map {
                Link(
                    label: words("week.monthLink", ["month": words.month($0)]),
                    href: Paths.link(from: path, to: monthHref($0)))
            },
            days: days.map { day in
                let covered = held.covers(day)
                let worked = held.entries(on: day).compactMap(builder.workedMinutes).reduce(0, +)
                return WeekDayView(
                    id: Paths.dayAnchor(day), label: words.dayLabel(day), date: day.description,
                    isWeekend: day.weekday == .sat || day.weekday == .sun,
                    holiday: covered ? site.holidays[day] : nil, inRange: covered,
                    shifts: held.entries(on: day).map(builder.detail), notices: held.notices(on: day),
                    hours: worked > 0 ? words.duration(worked) : nil)
            },
            legend: legend, feedHref: feed.map { Paths.link(from: path, to: $0) },
            feed: feed.map { site.feedLinks(from: path, to: $0) },
            totals: totals(days.flatMap(held.entries), builder, showsWorkplace: showsWorkplace, words),
            totalHours: {
                let all = days.flatMap(held.entries).compactMap(builder.workedMinutes).reduce(0, +)
                return all > 0 ? words.duration(all) : nil
            }())
    }

    /// The week's hours per worker (per worker and workplace where the page spans workplaces), by
    /// worker id then workplace id: what a scheduling product shows under its week.
    static func totals(
        _ entries: [CalendarEntry], _ builder: CalendarBuilder, showsWorkplace: Bool,
        _ words: Words
    ) -> [WeekTotalRow] {
        struct Key: Hashable, Comparable {
            var worker: String, workplace: String
            static func < (a: Key, b: Key) -> Bool { (a.worker, a.workplace) < (b.worker, b.workplace) }
        }
        var minutes: [Key: Int] = [:]
        var days: [Key: Set<CivilDate>] = [:]
        var first: [Key: CalendarEntry] = [:]
        for entry in entries {
            guard let worked = builder.workedMinutes(entry) else { continue }
            let key = Key(worker: entry.worker.id, workplace: entry.workplace.id)
            minutes[key, default: 0] += worked
            days[key, default: []].insert(entry.date)
            if first[key] == nil { first[key] = entry }
        }
        return minutes.keys.sorted().map { key in
            let chip = builder.chip(first[key]!)
            return WeekTotalRow(
                name: chip.name, color: chip.color, workplace: showsWorkplace ? chip.workplace : nil,
                days: words("week.dayCount", ["days": String(days[key]!.count)]),
                hours: words.duration(minutes[key]!))
        }
    }
}
