import MoupModel
import MoupPayroll

/// `workplaces/<wp>/trend.html` (private, the owner's): the last 12 months the content has for the
/// workplace: hours, labour cost (`LabourCost`: gross + the employer's insurance shares; 퇴직금 beside it
/// in its own columns when a month has one) and, where there are sales, labour cost as a share of them.
/// Read from `PayrollTotals`; nothing is priced again.
enum TrendPages {
    /// How many months the trend shows.
    static let monthCount = 12

    /// The page's explanations under its table, by table key.
    static let noteKeys = ["trend.notes.cost", "trend.notes.sales"]

    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        site.content.workplaces.compactMap { wp -> SitePage? in
            let months = Array((site.workplaceMonths[wp.id] ?? []).suffix(monthCount))
            guard !months.isEmpty else { return nil }
            let path = Paths.trend(wp.id)
            let model = model(wp, months: months, path: path, site)
            return .private(path, theme.render(.trend, model), readers: [.owner(wp.ownerId)])
        }
    }

    /// `2026년 10월 – 2026년 11월` (one month alone when there is one).
    static func range(_ months: [YearMonth], _ words: Words) -> String {
        guard let first = months.first, let last = months.last, first != last else {
            return months.first.map(words.month) ?? ""
        }
        return "\(words.month(first)) – \(words.month(last))"
    }

    /// Sales per calendar month.
    static func monthlySales(_ wp: Workplace) -> [YearMonth: Int] {
        var sales: [YearMonth: Int] = [:]
        for day in wp.sales { sales[day.date.yearMonth, default: 0] += day.amount }
        return sales
    }

    static func model(_ wp: Workplace, months: [YearMonth], path: String, _ site: SiteIndex) -> TrendPage {
        let words = site.words
        let sales = monthlySales(wp)
        let sums = months.map { site.totals.workplace(wp.id, $0) }
        let hasSales = months.contains { (sales[$0] ?? 0) > 0 }
        let leaverColumns = sums.contains { $0.labour.hasLeaverFigures }
        let rows = zip(months, sums).map { month, sum in
            TrendRow(
                label: words.month(month), href: Paths.link(from: path, to: Paths.dashboard(wp.id, month)),
                hours: words.duration(sum.minutes), labourCost: words.won(sum.labour.cost),
                sales: sales[month].map(words.won) ?? Format.noFigure,
                ratio: sales[month].flatMap { Format.percent(sum.labour.cost, of: $0) } ?? Format.noFigure,
                leaver: leaverColumns ? LabourColumns(sum.labour, words) : nil)
        }
        let label = { (month: YearMonth) in "\(month.year % 100)/\(month.month)" }
        let costColor = "#e15759"
        let salesColor = "#4e79a7"
        let hoursColor = "#59a14f"
        let costChart = BarChart(
            title: words(hasSales ? "trend.costChartTitle" : "trend.costHeading"),
            groups: zip(months, sums).map { month, sum in
                var bars = [
                    BarChart.Bar(segments: [
                        BarChart.Segment(value: sum.labour.cost, color: costColor, name: words("report.cost"))
                    ])
                ]
                if hasSales {
                    bars.append(
                        BarChart.Bar(segments: [
                            BarChart.Segment(value: sales[month] ?? 0, color: salesColor, name: words("report.sales"))
                        ]))
                }
                return BarChart.Group(label: label(month), bars: bars)
            },
            legend: hasSales
                ? [(words("report.cost"), costColor), (words("report.sales"), salesColor)]
                : [(words("report.cost"), costColor)],
            tick: { DashboardPages.shortWon($0, words) }
        ).svg
        let hoursChart = BarChart(
            title: words("trend.hoursCaption"),
            groups: zip(months, sums).map { month, sum in
                BarChart.Group(
                    label: label(month),
                    bars: [
                        BarChart.Bar(segments: [
                            BarChart.Segment(value: sum.minutes, color: hoursColor, name: words("report.hours"))
                        ])
                    ])
            },
            legend: [], stepUnit: 60, tick: { words("dashboard.hoursTick", ["hours": String($0 / 60)]) }
        ).svg
        return TrendPage(
            page: site.pageInfo(
                path, title: words("trend.title", ["workplace": wp.name]),
                titleHTML: site.html("trend.title", names: ["workplace": wp.name]),
                crumbs: [(site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id))],
                private: true),
            workplace: wp.name, range: range(months, words), links: ReportLinks.forTrend(wp, from: path, site),
            months: rows,
            hasSales: hasSales, costChartSVG: costChart, hoursChartSVG: hoursChart,
            notes: noteKeys.map { TextLine(text: words($0)) }, hasLeaverColumns: leaverColumns)
    }
}
