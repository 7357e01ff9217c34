import Foundation
import MoupContent
import MoupModel
import Testing

@testable import moup_bench

struct SyntheticContentTests {
    static let november = YearMonth(year: 2026, month: 11)!

    static func generate(workers: Int, seed: UInt64 = 2026) throws -> (folder: String, counts: SyntheticContent.Counts)
    {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-bench-test-" + UUID().uuidString
        let counts = try SyntheticContent(workers: workers, months: [november], seed: seed).write(into: folder)
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
        let a = try Self.generate(workers: 40, seed: 7)
        let b = try Self.generate(workers: 40, seed: 7)
        let c = try Self.generate(workers: 40, seed: 8)
        defer { for f in [a.folder, b.folder, c.folder] { try? FileManager.default.removeItem(atPath: f) } }

        #expect(Self.snapshot(a.folder) == Self.snapshot(b.folder))
        #expect(Self.snapshot(a.folder) != Self.snapshot(c.folder))
    }

    @Test(arguments: [3, 7, 31, 100, 1_000, 10_000])
    func workplacesHoldThreeToThirtyWorkersAndAddUpToTheSize(workers: Int) {
        var generator = SeededGenerator(seed: 2026)
        let sizes = SyntheticContent.workplaceSizes(workers: workers, generator: &generator)
        #expect(sizes.reduce(0, +) == workers)
        // The last workplace may take a remainder of up to 2 on top of a draw of 30.
        #expect(sizes.allSatisfy { (3...32).contains($0) }, "\(sizes)")
        #expect(sizes.dropLast().allSatisfy { (3...30).contains($0) })
    }

    @Test func everyWorkerIsADifferentPersonWithAboutTwentyTwoShiftsAndSomeNights() throws {
        let generated = try Self.generate(workers: 200)
        defer { try? FileManager.default.removeItem(atPath: generated.folder) }

        let loaded = ContentLoader(folder: generated.folder).load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let content = try #require(loaded.content)
        #expect(content.workplaces.count == generated.counts.workplaces)
        let workers = content.workplaces.flatMap(\.workers)
        #expect(workers.count == 200)
        #expect(Set(content.readers.filter { $0.reader.role == .worker }.map(\.reader.id)).count == 200)
        // November 2026 starts on a Sunday: 30 days are four whole weeks (5 shifts each) plus a Sunday and
        // a Monday, so a worker has 20, 21 or 22 shifts.
        let shifts = content.workplaces.flatMap(\.shifts)
        #expect(shifts.count == generated.counts.shifts)
        let perWorker = Dictionary(grouping: shifts, by: \.workerID).mapValues(\.count)
        #expect(perWorker.values.allSatisfy { (20...22).contains($0) })
        // Night shifts are the 22:00 pattern: about 15 % of workers (a seeded draw, so a range).
        let nightWorkers = Set(shifts.filter { $0.span?.start.minuteOfDay == 22 * 60 }.map(\.workerID)).count
        #expect((15...45).contains(nightWorkers), "\(nightWorkers) of 200 on nights")
        // site.md + per workplace: index, routine, notice, schedule, shifts, sales; + one file per worker.
        #expect(generated.counts.files == 1 + 6 * generated.counts.workplaces + 200)
    }

    @Test func theOneEditMovesOneShiftByTenMinutesAndStaysValid() throws {
        let generated = try Self.generate(workers: 10)
        defer { try? FileManager.default.removeItem(atPath: generated.folder) }
        let before = Self.snapshot(generated.folder)

        let path = try SyntheticContent.moveOneShift(in: generated.folder, month: Self.november)

        let after = Self.snapshot(generated.folder)
        #expect(Set(after.keys) == Set(before.keys))
        #expect(after.filter { before[$0.key] != $0.value }.map(\.key) == ["workplaces/shop-00001/shifts/2026-11.json"])
        #expect(path.hasSuffix("workplaces/shop-00001/shifts/2026-11.json"))
        let loaded = ContentLoader(folder: generated.folder).load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
    }

    @Test func theRecordedNightRecordsTheDayInEveryWorkplaceAsItsWeekdayAWeekBefore() throws {
        let generated = try Self.generate(workers: 40)
        defer { try? FileManager.default.removeItem(atPath: generated.folder) }
        let day = CivilDate(year: 2026, month: 12, day: 2)!  // a Wednesday; 2026-11-25 a week before

        let recorded = try SyntheticContent.recordDay(day, in: generated.folder)

        let loaded = ContentLoader(folder: generated.folder).load()
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        let content = try #require(loaded.content)
        #expect(content.workplaces.allSatisfy { wp in wp.shifts.contains { $0.date == day } })
        // Every record of 25 November, moved to 2 December, and nothing else of December.
        let weekBefore = content.workplaces.flatMap(\.shifts).filter { $0.date == day.adding(days: -7) }
        let december = content.workplaces.flatMap(\.shifts).filter { $0.date.yearMonth == day.yearMonth }
        #expect(recorded == weekBefore.count && december.count == recorded && recorded > 0)
        #expect(december.allSatisfy { $0.date == day })
        #expect(
            december.map { "\($0.workerID) \(String(describing: $0.span)) \($0.status)" }.sorted()
                == weekBefore.map { "\($0.workerID) \(String(describing: $0.span)) \($0.status)" }.sorted())
        // A second recording of the same month would overwrite the first: it is refused.
        #expect(throws: BenchError.self) { try SyntheticContent.recordDay(day.adding(days: 1), in: generated.folder) }
    }
}
