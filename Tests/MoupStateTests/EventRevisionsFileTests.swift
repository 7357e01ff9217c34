import Foundation
import MoupModel
import Testing
@testable import MoupState

/// The `events` file of the state folder: what the last build published, for the next SEQUENCEs.
struct EventRevisionsFileTests {
    static let events = [
        "20261102-1-kim-minji@cafe-moup.moup": EventRevision(digest: "0123456789abcdef01234567", sequence: 0),
        "20261102-1-lee-junho@cafe-moup.moup": EventRevision(digest: "fedcba9876543210fedcba98", sequence: 3),
    ]

    @Test func writesSortedLinesAndReadsThemBack() {
        let folder = StateFolder(path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        #expect(folder.readEvents(output: "/srv/site").isEmpty, "no state yet: a first build")
        folder.writeEvents(Self.events, output: "/srv/site")
        #expect(folder.readEvents(output: "/srv/site") == Self.events)
        // Each output folder is its own publication.
        #expect(folder.readEvents(output: "/srv/preview").isEmpty)
        let name = StateFolder.eventsFileName(forOutput: "/srv/site")
        #expect(name.hasPrefix("events-") && name.count == 7 + 16)
        let text = try? String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
        #expect(text == """
            moup event revisions 1
            20261102-1-kim-minji@cafe-moup.moup\t0\t0123456789abcdef01234567
            20261102-1-lee-junho@cafe-moup.moup\t3\tfedcba9876543210fedcba98

            """)
        // The folder is the owner's only, as for the build state.
        let mode = (try? FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int) ?? -1
        #expect(mode == 0o700)
    }

    /// A rebuild of one workplace reads only its events and patches only its lines: the file is then
    /// the one a whole write of the same events gives.
    @Test func oneWorkplacesEventsAreReadAndPatchedAlone() throws {
        let folder = StateFolder(path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var events = Self.events
        events["20261101-1-park@bakery.moup"] = EventRevision(digest: "aaaaaaaaaaaaaaaaaaaaaaaa", sequence: 1)
        events["20261103-1-park@bakery.moup"] = EventRevision(digest: "bbbbbbbbbbbbbbbbbbbbbbbb", sequence: 0)
        #expect(folder.readEventsFile(output: "/srv/site")?.events(endingWith: ["@bakery.moup"]) == nil, "no file yet")
        folder.writeEvents(events, output: "/srv/site")
        let stamp = folder.eventsStamp(output: "/srv/site")
        #expect(stamp != "-")

        let bakery = try #require(folder.readEventsFile(output: "/srv/site")?.events(endingWith: ["@bakery.moup"]))
        #expect(bakery == events.filter { $0.key.hasSuffix("@bakery.moup") } && bakery.count == 2)
        // Not a suffix of the UID's end: `@cafe` does not pick `@cafe-moup.moup`.
        #expect(folder.readEventsFile(output: "/srv/site")?.events(endingWith: ["@cafe.moup"]) == [:])

        // The bakery now has one event moved to the 2nd (SEQUENCE 1) and one gone.
        let now = ["20261102-1-park@bakery.moup": EventRevision(digest: "cccccccccccccccccccccccc", sequence: 1)]
        #expect(folder.patchEvents(folder.readEventsFile(output: "/srv/site"), output: "/srv/site", endingWith: ["@bakery.moup"],
                                   with: now))
        var whole = events.filter { !$0.key.hasSuffix("@bakery.moup") }
        whole.merge(now) { first, _ in first }
        #expect(folder.readEvents(output: "/srv/site") == whole)
        let patched = try String(contentsOfFile: folder.path + "/" + StateFolder.eventsFileName(forOutput: "/srv/site"), encoding: .utf8)
        #expect(patched == StateFolder.encodeEvents(whole))
        #expect(folder.eventsStamp(output: "/srv/site") != stamp)
        #expect(!folder.patchEvents(folder.readEventsFile(output: "/srv/preview"), output: "/srv/preview",
                                    endingWith: ["@bakery.moup"], with: now), "no file to patch")
    }

    /// A part rebuild reads the file once (`readEventsFile`), takes its parts' events from those bytes
    /// and patches the same bytes: the result is the whole write of the merged events.
    @Test func theFileReadOnceIsTheOnePatched() throws {
        let folder = StateFolder(path: FileManager.default.temporaryDirectory.path + "/moup-events-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var events = Self.events
        events["20261101-1-park@bakery.moup"] = EventRevision(digest: "aaaaaaaaaaaaaaaaaaaaaaaa", sequence: 1)
        folder.writeEvents(events, output: "/srv/site")
        let file = try #require(folder.readEventsFile(output: "/srv/site"))
        #expect(file.events(endingWith: ["@bakery.moup"]) == ["20261101-1-park@bakery.moup": events["20261101-1-park@bakery.moup"]!])

        // The bakery's event moves to the 3rd, after both cafe events of the 2nd: merged at its place.
        let now = ["20261103-1-park@bakery.moup": EventRevision(digest: "cccccccccccccccccccccccc", sequence: 2)]
        #expect(folder.patchEvents(file, output: "/srv/site", endingWith: ["@bakery.moup"], with: now))
        let patched = try String(contentsOfFile: folder.path + "/" + StateFolder.eventsFileName(forOutput: "/srv/site"), encoding: .utf8)
        #expect(patched == StateFolder.encodeEvents(Self.events.merging(now) { first, _ in first }))
        #expect(patched.split(separator: "\n").last == "20261103-1-park@bakery.moup\t2\tcccccccccccccccccccccccc")
    }

    /// A line with a fourth field, or a SEQUENCE that is not a number, makes the file damaged for
    /// both the partial read and the patch (the build then reads everything).
    @Test func aDamagedLineStopsThePartialReadAndThePatch() throws {
        for line in ["20261101-1-park@bakery.moup\t1\taaaa\textra", "20261101-1-park@bakery.moup\tx\taaaa"] {
            let file = StateFolder.EventsFile(bytes: Array("moup event revisions 1\n\(line)\n".utf8))
            #expect(file.events(endingWith: ["@bakery.moup"]) == nil)
            #expect(file.patched(endingWith: ["@cafe.moup"], with: [:]) == nil)
        }
        #expect(StateText.threeFields(UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }

    @Test func aDamagedFileIsNoState() {
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\tx\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\t-1\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 2\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\n") == [:])
    }
}
