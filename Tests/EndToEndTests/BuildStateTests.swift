import Foundation
import MoupOutput
import Testing

/// The build state (`.moup-state/` next to the content folder): a build with nothing new to do stops
/// at once and leaves the output alone; any change to the content, or to the output, makes it build.
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct BuildStateEndToEndTests {
    static func manifestInode(_ site: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: OutputWriter.manifestPath(forOutput: site)))?[
            .systemFileNumber] as? UInt64
    }

    @Test func aRebuildWithNothingChangedLeavesTheOutputAsItIsAndAnyChangeRebuilds() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        let site = temp + "/site"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let arguments = [
            "build", "--content", copy, "--output", site, "--secrets", Fixture.secrets,
            "--today", Fixture.today.description,
        ]

        let first = try Fixture.runMoup(arguments)
        #expect(first.status == 0, "stderr: \(first.error)")
        let state = temp + "/.moup-state"
        var info = stat()
        #expect(stat(state, &info) == 0 && info.st_mode & 0o777 == 0o700)
        let built = Self.manifestInode(site)
        let snapshot = Fixture.snapshot(site)

        // Nothing changed: the same warnings, and not even the manifest is written again
        // (a full build always writes a new one).
        let again = try Fixture.runMoup(arguments)
        #expect(again.status == 0)
        #expect(again.error == first.error)
        #expect(Self.manifestInode(site) == built)
        #expect(Fixture.snapshot(site) == snapshot)

        // Another build date: a full build (the same bytes here, but a new manifest).
        var otherDay = arguments
        otherDay[otherDay.count - 1] = "2026-11-21"
        #expect(try Fixture.runMoup(otherDay).status == 0)
        #expect(Self.manifestInode(site) != built)
        #expect(try Fixture.runMoup(arguments).status == 0)

        // A shift edited: the site is built again and shows it.
        let shifts = copy + "/workplaces/cafe-moup/shifts/2026-11.json"
        let text = try String(contentsOfFile: shifts, encoding: .utf8)
        let range = try #require(text.range(of: "\"start\": \""))
        let time = text[range.upperBound...].prefix(5)
        try text.replacingCharacters(in: range.upperBound..<text.index(range.upperBound, offsetBy: 5), with: "05:55")
            .write(toFile: shifts, atomically: true, encoding: .utf8)
        let rebuilt = Self.manifestInode(site)
        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(Self.manifestInode(site) != rebuilt)
        #expect(time != "05:55")

        // Someone edited a published file: the next build puts it right.
        let settled = Fixture.snapshot(site)
        try "tampered".write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(Fixture.snapshot(site) == settled)

        // Someone added a file deep in the output, or removed one: the build sees it (the folder's
        // stamp moved) and writes the site again, which holds exactly its pages.
        let folder = try #require(settled.keys.filter { $0.split(separator: "/").count >= 3 }.min())
        let stray = site + "/" + folder.split(separator: "/").dropLast().joined(separator: "/") + "/stray.html"
        try "stray".write(toFile: stray, atomically: false, encoding: .utf8)
        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(Fixture.snapshot(site) == settled)
        try FileManager.default.removeItem(atPath: site + "/" + folder)
        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(Fixture.snapshot(site) == settled)
    }

    /// Issue 31: `--secrets` naming another file is a changed input. The first build makes the default
    /// secrets file (stamped as missing when the build started); the same content built with a new
    /// path makes new secrets there and seals every private page for them; back to the first file,
    /// the pages are sealed for its secrets again, byte for byte.
    @Test func anotherSecretsFileIsAnInputEvenWithNothingElseChanged() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        let site = temp + "/site"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let arguments = ["build", "--content", copy, "--output", site, "--today", Fixture.today.description]
        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(FileManager.default.fileExists(atPath: temp + "/.moup-secrets.json"))
        #expect(try Fixture.runMoup(arguments).status == 0)
        let first = Fixture.snapshot(site)

        let moved = try Fixture.runMoup(arguments + ["--secrets", temp + "/other-secrets.json"])
        #expect(moved.status == 0, "\(moved.error)")
        #expect(moved.error.contains("new secrets for"), "\(moved.error)")
        #expect(FileManager.default.fileExists(atPath: temp + "/other-secrets.json"))
        let resealed = Fixture.snapshot(site)
        let payslip = try #require(first.keys.first { $0.hasPrefix("p/") && $0.hasSuffix(".html") })
        // The new secrets file has its own naming key and readers' keys: every sealed page is sealed
        // again and published under a new name.
        #expect(resealed[payslip] == nil, "sealed for the new secrets, under a new name")
        let oldNames = Set(first.keys.filter { $0.hasPrefix("p/") })
        let newNames = Set(resealed.keys.filter { $0.hasPrefix("p/") })
        #expect(oldNames.count == newNames.count && oldNames.isDisjoint(with: newNames))
        #expect(resealed["index.html"] != nil)

        #expect(try Fixture.runMoup(arguments).status == 0)
        #expect(
            Fixture.snapshot(site).filter { $0.key != Fixture.manifestKey }
                == first.filter { $0.key != Fixture.manifestKey })
    }
}
