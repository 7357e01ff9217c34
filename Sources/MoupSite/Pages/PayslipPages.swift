import MoupModel
import MoupPayroll

/// `payslips/<wp>/<worker>/<period-start>.html`: the 임금명세서 (근로기준법 제48조 ②, 시행령 제27조의2).
enum PayslipPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let jobs = site.input.reports.flatMap { report in report.payslips.map { (slip: $0, month: report.month) } }
        return jobs.concurrentMap { job -> SitePage? in
            let slip = job.slip
            guard let wp = site.content.workplace(slip.workplaceID), let worker = wp.worker(slip.workerID) else { return nil }
            let path = Paths.payslip(wp.id, worker.id, slip.period.start)
            let model = model(slip, wp, worker, month: job.month, path: path, site)
            return .private(path, theme.render(.payslip, model), title: model.page.title,
                            readers: [.worker(worker.person), .owner(wp.ownerId)])
        }.compactMap { $0 }
    }

    static func model(_ slip: Payslip, _ wp: Workplace, _ worker: Worker, month: YearMonth, path: String,
                      _ site: SiteIndex) -> PayslipPage {
        var identity: [Fact] = []
        if let no = worker.employeeNo { identity.append(Fact(label: "사원번호", value: no)) }
        if let birth = worker.birthDate { identity.append(Fact(label: "생년월일", value: Format.date(birth))) }
        if identity.isEmpty { identity.append(Fact(label: "생년월일·사원번호", value: "기재 없음")) }
        let time = [
            Fact(label: "총 근로시간", value: Format.duration(slip.minutes.worked)),
            Fact(label: "연장근로시간", value: Format.duration(slip.minutes.overtime)),
            Fact(label: "야간근로시간", value: Format.duration(slip.minutes.night)),
            Fact(label: "휴일근로시간", value: Format.duration(slip.minutes.holiday)),
        ]
        let period = "\(Format.date(slip.period.start)) ~ \(Format.date(slip.period.end))"
        let meta = [Fact(label: "성명", value: worker.name),
                    Fact(label: "사업장", value: "\(wp.name) (사업주 \(wp.owner))")]
            + identity
            + [Fact(label: "지급일", value: Format.date(slip.period.payDate)),
               Fact(label: "임금 계산 기간", value: period)]
        return PayslipPage(
            page: site.pageInfo(path, title: "임금명세서 · \(worker.name) · \(Format.month(month))",
                                crumbs: [(site.content.site.title, Paths.index),
                                         (worker.name, Paths.personIndex(worker.person))],
                                private: true),
            worker: worker.name, identity: identity, meta: meta, workplace: wp.name, owner: wp.owner,
            period: period,
            payDate: Format.date(slip.period.payDate),
            time: time,
            earnings: slip.earnings.map(line),
            gross: Format.won(slip.gross),
            taxFree: slip.taxFree > 0 ? Format.won(slip.taxFree) : nil,
            deductions: slip.deductions.map(line),
            totalDeductions: Format.won(slip.totalDeductions),
            net: Format.won(slip.net),
            notes: slip.notes.map(TextLine.init),
            alerts: slip.alerts.filter(\.concernsPay).map { alertView($0, worker: nil, href: nil) },
            shifts: slip.shifts.map(row),
            calendarHref: Paths.link(from: path, to: Paths.person(worker.person, month)))
    }

    static func line(_ line: PayLine) -> PayLineView {
        var hours: String?
        if let minutes = line.minutes, minutes > 0 {
            switch line.code {
            case .overtime: hours = "연장 " + Format.duration(minutes)
            case .night: hours = "야간 " + Format.duration(minutes)
            case .holiday: hours = "휴일 " + Format.duration(minutes)
            default: hours = Format.duration(minutes)
            }
        }
        return PayLineView(label: Labels.line(line.code), code: line.code.rawValue, amount: Format.won(line.amount),
                           hours: hours, basis: line.basis)
    }

    static func row(_ b: ShiftBreakdown) -> ShiftRow {
        let dash = { (m: Int) in m == 0 ? "–" : Format.duration(m) }
        let isNight = Schedule.touchesNight(b.span)
        return ShiftRow(
            date: Format.dayLabel(b.date), time: Format.span(b.span), breakTime: dash(b.breakMinutes),
            worked: Format.duration(b.worked), night: dash(b.night), overtime: dash(b.overtime), holiday: dash(b.holiday),
            rate: Format.won(b.hourlyRate), note: b.holidayName, isNight: isNight)
    }

    static func alertView(_ alert: PayrollAlert, worker: String?, href: String?) -> AlertView {
        AlertView(worker: worker, title: Labels.alert(alert.code), message: alert.message,
                  date: alert.date.map(Format.dayLabel), amount: alert.amount.map(Format.won), href: href)
    }
}
