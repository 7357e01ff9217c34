import MoupModel

/// Where the owner's reports live: the trend and year pages and the year CSVs.
extension Paths {
    /// A workplace's last 12 months: `workplaces/<wp>/trend.html`.
    static func trend(_ wp: String) -> String { "workplaces/\(wp)/trend.html" }
    /// A workplace's year: `workplaces/<wp>/years/<YYYY>.html`.
    static func workplaceYear(_ wp: String, _ year: Int) -> String { "workplaces/\(wp)/years/\(year).html" }
    /// The same as a spreadsheet: `workplaces/<wp>/years/<YYYY>.csv`.
    static func workplaceYearCSV(_ wp: String, _ year: Int) -> String { "workplaces/\(wp)/years/\(year).csv" }
    /// A worker's year at one workplace, beside their payslips: `payslips/<wp>/<worker>/<YYYY>.html`.
    static func workerYear(_ wp: String, _ worker: String, _ year: Int) -> String {
        "payslips/\(wp)/\(worker)/\(year).html"
    }
    /// The same as a spreadsheet: `payslips/<wp>/<worker>/<YYYY>.csv`.
    static func workerYearCSV(_ wp: String, _ worker: String, _ year: Int) -> String {
        "payslips/\(wp)/\(worker)/\(year).csv"
    }
}

/// The small set of links between the owner's reports (dashboard, trend, year, owner page).
enum ReportLinks {
    /// `2026년 연간 급여`, `Pay in 2026`.
    static func yearLabel(_ year: Int, _ words: Words) -> String { words("report.yearLink", ["year": String(year)]) }

    /// From a month's dashboard: its year's page, the trend, the owner page.
    static func forDashboard(_ wp: Workplace, _ month: YearMonth, from path: String, _ site: SiteIndex) -> [Link] {
        var links: [Link] = []
        if site.totals.years(wp.id).contains(month.year) {
            links.append(
                Link(
                    label: yearLabel(month.year, site.words),
                    href: Paths.link(from: path, to: Paths.workplaceYear(wp.id, month.year))))
        }
        links.append(Link(label: site.words("report.trendLink"), href: Paths.link(from: path, to: Paths.trend(wp.id))))
        links.append(
            Link(label: site.words("report.ownerLink"), href: Paths.link(from: path, to: Paths.ownerIndex(wp.ownerId))))
        return links
    }

    /// From the trend page: each year's page and the owner page.
    static func forTrend(_ wp: Workplace, from path: String, _ site: SiteIndex) -> [Link] {
        site.totals.years(wp.id).map {
            Link(label: yearLabel($0, site.words), href: Paths.link(from: path, to: Paths.workplaceYear(wp.id, $0)))
        }
            + [
                Link(
                    label: site.words("report.ownerLink"),
                    href: Paths.link(from: path, to: Paths.ownerIndex(wp.ownerId)))
            ]
    }

    /// From a person's start page: their year pages at each workplace, newest year first.
    static func forPerson(_ person: SiteIndex.Person, from path: String, _ site: SiteIndex) -> [Link] {
        var links: [(year: Int, link: Link)] = []
        for (wp, worker) in person.workers {
            for year in site.totals.years(wp.id) where site.totals.has(wp.id, worker.id, year: year) {
                links.append(
                    (
                        year,
                        Link(
                            label: "\(wp.name) · " + yearLabel(year, site.words),
                            href: Paths.link(from: path, to: Paths.workerYear(wp.id, worker.id, year)),
                            labelHTML: site.nameHTML(wp.name) + " · " + HTMLEscape.string(yearLabel(year, site.words)))
                    ))
            }
        }
        // Newest year first; within a year, in workplace order (the index keeps the sort deterministic).
        return links.enumerated().sorted { ($1.element.year, $0.offset) < ($0.element.year, $1.offset) }.map(
            \.element.link)
    }
}
