import Testing

@testable import MoupModel

/// `--shard I/N` and the plan of which workplaces each shard builds.
@Suite struct ContentShardsTests {
    @Test func shardsAreWrittenIOverNFromOne() {
        #expect(Shard("1/3") == Shard(index: 1, count: 3))
        #expect(Shard("3/3")?.description == "3/3")
        #expect(Shard("1/1")?.writesSiteWidePages == true)
        #expect(Shard("2/3")?.writesSiteWidePages == false)
        for bad in [
            "0/3", "4/3", "1/0", "0/0", "-1/3", "1/-3", "+1/3", "a/b", "1/3/2", "1", "/3", "1/", "", " 1/3", "1 /3",
            "1/3 ", "1.0/3", "99999999999999999999/3", "1/9999999",
        ] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    /// A workplace with the given workers (`worker id: person id`) and `shifts` shift records.
    static func workplace(_ id: String, owner: String? = nil, workers: [(String, String)], shifts: Int = 0) -> Workplace
    {
        let here = SourceLocation(file: "x")
        let day = CivilDate(year: 2026, month: 11, day: 2)!
        let people = workers.map {
            Worker(id: $0.0, workplaceID: id, name: $0.0, person: $0.1, wage: Wage(.hourly, 10_320), location: here)
        }
        let records = (0..<shifts).map { n in
            Shift(workerID: workers[0].0, date: day.adding(days: n), span: nil, location: here)
        }
        return Workplace(
            id: id, name: id, owner: "사장", ownerId: owner, employees: workers.count,
            workers: people, shifts: records, location: here)
    }

    static func content(_ workplaces: [Workplace]) -> Content {
        Content(site: Site(title: "t", location: SourceLocation(file: "site.md")), workplaces: workplaces)
    }

    @Test func workplacesJoinedByAPersonOrAnOwnerGoToOneShard() {
        // a–b share person p (two ids for one person), c–d share an owner, e stands alone.
        let content = Self.content([
            Self.workplace("a", workers: [("kim", "p"), ("lee", "lee")]),
            Self.workplace("b", workers: [("kim-b", "p")]),
            Self.workplace("c", owner: "boss", workers: [("choi", "choi")]),
            Self.workplace("d", owner: "boss", workers: [("jung", "jung")]),
            Self.workplace("e", workers: [("han", "han")]),
        ])
        let plan = content.shardPlan(count: 3)
        #expect(plan.count == 3)
        #expect(plan.reduce(Set()) { $0.union($1) } == ["a", "b", "c", "d", "e"])
        #expect(plan.map(\.count).reduce(0, +) == 5)  // no workplace in two shards
        for group: Set<String> in [["a", "b"], ["c", "d"]] {
            #expect(plan.filter { !$0.isDisjoint(with: group) }.count == 1, "\(group) is split: \(plan)")
        }
        // Weights: {a,b} 2 + 3 workers = 5, {c,d} 2 + 2 = 4, {e} 1 + 1 = 2: largest first to the lightest shard.
        #expect(plan == [["a", "b"], ["c", "d"], ["e"]])
        #expect(content.workplaces(of: Shard(index: 2, count: 3)!) == ["c", "d"])
        // The groups themselves, heaviest first: the parts a build renders one by one.
        #expect(content.workplaceGroups == [["a", "b"], ["c", "d"], ["e"]])
    }

    @Test func groupsAreDealtLargestFirstToTheLightestShardTiesByIdAndNumber() {
        // Weights 1 + 1 worker + shifts: w 12, x 7, y 7, z 3.
        let content = Self.content([
            Self.workplace("z", workers: [("z1", "z1")], shifts: 1),
            Self.workplace("y", workers: [("y1", "y1")], shifts: 5),
            Self.workplace("x", workers: [("x1", "x1")], shifts: 5),
            Self.workplace("w", workers: [("w1", "w1")], shifts: 10),
        ])
        // w → shard 1 (load 12); x (before y: same weight, smaller id) → 2 (7); y → 2, lighter than 1 (14);
        // z → 1 (15).
        #expect(content.shardPlan(count: 2) == [["w", "z"], ["x", "y"]])
        // More shards than groups: the last ones are empty.
        #expect(content.shardPlan(count: 6) == [["w"], ["x"], ["y"], ["z"], [], []])
        #expect(content.shardPlan(count: 1) == [["w", "x", "y", "z"]])
        // The same content, in any order, gives the same plan.
        let reversed = Self.content(content.workplaces.reversed())
        #expect(reversed.shardPlan(count: 2) == content.shardPlan(count: 2))
    }

    @Test func aPartCoversTheMonthsOfTheWhole() {
        let here = SourceLocation(file: "x")
        var early = Self.workplace("early", workers: [("a", "a")])
        early.shifts = [Shift(workerID: "a", date: CivilDate(year: 2026, month: 9, day: 1)!, span: nil, location: here)]
        let late = Self.workplace("late", workers: [("b", "b")], shifts: 1)  // 2026-11
        let whole = Self.content([early, late])
        #expect(whole.months.map(\.description) == ["2026-09", "2026-10", "2026-11"])
        let part = whole.part(with: ["late"])
        #expect(part.workplaces.map(\.id) == ["late"])
        #expect(part.months == whole.months)
        #expect(Self.content([late]).months.map(\.description) == ["2026-11"])
    }
}
