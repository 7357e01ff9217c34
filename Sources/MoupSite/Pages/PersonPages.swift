import MoupMarkdown
import MoupModel
import MoupPayroll

/// `people/<person>/<YYYY-MM>/index.html`: one person's calendar across every workplace.
enum PersonPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        var jobs: [(person: SiteIndex.Person, month: YearMonth, previous: YearMonth?, next: YearMonth?)] = []
        for person in site.people {
            let months = site.personCalendarMonths[person.id] ?? []
            let paidWeekly = person.workers.contains { SiteIndex.paysWeekly($0.worker) }
            for (i, month) in months.enumerated()
            where site.renders(
                payrollOf: SiteIndex.calendarPayroll(month, paidWeekly: paidWeekly),
                readingDate: SiteIndex.pastDays(of: SiteIndex.plannedDays(entries(person, month, site).entries)))
            {
                jobs.append((person, month, i > 0 ? months[i - 1] : nil, i + 1 < months.count ? months[i + 1] : nil))
            }
        }
        return jobs.concurrentMap { page($0.person, $0.month, previous: $0.previous, next: $0.next, site, theme) }
    }

    private static func page(
        _ person: SiteIndex.Person, _ month: YearMonth, previous: YearMonth?, next: YearMonth?,
        _ site: SiteIndex, _ theme: Theme
    ) -> SitePage {
        let path = Paths.person(person.id, month)
        let (entries, notices) = Self.entries(person, month, site)
        // Still to come: planned days from the build date on (a past planned day is unconfirmed or recorded).
        let planned = entries.values.reduce(0) {
            $0 + $1.filter { $0.status == .planned && $0.date >= site.today }.count
        }
        let unconfirmed = entries.values.reduce(0) { $0 + $1.filter { $0.status == .unconfirmed }.count }
        var payslips: [Link] = []
        var workedMinutes = 0
        var net = 0
        for (wp, worker) in person.workers {
            for slip in site.payslips(wp.id, month) where slip.workerID == worker.id {
                workedMinutes += slip.minutes.worked
                net += slip.net
                payslips.append(
                    payslipLink(
                        slip, at: wp, from: path, note: site.words("person.netNote", ["net": site.words.won(slip.net)]),
                        site))
            }
        }
        let weekStart = person.workers[0].workplace.weekStart
        let builder = CalendarBuilder(
            month: month, weekStart: weekStart, holidays: site.holidays,
            showsWorkplace: person.workers.count > 1, breakdowns: site.breakdowns, words: site.words)
        let link = { (m: YearMonth, label: String) in
            Link(label: label, href: Paths.link(from: path, to: Paths.person(person.id, m)))
        }
        var totals: [Fact] = []
        if !payslips.isEmpty {
            totals.append(Fact(label: site.words("person.workedHours"), value: site.words.duration(workedMinutes)))
            totals.append(Fact(label: site.words("person.netTotal"), value: site.words.won(net), emphasis: true))
        }
        if planned > 0 {
            totals.append(
                Fact(
                    label: site.words("person.plannedLeft"), value: site.words("person.days", ["days": String(planned)])
                ))
        }
        if unconfirmed > 0 {
            totals.append(
                Fact(
                    label: site.words("person.unconfirmed"),
                    value: site.words("person.days", ["days": String(unconfirmed)])))
        }
        let title = site.words("person.title", ["name": person.name, "month": site.words.month(month)])
        let model = PersonPage(
            page: site.pageInfo(
                path, title: title,
                titleHTML: site.html("person.title", names: ["name": person.name], ["month": site.words.month(month)]),
                crumbs: [(site.content.site.title, Paths.index), (person.name, Paths.personIndex(person.id))],
                private: true, showsDays: true),
            name: person.name, month: site.words.month(month),
            calendar: builder.calendar(
                entries, notices: notices,
                previous: previous.map { link($0, "← " + site.words.month($0)) },
                next: next.map { link($0, site.words.month($0) + " →") },
                weekHref: { Paths.link(from: path, to: Paths.personWeek(person.id, $0)) }),
            totals: totals,
            notes: person.workers.compactMap { pair in
                pair.worker.notes.isEmpty
                    ? nil : PersonNote(workplace: pair.workplace.name, bodyHTML: site.proseHTML(pair.worker.notes))
            },
            payslips: payslips,
            notices: month.days.flatMap { notices[$0] ?? [] },
            days: builder.details(entries, notices: notices),
            feedHref: Paths.link(from: path, to: site.personFeed(person.id)),
            feed: site.feedLinks(from: path, to: site.personFeed(person.id)))
        return .private(path, theme.render(.person, model), readers: [.worker(person.id)])
    }

    /// A link to one of the person's statements at `wp` from the page at `path`: a payslip ("카페 모옵
    /// 임금명세서 (11/1–11/30)") or a 퇴직금 statement, with `note` (its net pay, on the month page; and its
    /// pay date, on the start page).
    static func payslipLink(
        _ slip: Payslip, at wp: Workplace, from path: String, note: String, _ site: SiteIndex
    ) -> Link {
        let start = Format.shortDate(slip.period.start)
        let end = Format.shortDate(slip.period.end)
        return Link(
            label: slip.kind == .severance
                ? site.words("leave.personLink", ["workplace": wp.name])
                : site.words("person.payslipLink", ["workplace": wp.name, "start": start, "end": end]),
            href: Paths.link(from: path, to: Paths.statement(slip)),
            note: note,
            labelHTML: slip.kind == .severance
                ? site.html("leave.personLink", names: ["workplace": wp.name])
                : site.html("person.payslipLink", names: ["workplace": wp.name], ["start": start, "end": end]))
    }

    /// The person's calendar entries in `month` by day (their own, from each workplace's month as
    /// `SiteIndex` sorted it; merged by start time only where they work at more than one place), and
    /// the notices of each workplace where they work that month. The month page and the week pages
    /// both read them, so they are made once per person and month.
    static func entries(
        _ person: SiteIndex.Person, _ month: YearMonth, _ site: SiteIndex
    )
        -> (entries: [CivilDate: [CalendarEntry]], notices: [CivilDate: [NoticeView]])
    {
        var entries: [CivilDate: [CalendarEntry]] = [:]
        var notices: [CivilDate: [NoticeView]] = [:]
        for (wp, worker) in person.workers {
            var hasWork = false
            for (day, list) in site.entries(wp, month) {
                let mine = list.filter { $0.worker.id == worker.id }
                guard !mine.isEmpty else { continue }
                entries[day, default: []] += mine
                hasWork = true
            }
            if hasWork {
                for (day, list) in site.notices(of: wp, in: month, showWorkplace: true) {
                    notices[day, default: []] += list
                }
            }
        }
        if person.workers.count > 1 {
            entries = entries.mapValues { list in
                list.sorted {
                    ($0.span?.start.minuteOfDay ?? 1440, $0.workplace.id) < (
                        $1.span?.start.minuteOfDay ?? 1440, $1.workplace.id
                    )
                }
            }
        }
        return (entries, notices)
    }
}
