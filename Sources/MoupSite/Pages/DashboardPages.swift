import MoupModel
import MoupPayroll
import Foundation

/// `workplaces/<wp>/<YYYY-MM>/dashboard.html`: the owner's view of a month's hours, pay and labour cost.
enum DashboardPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let jobs = site.content.workplaces.flatMap { wp in (site.workplaceMonths[wp.id] ?? []).map { (wp: wp, month: $0) } }
        return jobs.concurrentMap { job in
            let path = Paths.dashboard(job.wp.id, job.month)
            let model = model(job.wp, job.month, path: path, site)
            return .private(path, theme.render(.dashboard, model), title: model.page.title, readers: [.owner(job.wp.ownerId)])
        }
    }

    private struct Sum {
        var minutes = 0, gross = 0, deductions = 0, net = 0, employerCost = 0
        mutating func add(_ slip: Payslip) {
            minutes += slip.minutes.worked
            gross += slip.gross
            deductions += slip.totalDeductions
            net += slip.net
            employerCost += slip.employerCost
        }
    }

    static func model(_ wp: Workplace, _ month: YearMonth, path: String, _ site: SiteIndex) -> DashboardPage {
        let slips = site.payslips(wp.id, month)
        let workerIDs = Array(Set(slips.map(\.workerID))).sorted()
        let workers = workerIDs.compactMap { wp.worker($0) }
        var total = Sum()
        var rows: [DashboardWorker] = []
        var alerts: [AlertView] = []
        for worker in workers {
            var sum = Sum()
            var links: [Link] = []
            for slip in slips where slip.workerID == worker.id {
                let href = Paths.link(from: path, to: Paths.statement(slip))
                if slip.kind == .severance {
                    // Paid out of the 퇴직금 built up (see the liabilities), not a cost of the month.
                    links.append(Link(label: "퇴직금 산정 내역", href: href))
                    alerts += slip.alerts.map { PayslipPages.alertView($0, worker: worker.name, href: href) }
                    continue
                }
                sum.add(slip)
                total.add(slip)
                links.append(Link(label: "\(Format.shortDate(slip.period.start))–\(Format.shortDate(slip.period.end)) 명세서", href: href))
                alerts += slip.alerts.map { PayslipPages.alertView($0, worker: worker.name, href: href) }
            }
            rows.append(row(sum, tag: SiteIndex.workerTag(worker), links: links))
        }

        // Weeks: hours and pay per worker (from Payslip.weeks), summed across a worker's payslips.
        var weekStarts = Set<CivilDate>()
        var weekly: [String: (minutes: Int, pay: Int)] = [:]
        for slip in slips {
            for week in slip.weeks {
                weekStarts.insert(week.start)
                let key = "\(slip.workerID)|\(week.start)"
                let old = weekly[key] ?? (0, 0)
                weekly[key] = (old.minutes + week.workedMinutes, old.pay + week.pay)
            }
        }
        let weeks = weekStarts.sorted().map { start -> DashboardWeek in
            var cells: [WeekCell] = []
            var minutes = 0, pay = 0
            for worker in workers {
                let value = weekly["\(worker.id)|\(start)"] ?? (0, 0)
                minutes += value.minutes
                pay += value.pay
                cells.append(WeekCell(hours: Format.duration(value.minutes), pay: Format.won(value.pay)))
            }
            return DashboardWeek(label: Format.shortDate(start) + " 주",
                                 cells: cells, total: WeekCell(hours: Format.duration(minutes), pay: Format.won(pay)))
        }
        let hoursChart = weekStarts.isEmpty ? nil : BarChart(
            title: "주별 근로시간 (근로자별)",
            groups: weekStarts.sorted().map { start in
                BarChart.Group(label: Format.shortDate(start) + " 주", bars: [BarChart.Bar(segments: workers.map { w in
                    BarChart.Segment(value: weekly["\(w.id)|\(start)"]?.minutes ?? 0, color: Format.color(w.color), name: w.name)
                })])
            },
            legend: workers.map { ($0.name, Format.color($0.color)) }, stepUnit: 60,
            tick: { "\($0 / 60)시간" }).svg

        // Days: estimated labour cost (worked minutes × hourly rate) against sales.
        var dailyCost: [CivilDate: Int] = [:]
        for slip in slips {
            for b in slip.shifts where month.contains(b.date) {
                dailyCost[b.date, default: 0] += b.worked * b.hourlyRate / 60
            }
        }
        var salesByDay: [CivilDate: Int] = [:]
        for sale in wp.sales where month.contains(sale.date) { salesByDay[sale.date, default: 0] += sale.amount }
        let salesTotal = salesByDay.values.reduce(0, +)
        let hasSales = salesTotal > 0
        let dayList = month.days.filter { dailyCost[$0] != nil || salesByDay[$0] != nil }
        let days = dayList.map { day in
            DashboardDay(label: Format.dayLabel(day), cost: Format.won(dailyCost[day] ?? 0),
                         sales: salesByDay[day].map(Format.won) ?? "–",
                         ratio: salesByDay[day].flatMap { Format.percent(dailyCost[day] ?? 0, of: $0) })
        }
        let costColor = "#e15759", salesColor = "#4e79a7"
        let costChart = !hasSales ? nil : BarChart(
            title: "일별 인건비(추정)와 매출",
            groups: dayList.map { day in
                BarChart.Group(label: String(day.day), bars: [
                    BarChart.Bar(segments: [BarChart.Segment(value: dailyCost[day] ?? 0, color: costColor, name: "인건비")]),
                    BarChart.Bar(segments: [BarChart.Segment(value: salesByDay[day] ?? 0, color: salesColor, name: "매출")]),
                ])
            },
            legend: [("인건비(추정)", costColor), ("매출", salesColor)],
            tick: { Self.shortWon($0) }).svg

        var totals = [
            Fact(label: "총 근로시간", value: Format.duration(total.minutes)),
            Fact(label: "지급액 합계", value: Format.won(total.gross)),
            Fact(label: "실지급액 합계", value: Format.won(total.net)),
            Fact(label: "인건비 (사업주 부담 보험료 포함)", value: Format.won(total.employerCost), emphasis: true),
        ]
        let liabilities = Liabilities(wp, month, site)
        if !liabilities.entries.isEmpty {
            totals.append(Fact(label: Liabilities.accrualLabel, value: Liabilities.won(liabilities.accrualComplete ? liabilities.accrual : nil)))
            totals.append(Fact(label: Liabilities.costWithAccrualLabel,
                               value: Liabilities.won(liabilities.accrualComplete ? total.employerCost + liabilities.accrual : nil),
                               emphasis: true))
        }
        if hasSales {
            totals.append(Fact(label: "매출 합계", value: Format.won(salesTotal)))
            if let ratio = Format.percent(total.employerCost, of: salesTotal) {
                totals.append(Fact(label: "매출 대비 인건비", value: ratio, emphasis: true))
            }
        }
        return DashboardPage(
            page: site.pageInfo(path, title: "\(wp.name) · \(Format.month(month)) 인건비 현황",
                                crumbs: [(site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id)),
                                         (Format.month(month), Paths.month(wp.id, month))],
                                private: true),
            workplace: wp.name, month: Format.month(month),
            calendarHref: Paths.link(from: path, to: Paths.month(wp.id, month)),
            totals: totals, workers: rows, total: row(total, tag: nil, links: []),
            weekHeaders: workers.map { SiteIndex.workerTag($0) }, weeks: weeks, hoursChartSVG: hoursChart,
            days: days, costChartSVG: costChart, hasSales: hasSales, alerts: alerts,
            csv: csvLink(wp, month, slips: slips, path: path, site),
            liabilities: liabilities.entries.map { entry in
                let l = entry.liability
                let cost = slips.filter { $0.workerID == l.workerID && $0.kind == .wages }.reduce(0) { $0 + $1.employerCost }
                return LiabilityRow(
                    tag: SiteIndex.workerTag(entry.worker), leaveHours: Format.duration(l.leaveMinutes),
                    leaveValue: Format.won(l.leaveValue), leaveRate: l.leaveMinutes > 0 ? "시급 " + Format.won(l.leaveRate) : nil,
                    severance: Liabilities.won(l.severanceBuiltUp), severanceNotes: Liabilities.severanceNotes(l, worker: entry.worker, firstDay: site.content.months.first?.firstDay)
                        .map(TextLine.init),
                    accrual: Liabilities.won(l.severanceAccrual), costWithAccrual: Liabilities.won(l.severanceAccrual.map { $0 + cost }))
            },
            liabilityTotal: liabilities.entries.isEmpty ? nil : LiabilityRow(
                tag: nil, leaveHours: Format.duration(liabilities.leaveMinutes), leaveValue: Format.won(liabilities.leaveValue),
                leaveRate: nil, severance: Liabilities.won(liabilities.severanceComplete ? liabilities.severance : nil),
                severanceNotes: [], accrual: Liabilities.won(liabilities.accrualComplete ? liabilities.accrual : nil),
                costWithAccrual: Liabilities.won(liabilities.accrualComplete ? total.employerCost + liabilities.accrual : nil)),
            liabilityNote: Liabilities.explanation,
            changes: PayslipCorrections.rows(wp, month, path: path, site))
    }

    /// The payroll CSV: a file beside the dashboard with `privacy: none`; with `privacy: encrypted`
    /// its bytes travel inside the sealed dashboard and the browser builds the download.
    private static func csvLink(_ wp: Workplace, _ month: YearMonth, slips: [Payslip], path: String,
                                _ site: SiteIndex) -> CSVLink {
        let fileName = "\(wp.id)-\(month)-payroll.csv"
        guard site.input.seals else {
            return CSVLink(href: Paths.link(from: path, to: Paths.payrollCSV(wp.id, month)), fileName: fileName, data: nil)
        }
        let bytes = Array(AccountantExports.payroll(wp, slips, Liabilities(wp, month, site)).text.utf8)
        return CSVLink(href: "#", fileName: fileName, data: Data(bytes).base64EncodedString())
    }

    private static func row(_ sum: Sum, tag: WorkerTag?, links: [Link]) -> DashboardWorker {
        DashboardWorker(tag: tag, hours: Format.duration(sum.minutes), gross: Format.won(sum.gross),
                        deductions: Format.won(sum.deductions), net: Format.won(sum.net),
                        employerCost: Format.won(sum.employerCost), payslips: links)
    }

    /// Axis labels: `1,250,000` → `125만`, `50,000` → `5만`, `8,000` → `8,000`.
    static func shortWon(_ value: Int) -> String {
        value >= 10_000 && value % 10_000 == 0 ? "\(Format.grouped(value / 10_000))만" : Format.grouped(value)
    }
}
