import Foundation
import MoupContent
import MoupModel
import Testing
@testable import moup_bench

struct SyntheticContentTests {
    static let months = [YearMonth(year: 2026, month: 10)!, YearMonth(year: 2026, month: 11)!]

    /// True once the content loader is implemented (the stub reports "not yet implemented").
    static let loaderIsImplemented: Bool = {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-bench-probe-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return !ContentLoader(folder: folder).load().diagnostics.contains { $0.message == "not yet implemented" }
    }()

    static func generate(seed: UInt64, workplaces: Int = 2) throws -> (folder: String, counts: SyntheticContent.Counts) {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-bench-test-" + UUID().uuidString
        let counts = try SyntheticContent(workplaces: workplaces, workersPerWorkplace: 8, months: months, seed: seed)
            .write(into: folder)
        return (folder, counts)
    }

    static func snapshot(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)!
        while let relative = walker.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder + "/" + relative) { result[relative] = data }
        }
        return result
    }

    @Test func theSameSeedGivesTheSameBytes() throws {
        let a = try Self.generate(seed: 7)
        let b = try Self.generate(seed: 7)
        let c = try Self.generate(seed: 8)
        defer { for f in [a.folder, b.folder, c.folder] { try? FileManager.default.removeItem(atPath: f) } }

        #expect(Self.snapshot(a.folder) == Self.snapshot(b.folder))
        #expect(Self.snapshot(a.folder) != Self.snapshot(c.folder))
    }

    @Test func theSizeIsWhatWasAskedFor() throws {
        let generated = try Self.generate(seed: 1, workplaces: 3)
        defer { try? FileManager.default.removeItem(atPath: generated.folder) }

        // site.md + per workplace: index, routine, notice, 8 workers, schedule, 2 shift files, 2 sales files.
        #expect(generated.counts.files == 1 + 3 * (1 + 1 + 1 + 8 + 1 + 2 + 2))
        #expect(Self.snapshot(generated.folder).filter { !$0.value.isEmpty }.count == generated.counts.files)
        // 2026-10-01 … 11-30 is 61 days from a Thursday: Mon, Thu, Fri, Sat, Sun occur 9 times, Tue and Wed 8.
        // Worker k works the 5 days starting k days after Monday: k = 0…7 → 43, 43, 44, 45, 44, 43, 43, 43
        // (k = 7 is k = 0 again) = 348 shifts per workplace, so 3 × 348 = 1,044.
        #expect(generated.counts.shifts == 1_044)
    }

    @Test(.enabled(if: loaderIsImplemented, "needs the content loader"))
    func theGeneratedContentIsValid() throws {
        let generated = try Self.generate(seed: 2026)
        defer { try? FileManager.default.removeItem(atPath: generated.folder) }

        let loaded = ContentLoader(folder: generated.folder).load()

        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let content = try #require(loaded.content)
        #expect(content.workplaces.count == 2)
        #expect(content.workplaces.map(\.shifts.count).reduce(0, +) == generated.counts.shifts)
        #expect(content.months == Self.months)
    }
}
