import Foundation
import MoupModel
import MoupPrivacy
import Testing

/// `moup links` and `moup secrets` run as a user runs them, on a copy of the example.
@Suite(.enabled(if: Fixture.binaryExists && Fixture.pipelineIsReady, "needs .build/debug/moup and the example"))
struct SecretsCommandTests {
    /// A copy of the example content and of the test secrets file in a new temporary folder.
    static func copy() throws -> (root: String, content: String, secrets: String) {
        let root = Fixture.temporaryFolder()
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: root + "/content")
        try FileManager.default.copyItem(atPath: Fixture.secrets, toPath: root + "/.moup-secrets.json")
        return (root, root + "/content", root + "/.moup-secrets.json")
    }

    @Test func linksPrintsOneTabSeparatedLinePerReaderAndJSONWithSecrets() throws {
        let (root, content, _) = try Self.copy()
        defer { Fixture.remove(root) }
        let text = try Fixture.runMoup(["links", "--content", content, "--output", root + "/site"])
        #expect(text.status == 0, "stderr: \(text.error)")
        let lines = text.output.split(separator: "\n")
        #expect(lines.count == 13)  // 11 people (two more since issue 13's example) and 2 owners
        let kim = try #require(lines.first { $0.hasPrefix("worker\tkim-minji\t") }).split(separator: "\t")
        #expect(kim.count == 4 && kim[2] == "김민지")
        #expect(kim[3].hasPrefix("https://moup.example.kr/" + Fixture.published("people/kim-minji/index.html") + "#k="))
        #expect(text.error.contains("has no start page of"), "says the site is not built")

        let json = try Fixture.runMoup(["links", "--json", "--content", content])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: String]])
        #expect(entries.count == 13)
        #expect(entries.map { $0["role"]! + " " + $0["id"]! }.prefix(2) == ["owner cafe-moup", "owner pyeonuijeom-24"])
        #expect(entries.allSatisfy { Secret($0["secret"] ?? "") != nil })
    }

    @Test func rotateReplacesOneSecretAndPruneDropsTheGone() throws {
        let (root, content, secrets) = try Self.copy()
        defer { Fixture.remove(root) }
        let before = try SecretsFile.read(secrets).store
        let rotated = try Fixture.runMoup(["secrets", "rotate", "kim-minji", "--content", content])
        #expect(rotated.status == 0, "stderr: \(rotated.error)")
        #expect(rotated.output.hasPrefix("rotated worker kim-minji in "))
        let after = try SecretsFile.read(secrets).store
        #expect(after.entries[.worker("kim-minji")] != before.entries[.worker("kim-minji")])
        #expect(
            after.entries.filter { $0.key != .worker("kim-minji") }
                == before.entries.filter { $0.key != .worker("kim-minji") })

        let unknown = try Fixture.runMoup(["secrets", "rotate", "nobody", "--content", content])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("there is no person or owner 'nobody'"))

        // The store's owner turns out to be the café's: with `ownerId: cafe-moup` the owner
        // "pyeonuijeom-24" is no longer in the content, and its secret stays until pruned.
        let index = content + "/workplaces/pyeonuijeom-24/index.md"
        let text = try String(contentsOfFile: index, encoding: .utf8)
        try text.replacingOccurrences(of: "\nowner:", with: "\nownerId: cafe-moup\nowner:")
            .write(toFile: index, atomically: true, encoding: .utf8)
        let check = try Fixture.runMoup(["check", "--content", content])
        try #require(check.status == 0, "the content must stay valid: \(check.error)")
        let pruned = try Fixture.runMoup(["secrets", "prune", "--content", content])
        #expect(pruned.status == 0, "stderr: \(pruned.error)")
        #expect(pruned.output == "removed owner pyeonuijeom-24\n")
        let left = try SecretsFile.read(secrets).store
        #expect(left.entries[.owner("pyeonuijeom-24")] == nil)
        #expect(left.entries.count == 12)
        let again = try Fixture.runMoup(["secrets", "prune", "--content", content])
        #expect(again.output.hasPrefix("nothing to prune in "))
    }
}
