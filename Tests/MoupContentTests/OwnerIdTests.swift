import MoupModel
import Testing

@testable import MoupContent

/// `ownerId` (content-format.md): workplaces with the same owner id share one owner; by default
/// each workplace is its own owner.
@Suite struct OwnerIdTests {
    static func workplace(ownerId: String?) -> String {
        """
        ---
        name: 카페 모업
        owner: 박사장
        \(ownerId.map { "ownerId: \($0)\n" } ?? "")industrialAccidentRate: 0.0086
        ---
        """
    }

    @Test func ownerIdDefaultsToTheWorkplaceAndIsShared() throws {
        let files = Sample.files([
            "workplaces/cafe/index.md": Self.workplace(ownerId: nil),
            "workplaces/store/index.md": Self.workplace(ownerId: "park"),
            "workplaces/store/workers/kim.md": Sample.kim,
            "workplaces/bakery/index.md": Self.workplace(ownerId: "park"),
        ])
        let content = try #require(try Fixture(files).load().content)
        #expect(content.workplaces.map(\.ownerId) == ["park", "cafe", "park"])  // bakery, cafe, store
        // Readers: owners by id, then people; kim works at cafe (Sample) and at store: one person.
        #expect(content.readers.map(\.reader) == [.owner("cafe"), .owner("park"), .worker("kim"), .worker("lee")])
        #expect(content.readers.first { $0.reader == .owner("park") }?.name == "박사장")
    }

    @Test func ownerIdMustBeASlug() throws {
        let errors = try Fixture(Sample.files(["workplaces/cafe/index.md": Self.workplace(ownerId: "박사장")])).errors()
        #expect(
            errors == [
                "content/workplaces/cafe/index.md:4:10: error: 'ownerId' must be an id of lowercase letters a-z, "
                    + "digits and '-', like kim-minji, not '박사장'"
            ])
    }
}
