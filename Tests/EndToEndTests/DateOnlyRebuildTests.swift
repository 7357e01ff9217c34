import Foundation
import MoupModel
import Testing

@testable import moup_bench

/// The nightly rebuild when only the build date changed: each part renders only the pages that read
/// the date differently, or that show a month whose payroll moved with it (`RenderScope.dateChanged`),
/// and keeps the others. Proven night after night against the same rebuild rendering every page (its
/// part state removed): the site and the build state must be byte for byte the same.
@Suite(.serialized, .enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct DateOnlyRebuildTests {
    /// The nights after a first build on 2026-11-20 (a Friday): within a week, a new week, a month's
    /// end and the next month, a pay date, weeks and a month after the content ends, and a build
    /// dated back. Without MOUP_SLOW_TESTS (CI sets it), six of them.
    static let nights: [CivilDate] =
        (ShardRunTests.slowTestsWanted
        ? [
            "2026-11-21", "2026-11-23", "2026-11-24", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-06",
            "2026-12-07", "2026-12-10", "2026-12-11", "2027-01-01", "2027-01-02", "2026-12-02",
        ] : ["2026-11-21", "2026-11-23", "2026-12-01", "2026-12-02", "2026-12-10", "2026-11-30"]).map {
            CivilDate(iso: $0)!
        }

    /// Builds `content` into `temp/site` on `Fixture.today`, then on each of `nights` twice from the
    /// same site and state: once rendering every page, once as the nightly rebuild does. Returns, per
    /// night, the pages the nightly rebuild rendered and the site's files.
    static func nightAfterNight(
        _ content: String, in temp: String, options: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [(rendered: Int, files: Int)] {
        let site = temp + "/site"
        let state = temp + "/.moup-state"
        func build(_ today: CivilDate) throws -> [String: Any] {
            let result = try Fixture.runMoup(
                [
                    "build", "--content", content, "--output", site, "--today", today.description,
                    "--log-format", "json",
                ] + options)
            #expect(result.status == 0, "\(result.error)", sourceLocation: sourceLocation)
            return NightlyRunTests.jsonLines(result.error).last?["summary"] as? [String: Any] ?? [:]
        }
        _ = try build(Fixture.today)
        var counts: [(rendered: Int, files: Int)] = []
        for night in nights {
            try PartRebuildTests.run([
                "cp -al '\(site)' '\(temp)/site-0' && cp -a '\(temp)/.site.moup-manifest' '\(temp)/manifest-0' && cp -a '\(state)' '\(temp)/state-0'"
            ])
            try PartRebuildTests.run(["rm '\(state)/parts'"])
            let whole = try build(night)
            let wholeSite = Fixture.snapshot(site)
            let wholeState = PartRebuildTests.stateFiles(state)
            try PartRebuildTests.run([
                "rm -rf '\(site)' '\(state)' && mv '\(temp)/site-0' '\(site)' && mv '\(temp)/manifest-0' '\(temp)/.site.moup-manifest' && mv '\(temp)/state-0' '\(state)'"
            ])
            let nightly = try build(night)
            #expect(
                PartRebuildTests.differences(Fixture.snapshot(site), wholeSite) == [], "\(night)",
                sourceLocation: sourceLocation)
            #expect(
                PartRebuildTests.differences(PartRebuildTests.stateFiles(state), wholeState) == [], "\(night)",
                sourceLocation: sourceLocation)
            #expect(nightly["written"] as? Int == whole["written"] as? Int, "\(night)", sourceLocation: sourceLocation)
            counts.append((nightly["rendered"] as? Int ?? -1, nightly["files"] as? Int ?? -1))
        }
        return counts
    }

    @Test func generatedContentNightAfterNight() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let counts = try Self.nightAfterNight(try PartRebuildTests.content(in: temp), in: temp)
        // After the content's month is over, a night renders only the pages that read the date.
        let quiet = zip(Self.nights, counts).filter { $0.0 >= CivilDate(iso: "2026-12-02")! }.map(\.1)
        #expect(quiet.contains { $0.rendered > 0 && $0.rendered < $0.files / 2 }, "\(counts)")
        #expect(counts.allSatisfy { $0.rendered > 0 && $0.rendered <= $0.files }, "\(counts)")
    }

    /// Three months of generated content: in the middle of the last one, only its pages and the
    /// pages that read the date are rendered; the earlier months' are kept.
    @Test func generatedMonthsNightAfterNight() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let months = [9, 10, 11].map { YearMonth(year: 2026, month: $0)! }
        _ = try SyntheticContent(workers: 30, months: months, seed: 11).write(into: temp + "/content")
        let counts = try Self.nightAfterNight(temp + "/content", in: temp)
        #expect(counts[0].rendered > 0 && counts[0].rendered < counts[0].files / 2, "\(counts)")
    }

    @Test func theExampleNightAfterNight() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        try PartRebuildTests.run(["cp -r '\(Fixture.content)' '\(temp)/content'"])
        let counts = try Self.nightAfterNight(temp + "/content", in: temp, options: ["--secrets", Fixture.secrets])
        #expect(counts.contains { $0.rendered < $0.files / 2 }, "\(counts)")
    }
}
