/// One part of a build spread over several processes or machines: shard `index` of `count`,
/// numbered from 1 (`--shard 1/3` … `--shard 3/3`).
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1 ... count.
    package let index: Int
    package let count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N` with 1 ≤ I ≤ N (e.g. `2/3`); nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
            parts.allSatisfy({ $0.count <= 6 }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    /// The shard that writes the site-wide pages (home page, 404 page, style sheet).
    package var writesSiteWidePages: Bool { index == 1 }

    /// `2/3`.
    package var description: String { "\(index)/\(count)" }
}

extension Content {
    /// Which workplaces each of `count` shards builds: workplaces joined by a shared person (the same
    /// `person` at two workplaces) or a shared owner (`ownerId`) are one group and go to one shard, so
    /// a person's and an owner's pages are built whole in one place. Groups are dealt out largest
    /// first (by weight: one per workplace, worker and shift record; ties by smallest workplace id),
    /// each to the shard with the least weight so far (ties: the lowest number). The same content
    /// always gives the same plan. Returns `count` sets of workplace ids, shard 1 first; some may be
    /// empty when there are fewer groups than shards.
    package func shardPlan(count: Int) -> [Set<String>] {
        precondition(count >= 1, "a plan needs at least one shard")
        var plan = Array(repeating: Set<String>(), count: count)
        var load = Array(repeating: 0, count: count)
        for group in weighedGroups() {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            plan[lightest].formUnion(group.ids)
            load[lightest] += group.weight
        }
        return plan
    }

    /// The groups of workplaces joined by a shared person or owner (see `shardPlan(count:)`), the
    /// heaviest first: the smallest parts a build can be cut into so that every page of a workplace,
    /// person or owner comes out of one part.
    package var workplaceGroups: [Set<String>] {
        weighedGroups().map { Set($0.ids) }
    }

    private func weighedGroups() -> [(ids: [String], weight: Int, first: String)] {
        var groups = WorkplaceGroups(workplaces.map(\.id))
        var firstByPerson: [String: String] = [:]
        var firstByOwner: [String: String] = [:]
        for workplace in workplaces {
            if let other = firstByOwner[workplace.ownerId] {
                groups.join(workplace.id, other)
            } else {
                firstByOwner[workplace.ownerId] = workplace.id
            }
            for worker in workplace.workers {
                if let other = firstByPerson[worker.person] {
                    groups.join(workplace.id, other)
                } else {
                    firstByPerson[worker.person] = workplace.id
                }
            }
        }
        var members: [String: [Workplace]] = [:]
        for workplace in workplaces { members[groups.root(of: workplace.id), default: []].append(workplace) }
        let weighed = members.values.map { places in
            (
                ids: places.map(\.id), weight: places.reduce(0) { $0 + 1 + $1.workers.count + $1.shifts.count },
                first: places.map(\.id).min()!
            )
        }.sorted { ($1.weight, $0.first) < ($0.weight, $1.first) }
        return weighed
    }

    /// The workplaces of `shard` under `shardPlan(count:)`.
    package func workplaces(of shard: Shard) -> Set<String> {
        shardPlan(count: shard.count)[shard.index - 1]
    }

    /// The content with only the workplaces in `ids`, covering the same months as the whole content,
    /// so the payroll and the pages of those workplaces come out exactly as in a build of the whole.
    package func part(with ids: Set<String>) -> Content {
        part(of: workplaces.filter { ids.contains($0.id) }, months: months)
    }

    /// `part(with:)` for each of `groups` (disjoint sets of workplace ids), in one pass over the
    /// workplaces and with the whole's months worked out once for all the parts.
    package func parts(_ groups: [Set<String>]) -> [Content] {
        let whole = months
        var groupOf: [String: Int] = [:]
        for (index, ids) in groups.enumerated() { for id in ids { groupOf[id] = index } }
        var places = groups.map { _ in [Workplace]() }
        for workplace in workplaces { if let group = groupOf[workplace.id] { places[group].append(workplace) } }
        return places.map { part(of: $0, months: whole) }
    }

    /// The content covering `months`, as the whole content of which it is a part does: for a part
    /// read alone (a rebuild of the parts that changed), with the whole's months from the last build.
    package func covering(_ months: [YearMonth]) -> Content {
        part(of: workplaces, months: months)
    }

    /// What joins workplaces into one group (`workplaceGroups`): `owner <id>` and `person <id>` of
    /// every workplace of this content, sorted.
    package var joins: [String] {
        Set(workplaces.flatMap { ["owner " + $0.ownerId] + $0.workers.map { "person " + $0.person } }).sorted()
    }

    /// The content with only `places`, covering `months` (the whole content's, worked out by the caller).
    func part(of places: [Workplace], months whole: [YearMonth]) -> Content {
        var part = Content(site: site, workplaces: places)
        part.wholeMonths = whole
        return part
    }
}

/// Union–find over workplace ids (path halving; the smaller id becomes the root, so roots are stable).
private struct WorkplaceGroups {
    private var parent: [String: String] = [:]

    init(_ ids: [String]) {
        for id in ids { parent[id] = id }
    }

    mutating func root(of id: String) -> String {
        var current = id
        while let up = parent[current], up != current {
            let grand = parent[up] ?? up
            parent[current] = grand
            current = grand
        }
        return current
    }

    mutating func join(_ a: String, _ b: String) {
        let (x, y) = (root(of: a), root(of: b))
        guard x != y else { return }
        if x < y { parent[y] = x } else { parent[x] = y }
    }
}
