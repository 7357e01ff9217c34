import Foundation
import MoupModel
import MoupPayroll

/// `workplaces/<wp>/<YYYY-MM>/dashboard.html`: the owner's view of a month's hours, pay and labour cost.
enum DashboardPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let jobs = site.content.workplaces.flatMap { wp in
            (site.workplaceMonths[wp.id] ?? []).map { (wp: wp, month: $0) }
        }
        return jobs.filter { site.renders(payrollOf: [$0.month], readingDate: dateReading($0.wp, $0.month, site)) }
            .concurrentMap { job in
                let path = Paths.dashboard(job.wp.id, job.month)
                let model = model(job.wp, job.month, path: path, site)
                return .private(path, theme.render(.dashboard, model), readers: [.owner(job.wp.ownerId)])
            }
    }

    /// What a dashboard makes of the build date: the mark of each week of its scheduled-versus-actual
    /// section, whether each payslip removed since the last publication was past its pay date, and the
    /// 근로계약서 in force (its alerts: `ContractLinks.reading`).
    struct DateReading: Equatable {
        var weeks: [PlanVsActual.WeekMark]
        var removedPastPayDate: [Bool]
        var contracts: [String]
    }

    /// What the dashboard of `wp` and `month` makes of a date: its week starts and removed payslips
    /// gathered once, for both dates a rebuild compares (`SiteIndex.renders` asks for it only then).
    static func dateReading(_ wp: Workplace, _ month: YearMonth, _ site: SiteIndex) -> (CivilDate) -> DateReading {
        let weeks = PlanVsActual.weekStarts(
            wp, actual: site.payslips(wp.id, month), scheduled: site.scheduledPayslips(wp.id, month))
        let removed = PayslipCorrections.changes(wp, month, site).filter { $0.after == nil }.map(\.payDate)
        let contracts = ContractLinks.reading(wp, site)
        return { today in
            DateReading(
                weeks: weeks.map { PlanVsActual.WeekMark($0, today: today) },
                removedPastPayDate: removed.map { $0 < today },
                contracts: contracts(today))
        }
    }

    static func model(_ wp: Workplace, _ month: YearMonth, path: String, _ site: SiteIndex) -> DashboardPage {
        let words = site.words
        let slips = site.payslips(wp.id, month)
        let workerIDs = Array(Set(slips.map(\.workerID))).sorted()
        let workers = workerIDs.compactMap { wp.worker($0) }
        var total = PaySums()
        let leaverColumns = LabourCost.of(slips).hasLeaverFigures
        var rows: [DashboardWorker] = []
        var alerts: [AlertView] = []
        for worker in workers {
            var sum = PaySums()
            var links: [Link] = []
            for slip in slips where slip.workerID == worker.id {
                let href = Paths.link(from: path, to: Paths.statement(slip))
                // A 퇴직금 statement adds its 퇴직금 beside 인건비, never into it (`LabourCost`).
                sum.add(slip)
                total.add(slip)
                if slip.kind == .severance {
                    links.append(Link(label: words("leave.statement"), href: href))
                    alerts += slip.alertsToShow.map {
                        PayslipPages.alertView($0, worker: worker.name, href: href, words)
                    }
                    continue
                }
                links.append(
                    Link(
                        label: words(
                            "dashboard.payslipLink",
                            [
                                "start": Format.shortDate(slip.period.start),
                                "end": Format.shortDate(slip.period.end),
                            ]), href: href))
                alerts += slip.alertsToShow.map { alert in
                    UnconfirmedShiftViews.detail(
                        PayslipPages.alertView(alert, worker: worker.name, href: href, words), alert,
                        workerID: worker.id, wp, site)
                }
            }
            rows.append(row(sum, tag: SiteIndex.workerTag(worker), links: links, leaver: leaverColumns, words))
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
            var minutes = 0
            var pay = 0
            for worker in workers {
                let value = weekly["\(worker.id)|\(start)"] ?? (0, 0)
                minutes += value.minutes
                pay += value.pay
                cells.append(WeekCell(hours: words.duration(value.minutes), pay: words.won(value.pay)))
            }
            return DashboardWeek(
                label: Weeks.label(from: start, words),
                cells: cells, total: WeekCell(hours: words.duration(minutes), pay: words.won(pay)))
        }
        let hoursChart =
            weekStarts.isEmpty
            ? nil
            : BarChart(
                title: words("dashboard.hoursChartTitle"),
                groups: weekStarts.sorted().map { start in
                    BarChart.Group(
                        label: Weeks.tick(from: start, words),
                        bars: [
                            BarChart.Bar(
                                segments: workers.map { w in
                                    BarChart.Segment(
                                        value: weekly["\(w.id)|\(start)"]?.minutes ?? 0, color: Format.color(w.color),
                                        name: w.name)
                                })
                        ])
                },
                legend: workers.map { ($0.name, Format.color($0.color)) }, stepUnit: 60,
                tick: { words("dashboard.hoursTick", ["hours": String($0 / 60)]) }, legendLang: site.namesLang
            ).svg

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
            DashboardDay(
                label: words.dayLabel(day), cost: words.won(dailyCost[day] ?? 0),
                sales: salesByDay[day].map(words.won) ?? Format.noFigure,
                ratio: salesByDay[day].flatMap { Format.percent(dailyCost[day] ?? 0, of: $0) })
        }
        let costColor = "#e15759"
        let salesColor = "#4e79a7"
        let costChart =
            !hasSales
            ? nil
            : BarChart(
                title: words("dashboard.costChartTitle"),
                groups: dayList.map { day in
                    BarChart.Group(
                        label: String(day.day),
                        bars: [
                            BarChart.Bar(segments: [
                                BarChart.Segment(
                                    value: dailyCost[day] ?? 0, color: costColor, name: words("dashboard.cost"))
                            ]),
                            BarChart.Bar(segments: [
                                BarChart.Segment(
                                    value: salesByDay[day] ?? 0, color: salesColor, name: words("dashboard.sales"))
                            ]),
                        ])
                },
                legend: [(words("dashboard.costEstimated"), costColor), (words("dashboard.sales"), salesColor)],
                tick: { Self.shortWon($0, words) }
            ).svg

        var totals = [
            Fact(label: words("dashboard.totalHours"), value: words.duration(total.minutes)),
            Fact(label: words("dashboard.grossTotal"), value: words.won(total.gross)),
            Fact(label: words("dashboard.netTotal"), value: words.won(total.net)),
            Fact(label: words("dashboard.labourCostTotal"), value: words.won(total.labour.cost), emphasis: true),
        ]
        totals += LabourColumns.facts(total.labour, hasSeverance: slips.contains { $0.kind == .severance }, words)
        let liabilities = Liabilities(wp, month, site)
        if !liabilities.entries.isEmpty {
            totals.append(
                Fact(
                    label: words("liabilities.accrual"),
                    value: liabilities.won(liabilities.accrualComplete ? liabilities.accrual : nil)))
            totals.append(
                Fact(
                    label: words("liabilities.costWithAccrual"),
                    value: liabilities.won(liabilities.accrualComplete ? total.labour.cost + liabilities.accrual : nil),
                    emphasis: true))
        }
        if hasSales {
            totals.append(Fact(label: words("dashboard.salesTotal"), value: words.won(salesTotal)))
            if let ratio = Format.percent(total.labour.cost, of: salesTotal) {
                totals.append(Fact(label: words("dashboard.costToSales"), value: ratio, emphasis: true))
            }
        }
        var model = DashboardPage(
            page: site.pageInfo(
                path, title: words("dashboard.pageTitle", ["workplace": wp.name, "month": words.month(month)]),
                titleHTML: site.html(
                    "dashboard.pageTitle", names: ["workplace": wp.name], ["month": words.month(month)]),
                crumbs: [
                    (site.content.site.title, Paths.index), (wp.name, Paths.workplace(wp.id)),
                    (words.month(month), Paths.month(wp.id, month)),
                ],
                private: true),
            workplace: wp.name, month: words.month(month),
            calendarHref: Paths.link(from: path, to: Paths.month(wp.id, month)),
            totals: totals, workers: rows, total: row(total, tag: nil, links: [], leaver: leaverColumns, words),
            weekHeaders: workers.map { SiteIndex.workerTag($0) }, weeks: weeks, hoursChartSVG: hoursChart,
            days: days, costChartSVG: costChart, hasSales: hasSales, alerts: alerts, hasLeaverColumns: leaverColumns,
            csv: csvLink(wp, month, slips: slips, path: path, site),
            severanceCSV: SeveranceExport.csv(wp, slips, words).map {
                CSVLink.to(
                    $0, fileName: "\(wp.id)-\(month)-severance.csv", file: Paths.severanceCSV(wp.id, month), from: path,
                    site)
            },
            liabilities: liabilities.entries.map { entry in
                let l = entry.liability
                let cost = LabourCost.of(slips.lazy.filter { $0.workerID == l.workerID }).cost
                return LiabilityRow(
                    tag: SiteIndex.workerTag(entry.worker), leaveHours: words.duration(l.leaveMinutes),
                    leaveValue: words.won(l.leaveValue),
                    leaveRate: l.leaveMinutes > 0
                        ? words("liabilities.leaveRate", ["rate": words.won(l.leaveRate)]) : nil,
                    severance: liabilities.won(l.severanceBuiltUp),
                    severanceNotes: liabilities.severanceNotes(
                        l, worker: entry.worker, firstDay: site.content.months.first?.firstDay
                    )
                    .map(TextLine.init),
                    accrual: liabilities.won(l.severanceAccrual),
                    costWithAccrual: liabilities.won(l.severanceAccrual.map { $0 + cost }))
            },
            liabilityTotal: liabilities.entries.isEmpty
                ? nil
                : LiabilityRow(
                    tag: nil, leaveHours: words.duration(liabilities.leaveMinutes),
                    leaveValue: words.won(liabilities.leaveValue),
                    leaveRate: nil,
                    severance: liabilities.won(liabilities.severanceComplete ? liabilities.severance : nil),
                    severanceNotes: [],
                    accrual: liabilities.won(liabilities.accrualComplete ? liabilities.accrual : nil),
                    costWithAccrual: liabilities.won(
                        liabilities.accrualComplete ? total.labour.cost + liabilities.accrual : nil)),
            liabilityNote: words("liabilities.explanation"),
            changes: PayslipCorrections.rows(wp, month, path: path, site))
        model.plan = PlanVsActual.section(
            wp, actual: slips, scheduled: site.scheduledPayslips(wp.id, month),
            today: site.today, words)
        model.reports = ReportLinks.forDashboard(wp, month, from: path, site)
        model.shiftNotes = ShiftNotes.rows(wp, month, site)
        // The contracts in force today, on every month's dashboard: handing one over is due now, whichever month is open.
        model.contractAlerts = ContractLinks.alerts(wp, from: path, site)
        model.alertGroups = AlertGroups.grouping(
            ContractLinks.alertViews(wp, from: path, site) + alerts, words, namesLang: site.namesLang)
        return model
    }

    /// The payroll CSV: a file beside the dashboard with `privacy: none`; with `privacy: encrypted`
    /// its bytes travel inside the sealed dashboard and the browser builds the download.
    private static func csvLink(
        _ wp: Workplace, _ month: YearMonth, slips: [Payslip], path: String,
        _ site: SiteIndex
    ) -> CSVLink {
        CSVLink.to(
            AccountantExports.payroll(wp, slips, Liabilities(wp, month, site)),
            fileName: "\(wp.id)-\(month)-payroll.csv",
            file: Paths.payrollCSV(wp.id, month), from: path, site)
    }

    private static func row(
        _ sum: PaySums, tag: WorkerTag?, links: [Link], leaver: Bool, _ words: Words
    ) -> DashboardWorker {
        DashboardWorker(
            tag: tag, hours: words.duration(sum.minutes), gross: words.won(sum.gross),
            deductions: words.won(sum.deductions), net: words.won(sum.net),
            employerCost: words.won(sum.labour.cost), payslips: links,
            leaver: leaver ? LabourColumns(sum.labour, words) : nil)
    }

    /// Axis labels: `1,250,000` → `125만`, `50,000` → `5만`, `8,000` → `8,000` (in English `1,250,000`).
    static func shortWon(_ value: Int, _ words: Words) -> String {
        guard value >= 10_000 && value % 10_000 == 0 else { return Format.grouped(value) }
        return words("dashboard.tickManwon", ["n": Format.grouped(value / 10_000), "full": Format.grouped(value)])
    }
}
