import Foundation
import MoupModel
import Testing

@testable import moup_bench

/// CI runs the benchmark at a small size only to prove it works; nothing here is timed.
struct BenchRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let bench = root + "/.build/debug/moup-bench"
    static let moup = root + "/.build/debug/moup"
    static let built =
        FileManager.default.isExecutableFile(atPath: bench) && FileManager.default.isExecutableFile(atPath: moup)

    @Test(.enabled(if: built, "needs .build/debug/moup and moup-bench (run swift build first)"))
    func aSmallRunMeasuresTheFiveBuildsAndHugoWhenInstalled() throws {
        let work = FileManager.default.temporaryDirectory.path + "/moup-bench-run-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: work) }
        let hugo = MoupBench.findOnPath("hugo")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.bench)
        // 45 workers of seed 8: several parts (see PartRebuildTests), so one edit leaves most unread.
        process.arguments = [
            "--workers", "45", "--seed", "8", "--moup", Self.moup,
            "--work", work, "--hugo", hugo ?? "none",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(text)")
        let rows = text.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ").map(String.init) }
        #expect(
            rows.map { $0[3] }
                == ["cold", "no-change", "one-edit", "next-day", "recorded-night"] + (hugo == nil ? [] : ["hugo"]))
        #expect(rows.allSatisfy { $0[0] == "45" })
        // The cold build renders and writes every file; the no-change rebuild renders nothing; the
        // one-edit rebuild renders the edited workplace's part and rewrites some of its files, not all.
        let files = Int(rows[0][7])!
        let renderedCold = Int(rows[0][8])!
        let writtenCold = Int(rows[0][9])!
        #expect(files > 30 && renderedCold == files && writtenCold == files)
        #expect(rows[1][8] == "0" && rows[1][9] == "0")
        let renderedEdit = Int(rows[2][8])!
        let writtenEdit = Int(rows[2][9])!
        #expect(writtenEdit > 0 && writtenEdit <= renderedEdit && renderedEdit < files)
        // The next day's rebuild (the build date alone changed) never rewrites more than it renders.
        let renderedNextDay = Int(rows[3][8])!
        let writtenNextDay = Int(rows[3][9])!
        #expect(writtenNextDay <= renderedNextDay)
        // The recorded night: every workplace has a new file of records, so every part is rendered and
        // each worker who worked that day has a new payslip.
        let night = rows[4]
        #expect(Int(night[7])! > files && Int(night[8])! == Int(night[7])!)
        #expect(FileManager.default.fileExists(atPath: work + "/workers-45/site/index.html"))
    }
}

/// `--engine`: the payroll engine alone on generated content (untimed here: only that it runs on
/// every shift of the content and reports a rate).
struct EngineThroughputTests {
    @Test func theEngineRunsOverEveryGeneratedShift() throws {
        let work = FileManager.default.temporaryDirectory.path + "/moup-bench-engine-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: work) }
        let november = YearMonth(year: 2026, month: 11)!
        let counts = try SyntheticContent(workers: 12, months: [november], seed: 7, privacy: .none).write(into: work)
        let measured = try EngineThroughput.measure(content: work, today: november.lastDay.adding(days: 1))
        #expect(measured.shifts == counts.shifts)
        #expect(measured.reports >= 1 && measured.cpuSeconds >= 1)
    }
}
