/// Someone who opens private pages with a secret of their own: a person (one secret for all their
/// workplaces) or an owner (one secret for every workplace with the same `ownerId`).
package struct Reader: Hashable, Comparable, Sendable, CustomStringConvertible {
    package enum Role: String, Hashable, Comparable, Sendable, CaseIterable {
        /// A person who works at one or more workplaces: opens their own calendar and payslips.
        case worker
        /// An owner: opens the dashboards and every payslip of their workplaces.
        case owner

        package static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
    }

    package var role: Role
    /// The person id (the `person` key, else the worker id) or the owner id (`ownerId`, else the workplace id).
    package var id: String

    package init(_ role: Role, _ id: String) {
        self.role = role
        self.id = id
    }

    package static func worker(_ id: String) -> Reader { Reader(.worker, id) }
    package static func owner(_ id: String) -> Reader { Reader(.owner, id) }

    /// By role name, then id: `owner a`, `owner b`, `worker a`.
    package static func < (a: Reader, b: Reader) -> Bool { (a.role, a.id) < (b.role, b.id) }

    /// `worker kim-minji`, `owner cafe-moup`.
    package var description: String { "\(role.rawValue) \(id)" }
}

extension Content {
    /// Every reader of the site's private pages with the name to show for them, sorted: each owner
    /// (named by the `owner` of its first workplace by id) and each person (named as at their first
    /// workplace by id).
    package var readers: [(reader: Reader, name: String)] {
        var names: [Reader: String] = [:]
        for workplace in workplaces {  // sorted by id: the first name seen wins
            let owner = Reader.owner(workplace.ownerId)
            if names[owner] == nil { names[owner] = workplace.owner }
            for worker in workplace.workers.sorted(by: { $0.id < $1.id }) {
                let person = Reader.worker(worker.person)
                if names[person] == nil { names[person] = worker.name }
            }
        }
        return names.keys.sorted().map { ($0, names[$0]!) }
    }
}
