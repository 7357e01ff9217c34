import Foundation
import MoupModel
import Testing

@testable import MoupState

struct PartStateTests {
    @Test func savedAndReadBackAsItWas() throws {
        var joined = PartState.Part(
            ids: ["cafe", "store"], inputs: "d1",
            files: ["owners/kim/index.html", "workplaces/cafe/index.html"],
            events: ["shift-cafe-1@moup", "shift-store-2@moup"])
        joined.stamps = ["owners/kim/index.html": FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)]
        joined.joins = ["owner kim", "person minji"]
        joined.months = ["2026-10", "2026-11"]
        joined.siteWide = "h1"
        var state = PartState(
            build: "b1", global: "g1", parts: [joined, PartState.Part(ids: ["bakery"], inputs: "d2")])
        state.months = ["2026-10", "2026-11"]
        state.siteWideFiles = ["404.html", "index.html"]
        state.eventsFile = "1.2.3.4.5"

        let root = BuildStateTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = StateFolder(path: root + "/.moup-state")
        folder.writeParts(state)
        // The index holds each part without its files, stamps and events, and names its slice.
        let index = try #require(folder.readParts())
        #expect(index.parts.map(\.ids) == [["cafe", "store"], ["bakery"]])
        #expect(index.parts.allSatisfy { $0.files.isEmpty && $0.events.isEmpty && $0.slice.count == 64 })
        #expect(
            index.parts[0].joins == joined.joins && index.parts[0].months == joined.months
                && index.parts[0].siteWide == "h1")
        #expect(index.months == state.months && index.siteWideFiles == state.siteWideFiles)
        #expect(index.eventsFile == "1.2.3.4.5" && index.manifest == "-")
        // The slice gives them back as they were: a file without a stamp stays without one.
        let slice = try #require(folder.readSlice(index.parts[0]))
        #expect(slice.files == joined.files && slice.events == joined.events && slice.stamps == joined.stamps)
        #expect(folder.readSlice(index.parts[1])?.files == [])

        var info = stat()
        #expect(stat(root + "/.moup-state/parts", &info) == 0 && info.st_mode & 0o777 == 0o600)
        // A slice edited (or lost) since is not used.
        let slicePath = root + "/.moup-state/parts.d/" + index.parts[0].sliceName
        try (String(contentsOfFile: slicePath, encoding: .utf8) + "event\tforged@moup\n").write(
            toFile: slicePath, atomically: false, encoding: .utf8)
        #expect(folder.readSlice(index.parts[0]) == nil)
        // Saving only the bakery's slice keeps the index's digest of the other part's slice.
        var next = index
        next.parts[1].files = ["workplaces/bakery/index.html"]
        folder.writeParts(next, slices: [["bakery"]])
        let reread = try #require(folder.readParts())
        #expect(reread.parts[0].slice == index.parts[0].slice)
        #expect(folder.readSlice(reread.parts[1])?.files == ["workplaces/bakery/index.html"])
        // A whole save removes slices no part names.
        folder.writeParts(PartState(build: "b2", global: "g1", parts: [PartState.Part(ids: ["bakery"], inputs: "d3")]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/.moup-state/parts.d").count == 1)

        #expect(PartState(decodingIndex: "moup part state 2\nbuild b\nglobal g\n") == nil)
        #expect(PartState(decodingIndex: next.encodedIndex() + "stray line\n") == nil)
        folder.removeParts()
        #expect(folder.readParts() == nil)
    }

    /// A file in one workplace's folder changes that part's digest only; site.md changes the shared
    /// digest only.
    @Test func aWorkplaceFileChangesItsPartAndSiteMdTheSharedInputs() {
        let root = BuildStateTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try! FileManager.default.createDirectory(atPath: root + "/workplaces/bakery", withIntermediateDirectories: true)
        BuildStateTests.put("---\ntitle: t\n---\n", root + "/site.md")
        BuildStateTests.put("{}", root + "/workplaces/cafe/shifts/2026-11.json")
        BuildStateTests.put("---\nname: b\n---\n", root + "/workplaces/bakery/index.md")
        let groups: [Set<String>] = [["cafe"], ["bakery"]]
        func digests() -> (shared: String?, parts: [String]) {
            let inputs = BuildInputs(
                content: root, templates: nil, secrets: nil, today: BuildStateTests.today, output: "site")
            return (
                inputs.sharedDigest(workplaces: ["cafe", "bakery"], extra: ["months 2026-11"]),
                inputs.partDigests(groups)
            )
        }
        let before = digests()
        #expect(before.shared != nil && before.parts[0] != before.parts[1])

        BuildStateTests.put("{ }", root + "/workplaces/cafe/shifts/2026-11.json")
        BuildStateTests.touch(root + "/workplaces/cafe/shifts/2026-11.json", seconds: 1_000)
        let edited = digests()
        #expect(edited.shared == before.shared)
        #expect(edited.parts[0] != before.parts[0] && edited.parts[1] == before.parts[1])

        BuildStateTests.touch(root + "/site.md", seconds: 2_000)
        let site = digests()
        #expect(site.shared != edited.shared && site.parts == edited.parts)
    }
}
