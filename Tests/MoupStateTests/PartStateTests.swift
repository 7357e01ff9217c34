import Foundation
import MoupModel
import Testing
@testable import MoupState

struct PartStateTests {
    @Test func savedAndReadBackAsItWas() throws {
        var joined = PartState.Part(ids: ["cafe", "store"], inputs: "d1",
                                    files: ["owners/kim/index.html", "workplaces/cafe/index.html"],
                                    events: ["shift-cafe-1@moup", "shift-store-2@moup"])
        joined.joins = ["owner kim", "person minji"]
        joined.months = ["2026-10", "2026-11"]
        joined.siteWide = "h1"
        var state = PartState(build: "b1", global: "g1", parts: [joined, PartState.Part(ids: ["bakery"], inputs: "d2")])
        state.months = ["2026-10", "2026-11"]
        state.siteWideFiles = ["404.html", "index.html"]
        #expect(PartState(decoding: state.encoded()) == state)
        #expect(PartState(decoding: "moup part state 0\nbuild b\nglobal g\n") == nil)
        #expect(PartState(decoding: state.encoded() + "stray line\n") == nil)

        let root = BuildStateTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = StateFolder(path: root + "/.moup-state")
        folder.writeParts(state)
        #expect(folder.readParts() == state)
        var info = stat()
        #expect(stat(root + "/.moup-state/parts", &info) == 0 && info.st_mode & 0o777 == 0o600)
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
            let inputs = BuildInputs(content: root, templates: nil, secrets: nil, today: BuildStateTests.today, output: "site")
            return (inputs.sharedDigest(workplaces: ["cafe", "bakery"], extra: ["months 2026-11"]), inputs.partDigests(groups))
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
