import MoupModel
import MoupPayroll

/// `payslips/<wp>/<worker>/<period-start>.html`: the 임금명세서 (근로기준법 제48조 ②, 시행령 제27조의2).
enum PayslipPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let jobs = site.input.reports.filter { site.renders(payrollOf: [$0.month]) }.flatMap { report in
            report.payslips.filter { $0.kind == .wages }.map { (slip: $0, month: report.month) }
        }
        return jobs.concurrentMap { job -> SitePage? in
            let slip = job.slip
            guard let wp = site.content.workplace(slip.workplaceID), let worker = wp.worker(slip.workerID) else {
                return nil
            }
            let path = Paths.payslip(wp.id, worker.id, slip.period.start)
            let model = model(slip, wp, worker, month: job.month, path: path, site)
            return .private(
                path, theme.render(.payslip, model),
                readers: [.worker(worker.person), .owner(wp.ownerId)])
        }.compactMap { $0 }
    }

    static func model(
        _ slip: Payslip, _ wp: Workplace, _ worker: Worker, month: YearMonth, path: String,
        _ site: SiteIndex
    ) -> PayslipPage {
        let text = PayslipStatement(slip, workplace: wp, worker: worker, month: month, words: site.words)
        let facts = { (facts: [PayslipStatement.Fact]) in facts.map { Fact(label: $0.label, value: $0.value) } }
        let line = { (line: PayslipStatement.Line) in
            PayLineView(
                label: line.label, code: line.code, amount: line.amount, hours: line.hours, basis: line.basis)
        }
        let corrected = site.input.corrections[PayslipKey(slip)] != nil
        return PayslipPage(
            page: site.pageInfo(
                path, title: corrected ? site.words("correction.prefix") + " " + text.title : text.title,
                titleHTML: (corrected ? HTMLEscape.string(site.words("correction.prefix") + " ") : "")
                    + site.html("payslip.pageTitle", names: ["worker": worker.name], ["month": site.words.month(month)]),
                crumbs: [
                    (site.content.site.title, Paths.index),
                    (worker.name, Paths.personIndex(worker.person)),
                ],
                private: true),
            worker: worker.name, identity: facts(text.identity), meta: namesMarked(facts(text.meta), wp, worker, site),
            workplace: wp.name, owner: wp.owner,
            period: text.period,
            payDate: text.payDate,
            time: facts(text.time),
            earnings: text.earnings.map(line),
            gross: text.gross,
            taxFree: text.taxFree,
            deductions: text.deductions.map(line),
            totalDeductions: text.totalDeductions,
            net: text.net,
            notes: text.notes.map(TextLine.init),
            alerts: slip.alerts.filter(\.concernsPay).map { alertView($0, worker: nil, href: nil, site.words) },
            shifts: slip.shifts.map { row($0, site.words) },
            calendarHref: Paths.link(from: path, to: Paths.person(worker.person, month)),
            finalNotice: text.finalNotice,
            leave: facts(text.leave),
            leaveGrants: text.leaveGrants.map(TextLine.init),
            severanceHref: !slip.period.final
                ? nil
                : site.payslips(wp.id, month)
                    .first { $0.kind == .severance && $0.workerID == worker.id && $0.period == slip.period }
                    .map { Paths.link(from: path, to: Paths.statement($0)) },
            correction: PayslipCorrections.view(slip, site))
    }

    static func row(_ b: ShiftBreakdown, _ words: Words) -> ShiftRow {
        let dash = { (m: Int) in m == 0 ? Format.noFigure : words.duration(m) }
        let isNight = Schedule.touchesNight(b.span)
        return ShiftRow(
            date: words.dayLabel(b.date), time: Format.span(b.span), breakTime: dash(b.breakMinutes),
            worked: words.duration(b.worked), night: dash(b.night), overtime: dash(b.overtime),
            holiday: dash(b.holiday),
            rate: words.won(b.hourlyRate), note: b.holidayName.map(words.text), isNight: isNight,
            hasBreak: b.breakMinutes > 0, hasNight: b.night > 0, hasOvertime: b.overtime > 0, hasHoliday: b.holiday > 0)
    }

    static func alertView(_ alert: PayrollAlert, worker: String?, href: String?, _ words: Words) -> AlertView {
        AlertView(
            worker: worker, title: words.alertTitle(alert.code), message: words.text(alert.message),
            date: alert.date.map(words.dayLabel), amount: alert.amount.map(words.won), href: href,
            linkText: href.map { _ in words("dashboard.viewPayslip") })
    }

    /// `facts` of a payslip's or a severance statement's heading with the worker's name (`payslip.name`,
    /// `severancePage.name`) and the workplace with its owner (`payslip.workplace`) marked as names
    /// (`SiteIndex.html`), found by their labels.
    static func namesMarked(_ facts: [Fact], _ wp: Workplace, _ worker: Worker, _ site: SiteIndex) -> [Fact] {
        let words = site.words
        return facts.map { fact in
            var fact = fact
            if [words("payslip.name"), words("severancePage.name")].contains(fact.label) {
                fact.valueHTML = site.nameHTML(fact.value)
            } else if fact.label == words("payslip.workplace") {
                fact.valueHTML = site.html("payslip.workplaceOwner", names: ["workplace": wp.name, "owner": wp.owner])
            }
            return fact
        }
    }
}
