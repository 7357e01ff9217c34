import Foundation
import MoupModel
import MoupPayroll
import Testing

@testable import MoupState

/// Records staged while a build still works, put in place only once its output is written.
struct StagedFileTests {
    static let events = [
        "20261102-1-kim-minji@cafe-moup.moup": EventRevision(
            digest: "0123456789abcdef01234567", sequence: 0, revised: CivilDate(iso: "2026-11-20"))
    ]

    /// Until `commit`, the record in place is the old one; the staged one then replaces it whole.
    @Test func aStagedRecordReplacesTheOldOneOnlyWhenCommitted() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-staged-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        folder.writeEvents(Self.events, output: "/srv/site")
        let before = folder.eventsStamp(output: "/srv/site")
        var now = Self.events
        now["20261102-1-kim-minji@cafe-moup.moup"] = EventRevision(
            digest: "fedcba9876543210fedcba98", sequence: 1, revised: CivilDate(iso: "2026-11-20"))
        let staged = try #require(folder.stageEvents(now, output: "/srv/site", workplaces: ["cafe-moup"]))

        #expect(folder.readEvents(output: "/srv/site") == Self.events, "staged, not yet in place")
        #expect(folder.eventsStamp(output: "/srv/site") == before)
        #expect(staged.count == 1 && staged[0].commit())
        #expect(folder.readEvents(output: "/srv/site") == now)
        // Nothing but the records is left in the folder: the staged file was renamed into place.
        let name = StateFolder.eventsFolderName(forOutput: "/srv/site")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + name) == ["cafe-moup"])
    }

    /// A build that goes no further discards what it staged: the old record stays, nothing is left.
    @Test func aDiscardedRecordLeavesTheOldOneAndNoFile() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-staged-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        #expect(folder.writeLedger(PublicationLedger(), output: "/srv/site"))
        let before = try Data(
            contentsOf: URL(fileURLWithPath: folder.path + "/" + LedgerFile.name(forOutput: "/srv/site")))
        let record = try #require(folder.readLedgerRecord(output: "/srv/site"))
        #expect(record.payslips(of: ["cafe-moup"])?.isEmpty == true)
        let staged = try #require(
            folder.stagePatchedLedger(
                record, output: "/srv/site", workplaces: ["cafe-moup"],
                with: PublicationLedger()))
        staged.discard()
        let after = try Data(
            contentsOf: URL(fileURLWithPath: folder.path + "/" + LedgerFile.name(forOutput: "/srv/site")))
        #expect(after == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == [LedgerFile.name(forOutput: "/srv/site")])
        // No record for another output; a record of another version is not patched: nothing is staged.
        #expect(folder.readLedgerRecord(output: "/srv/other") == nil)
        try Data((LedgerFile.firstHeader + "\n").utf8).write(
            to: URL(
                fileURLWithPath: folder.path + "/"
                    + LedgerFile.name(forOutput: "/srv/site")))
        let older = try #require(folder.readLedgerRecord(output: "/srv/site"))
        #expect(older.payslips(of: ["cafe-moup"]) == nil)
        #expect(
            folder.stagePatchedLedger(older, output: "/srv/site", workplaces: ["cafe-moup"], with: PublicationLedger())
                == nil)
    }
}
