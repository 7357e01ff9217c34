import MoupModel
import MoupPayroll

/// The owner page's overview across every workplace with the owner's `ownerId`: labour cost per
/// workplace and in total for each of the last 12 months with payslips, the alerts of those months
/// counted by kind (each linked to its dashboard), and the links to each workplace's trend and years.
/// Read from `PayrollTotals` and the payslips' alerts; nothing is priced again.
enum OwnerOverviews {

    static func overview(_ owner: SiteIndex.Owner, from path: String, _ site: SiteIndex) -> OwnerOverview? {
        let workplaces = owner.workplaces.sorted { $0.id < $1.id }
        let months = Array(Set(workplaces.flatMap { site.totals.months[$0.id] ?? [] }).sorted().suffix(TrendPages.monthCount))
        guard !months.isEmpty else { return nil }
        let words = site.words
        var columnTotals = [Int](repeating: 0, count: workplaces.count)
        let rows = months.map { month -> YearRow in
            var cells: [TextLine] = []
            var monthTotal = 0
            for (index, wp) in workplaces.enumerated() {
                let sums = site.totals.workplace(wp.id, month)
                cells.append(TextLine(text: sums.count > 0 ? words.won(sums.employerCost) : Format.noFigure))
                monthTotal += sums.employerCost
                columnTotals[index] += sums.employerCost
            }
            cells.append(TextLine(text: words.won(monthTotal)))
            return YearRow(label: words.month(month), cells: cells)
        }
        let total = YearRow(label: words("dashboard.total"),
                            cells: (columnTotals + [columnTotals.reduce(0, +)]).map { TextLine(text: words.won($0)) })
        var alerts: [OwnerAlert] = []
        for month in months.reversed() {
            for wp in workplaces {
                var counts: [PayrollAlert.Code: Int] = [:]
                for slip in site.payslips(wp.id, month) {
                    for alert in slip.alerts { counts[alert.code, default: 0] += 1 }
                }
                guard !counts.isEmpty else { continue }
                let summary = PayrollAlert.Code.allCases.compactMap { code in
                    counts[code].map { words("ownerOverview.alertCount", ["alert": words.alertTitle(code), "n": String($0)]) }
                }.joined(separator: " · ")
                alerts.append(OwnerAlert(workplace: wp.name, month: words.month(month), summary: summary,
                                         href: Paths.link(from: path, to: Paths.dashboard(wp.id, month)) + "#alerts"))
            }
        }
        var reports: [Link] = []
        for wp in workplaces where !(site.workplaceMonths[wp.id] ?? []).isEmpty {
            reports.append(Link(label: "\(wp.name): " + words("report.trendLink"), href: Paths.link(from: path, to: Paths.trend(wp.id))))
            for year in site.totals.years(wp.id).reversed() {
                reports.append(Link(label: "\(wp.name): " + ReportLinks.yearLabel(year, words), href: Paths.link(from: path, to: Paths.workplaceYear(wp.id, year))))
            }
        }
        return OwnerOverview(range: TrendPages.range(months, words), headers: workplaces.map { TextLine(text: $0.name) } + [TextLine(text: words("dashboard.total"))],
                             months: rows, total: total, alerts: alerts, reports: reports)
    }
}
