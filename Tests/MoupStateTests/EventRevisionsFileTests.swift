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
        #expect(folder.readEvents(output: "/srv/site", endingWith: ["@bakery.moup"]) == nil, "no file yet")
        folder.writeEvents(events, output: "/srv/site")
        let stamp = folder.eventsStamp(output: "/srv/site")
        #expect(stamp != "-")

        let bakery = try #require(folder.readEvents(output: "/srv/site", endingWith: ["@bakery.moup"]))
        #expect(bakery == events.filter { $0.key.hasSuffix("@bakery.moup") } && bakery.count == 2)
        // Not a suffix of the UID's end: `@cafe` does not pick `@cafe-moup.moup`.
        #expect(folder.readEvents(output: "/srv/site", endingWith: ["@cafe.moup"]) == [:])

        // The bakery now has one event moved to the 2nd (SEQUENCE 1) and one gone.
        let now = ["20261102-1-park@bakery.moup": EventRevision(digest: "cccccccccccccccccccccccc", sequence: 1)]
        #expect(folder.patchEvents(output: "/srv/site", endingWith: ["@bakery.moup"], with: now))
        var whole = events.filter { !$0.key.hasSuffix("@bakery.moup") }
        whole.merge(now) { first, _ in first }
        #expect(folder.readEvents(output: "/srv/site") == whole)
        let patched = try String(contentsOfFile: folder.path + "/" + StateFolder.eventsFileName(forOutput: "/srv/site"), encoding: .utf8)
        #expect(patched == StateFolder.encodeEvents(whole))
        #expect(folder.eventsStamp(output: "/srv/site") != stamp)
        #expect(!folder.patchEvents(output: "/srv/preview", endingWith: ["@bakery.moup"], with: now), "no file to patch")
    }

    @Test func aDamagedFileIsNoState() {
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\tx\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\nuid\t-1\tdigest\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 2\n") == nil)
        #expect(StateFolder.decodeEvents("moup event revisions 1\n") == [:])
    }
}
