import Foundation
import MoupModel
import MoupPayroll
import Testing

@testable import MoupState

/// A shard's part of the publication records (`moup build --shard I/N --publishes-to DIR`): kept in
/// the state folder, private, read back exactly, and tied to the records it was computed from.
@Suite struct ShardRecordsTests {
    static func records(previous: String) -> ShardRecords {
        ShardRecords(
            index: 2, count: 3, inputs: String(repeating: "ab", count: 32), previous: previous,
            ledger: LedgerFileTests.ledger(),
            events: [
                "2026-10-02-kim-minji-1@cafe-moup": EventRevision(
                    digest: "d1", sequence: 1, revised: CivilDate(iso: "2026-11-20"))
            ])
    }

    @Test func aShardsPartIsReadBackAsItWasWrittenWithMode0600AndThenRemoved() throws {
        let folder =
            FileManager.default.temporaryDirectory.path
            + "/moup-shard-records-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = StateFolder(path: folder)
        let empty = state.readRecords(output: "/srv/site")
        #expect(empty.ledger.payslips.isEmpty && empty.events.isEmpty)
        #expect(state.readShardRecords(index: 2, output: "/srv/site") == nil)

        let records = Self.records(previous: empty.digest)
        #expect(state.writeShardRecords(records, output: "/srv/site"))
        #expect(state.readShardRecords(index: 2, output: "/srv/site") == records)
        #expect(state.readShardRecords(index: 2, output: "/srv/other") == nil)
        var info = stat()
        let file = folder + "/" + ShardRecords.fileName(index: 2, output: "/srv/site")
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
        // Writing the shards' part does not change the output's records.
        #expect(state.readRecords(output: "/srv/site").digest == empty.digest)
        state.removeShardRecords(index: 2, output: "/srv/site")
        #expect(state.readShardRecords(index: 2, output: "/srv/site") == nil)
    }

    @Test func theDigestFollowsTheOutputsRecords() {
        let folder =
            FileManager.default.temporaryDirectory.path
            + "/moup-shard-records-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = StateFolder(path: folder)
        let none = state.readRecords(output: "/srv/site").digest
        #expect(state.writeLedger(LedgerFileTests.ledger(), output: "/srv/site"))
        let ledger = state.readRecords(output: "/srv/site")
        #expect(ledger.digest != none && ledger.ledger == LedgerFileTests.ledger())
        state.writeEvents(
            ["x": EventRevision(digest: "d", sequence: 0, revised: CivilDate(iso: "2026-11-20"))], output: "/srv/site")
        #expect(state.readRecords(output: "/srv/site").digest != ledger.digest)
        // Damaged text is no record.
        #expect(ShardRecords(decoding: ShardRecords.header + "\nshard 2/3 inputs x previous y\n") == nil)
        #expect(ShardRecords(decoding: Self.records(previous: none).encoded) == Self.records(previous: none))
    }
}
