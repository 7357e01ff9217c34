import MoupModel
import Testing

@testable import MoupPayroll

/// The publication record of a build spread over shards: each shard publishes its own workplaces'
/// payslips against its part of the record, and the parts joined are the record, changes and
/// corrections of one whole build.
@Suite struct PublicationLedgerShardTests {
    typealias Slips = PublicationLedgerTests

    static func slip(base: Int, night: Int, workplace: String, worker: String) -> Payslip {
        var slip = Slips.slip(base: base, night: night, worker: worker)
        slip.workplaceID = workplace
        return slip
    }

    @Test func twoShardsPublishWhatOneWholeBuildPublishes() throws {
        // 11-10 (pay date): kim-minji at cafe-moup and lee-sora at a workplace later deleted are issued.
        let before = PublicationLedger().publish(
            [
                Self.slip(base: 1_000_000, night: 0, workplace: "cafe-moup", worker: "kim-minji"),
                Self.slip(base: 800_000, night: 0, workplace: "gone", worker: "lee-sora"),
            ],
            today: Slips.day(10))
        // 11-20: kim-minji's night premium of 5,250 is entered (a correction: gross 1,005,250, 고용보험 9,047,
        // net 996,203 instead of 991,000), "gone" is no longer in the content, and park-jy at
        // pyeonuijeom-24 is published for the first time.
        let cafe = [Self.slip(base: 1_000_000, night: 5_250, workplace: "cafe-moup", worker: "kim-minji")]
        let store = [Self.slip(base: 600_000, night: 0, workplace: "pyeonuijeom-24", worker: "park-jy")]
        let whole = before.ledger.publish(cafe + store, today: Slips.day(20))
        #expect(
            whole.changes.map(\.fields) == [
                [
                    "gross", "total_deductions", "net", "deductions.employment_insurance",
                    "earnings.night",
                ], ["removed"], ["new"],
            ])

        // Shard 1 has cafe-moup and, writing the site-wide pages, the workplaces no longer in the content;
        // shard 2 has pyeonuijeom-24, of which the record holds nothing yet: park-jy is still new, since
        // the record as a whole is not starting.
        let first = before.ledger.publishing(cafe, today: Slips.day(20)) { $0.workplaceID != "pyeonuijeom-24" }
        let second = before.ledger.publishing(store, today: Slips.day(20)) { $0.workplaceID == "pyeonuijeom-24" }
        #expect(second.changes.map(\.fields) == [["new"]])
        #expect((first.changes + second.changes).sorted { $0.key < $1.key } == whole.changes)
        #expect(first.corrections.merging(second.corrections) { a, _ in a } == whole.corrections)
        #expect(first.corrections.values.first?.netDifference == 5_203)
        #expect(first.changesToday + second.changesToday == whole.changesToday)

        let joined = try #require(PublicationLedger.joining([first.ledger, second.ledger]))
        #expect(joined == whole.ledger)
        #expect(before.ledger.changes(to: joined, startsRecord: false) == whole.changes)
        #expect(joined.corrections == whole.corrections)
        // A payslip in two parts: they are not the parts of one build.
        #expect(PublicationLedger.joining([first.ledger, first.ledger]) == nil)
    }
}
