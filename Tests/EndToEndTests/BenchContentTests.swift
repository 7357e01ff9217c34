import Foundation
import MoupModel
import MoupPipeline
import Testing

@testable import moup_bench

/// The benchmark's content is a site whose owner heeds every warning: a build of it prints none, so
/// the benchmark measures building pages, not printing (and saving, and reading back) warnings.
struct BenchContentTests {
    @Test func aBenchmarkSiteChecksWithoutAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-bench-quiet-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 120 workers: every day pattern (six) and the night one, each worker's contract items, and
        // the one shift in five that runs half an hour over, when a day without a break reaches 4 hours.
        _ = try SyntheticContent(workers: 120, months: [YearMonth(year: 2026, month: 11)!], seed: 2026).write(
            into: folder)

        let warnings = try Pipeline.check(content: folder, today: CivilDate(year: 2026, month: 12, day: 1)!)

        #expect(warnings.map(\.description) == [])
    }
}
