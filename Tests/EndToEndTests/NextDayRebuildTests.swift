import Foundation
import MoupModel
import MoupOutput
import Testing

/// The nightly rebuild the next day: the build date changed, so the pages that read it are rendered
/// again (every page of a part whose payroll moved with the date: see `DateOnlyRebuildTests`), and
/// the output is as the last build left it, so it is patched in place (`OutputWriter.previousIsIntact`):
/// only the pages whose bytes changed are written, the others stay as they are (same file, same
/// time), and nothing else is deleted. The bytes and the state are those of the same rebuild writing
/// a whole new tree.
@Suite(.serialized, .enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct NextDayRebuildTests {
    static func build(
        _ content: String, into output: String, today: CivilDate,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String: Any] {
        let result = try Fixture.runMoup([
            "build", "--content", content, "--output", output,
            "--today", today.description, "--log-format", "json",
        ])
        #expect(result.status == 0, "\(result.error)", sourceLocation: sourceLocation)
        return NightlyRunTests.jsonLines(result.error).last?["summary"] as? [String: Any] ?? [:]
    }

    static func inode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    /// `sha256sum`'s hex digest of the file at `path`.
    static func sha256(_ path: String) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: output, as: UTF8.self).prefix(64))
    }

    @Test func theNextDayWritesOnlyThePagesThatChangedAndLeavesTheBytesOfAWholeWrite() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try PartRebuildTests.content(in: temp)
        let site = temp + "/site"
        let state = temp + "/.moup-state"
        // Sunday 22 November, then Monday: a new week, whose link the workplace's page changes.
        let today = Fixture.today.adding(days: 2)
        let tomorrow = today.adding(days: 1)
        let first = try Self.build(content, into: site, today: today)
        let files = try #require(first["files"] as? Int)
        try PartRebuildTests.run([
            "cp -al '\(site)' '\(temp)/site-0' && cp -a '\(temp)/.site.moup-manifest' '\(temp)/manifest-0' && cp -a '\(state)' '\(temp)/state-0'"
        ])

        // The next day written as a whole new tree: without the part state the output is not vouched for.
        try PartRebuildTests.run(["rm '\(state)/parts'"])
        let whole = try Self.build(content, into: site, today: tomorrow)
        #expect(whole["rendered"] as? Int == files)
        let wholeSite = Fixture.snapshot(site)
        let wholeState = PartRebuildTests.stateFiles(state)

        // The same next day from the same site and state: patched in place.
        try PartRebuildTests.run([
            "rm -rf '\(site)' '\(state)' && mv '\(temp)/site-0' '\(site)' && mv '\(temp)/manifest-0' '\(temp)/.site.moup-manifest' && mv '\(temp)/state-0' '\(state)'"
        ])
        let folder = try Self.inode(site)
        // A payslip the new date did not change (a week's end may change some of November's).
        let before = Fixture.snapshot(site)
        let payslip = try #require(
            wholeSite.keys.sorted().first { $0.hasPrefix("payslips/") && before[$0] == wholeSite[$0] })
        let payslipInode = try Self.inode(site + "/" + payslip)
        let patched = try Self.build(content, into: site, today: tomorrow)

        #expect(PartRebuildTests.differences(Fixture.snapshot(site), wholeSite) == [])
        #expect(PartRebuildTests.differences(PartRebuildTests.stateFiles(state), wholeState) == [])
        let rendered = try #require(patched["rendered"] as? Int)
        #expect(rendered < files, "only some parts' payroll moved with the date")
        let written = try #require(patched["written"] as? Int)
        #expect(written > 0 && written < files / 2, "\(patched)")
        #expect(patched["written"] as? Int == whole["written"] as? Int)
        #expect(try Self.inode(site) == folder, "patched in place, not swapped")
        #expect(try Self.inode(site + "/" + payslip) == payslipInode, "a page whose bytes did not change stays")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temp).sorted() == [
                ".moup-state", ".site.moup-manifest", "content", "site", "site.lock",
            ])
    }

    /// A quiet night: the example (in English, privacy none) with every repeat ending in March 2027, from
    /// 2 to 3 June 2027. No planned day passes and no payroll moves, so no page reads the new date
    /// differently and no calendar event can change: only the three site-wide pages are rendered (as
    /// every rebuild that renders anything does), nothing is written, the feeds are kept unbuilt (the
    /// binary before built all 13), and the state, the events' revisions included, is the one a whole
    /// write of the same night leaves.
    @Test func aQuietNightRendersNothingAndKeepsTheEvents() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try EnglishSiteTests.englishContent(in: temp)
        for workplace in ["cafe-moup", "pyeonuijeom-24"] {
            let path = content + "/workplaces/\(workplace)/schedule.json"
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            let ending = lines.map { line -> String in
                guard line.contains("\"worker\""), !line.contains("\"until\""), let close = line.lastIndex(of: "}")
                else {
                    return String(line)
                }
                return line[..<close] + ", \"until\": \"2027-03-31\"" + line[close...]
            }
            try ending.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let site = temp + "/site"
        let state = temp + "/.moup-state"
        let today = CivilDate(year: 2027, month: 6, day: 2)!
        _ = try Self.build(content, into: site, today: today)
        try PartRebuildTests.run([
            "cp -al '\(site)' '\(temp)/site-0' && cp -a '\(temp)/.site.moup-manifest' '\(temp)/manifest-0' && cp -a '\(state)' '\(temp)/state-0'"
        ])
        let quiet = try Self.build(content, into: site, today: today.adding(days: 1))
        #expect(quiet["rendered"] as? Int == 3, "\(quiet)")
        #expect(quiet["written"] as? Int == 0, "\(quiet)")
        let patchedSite = Fixture.snapshot(site)
        let patchedState = PartRebuildTests.stateFiles(state)
        #expect(patchedState.keys.contains { $0.contains("events") }, "\(patchedState.keys.sorted())")

        // The same night written whole, from the same site and state without its part state.
        try PartRebuildTests.run([
            "rm -rf '\(site)' '\(state)' && mv '\(temp)/site-0' '\(site)' && mv '\(temp)/manifest-0' '\(temp)/.site.moup-manifest' && mv '\(temp)/state-0' '\(state)' && rm '\(state)/parts'"
        ])
        let whole = try Self.build(content, into: site, today: today.adding(days: 1))
        #expect((whole["rendered"] as? Int ?? 0) > 0)
        #expect(PartRebuildTests.differences(Fixture.snapshot(site), patchedSite) == [])
        #expect(PartRebuildTests.differences(PartRebuildTests.stateFiles(state), patchedState) == [])
    }

    /// A page edited by hand in the output since the last build: the output is not vouched for, so the
    /// next day is written as a whole new tree, which puts the page right.
    @Test func theNextDayAfterSomeoneEditedTheOutputPutsItRight() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try PartRebuildTests.content(in: temp)
        let site = temp + "/site"
        _ = try Self.build(content, into: site, today: Fixture.today)
        let page = "workplaces/shop-00003/index.html"
        try "tampered".write(toFile: site + "/" + page, atomically: false, encoding: .utf8)
        let folder = try Self.inode(site)

        _ = try Self.build(content, into: site, today: Fixture.today.adding(days: 1))

        // The page holds what the new manifest says it holds: the rendered bytes.
        let manifest = try String(contentsOfFile: OutputWriter.manifestPath(forOutput: site), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.hasSuffix("  " + page) })
        let bytes = try Data(contentsOf: URL(fileURLWithPath: site + "/" + page))
        #expect(String(line.prefix(64)) == (try Self.sha256(site + "/" + page)))
        #expect(String(decoding: bytes, as: UTF8.self) != "tampered")
        #expect(try Self.inode(site) != folder, "swapped as a whole tree")
    }
}
