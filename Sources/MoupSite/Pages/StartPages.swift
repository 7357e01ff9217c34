import MoupModel
import MoupPayroll

/// The private start pages that `moup links` hands out: `people/<person>/index.html` (a person's
/// months, payslips and calendar feed, across workplaces) and `owners/<owner>/index.html` (an
/// owner's workplaces with each month's dashboard, labour cost and payslips).
enum StartPages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        // A person's start page reads the build date through its month (this month's pay, the shifts and
        // weeks from its first day on, of which the browser shows the next and this week's) and through the
        // 근로계약서 in force (`ContractLinks.reading`); the owner's through the contracts only.
        let people = site.people.filter { person in
            site.renders(payrollOf: nil, readingDate: { $0.yearMonth })
                || site.renders(payrollOf: [], readingDate: ContractLinks.reading(person, site))
        }
        let owners = site.owners.filter { owner in
            site.renders(payrollOf: nil) || site.renders(payrollOf: [], readingDate: ContractLinks.reading(owner, site))
        }
        return people.map { person(site, $0, theme) } + owners.map { owner(site, $0, theme) }
    }

    private static func person(_ site: SiteIndex, _ person: SiteIndex.Person, _ theme: Theme) -> SitePage {
        let path = Paths.personIndex(person.id)
        let months = (site.personCalendarMonths[person.id] ?? []).reversed().map { month in
            var payslips: [Link] = []
            for (wp, worker) in person.workers {
                for slip in site.payslips(wp.id, month) where slip.workerID == worker.id {
                    payslips.append(
                        PersonPages.payslipLink(
                            slip, at: wp, from: path,
                            note: site.words(
                                "start.netAndPayDate",
                                ["net": site.words.won(slip.net), "payDate": site.words.date(slip.period.payDate)]),
                            site))
                }
            }
            return StartMonth(
                label: site.words.month(month),
                calendarHref: Paths.link(from: path, to: Paths.person(person.id, month)),
                dashboardHref: nil, facts: [], payslips: payslips)
        }
        let model = PersonIndexPage(
            page: site.pageInfo(
                path, title: person.name, crumbs: [(site.content.site.title, Paths.index)], private: true,
                showsDays: true),
            name: person.name, workplaces: person.workers.map(\.workplace.name).joined(separator: ", "),
            months: Array(months), feedHref: Paths.link(from: path, to: site.personFeed(person.id)),
            feed: site.feedLinks(from: path, to: site.personFeed(person.id)),
            years: ReportLinks.forPerson(person, from: path, site),
            weeks: WeekLink.from(
                monthOf: site.today, touching: site.personCalendarMonths[person.id] ?? [],
                weekStart: person.workers[0].workplace.weekStart
            ) { Paths.link(from: path, to: Paths.personWeek(person.id, $0)) },
            contracts: ContractLinks.forPerson(person, from: path, site),
            lead: PersonLead.view(person, from: path, site))
        return .private(path, theme.render(.personIndex, model), readers: [.worker(person.id)])
    }

    private static func owner(_ site: SiteIndex, _ owner: SiteIndex.Owner, _ theme: Theme) -> SitePage {
        let path = Paths.ownerIndex(owner.id)
        let workplaces = owner.workplaces.map { wp in
            let months = (site.workplaceCalendarMonths[wp.id] ?? []).reversed().map { month in
                let slips = site.payslips(wp.id, month)
                let labour = LabourCost.of(slips)
                var facts: [Fact] = []
                if slips.contains(where: { $0.kind == .wages }) {
                    facts.append(Fact(label: site.words("start.grossTotal"), value: site.words.won(labour.gross)))
                    facts.append(
                        Fact(label: site.words("start.labourCost"), value: site.words.won(labour.cost), emphasis: true))
                }
                facts += LabourColumns.facts(labour, hasSeverance: slips.contains { $0.kind == .severance }, site.words)
                return StartMonth(
                    label: site.words.month(month),
                    calendarHref: Paths.link(from: path, to: Paths.month(wp.id, month)),
                    dashboardHref: site.payMonths.contains(month)
                        ? Paths.link(from: path, to: Paths.dashboard(wp.id, month)) : nil,
                    facts: facts,
                    payslips: slips.compactMap { slip in
                        wp.worker(slip.workerID).map { worker in
                            let period = "(\(Format.shortDate(slip.period.start))–\(Format.shortDate(slip.period.end)))"
                            return Link(
                                label: slip.kind == .severance
                                    ? site.words("leave.ownerLink", ["worker": worker.name])
                                    : "\(worker.name) \(period)",
                                href: Paths.link(from: path, to: Paths.statement(slip)),
                                note: site.words.won(slip.net),
                                labelHTML: slip.kind == .severance
                                    ? site.html("leave.ownerLink", names: ["worker": worker.name])
                                    : "\(site.nameHTML(worker.name)) \(HTMLEscape.string(period))")
                        }
                    })
            }
            return StartWorkplace(
                name: wp.name, href: Paths.link(from: path, to: Paths.workplace(wp.id)), months: Array(months))
        }
        let model = OwnerIndexPage(
            page: site.pageInfo(
                path, title: site.words("start.ownerTitle", ["name": owner.name]),
                titleHTML: site.html("start.ownerTitle", names: ["name": owner.name]),
                crumbs: [(site.content.site.title, Paths.index)],
                private: true),
            name: owner.name, workplaces: workplaces, overview: OwnerOverviews.overview(owner, from: path, site),
            contractAlerts: ContractLinks.alerts(owner, site),
            contracts: ContractLinks.forOwner(owner, from: path, site))
        return .private(path, theme.render(.ownerIndex, model), readers: [.owner(owner.id)])
    }
}
