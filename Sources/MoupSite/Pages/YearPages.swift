import MoupModel
import MoupPayroll

/// The year pages, one per calendar year with payslips: `workplaces/<wp>/years/<YYYY>.html` (the
/// owner's: every worker by month and in total) and `payslips/<wp>/<worker>/<YYYY>.html` (read by the
/// worker and the owner, as the payslips are): gross, each deduction, net and employer cost by month
/// and in total, for 연말정산 and 지급명세서, each with its CSV (`YearExports`).
///
/// A payslip belongs to the month its pay period ends in (귀속월), as on the dashboards; its pay
/// date is shown beside it. Figures are sums of the payslips (`PayrollTotals`), never priced again.
enum YearPages {
    /// The page's explanations under its tables, by table key.
    static let noteKeys = ["year.notes.months", "year.notes.deductions", "year.notes.sums"]

    /// One amount column of a year table.
    struct Column {
        var header: String
        var value: (PaySums) -> Int
    }

    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        var jobs: [(wp: Workplace, year: Int, worker: Worker?)] = []
        for wp in site.content.workplaces {
            let workers = Dictionary(wp.workers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for year in site.totals.years(wp.id) {
                jobs.append((wp, year, nil))
                for id in site.totals.workers(wp.id, year: year) {
                    if let worker = workers[id] { jobs.append((wp, year, worker)) }
                }
            }
        }
        return jobs.concurrentMap { job -> [SitePage] in
            if let worker = job.worker { return workerPages(job.wp, worker, job.year, site, theme) }
            return workplacePages(job.wp, job.year, site, theme)
        }.flatMap { $0 }
    }

    /// The amount columns with anything in `sums`: each earning, the totals, each deduction, each
    /// employer share, 인건비; with 퇴직금, it and 인건비 + 퇴직금 beside 인건비.
    static func columns(for sums: PaySums, _ words: Words) -> [Column] {
        var columns = [Column(header: words("report.hours"), value: \.minutes)]
        for code in AccountantExports.earningCodes where sums.earningLines[code] != nil {
            columns.append(Column(header: words.line(code)) { $0.earningLines[code] ?? 0 })
        }
        columns.append(Column(header: words("csv.gross"), value: \.gross))
        if sums.taxFree != 0 { columns.append(Column(header: words("csv.taxFree"), value: \.taxFree)) }
        for code in AccountantExports.deductionCodes where sums.deductionLines[code] != nil {
            columns.append(
                Column(header: words("csv.deduction", ["name": words.line(code)])) { $0.deductionLines[code] ?? 0 })
        }
        columns.append(Column(header: words("csv.totalDeductions"), value: \.deductions))
        columns.append(Column(header: words("csv.net"), value: \.net))
        for code in AccountantExports.employerCodes where sums.employerLines[code] != nil {
            columns.append(
                Column(header: words("csv.employer", ["name": words.line(code)])) { $0.employerLines[code] ?? 0 })
        }
        columns.append(Column(header: words("csv.employerCost"), value: \.labour.cost))
        if sums.labour.severance != 0 {
            columns.append(Column(header: words("csv.severance"), value: \.labour.severance))
            columns.append(Column(header: words("csv.costWithSeverance"), value: \.labour.costWithSeverance))
        }
        return columns
    }

    /// The row's figures; a zero is a dash, so the few amounts of a wide table stand out.
    static func cells(_ sums: PaySums, _ columns: [Column], _ words: Words) -> [TextLine] {
        columns.enumerated().map { index, column in
            let value = column.value(sums)
            return TextLine(text: value == 0 ? Format.noFigure : index == 0 ? words.duration(value) : words.won(value))
        }
    }

    static func facts(_ total: PaySums, _ words: Words) -> [Fact] {
        var facts = [
            Fact(label: words("csv.gross"), value: words.won(total.gross)),
            Fact(label: words("csv.totalDeductions"), value: words.won(total.deductions)),
            Fact(label: words("csv.net"), value: words.won(total.net)),
            Fact(label: words("csv.employerCost"), value: words.won(total.labour.cost), emphasis: true),
        ]
        if total.labour.severance != 0 {
            facts.append(Fact(label: words("csv.severance"), value: words.won(total.labour.severance)))
            facts.append(Fact(label: words("csv.costWithSeverance"), value: words.won(total.labour.costWithSeverance)))
        }
        return facts
    }

    static func payDateNote(_ sums: PaySums, _ words: Words) -> String? {
        sums.payDates.isEmpty
            ? nil
            : words("year.payDates", ["dates": sums.payDates.map(Format.shortDate).joined(separator: ", ")])
    }

    // MARK: Workplace

    static func workplacePages(_ wp: Workplace, _ year: Int, _ site: SiteIndex, _ theme: Theme) -> [SitePage] {
        let words = site.words
        let path = Paths.workplaceYear(wp.id, year)
        let months = site.totals.months(wp.id, year: year)
        let workerIDs = site.totals.workers(wp.id, year: year)
        var byWorker: [(id: String, sums: PaySums)] = []
        var total = PaySums()
        for id in workerIDs {
            var sums = PaySums()
            for month in months { sums.add(site.totals.worker(wp.id, id, month)) }
            byWorker.append((id, sums))
            total.add(sums)
        }
        let monthSums = months.map { site.totals.workplace(wp.id, $0) }
        let columns = columns(for: total, words)
        let csv = YearExports.workplace(wp, year: year, months: months, workers: workerIDs, site)
        let csvLink = CSVLink.to(
            csv, fileName: "\(wp.id)-\(year)-payroll.csv", file: Paths.workplaceYearCSV(wp.id, year),
            from: path, site)
        let model = YearPage(
            page: site.pageInfo(
                path, title: words("year.workplaceTitle", ["workplace": wp.name, "year": String(year)]),
                titleHTML: site.html("year.workplaceTitle", names: ["workplace": wp.name], ["year": String(year)]),
                crumbs: [
                    (site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id)),
                    (wp.owner, Paths.ownerIndex(wp.ownerId)),
                ],
                private: true),
            heading: wp.name, subtitle: words("year.subtitle", ["year": String(year)]),
            links: [
                Link(label: words("report.trendLink"), href: Paths.link(from: path, to: Paths.trend(wp.id))),
                Link(label: words("report.ownerLink"), href: Paths.link(from: path, to: Paths.ownerIndex(wp.ownerId))),
            ],
            facts: facts(total, words), columns: columns.map { TextLine(text: $0.header) },
            months: zip(months, monthSums).map { month, sums in
                YearRow(
                    label: words.month(month), href: Paths.link(from: path, to: Paths.dashboard(wp.id, month)),
                    note: payDateNote(sums, words), cells: cells(sums, columns, words))
            },
            total: YearRow(label: words("dashboard.total"), cells: cells(total, columns, words)),
            workers: byWorker.map { entry in
                YearRow(
                    label: wp.worker(entry.id)?.name ?? entry.id,
                    href: Paths.link(from: path, to: Paths.workerYear(wp.id, entry.id, year)),
                    cells: cells(entry.sums, columns, words))
            },
            workersTotal: YearRow(label: words("dashboard.total"), cells: cells(total, columns, words)),
            notes: noteKeys.map { TextLine(text: words($0)) }, csv: csvLink, headingHTML: site.nameHTML(wp.name))
        var pages: [SitePage] = [
            .private(
                path, theme.render(.year, model),
                readers: [.owner(wp.ownerId)])
        ]
        if !site.input.seals {
            pages.append(
                SitePage(
                    path: Paths.workplaceYearCSV(wp.id, year), visibility: .private, text: csv.text,
                    readers: [.owner(wp.ownerId)]))
        }
        return pages
    }

    // MARK: Worker

    static func workerPages(
        _ wp: Workplace, _ worker: Worker, _ year: Int, _ site: SiteIndex, _ theme: Theme
    ) -> [SitePage] {
        let words = site.words
        let path = Paths.workerYear(wp.id, worker.id, year)
        let months = site.totals.months(wp.id, year: year).filter { site.totals.worker(wp.id, worker.id, $0).count > 0 }
        let monthSums = months.map { site.totals.worker(wp.id, worker.id, $0) }
        var total = PaySums()
        for sums in monthSums { total.add(sums) }
        let columns = columns(for: total, words)
        let readers: [Reader] = [.worker(worker.person), .owner(wp.ownerId)]
        let csv = YearExports.worker(wp, worker, year: year, months: months, site)
        let csvLink = CSVLink.to(
            csv, fileName: "\(wp.id)-\(worker.id)-\(year).csv", file: Paths.workerYearCSV(wp.id, worker.id, year),
            from: path, site)
        // The worker's payslips of the year, each linked from its month.
        let payslipLinks = Dictionary(
            grouping: months.flatMap { month in
                site.payslips(wp.id, month).filter { $0.workerID == worker.id }.map { (month, $0) }
            }, by: \.0
        ).mapValues { $0.first.map { Paths.link(from: path, to: Paths.payslip(wp.id, worker.id, $0.1.period.start)) } }
        let model = YearPage(
            page: site.pageInfo(
                path,
                title: words("year.workerTitle", ["worker": worker.name, "workplace": wp.name, "year": String(year)]),
                titleHTML: site.html(
                    "year.workerTitle", names: ["worker": worker.name, "workplace": wp.name], ["year": String(year)]),
                crumbs: [(site.content.site.title, Paths.index), (worker.name, Paths.personIndex(worker.person))],
                private: true),
            heading: worker.name, subtitle: wp.name + " · " + words("year.subtitle", ["year": String(year)]), links: [],
            facts: facts(total, words), columns: columns.map { TextLine(text: $0.header) },
            months: zip(months, monthSums).map { month, sums in
                YearRow(
                    label: words.month(month), href: payslipLinks[month] ?? nil, note: payDateNote(sums, words),
                    cells: cells(sums, columns, words))
            },
            total: YearRow(label: words("dashboard.total"), cells: cells(total, columns, words)),
            workers: [], workersTotal: nil, notes: noteKeys.map { TextLine(text: words($0)) }, csv: csvLink,
            headingHTML: site.nameHTML(worker.name),
            subtitleHTML: site.nameHTML(wp.name) + " · "
                + HTMLEscape.string(words("year.subtitle", ["year": String(year)])))
        var pages: [SitePage] = [.private(path, theme.render(.year, model), readers: readers)]
        if !site.input.seals {
            pages.append(
                SitePage(
                    path: Paths.workerYearCSV(wp.id, worker.id, year), visibility: .private, text: csv.text,
                    readers: readers))
        }
        return pages
    }

}
