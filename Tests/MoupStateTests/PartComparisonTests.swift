import Testing

@testable import MoupState

/// The one comparison behind keeping, rendering again and redating parts.
@Suite struct PartComparisonTests {
    /// The last build: two parts, one of two workplaces joined by a person.
    static let last = PartState(
        build: "b1", global: "shared-1",
        parts: [
            PartState.Part(ids: ["bakery", "cafe"], inputs: "d-cafe"),
            PartState.Part(ids: ["store"], inputs: "d-store"),
        ])

    @Test func aPartWhoseDigestMovedIsChangedAndTheOtherUnchanged() throws {
        let compared = try #require(
            PartComparison(
                Self.last, shared: "shared-1", groups: [["store"], ["bakery", "cafe"]],
                digests: ["d-store-2", "d-cafe"]))
        #expect(compared.unchanged.map(\.ids) == [["bakery", "cafe"]])
        #expect(compared.changed.map(\.last.ids) == [["store"]])
        #expect(compared.changed.map(\.digest) == ["d-store-2"])
    }

    @Test func nothingMovedLeavesEveryPartUnchanged() throws {
        let compared = try #require(
            PartComparison(
                Self.last, shared: "shared-1", groups: [["bakery", "cafe"], ["store"]], digests: ["d-cafe", "d-store"]))
        #expect(compared.unchanged.count == 2 && compared.changed.isEmpty)
    }

    /// A shared input changed (site.md, templates, the date), or the workplaces are grouped otherwise
    /// (the person who joined two workplaces left one): no part compares.
    @Test func anotherSharedDigestOrOtherGroupsCompareNothing() {
        #expect(
            PartComparison(
                Self.last, shared: "shared-2", groups: [["bakery", "cafe"], ["store"]], digests: ["d-cafe", "d-store"])
                == nil)
        #expect(
            PartComparison(
                Self.last, shared: "shared-1", groups: [["cafe"], ["bakery"], ["store"]],
                digests: ["d-cafe", "d-bakery", "d-store"]) == nil)
    }
}
