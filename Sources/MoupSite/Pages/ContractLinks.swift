import MoupModel
import MoupPayroll

/// The 근로계약서 on the start pages: a person's versions, an owner's contracts in force, and the owner's
/// alert for each worker whose contract in force has no `contractIssued` date handing it over (on the
/// owner's start page and, for one workplace, on each of its monthly dashboards).
enum ContractLinks {
    /// Every version of the person's contract at each of their workplaces, latest first.
    static func forPerson(_ person: SiteIndex.Person, from path: String, _ site: SiteIndex) -> [Link] {
        person.workers.flatMap { wp, worker -> [Link] in
            guard let contract = contract(wp.id, worker.id, site) else { return [] }
            let current = contract.current(on: site.today)
            return contract.versions.reversed().map { version in
                let label = ContractText.label(version, site.words)
                return Link(
                    label: site.words("contract.personLink", ["workplace": wp.name, "label": label]),
                    href: Paths.link(from: path, to: Paths.contract(wp.id, worker.id, version.from)),
                    note: ContractPages.status(version, current: current, site.words),
                    labelHTML: site.html("contract.personLink", names: ["workplace": wp.name], ["label": label]))
            }
        }
    }

    /// Each worker's contract in force on the build date, by workplace then worker, with whether it was handed over.
    static func forOwner(_ owner: SiteIndex.Owner, from path: String, _ site: SiteIndex) -> [Link] {
        inForce(owner.workplaces, site).map { wp, worker, version in
            let label = ContractText.label(version, site.words)
            return Link(
                label: site.words("contract.ownerLink", ["worker": worker.name, "label": label]),
                href: Paths.link(from: path, to: Paths.contract(wp.id, worker.id, version.from)),
                note: version.issued.map { site.words("contract.issuedOn", ["date": site.words.date($0)]) }
                    ?? site.words("contract.alertTitle"),
                labelHTML: site.html("contract.ownerLink", names: ["worker": worker.name], ["label": label]))
        }
    }

    /// One sentence per worker still employed on the build date whose contract in force was not handed over,
    /// as text and as HTML with the worker's name marked (`SiteIndex.html`).
    static func alerts(_ owner: SiteIndex.Owner, _ site: SiteIndex) -> [TextLine] {
        notHandedOver(owner.workplaces, site).map { _, worker, version in
            TextLine(
                text: alertText(worker, version, site),
                html: site.html(
                    "contract.alertText", names: ["worker": worker.name], ["message": alertMessage(version, site)]))
        }
    }

    /// The same alerts for one workplace, on each of its monthly dashboards: the worker, the sentence and
    /// a link to the contract in force (`from`: the dashboard's path). For custom templates (`contractAlerts`).
    static func alerts(_ wp: Workplace, from path: String, _ site: SiteIndex) -> [ContractAlertView] {
        notHandedOver([wp], site).map { _, worker, version in
            ContractAlertView(
                worker: worker.name, text: alertText(worker, version, site),
                href: Paths.link(from: path, to: Paths.contract(wp.id, worker.id, version.from)))
        }
    }

    /// The same alerts as the dashboard's others, first among them, so that several workers' are one
    /// group ("근로계약서 미교부 · 배지훈, 오태양") like the payslips' alerts of one kind (`AlertGroups`).
    static func alertViews(_ wp: Workplace, from path: String, _ site: SiteIndex) -> [AlertView] {
        notHandedOver([wp], site).map { _, worker, version in
            AlertView(
                worker: worker.name, title: site.words("contract.alertTitle"), message: alertMessage(version, site),
                href: Paths.link(from: path, to: Paths.contract(wp.id, worker.id, version.from)),
                linkText: site.words("contract.viewContract"))
        }
    }

    /// What an owner's start page makes of the build date through its contracts: for each worker with a
    /// contract, the version in force and whether they are still employed (the alerts).
    static func reading(_ owner: SiteIndex.Owner, _ site: SiteIndex) -> (CivilDate) -> [String] {
        reading(owner.workplaces, site)
    }

    /// Likewise for a workplace's monthly dashboards.
    static func reading(_ wp: Workplace, _ site: SiteIndex) -> (CivilDate) -> [String] { reading([wp], site) }

    /// What a person's start page makes of the build date through their contracts: the version in force at each workplace.
    static func reading(_ person: SiteIndex.Person, _ site: SiteIndex) -> (CivilDate) -> [CivilDate] {
        { date in
            person.workers.compactMap { wp, worker in contract(wp.id, worker.id, site)?.current(on: date).from }
        }
    }

    private static func reading(_ workplaces: [Workplace], _ site: SiteIndex) -> (CivilDate) -> [String] {
        { date in
            inForce(workplaces, site, on: date).map { wp, worker, version in
                "\(wp.id)/\(worker.id)/\(version.from)/\(worker.end.map { $0 >= date } ?? true)"
            }
        }
    }

    /// The workers still employed on the build date whose contract in force has no `contractIssued` date.
    private static func notHandedOver(
        _ workplaces: [Workplace], _ site: SiteIndex
    )
        -> [(workplace: Workplace, worker: Worker, version: ContractVersion)]
    {
        inForce(workplaces, site).filter { _, worker, version in
            version.issued == nil && (worker.end.map { $0 >= site.today } ?? true)
        }
    }

    private static func alertText(_ worker: Worker, _ version: ContractVersion, _ site: SiteIndex) -> String {
        site.words("contract.alertText", ["worker": worker.name, "message": alertMessage(version, site)])
    }

    /// What is missing and what the law says, without the worker's name.
    private static func alertMessage(_ version: ContractVersion, _ site: SiteIndex) -> String {
        site.words("contract.alertMessage", ["n": String(version.number), "date": site.words.date(version.from)])
    }

    private static func inForce(
        _ workplaces: [Workplace], _ site: SiteIndex, on date: CivilDate? = nil
    )
        -> [(workplace: Workplace, worker: Worker, version: ContractVersion)]
    {
        workplaces.flatMap { wp in
            wp.workers.sorted { $0.id < $1.id }.compactMap { worker in
                contract(wp.id, worker.id, site).map { (wp, worker, $0.current(on: date ?? site.today)) }
            }
        }
    }

    private static func contract(_ workplaceID: String, _ workerID: String, _ site: SiteIndex) -> WorkerContract? {
        site.input.contracts.first { $0.workplaceID == workplaceID && $0.workerID == workerID }
    }
}
