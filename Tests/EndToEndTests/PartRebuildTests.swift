import Foundation
import MoupContent
import MoupModel
import Testing

@testable import moup_bench

/// `moup build` part by part (`PartState`): after one shift is edited the rebuild reads, prices and
/// renders only the part of that shift's workplace, keeps every other file unread, and
/// leaves the very bytes and state files a full build leaves; anything shared that changed, or
/// parts that are cut differently, makes it render everything.
@Suite(.serialized, .enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct PartRebuildTests {
    static let november = YearMonth(year: 2026, month: 11)!

    /// Benchmark content of 45 workers, each a different person: several workplaces, at least
    /// three parts (the test checks).
    static func content(in temp: String) throws -> String {
        let folder = temp + "/content"
        _ = try SyntheticContent(workers: 45, months: [november], seed: 8).write(into: folder)
        let content = try #require(ContentLoader(folder: folder).load().content)
        #expect(content.workplaceGroups.count >= 3, "\(content.workplaceGroups)")
        return folder
    }

    /// Builds `content` into `output`; returns the JSON summary.
    static func build(
        _ content: String, into output: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String: Any] {
        let result = try Fixture.runMoup([
            "build", "--content", content, "--output", output,
            "--today", Fixture.today.description, "--log-format", "json",
        ])
        #expect(result.status == 0, "\(result.error)", sourceLocation: sourceLocation)
        return NightlyRunTests.jsonLines(result.error).last?["summary"] as? [String: Any] ?? [:]
    }

    /// The files of the state folder by name, without what holds file stamps (which differ between
    /// two builds of the same bytes): `build`, the part index's `events`, `ledger`, `manifest` and `slice` lines,
    /// and the stamps in the slices' `file` lines.
    static func stateFiles(_ folder: String) -> [String: Data] {
        Fixture.snapshot(folder).filter { $0.key != "build" }.reduce(into: [:]) { files, file in
            guard file.key == "parts" || file.key.hasPrefix("parts.d/") else {
                files[file.key] = file.value
                return
            }
            let lines = String(decoding: file.value, as: UTF8.self).split(separator: "\n").compactMap {
                line -> String? in
                if ["events ", "ledger ", "manifest ", "slice\t"].contains(where: { line.hasPrefix($0) }) {
                    return nil
                }
                if line.hasPrefix("file "), let tab = line.firstIndex(of: "\t") { return "file" + line[tab...] }
                return String(line)
            }
            files[file.key] = Data(lines.joined(separator: "\n").utf8)
        }
    }

    /// The number of files of each part (by its ids, comma-separated), from the slices of `state`.
    static func partFiles(_ state: String) throws -> [String: Int] {
        var partFiles: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: state + "/parts.d") {
            let lines = try String(contentsOfFile: state + "/parts.d/" + name, encoding: .utf8).split(separator: "\n")
            let ids = String(try #require(lines.first { $0.hasPrefix("ids ") }).dropFirst(4))
            partFiles[ids] = lines.filter { $0.hasPrefix("file ") }.count
        }
        return partFiles
    }

    /// The paths whose bytes differ between two snapshots (or that only one has), sorted.
    static func differences(_ a: [String: Data], _ b: [String: Data]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c"] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
    }

    @Test func oneEditedShiftRendersOnlyItsPartAndLeavesTheBytesOfAFullBuild() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        let state = temp + "/.moup-state"
        let cold = try Self.build(content, into: site)
        let files = try #require(cold["files"] as? Int)
        #expect(cold["rendered"] as? Int == files)
        // The site and the state as this build left them, the site by hard links (same stamps).
        try Self.run([
            "cp -al '\(site)' '\(temp)/site-0' && cp -a '\(temp)/.site.moup-manifest' '\(temp)/manifest-0' && cp -a '\(state)' '\(temp)/state-0'"
        ])

        _ = try SyntheticContent.moveOneShift(in: content, month: Self.november)
        // The rebuild as a full build: no part state, so everything is rendered.
        try Self.run(["rm '\(state)/parts'"])
        let full = try Self.build(content, into: site)
        #expect(full["rendered"] as? Int == files)
        let fullSite = Fixture.snapshot(site)
        let fullState = Self.stateFiles(state)

        // The same rebuild from the same site and state, part by part.
        try Self.run([
            "rm -rf '\(site)' '\(state)' && mv '\(temp)/site-0' '\(site)' && mv '\(temp)/manifest-0' '\(temp)/.site.moup-manifest' && mv '\(temp)/state-0' '\(state)'"
        ])
        let partial = try Self.build(content, into: site)
        #expect(partial["files"] as? Int == files)
        #expect(Self.differences(Fixture.snapshot(site), fullSite) == [])
        #expect(Self.differences(Self.stateFiles(state), fullState) == [])
        // Rendered: the edited workplace's part, nothing else (what it shows on the home page is the
        // same, so the site-wide pages are kept too).
        let partFiles = try Self.partFiles(state)
        #expect(partFiles.count >= 3)
        let edited = try #require(partFiles.keys.first { $0.split(separator: ",").contains("shop-00001") })
        let siteWide = files - partFiles.values.reduce(0, +)
        #expect(siteWide >= 3)
        #expect(partial["rendered"] as? Int == partFiles[edited]!, "\(partial) \(partFiles)")

        // Nothing changed since: nothing rendered.
        #expect(try Self.build(content, into: site)["rendered"] as? Int == 0)
        // A cold build of the edited content elsewhere has the same bytes but for the publication history
        // of the edited shift, which only the site it was published in has: its event's SEQUENCE 1 in the
        // two feeds that show it, and the dashboard's note of the payslip changed today.
        _ = try Self.build(content, into: temp + "/elsewhere")
        #expect(
            Self.differences(Fixture.snapshot(temp + "/elsewhere"), fullSite)
                == [
                    Fixture.manifestKey, "people/w00001/calendar.ics", "workplaces/shop-00001/2026-11/dashboard.html",
                    "workplaces/shop-00001/calendar.ics",
                ])
    }

    @Test func aKeptFileSomeoneTouchedMakesAFullBuildThatPutsItRight() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        let files = try #require(try Self.build(content, into: site)["files"] as? Int)
        let settled = Fixture.snapshot(site)
        // A page of another workplace's part, edited by hand in the output.
        try "tampered".write(toFile: site + "/workplaces/shop-00003/index.html", atomically: false, encoding: .utf8)
        _ = try SyntheticContent.moveOneShift(in: content, month: Self.november)
        #expect(try Self.build(content, into: site)["rendered"] as? Int == files)
        #expect(
            Fixture.snapshot(site)["workplaces/shop-00003/index.html"] == settled["workplaces/shop-00003/index.html"])
        // The part rebuild, tried while the output was being stamped, staged its records; found out, it
        // discarded them before the whole build ran: no staged file is left in the state folder.
        let stateFiles = try FileManager.default.contentsOfDirectory(atPath: temp + "/.moup-state")
        #expect(!stateFiles.isEmpty && stateFiles.allSatisfy { !$0.contains(".tmp-") }, "\(stateFiles)")
    }

    /// A rebuild of one part patches the records of the output (published payslips, calendar events)
    /// only while each is the file the last build left; a record lost or replaced since (a backup put
    /// back, a hand edit) makes it read everything, as a whole build does.
    @Test(arguments: ["events-", "published-"])
    func aRecordChangedSinceTheLastBuildMakesItReadEverything(record: String) throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        let state = temp + "/.moup-state"
        let files = try #require(try Self.build(content, into: site)["files"] as? Int)
        var name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: state).first { $0.hasPrefix(record) })
        // The events are a folder, a file per workplace: the edited workplace's file is the record.
        if name.hasSuffix(".d") { name += "/shop-00001" }
        // The same record, saved again: other times, the same bytes.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: state + "/" + name))
        try FileManager.default.removeItem(atPath: state + "/" + name)
        try bytes.write(to: URL(fileURLWithPath: state + "/" + name))
        _ = try SyntheticContent.moveOneShift(in: content, month: Self.november)
        let rebuilt = try Self.build(content, into: site)
        #expect(rebuilt["rendered"] as? Int ?? 0 > 0)
        let part = try Self.partFilesOfShop1(state)
        #expect(rebuilt["rendered"] as? Int != part, "the part alone was rendered")
        #expect(rebuilt["files"] as? Int == files)
        // Now the record is vouched for again: the next edit renders the part alone.
        _ = try SyntheticContent.moveOneShift(in: content, month: Self.november)
        #expect(try Self.build(content, into: site)["rendered"] as? Int == part)
    }

    /// The number of files of the part of workplace shop-00001.
    static func partFilesOfShop1(_ state: String) throws -> Int {
        let parts = try partFiles(state)
        return try #require(parts.first { $0.key.split(separator: ",").contains("shop-00001") }?.value)
    }

    @Test func aChangedTemplateRendersEverything() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        try FileManager.default.createDirectory(atPath: temp + "/templates", withIntermediateDirectories: true)
        let files = try #require(try Self.build(content, into: site)["files"] as? Int)
        try "/* a theme of our own */\n".write(toFile: temp + "/templates/style.css", atomically: true, encoding: .utf8)
        #expect(try Self.build(content, into: site)["rendered"] as? Int == files)
        _ = try Self.build(content, into: temp + "/elsewhere")
        #expect(Self.differences(Fixture.snapshot(temp + "/elsewhere"), Fixture.snapshot(site)) == [])
    }

    @Test func aPersonJoiningTwoPartsRendersEverything() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        _ = try Self.build(content, into: site)
        // The first worker of the second workplace is now the same person as the very first worker.
        let workers = content + "/workplaces/shop-00002/workers"
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: workers).sorted().first)
        let text = try String(contentsOfFile: workers + "/" + first, encoding: .utf8)
        try text.replacingOccurrences(of: "---\nname:", with: "---\nperson: w00001\nname:")
            .write(toFile: workers + "/" + first, atomically: true, encoding: .utf8)
        let summary = try Self.build(content, into: site)
        let files = try #require(summary["files"] as? Int)
        #expect(summary["rendered"] as? Int == files)
        _ = try Self.build(content, into: temp + "/elsewhere")
        #expect(Self.differences(Fixture.snapshot(temp + "/elsewhere"), Fixture.snapshot(site)) == [])
    }

    @Test func aPartRebuildKeepsTheWarningsOfThePartsItDidNotRead() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        // The generated content's own warnings (its short breaks are legal alerts, warned at build).
        let baseline = try #require(try Self.build(content, into: temp + "/before")["warnings"] as? Int)
        // A worker of shop-00003 without employeeNo or birthDate: one warning more, at that worker's file.
        let workers = content + "/workplaces/shop-00003/workers"
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: workers).sorted().first)
        let text = try String(contentsOfFile: workers + "/" + first, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("employeeNo:") }
            .joined(separator: "\n").write(toFile: workers + "/" + first, atomically: true, encoding: .utf8)
        let cold = try Self.build(content, into: site)
        let files = try #require(cold["files"] as? Int)
        #expect(cold["warnings"] as? Int == baseline + 1)

        _ = try SyntheticContent.moveOneShift(in: content, month: Self.november)
        let partial = try Self.build(content, into: site)
        let rendered = try #require(partial["rendered"] as? Int)
        #expect(rendered > 0 && rendered < files, "shop-00003's part was not read")
        #expect(partial["warnings"] as? Int == baseline + 1)
    }

    @Test func aWorkplaceRenamedRendersTheSiteWidePagesAsAWholeBuildDoes() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        let files = try #require(try Self.build(content, into: site)["files"] as? Int)
        let index = content + "/workplaces/shop-00002/index.md"
        let text = try String(contentsOfFile: index, encoding: .utf8)
        try text.replacingOccurrences(of: "\nname: ", with: "\nname: 새 이름 ").write(
            toFile: index, atomically: true, encoding: .utf8)
        // The home page lists the workplace by name: what the part shows there changed, so the build
        // renders the site-wide pages too (and the renamed workplace's part, no other).
        let rendered = try #require(try Self.build(content, into: site)["rendered"] as? Int)
        #expect(rendered > 3 && rendered < files)
        _ = try Self.build(content, into: temp + "/elsewhere")
        // The same bytes as a cold build but the feeds' SEQUENCE: the workplace's events changed
        // (their location names it) after they were published into the first site.
        #expect(
            Self.differences(Fixture.snapshot(temp + "/elsewhere"), Fixture.snapshot(site))
                .filter { !$0.hasSuffix("/calendar.ics") } == [Fixture.manifestKey])
        #expect(String(decoding: Fixture.snapshot(site)["index.html"] ?? Data(), as: UTF8.self).contains("새 이름"))
    }

    @Test func aShiftInAMonthTheSiteDidNotCoverRendersEverything() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)
        let site = temp + "/site"
        _ = try Self.build(content, into: site)
        // shop-00002's November shifts again in December: the site now covers two months.
        let shifts = content + "/workplaces/shop-00002/shifts/"
        let november = try String(contentsOfFile: shifts + "2026-11.json", encoding: .utf8)
        try november.replacingOccurrences(of: "2026-11-", with: "2026-12-")
            .write(toFile: shifts + "2026-12.json", atomically: true, encoding: .utf8)
        let summary = try Self.build(content, into: site)
        let files = try #require(summary["files"] as? Int)
        #expect(summary["rendered"] as? Int == files)
        #expect(Fixture.snapshot(site)["workplaces/shop-00003/2026-12/index.html"] != nil)
    }
}
