import ArgumentParser
import Foundation
import MoupModel
import MoupState
import MoupSystem

/// `moup-bench`: generates realistic content at several sizes and runs `moup build` on it as a
/// separate process, as cron would: a cold build, a rebuild with nothing changed, a rebuild after
/// one shift moved, the next day's rebuild (only the build date changed) and the recorded night (every
/// workplace recorded the day before, and the date moved on), each measured for wall time, CPU time,
/// peak memory and files written. With `hugo`
/// installed it builds the same number of Markdown pages with Hugo in the same run and prints the
/// ratios. This is the speed measure of the project; unit tests are never timed.
@main
struct MoupBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moup-bench",
        abstract:
            "Measures moup build (cold, no change, one edit, next day, recorded night) on generated content, against Hugo.",
        discussion: """
            Example: moup-bench --workers 100,1000,10000
            Each size is that many workers, each a different person, in workplaces of 3–30 workers, \
            five shifts a week (15 % at night) for --months months ending 2026-11; the build date is \
            2026-12-01. The next day is built on 2026-12-02; for the recorded night every workplace \
            records 2026-12-02 (a file shifts/2026-12.json) and the build date is 2026-12-03.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Sizes to measure: workers in all, comma-separated.", valueName: "N,N,…"))
    var workers: String = "100,1000,10000"

    @Option(name: .long, help: "Months of shifts, ending with 2026-11.")
    var months: Int = 1

    @Option(name: .long, help: "Seed of the content generator (same seed, same content).")
    var seed: UInt64 = 2026

    @Option(name: .long, help: "privacy in site.md: none, or encrypted (secrets are made by an untimed first build).")
    var privacy: String = "none"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The moup binary to measure (default: the one beside moup-bench).",
            valueName: "PATH"))
    var moup: String?

    @Option(name: .long, help: ArgumentHelp("The hugo binary to compare with, or 'none'.", valueName: "PATH"))
    var hugo: String = "hugo"

    @Option(name: .long, help: ArgumentHelp("A templates folder overriding moup's built-in theme.", valueName: "DIR"))
    var templates: String?

    @Flag(
        name: .long,
        help: "Measure the payroll engine alone, in this process (shifts per CPU second), instead of builds.")
    var engine = false

    @Option(
        name: .long, help: "With --engine: CPU seconds to compute reports for, at least (longer runs are less noisy).")
    var seconds: Int = 1

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep the generated content and sites here instead of a temporary folder.",
            valueName: "DIR"))
    var work: String?

    func validate() throws {
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--workers must be positive whole numbers separated by commas, e.g. 100,1000,10000")
        }
        guard Site.Privacy(rawValue: privacy) != nil else {
            throw ValidationError("--privacy must be none or encrypted")
        }
        guard (1...24).contains(months) else { throw ValidationError("--months must be between 1 and 24") }
        guard seconds > 0 else { throw ValidationError("--seconds must be a positive whole number") }
    }

    var sizes: [Int] { workers.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    func run() throws {
        let root = work ?? (FileManager.default.temporaryDirectory.path + "/moup-bench-\(ThisProcess.id)")
        defer { if work == nil { try? FileManager.default.removeItem(atPath: root) } }
        // Nothing is deleted until every run is measured (see SetAside).
        var aside = SetAside(root: root)
        defer { aside.deleteAll() }
        let moupBinary = moup ?? Self.besideThisProgram("moup")
        let hugoBinary = hugo == "none" ? nil : Self.findOnPath(hugo)
        let last = YearMonth(year: 2026, month: 11)!
        let covered = (0..<months).reversed().map { last.adding(months: -$0) }
        let today = last.lastDay.adding(days: 1)

        var report = BenchReport(hasHugo: hugoBinary != nil)
        var nextDays: [() throws -> Void] = []
        var engineLines: [String] = []
        for size in sizes {
            let folder = root + "/workers-\(size)"
            let content = folder + "/content"
            let output = folder + "/site"
            try aside.discard(content)
            let counts = try SyntheticContent(
                workers: size, months: covered, seed: seed,
                privacy: Site.Privacy(rawValue: privacy)!
            ).write(into: content)
            if engine {
                let measured = try EngineThroughput.measure(content: content, today: today, seconds: seconds)
                engineLines.append(
                    "payroll engine, \(size) workers: \(measured.shifts) shifts × \(measured.reports) runs in "
                        + "\(String(format: "%.2f", measured.cpuSeconds)) s CPU = \(Int(measured.shiftsPerSecond)) shifts per CPU second"
                )
                continue
            }
            func build(today: CivilDate) -> [String] {
                ["build", "--content", content, "--output", output, "--today", "\(today)", "--log-format", "json"]
                    + (templates.map { ["--templates", URL(fileURLWithPath: $0).path] } ?? [])
            }
            func measure(_ run: BenchReport.Run, today: CivilDate = today) throws -> BenchReport.Row {
                let before = FolderStamps(walking: output)
                let log = folder + "/moup-\(run.rawValue).log"
                let cost = try MeasuredRun.run(moupBinary, build(today: today), log: log)
                let after = FolderStamps(walking: output)
                return BenchReport.Row(
                    workers: size, workplaces: counts.workplaces, shifts: counts.shifts, run: run,
                    cost: cost, files: after.files.count, written: after.written(since: before),
                    rendered: MeasuredRun.rendered(inLog: log))
            }
            if privacy == "encrypted", !FileManager.default.fileExists(atPath: folder + "/.moup-secrets.json") {
                _ = try MeasuredRun.run(moupBinary, build(today: today), log: folder + "/moup-secrets.log")
            }
            try aside.discard(output)
            try aside.discard(folder + "/.site.moup-manifest")  // the output's manifest, beside it
            try aside.discard(folder + "/.moup-state")
            let cold = try measure(.cold)
            report.add(cold)
            report.add(try measure(.noChange))
            _ = try SyntheticContent.moveOneShift(in: content, month: last)
            report.add(try measure(.oneEdit))
            // The next day's rebuilds run last, after every size: each replaces a quarter of its site
            // and deletes the old copies, which would slow whatever creates files next (see SetAside).
            nextDays.append {
                report.add(try measure(.nextDay, today: today.adding(days: 1)))
                // The night after, as cron meets it where the owners keep the records: every workplace
                // recorded the day before, and the date moved on.
                _ = try SyntheticContent.recordDay(today.adding(days: 1), in: content)
                report.add(try measure(.recordedNight, today: today.adding(days: 2)))
            }
            if let hugoBinary {
                let site = folder + "/hugo"
                try aside.discard(site)
                try HugoSite(pages: cold.files).write(into: site)
                do {
                    let cost = try MeasuredRun.run(
                        hugoBinary, ["--quiet", "--source", site, "--destination", site + "/public"],
                        log: folder + "/hugo.log")
                    let files = FolderStamps(walking: site + "/public").files.count
                    report.add(
                        BenchReport.Row(
                            workers: size, workplaces: counts.workplaces, shifts: counts.shifts,
                            run: .hugo, cost: cost, files: files, written: files, rendered: files))
                } catch {
                    // Hugo holds every page in memory: at some size this machine cannot build it.
                    report.notes.append("hugo failed at \(size) workers (\(cold.files) pages): \(error)")
                }
            }
        }
        // The nightly runs: the next day (nothing changed but the build date), then the recorded night.
        for nextDay in nextDays { try nextDay() }
        if engine {
            print(engineLines.joined(separator: "\n"))
        } else {
            print(report.rendered(), terminator: "")
        }
    }

    /// `name` in the folder of the running executable (`.build/release/moup` beside `moup-bench`).
    static func besideThisProgram(_ name: String) -> String {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The full path of `program` (as given when it holds a `/`), or nil when it is not installed.
    static func findOnPath(_ program: String) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}

extension Duration {
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
