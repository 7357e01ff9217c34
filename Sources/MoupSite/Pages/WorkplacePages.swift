import MoupMarkdown
import MoupModel

/// `workplaces/<wp>/index.html` and each month's calendar `workplaces/<wp>/<YYYY-MM>/index.html`.
enum WorkplacePages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        site.content.workplaces.concurrentMap { wp in
            let months = site.workplaceCalendarMonths[wp.id] ?? []
            var pages: [SitePage] = []
            // The home page reads the date through its month: it links every week from the month's first
            // day, and the browser shows this week's (`TodayScript`).
            if site.renders(payrollOf: nil, readingDate: { $0.yearMonth }) {
                pages.append(home(wp, months: months, site, theme))
            }
            let paidWeekly = wp.workers.contains(where: SiteIndex.paysWeekly)
            for (i, month) in months.enumerated()
            where site.renders(
                payrollOf: SiteIndex.calendarPayroll(month, paidWeekly: paidWeekly),
                readingDate: SiteIndex.pastDays(of: SiteIndex.plannedDays(site.entries(wp, month))))
            {
                let previous = i > 0 ? months[i - 1] : nil
                let next = i + 1 < months.count ? months[i + 1] : nil
                pages.append(calendar(wp, month, previous: previous, next: next, site, theme))
            }
            return pages
        }.flatMap { $0 }
    }

    private static func home(_ wp: Workplace, months: [YearMonth], _ site: SiteIndex, _ theme: Theme) -> SitePage {
        let path = Paths.workplace(wp.id)
        let words = site.words
        var facts = [Fact(label: words("workplace.owner"), value: wp.owner, valueHTML: site.nameHTML(wp.owner))]
        if let category = wp.category {
            facts.append(Fact(label: words("workplace.category"), value: words.category(category)))
        }
        facts.append(
            Fact(
                label: words("workplace.employees"),
                value: words("workplace.employeeCount", ["count": String(wp.employees)])))
        facts.append(
            Fact(
                label: words("workplace.weekStart"),
                value: words("workplace.weekday", ["weekday": words.weekday(wp.weekStart)])))
        facts.append(
            Fact(label: words("workplace.payDay"), value: words("workplace.payDayValue", ["day": String(wp.payDay)])))
        let model = WorkplacePage(
            page: site.pageInfo(
                path, title: wp.name, crumbs: [(site.content.site.title, Paths.index)], private: false,
                showsDays: true),
            name: wp.name, facts: facts, bodyHTML: site.proseHTML(wp.body),
            months: months.reversed().map {
                MonthLinks(
                    label: site.words.month($0),
                    calendarHref: Paths.link(from: path, to: Paths.month(wp.id, $0)),
                    dashboardHref: site.dashboardLink(from: path, wp.id, $0))
            },
            workers: wp.workers.sorted { $0.id < $1.id }.map(site.publicWorkerTag),
            routines: wp.routines.sorted { $0.id < $1.id }.map { SiteIndex.routineView($0, on: site.words.language) },
            notices: wp.notices.sorted { ($0.date, $0.slug) > ($1.date, $1.slug) }.map {
                site.noticeView($0, workplace: nil)
            },
            feedHref: Paths.link(from: path, to: Paths.workplaceFeed(wp.id)),
            weeks: WeekLink.from(monthOf: site.today, touching: months, weekStart: wp.weekStart) {
                Paths.link(from: path, to: Paths.workplaceWeek(wp.id, $0))
            },
            feed: site.feedLinks(from: path, to: Paths.workplaceFeed(wp.id)))
        return .shared(path, theme.render(.workplace, model))
    }

    private static func calendar(
        _ wp: Workplace, _ month: YearMonth, previous: YearMonth?, next: YearMonth?,
        _ site: SiteIndex, _ theme: Theme
    ) -> SitePage {
        let path = Paths.month(wp.id, month)
        let builder = CalendarBuilder(
            month: month, weekStart: wp.weekStart,
            holidays: site.holidays, showsWorkplace: false, breakdowns: site.breakdowns, words: site.words,
            publicNames: site.content.site.publicNames)
        let entries = Schedule.publicEntries(site.entries(wp, month))
        let notices = site.notices(of: wp, in: month, showWorkplace: false)
        let calendar = builder.calendar(
            entries, notices: notices,
            previous: previous.map {
                Link(label: "← " + site.words.month($0), href: Paths.link(from: path, to: Paths.month(wp.id, $0)))
            },
            next: next.map {
                Link(label: site.words.month($0) + " →", href: Paths.link(from: path, to: Paths.month(wp.id, $0)))
            },
            weekHref: { Paths.link(from: path, to: Paths.workplaceWeek(wp.id, $0)) })
        let legendIDs = Set(entries.values.flatMap { $0.map(\.worker.id) })
        let model = MonthPage(
            page: site.pageInfo(
                path, title: "\(wp.name) · \(site.words.month(month))",
                titleHTML: "\(site.nameHTML(wp.name)) · \(HTMLEscape.string(site.words.month(month)))",
                crumbs: [(site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id))],
                private: false, showsDays: true),
            workplace: wp.name, month: site.words.month(month),
            dashboardHref: site.dashboardLink(from: path, wp.id, month),
            calendar: calendar,
            legend: wp.workers.filter { legendIDs.contains($0.id) }.sorted { $0.id < $1.id }.map(site.publicWorkerTag),
            notices: month.days.flatMap { notices[$0] ?? [] },
            days: builder.details(entries, notices: notices))
        return .shared(path, theme.render(.month, model))
    }
}
