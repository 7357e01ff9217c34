import MoupModel
import MoupPayroll

/// `payslips/<wp>/<worker>/contract-<YYYY-MM-DD>.html`: one page per version of a worker's 근로계약서
/// (단시간근로자), private exactly like the payslips beside it (the worker and the owner read it).
///
/// One page per version rather than every version on one page: each version is a document of its own,
/// signed and handed over on its own date (`contractIssued`), printed on its own (at most two A4 pages);
/// each page links every version, latest first, and says what changed from the version before.
enum ContractPages {
    /// The pages show no payroll; they read the build date only for which version is in force (the
    /// version marks): a rebuild for a new date renders a contract's pages when that version moved.
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        site.input.contracts.filter { contract in
            site.renders(payrollOf: [], readingDate: { contract.current(on: $0).from })
        }.flatMap { contract -> [SitePage] in
            guard let wp = site.content.workplace(contract.workplaceID), let worker = wp.worker(contract.workerID)
            else { return [] }
            return contract.versions.map { version in
                let path = Paths.contract(wp.id, worker.id, version.from)
                return .private(
                    path, theme.render(.contract, model(version, of: contract, wp, worker, path: path, site)),
                    readers: [.worker(worker.person), .owner(wp.ownerId)])
            }
        }
    }

    static func model(
        _ version: ContractVersion, of contract: WorkerContract, _ wp: Workplace, _ worker: Worker,
        path: String, _ site: SiteIndex
    ) -> ContractPage {
        let words = site.words
        let text = ContractText(version, workplace: wp, worker: worker, words: words)
        let value = { (v: ContractText.Value) in ContractValue(text: v.text, missing: v.missing) }
        let current = contract.current(on: site.today)
        return ContractPage(
            page: site.pageInfo(
                path, title: words("contract.pageTitle", ["worker": worker.name, "date": words.date(version.from)]),
                titleHTML: site.html(
                    "contract.pageTitle", names: ["worker": worker.name], ["date": words.date(version.from)]),
                crumbs: [
                    (site.content.site.title, Paths.index),
                    (worker.name, Paths.personIndex(worker.person)),
                ],
                private: true),
            title: text.title, versionLabel: text.versionLabel, status: status(version, current: current, words),
            parties: text.parties, period: text.period, firstHired: text.firstHired,
            place: place(value(text.place), wp, site), duties: contentLine(value(text.duties), site),
            days: text.days.map {
                ContractDayView(
                    weekday: $0.weekday, start: $0.start, end: $0.end, breakTime: $0.breakTime,
                    hours: $0.hours)
            },
            weekTotal: text.weekTotal, weekDays: text.weekDays, weeklyHoliday: text.weeklyHoliday,
            wageLabel: text.wageLabel, wage: text.wage, bonus: text.bonus,
            allowances: text.allowances.map(TextLine.init),
            overtime: text.overtime, payDay: text.payDay, payMethod: value(text.payMethod),
            annualLeave: text.annualLeave,
            insurance: text.insurance.map {
                ContractInsuranceView(label: $0.label, applies: $0.applies, note: $0.note)
            },
            issued: text.issued, isIssued: text.isIssued,
            businessName: text.businessName, phone: value(text.phone), address: contentLine(value(text.address), site),
            representative: text.representative, workerName: text.workerName,
            changes: text.changes.map(TextLine.init),
            versions: contract.versions.reversed().map { other in
                Link(
                    label: ContractText.label(other, words),
                    href: other == version
                        ? "" : Paths.link(from: path, to: Paths.contract(wp.id, worker.id, other.from)),
                    note: status(other, current: current, words))
            },
            partiesHTML: site.html("contract.parties", names: ["owner": wp.owner, "worker": worker.name]),
            representativeHTML: site.nameHTML(text.representative), workerNameHTML: site.nameHTML(text.workerName))
    }

    /// The place of work (`ContractText.place`, the workplace's name and its address), the name marked as
    /// `SiteIndex.nameHTML` does and the address as `SiteIndex.lineHTML` does.
    static func place(_ value: ContractValue, _ wp: Workplace, _ site: SiteIndex) -> ContractValue {
        var value = value
        if !value.missing, value.text.hasPrefix(wp.name) {
            let rest = String(value.text.dropFirst(wp.name.count))
            let address = wp.address.flatMap { rest == ", " + $0 ? $0 : nil }
            value.html =
                site.nameHTML(wp.name) + (address.map { ", " + site.lineHTML($0) } ?? HTMLEscape.string(rest))
        }
        return value
    }

    /// A line of the content's own text (the workplace's address, the worker's duties), marked `lang="ko"` on a page
    /// of another language where it is written in Korean (`SiteIndex.lineHTML`); what is missing stays as the page's
    /// words write it.
    static func contentLine(_ value: ContractValue, _ site: SiteIndex) -> ContractValue {
        var value = value
        if !value.missing { value.html = site.lineHTML(value.text) }
        return value
    }

    /// `현재 적용` for the version in force on the build date, `이전` before it, `예정` after it.
    static func status(_ version: ContractVersion, current: ContractVersion, _ words: Words) -> String {
        version == current
            ? words("contract.current")
            : version.from < current.from ? words("contract.earlier") : words("contract.later")
    }
}
