import MoupModel
import MoupPayroll

/// The owner page's overview across every workplace with the owner's `ownerId`: labour cost per
/// workplace and in total for each of the last 12 months with payslips, the alerts of those months
/// counted by kind (each linked to its dashboard), and the links to each workplace's trend and years.
/// Read from `PayrollTotals` and the payslips' alerts; nothing is priced again.
enum OwnerOverviews {

    static func overview(_ owner: SiteIndex.Owner, from path: String, _ site: SiteIndex) -> OwnerOverview? {
        let workplaces = owner.workplaces.sorted { $0.id < $1.id }
        let months = Array(
            Set(workplaces.flatMap { site.totals.months[$0.id] ?? [] }).sorted().suffix(TrendPages.monthCount))
        guard !months.isEmpty else { return nil }
        let words = site.words
        // 인건비 per workplace and their sum; with a leaver's figures in any month, the 연차 paid on leaving (그중),
        // the 퇴직금 and the total including it in three more columns (`LabourColumns`; 퇴직금 is never in
        // 인건비). Each row adds up, as does each column.
        let leaverColumns = months.contains { month in
            workplaces.contains { site.totals.workplace($0.id, month).labour.hasLeaverFigures }
        }
        var columnTotals = [Int](repeating: 0, count: workplaces.count)
        var totalLabour = LabourCost()
        let rows = months.map { month -> YearRow in
            var cells: [TextLine] = []
            var monthLabour = LabourCost()
            for (index, wp) in workplaces.enumerated() {
                let sums = site.totals.workplace(wp.id, month)
                cells.append(TextLine(text: sums.count > 0 ? words.won(sums.labour.cost) : Format.noFigure))
                monthLabour.add(sums.labour)
                columnTotals[index] += sums.labour.cost
            }
            totalLabour.add(monthLabour)
            return YearRow(
                label: words.month(month), cells: cells + labourCells(monthLabour, leaver: leaverColumns, words))
        }
        let total = YearRow(
            label: words("dashboard.total"),
            cells: columnTotals.map { TextLine(text: words.won($0)) }
                + labourCells(totalLabour, leaver: leaverColumns, words))
        var alerts: [OwnerAlert] = []
        for month in months.reversed() {
            for wp in workplaces {
                var counts: [PayrollAlert.Code: Int] = [:]
                for slip in site.payslips(wp.id, month) {
                    for alert in slip.alertsToShow { counts[alert.code, default: 0] += 1 }
                }
                guard !counts.isEmpty else { continue }
                let summary = PayrollAlert.Code.allCases.compactMap { code in
                    counts[code].map {
                        words("ownerOverview.alertCount", ["alert": words.alertTitle(code), "n": String($0)])
                    }
                }.joined(separator: " · ")
                alerts.append(
                    OwnerAlert(
                        workplace: wp.name, workplaceHTML: site.nameHTML(wp.name), month: words.month(month),
                        summary: summary,
                        href: Paths.link(from: path, to: Paths.dashboard(wp.id, month)) + "#alerts"))
            }
        }
        var reports: [Link] = []
        for wp in workplaces where !(site.workplaceMonths[wp.id] ?? []).isEmpty {
            // The workplace's name marked as a name (`SiteIndex.nameHTML`), the report's English.
            func link(_ report: String, _ href: String) -> Link {
                Link(
                    label: "\(wp.name): " + report, href: href,
                    labelHTML: site.nameHTML(wp.name) + ": " + HTMLEscape.string(report))
            }
            reports.append(link(words("report.trendLink"), Paths.link(from: path, to: Paths.trend(wp.id))))
            for year in site.totals.years(wp.id).reversed() {
                reports.append(
                    link(
                        ReportLinks.yearLabel(year, words), Paths.link(from: path, to: Paths.workplaceYear(wp.id, year))
                    ))
            }
        }
        let labourHeaders =
            [words("dashboard.total")]
            + (leaverColumns ? LabourColumns.headers(words) : [])
        return OwnerOverview(
            range: TrendPages.range(months, words),
            headers: workplaces.map { TextLine(text: $0.name, html: site.nameHTML($0.name)) }
                + labourHeaders.map { TextLine(text: $0) },
            months: rows, total: total, alerts: alerts, reports: reports)
    }

    /// The row's 인건비 summed over the workplaces, then (with `leaver`) the leaver's columns.
    static func labourCells(_ labour: LabourCost, leaver: Bool, _ words: Words) -> [TextLine] {
        [TextLine(text: words.won(labour.cost))] + (leaver ? LabourColumns(labour, words).cells : [])
    }
}
