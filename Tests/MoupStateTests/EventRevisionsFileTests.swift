import Foundation
import MoupModel
import Testing

@testable import MoupState

/// The `events` folder of the state folder: what the last build published, for the next SEQUENCEs.
struct EventRevisionsFileTests {
    static let events = [
        "20261102-1-kim-minji@cafe-moup.moup": EventRevision(
            digest: "0123456789abcdef01234567", sequence: 0, revised: CivilDate(iso: "2026-11-20")),
        "20261102-1-lee-junho@cafe-moup.moup": EventRevision(
            digest: "fedcba9876543210fedcba98", sequence: 3, revised: CivilDate(iso: "2026-11-20")),
    ]

    @Test func writesSortedLinesAndReadsThemBack() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        #expect(folder.readEvents(output: "/srv/site").isEmpty, "no state yet: a first build")
        folder.writeEvents(Self.events, output: "/srv/site")
        #expect(folder.readEvents(output: "/srv/site") == Self.events)
        // Each output folder is its own publication.
        #expect(folder.readEvents(output: "/srv/preview").isEmpty)
        let name = StateFolder.eventsFolderName(forOutput: "/srv/site")
        #expect(name.hasPrefix("events-") && name.hasSuffix(".d") && name.count == 7 + 16 + 2)
        // One file per workplace, named by its id.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + name) == ["cafe-moup"])
        let text = try? String(contentsOfFile: folder.path + "/" + name + "/cafe-moup", encoding: .utf8)
        #expect(
            text == """
                moup event revisions 2
                20261102-1-kim-minji@cafe-moup.moup\t0\t0123456789abcdef01234567\t2026-11-20
                20261102-1-lee-junho@cafe-moup.moup\t3\tfedcba9876543210fedcba98\t2026-11-20

                """)
        // The folders are the owner's only, as for the build state.
        for path in [folder.path, folder.path + "/" + name] {
            let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
            #expect(mode == 0o700)
        }
    }

    /// A rebuild of one workplace reads only its events and replaces only its file: the folder then
    /// holds what a whole write of the same events gives.
    @Test func oneWorkplacesEventsAreReadAndReplacedAlone() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var events = Self.events
        events["20261101-1-park@bakery.moup"] = EventRevision(
            digest: "aaaaaaaaaaaaaaaaaaaaaaaa", sequence: 1, revised: CivilDate(iso: "2026-11-20"))
        events["20261103-1-park@bakery.moup"] = EventRevision(
            digest: "bbbbbbbbbbbbbbbbbbbbbbbb", sequence: 0, revised: CivilDate(iso: "2026-11-20"))
        #expect(folder.readEvents(output: "/srv/site", workplaces: ["bakery"]) == nil, "nothing kept yet")
        #expect(folder.eventsStamp(output: "/srv/site") == "-")
        folder.writeEvents(events, output: "/srv/site")
        let stamp = folder.eventsStamp(output: "/srv/site")
        #expect(stamp != "-")

        let bakery = try #require(folder.readEvents(output: "/srv/site", workplaces: ["bakery"]))
        #expect(bakery == events.filter { $0.key.hasSuffix("@bakery.moup") } && bakery.count == 2)
        // A workplace's file, not a suffix of the UIDs: `cafe` does not pick `@cafe-moup.moup`.
        #expect(folder.readEvents(output: "/srv/site", workplaces: ["cafe"]) == [:])

        // The bakery now has one event moved to the 2nd (SEQUENCE 1) and one gone.
        let now = [
            "20261102-1-park@bakery.moup": EventRevision(
                digest: "cccccccccccccccccccccccc", sequence: 1, revised: CivilDate(iso: "2026-11-20"))
        ]
        let staged = try #require(folder.stageEvents(now, output: "/srv/site", workplaces: ["bakery"]))
        #expect(folder.readEvents(output: "/srv/site") == events, "staged, not yet in place")
        #expect(staged.count == 1 && staged.allSatisfy { $0.commit() })
        var whole = events.filter { !$0.key.hasSuffix("@bakery.moup") }
        whole.merge(now) { first, _ in first }
        #expect(folder.readEvents(output: "/srv/site") == whole)
        #expect(folder.eventsStamp(output: "/srv/site") != stamp, "a file put in place moves the folder's time")

        // A workplace whose events are all gone keeps an empty file; a whole write removes it.
        let emptied = try #require(folder.stageEvents([:], output: "/srv/site", workplaces: ["bakery"]))
        #expect(emptied.allSatisfy { $0.commit() })
        #expect(folder.readEvents(output: "/srv/site", workplaces: ["bakery"]) == [:])
        folder.writeEvents(Self.events, output: "/srv/site")
        let name = StateFolder.eventsFolderName(forOutput: "/srv/site")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + name) == ["cafe-moup"])
    }

    /// The single file of earlier versions is read, so an upgrade keeps the SEQUENCEs, until the next
    /// write replaces it by the folder; a rebuild of one part does not read it (it rebuilds in full).
    @Test func theSingleFileOfEarlierVersionsIsReadOnce() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let legacy = folder.path + "/" + StateFolder.legacyEventsFileName(forOutput: "/srv/site")
        try StateFolder.encodeEvents(Self.events).write(toFile: legacy, atomically: true, encoding: .utf8)
        #expect(folder.readEvents(output: "/srv/site") == Self.events)
        #expect(folder.readEvents(output: "/srv/site", workplaces: ["cafe-moup"]) == nil)
        folder.writeEvents(Self.events, output: "/srv/site")
        #expect(!FileManager.default.fileExists(atPath: legacy))
        #expect(folder.readEvents(output: "/srv/site", workplaces: ["cafe-moup"]) == Self.events)
    }

    /// A line with a fifth field, or a SEQUENCE that is not a number, makes a workplace's file damaged:
    /// a rebuild of that part reads everything, a whole build reads that workplace's events as none.
    @Test func aDamagedLineMakesTheFileDamaged() throws {
        let folder = StateFolder(
            path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var events = Self.events
        events["20261101-1-park@bakery.moup"] = EventRevision(
            digest: "aaaaaaaaaaaaaaaaaaaaaaaa", sequence: 1, revised: CivilDate(iso: "2026-11-20"))
        let path = folder.path + "/" + StateFolder.eventsFolderName(forOutput: "/srv/site") + "/bakery"
        for line in [
            "20261101-1-park@bakery.moup\t1\taaaa\t2026-11-20\textra",
            "20261101-1-park@bakery.moup\tx\taaaa\t2026-11-20",
            "20261101-1-park@bakery.moup\t1\taaaa\t2026-11-31", "20261101-1-park@bakery.moup\t1\taaaa",
        ] {
            folder.writeEvents(events, output: "/srv/site")
            try "moup event revisions 2\n\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(folder.readEvents(output: "/srv/site", workplaces: ["bakery"]) == nil)
            #expect(folder.readEvents(output: "/srv/site") == Self.events)
        }
    }

    @Test func anEventsWorkplaceIsTheEndOfItsUID() {
        #expect(StateFolder.workplace(ofEvent: "20261102-1-kim@cafe-moup.moup") == "cafe-moup")
        #expect(StateFolder.workplace(ofEvent: "20261102-1-kim@a@b.moup") == "b")
        #expect(StateFolder.workplace(ofEvent: "20261102-1-kim@.moup") == nil)
        #expect(StateFolder.workplace(ofEvent: "20261102-1-kim@cafe") == nil)
        #expect(StateFolder.workplace(ofEvent: "20261102-1-kim.moup") == nil)
        #expect(
            StateFolder.grouped([
                "x@a.moup": EventRevision(digest: "d", sequence: 0, revised: CivilDate(iso: "2026-11-20")),
                "odd": EventRevision(digest: "d", sequence: 0, revised: CivilDate(iso: "2026-11-20")),
            ]).keys.sorted() == ["_", "a"])
    }

    @Test func aDamagedFileIsNoState() {
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\tx\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\t-1\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 2\nuid\t1\tdigest\t20261120\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 3\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\n") == [:])
        #expect(StateFolder.decodeEvents("moup event revisions 2\n") == [:])
    }

    /// The lines of version 1 had no date: their events keep their SEQUENCE and take the next build's
    /// date (`EventRevision.next`). A revision without a date is written with `-`.
    @Test func undatedRevisionsOfVersionOneAreRead() {
        let old = "moup event revisions 1\n20261102-1-kim-minji@cafe-moup.moup\t3\tfedcba9876543210fedcba98\n"
        let read = StateFolder.decodeEvents(old)
        #expect(
            read == [
                "20261102-1-kim-minji@cafe-moup.moup": EventRevision(
                    digest: "fedcba9876543210fedcba98", sequence: 3, revised: nil)
            ])
        #expect(StateFolder.decodeEvents(StateFolder.encodeEvents(read ?? [:])) == read)
        #expect(StateFolder.encodeEvents(read ?? [:]).hasSuffix("\t3\tfedcba9876543210fedcba98\t-\n"))
    }
}
