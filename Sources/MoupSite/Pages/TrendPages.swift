import MoupModel
import MoupPayroll

/// `workplaces/<wp>/trend.html` (private, the owner's): the last 12 months the content has for the
/// workplace: hours, labour cost (gross + the employer's insurance shares) and, where there are
/// sales, labour cost as a share of them. Read from `PayrollTotals`; nothing is priced again.
enum TrendPages {
    /// How many months the trend shows.
    static let monthCount = 12

    enum Words {
        static func title(_ workplace: String) -> String { "\(workplace) · 최근 12개월 인건비 추이" }
        static let crumb = "인건비 추이"
        static let costChart = "월별 인건비와 매출"
        static let costOnlyChart = "월별 인건비"
        static let hoursChart = "월별 근로시간"
        static let cost = "인건비"
        static let sales = "매출"
        static let hours = "근로시간"
        static let none = "–"
        static let notes = [
            "인건비는 그 달에 끝나는 급여 기간의 지급액 합계에 사업주 부담 보험료(국민연금, 건강·장기요양, 고용, 산재)를 더한 값입니다.",
            "매출 대비 인건비는 그 달 매출(sales 파일)이 있는 달만 계산합니다.",
        ]
    }

    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        site.content.workplaces.compactMap { wp -> SitePage? in
            let months = Array((site.workplaceMonths[wp.id] ?? []).suffix(monthCount))
            guard !months.isEmpty else { return nil }
            let path = Paths.trend(wp.id)
            let model = model(wp, months: months, path: path, site)
            return .private(path, theme.render(.trend, model), title: model.page.title, readers: [.owner(wp.ownerId)])
        }
    }

    /// `2026년 10월 – 2026년 11월` (one month alone when there is one).
    static func range(_ months: [YearMonth]) -> String {
        guard let first = months.first, let last = months.last, first != last else { return months.first.map(Format.month) ?? "" }
        return "\(Format.month(first)) – \(Format.month(last))"
    }

    /// Sales per calendar month.
    static func monthlySales(_ wp: Workplace) -> [YearMonth: Int] {
        var sales: [YearMonth: Int] = [:]
        for day in wp.sales { sales[day.date.yearMonth, default: 0] += day.amount }
        return sales
    }

    static func model(_ wp: Workplace, months: [YearMonth], path: String, _ site: SiteIndex) -> TrendPage {
        let sales = monthlySales(wp)
        let sums = months.map { site.totals.workplace(wp.id, $0) }
        let hasSales = months.contains { (sales[$0] ?? 0) > 0 }
        let rows = zip(months, sums).map { month, sum in
            TrendRow(label: Format.month(month), href: Paths.link(from: path, to: Paths.dashboard(wp.id, month)),
                     hours: Format.duration(sum.minutes), labourCost: Format.won(sum.employerCost),
                     sales: sales[month].map(Format.won) ?? Words.none,
                     ratio: sales[month].flatMap { Format.percent(sum.employerCost, of: $0) } ?? Words.none)
        }
        let label = { (month: YearMonth) in "\(month.year % 100)/\(month.month)" }
        let costColor = "#e15759", salesColor = "#4e79a7", hoursColor = "#59a14f"
        let costChart = BarChart(
            title: hasSales ? Words.costChart : Words.costOnlyChart,
            groups: zip(months, sums).map { month, sum in
                var bars = [BarChart.Bar(segments: [BarChart.Segment(value: sum.employerCost, color: costColor, name: Words.cost)])]
                if hasSales {
                    bars.append(BarChart.Bar(segments: [BarChart.Segment(value: sales[month] ?? 0, color: salesColor, name: Words.sales)]))
                }
                return BarChart.Group(label: label(month), bars: bars)
            },
            legend: hasSales ? [(Words.cost, costColor), (Words.sales, salesColor)] : [(Words.cost, costColor)],
            tick: { DashboardPages.shortWon($0) }).svg
        let hoursChart = BarChart(
            title: Words.hoursChart,
            groups: zip(months, sums).map { month, sum in
                BarChart.Group(label: label(month), bars: [
                    BarChart.Bar(segments: [BarChart.Segment(value: sum.minutes, color: hoursColor, name: Words.hours)]),
                ])
            },
            legend: [], stepUnit: 60, tick: { "\($0 / 60)시간" }).svg
        return TrendPage(
            page: site.pageInfo(path, title: Words.title(wp.name),
                                crumbs: [(site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id))],
                                private: true),
            workplace: wp.name, range: range(months), links: ReportLinks.forTrend(wp, from: path, site), months: rows,
            hasSales: hasSales, costChartSVG: costChart, hoursChartSVG: hoursChart,
            notes: Words.notes.map(TextLine.init))
    }
}
