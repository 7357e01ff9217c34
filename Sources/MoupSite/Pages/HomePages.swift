import Foundation
import MoupMarkdown
import MoupModel

/// `index.html` and `404.html`.
enum HomePages {
    static func build(_ site: SiteIndex, theme: Theme) -> [SitePage] {
        let path = Paths.index
        let (workplaces, people) = summaries(site)
        let home = IndexPage(
            page: site.pageInfo(path, title: site.content.site.title, crumbs: [], private: false),
            bodyHTML: site.proseHTML(site.content.site.body), workplaces: workplaces, people: people,
            sealed: site.input.seals, opener: opener(site.input))
        let notFound = NotFoundPage(
            page: site.pageInfo(Paths.notFound, title: site.words("notFound.title"), crumbs: [], private: false))
        return [
            .shared(path, theme.render(.index, home)),
            .shared(Paths.notFound, theme.render(.notFound, notFound)),
        ]
    }

    /// With sealed pages, the form that opens a person's start page from their typed secret.
    static func opener(_ input: SiteInput) -> OpenerForm? {
        guard input.seals, let site = input.siteSecret, !input.keys.isEmpty else { return nil }
        let rounds = Set(input.keys.values.map(\.iterations)).sorted().map(String.init).joined(separator: " ")
        return OpenerForm(salt: Data(site.salt).base64EncodedString(), rounds: rounds, script: OpenerScript.source)
    }

    /// What the home page shows of the content's workplaces and people: for a part of the content
    /// (`SiteInput.parts`), exactly its share of the whole's home page.
    static func summaries(_ site: SiteIndex) -> (workplaces: [WorkplaceSummary], people: [PersonSummary]) {
        let path = Paths.index
        let workplaces = site.content.workplaces.map { wp in
            WorkplaceSummary(
                name: wp.name, category: wp.category.map(site.words.category), owner: wp.owner,
                href: Paths.link(from: path, to: Paths.workplace(wp.id)),
                months: (site.workplaceCalendarMonths[wp.id] ?? []).map {
                    Link(label: site.words.month($0), href: Paths.link(from: path, to: Paths.month(wp.id, $0)))
                }, ownerHTML: site.html("index.owner", names: ["owner": wp.owner]))
        }
        let people = site.people.map { person in
            let color = Format.color(person.workers[0].worker.color)
            return PersonSummary(
                name: site.publicName(person.name), color: color, ink: Format.ink(on: color),
                workplaces: person.workers.map(\.workplace.name).joined(separator: ", "),
                href: site.sharedLink(from: path, to: Paths.personIndex(person.id)),
                months: site.input.seals
                    ? []
                    : (site.personCalendarMonths[person.id] ?? []).map { month in
                        Link(
                            label: site.words.month(month),
                            href: Paths.link(from: path, to: Paths.person(person.id, month)))
                    })
        }
        return (workplaces, people)
    }
}
