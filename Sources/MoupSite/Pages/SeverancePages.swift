import MoupModel
import MoupPayroll

/// `payslips/<wp>/<worker>/<end>-severance.html`: a leaver's 퇴직금 산정 내역 (`kind: severance`), private
/// exactly like the payslips beside it (the worker and the owner read it).
enum SeverancePages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let slips = site.input.reports.flatMap { $0.payslips.filter { $0.kind == .severance } }
        return slips.concurrentMap { slip -> SitePage? in
            guard let statement = slip.severance, let wp = site.content.workplace(slip.workplaceID),
                let worker = wp.worker(slip.workerID)
            else { return nil }
            let path = Paths.statement(slip)
            let model = model(slip, statement, wp, worker, path: path, site)
            return .private(
                path, theme.render(.severance, model),
                readers: [.worker(worker.person), .owner(wp.ownerId)])
        }.compactMap { $0 }
    }

    static func model(
        _ slip: Payslip, _ statement: SeveranceStatement, _ wp: Workplace, _ worker: Worker,
        path: String, _ site: SiteIndex
    ) -> SeverancePage {
        let text = SeveranceStatementText(slip, statement, workplace: wp, worker: worker, words: site.words)
        let step = { (s: SeveranceStatementText.Step) in
            StepView(label: s.label, value: s.value, basis: s.basis, emphasis: s.emphasis)
        }
        return SeverancePage(
            page: site.pageInfo(
                path, title: text.title,
                titleHTML: site.html(
                    "severancePage.pageTitle", names: ["worker": worker.name],
                    ["date": site.words.date(statement.retirementDate)]),
                crumbs: [
                    (site.content.site.title, Paths.index),
                    (worker.name, Paths.personIndex(worker.person)),
                ],
                private: true),
            heading: text.heading,
            meta: PayslipPages.namesMarked(text.meta.map { Fact(label: $0.label, value: $0.value) }, wp, worker, site),
            service: text.service.map(step), window: text.window, months: text.months.map(step),
            wagesTotal: text.wagesTotal, dailyWage: text.dailyWage.map(step), formula: text.formula,
            severance: text.severance, leavePayRule: text.leavePayRule, taxSteps: text.taxSteps.map(step),
            withheld: text.withheld.map(step), taxNote: text.taxNote, irpTransfer: text.irpTransfer,
            totalDeductions: text.totalDeductions, net: text.net, payDate: text.payDate,
            payslipHref: Paths.link(from: path, to: Paths.payslip(wp.id, worker.id, slip.period.start)))
    }
}
