import ArgumentParser
import Foundation
import MoupCLI
import MoupModel
import MoupSite
import MoupPrivacy

/// `moup-bench`: generates synthetic content of several sizes and times each step of the build.
/// This is the speed measure of the project; unit tests are never timed.
@main
struct MoupBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moup-bench",
        abstract: "Times the moup build pipeline, step by step, on synthetic content of several sizes."
    )

    @Option(name: .long, help: ArgumentHelp("Workplace counts to measure, comma-separated.", valueName: "N,N,…"))
    var sizes: String = "1,10,50"

    @Option(name: .long, help: "Workers per workplace.")
    var workers: Int = 8

    @Option(name: .long, help: "Months of daily shifts, ending with 2026-11.")
    var months: Int = 2

    @Option(name: .long, help: "Seed of the content generator (same seed, same content).")
    var seed: UInt64 = 2026

    @Option(name: .long, help: "privacy in site.md: none, or encrypted (private pages sealed; new readers' keys are derived once and kept in the work folder's secrets file, timed as 'keys s').")
    var privacy: String = "none"

    @Flag(name: .long, help: "Make every worker a different person (default: the same eight worker ids at every workplace).")
    var uniquePeople = false

    @Option(name: .long, help: ArgumentHelp("A templates folder overriding the built-in theme.", valueName: "DIR"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("Keep the generated content and sites here instead of a temporary folder.",
                                            valueName: "DIR"))
    var work: String?

    func validate() throws {
        guard !parsedSizes.isEmpty, parsedSizes.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--sizes must be positive whole numbers separated by commas, e.g. 1,10,50")
        }
        guard Site.Privacy(rawValue: privacy) != nil else {
            throw ValidationError("--privacy must be none or encrypted")
        }
        guard workers > 0, (1...24).contains(months) else {
            throw ValidationError("--workers must be at least 1 and --months between 1 and 24")
        }
    }

    var parsedSizes: [Int] {
        sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    func run() async throws {
        let root = work ?? (FileManager.default.temporaryDirectory.path + "/moup-bench-\(getpid())")
        defer { if work == nil { try? FileManager.default.removeItem(atPath: root) } }
        let last = YearMonth(year: 2026, month: 11)!
        let covered = (0..<months).reversed().map { last.adding(months: -$0) }
        let today = last.lastDay.adding(days: 1)

        var table = Table(columns: ["workplaces", "input files", "shifts", "pages", "load s", "payroll s", "keys s",
                                    "render s", "write s", "total s", "pages/s"])
        for size in parsedSizes {
            let folder = root + "/size-\(size)"
            try? FileManager.default.removeItem(atPath: folder + "/content")
            let generator = SyntheticContent(workplaces: size, workersPerWorkplace: workers, months: covered, seed: seed,
                                             privacy: Site.Privacy(rawValue: privacy)!, uniquePeople: uniquePeople)
            let counts = try generator.write(into: folder + "/content")
            do {
                let row = try await measure(content: folder + "/content", output: folder + "/site", today: today)
                table.add([String(size), String(counts.files), String(counts.shifts), String(row.pages),
                           seconds(row.load), seconds(row.payroll), seconds(row.keys), seconds(row.render), seconds(row.write),
                           seconds(row.total), String(Int((Double(row.pages) / row.total.seconds).rounded()))])
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(1)
            }
        }
        print(table.rendered(), terminator: "")
    }

    struct Row {
        var pages = 0
        var load = Duration.zero
        var payroll = Duration.zero
        /// Reading the secrets file and deriving keys for new readers (only with `--privacy encrypted`).
        var keys = Duration.zero
        var render = Duration.zero
        var write = Duration.zero
        var total: Duration { load + payroll + keys + render + write }
    }

    /// The same steps as `moup build`, one clock reading around each.
    func measure(content folder: String, output: String, today: CivilDate) async throws(PipelineFailure) -> Row {
        let clock = ContinuousClock()
        var row = Row()
        var start = clock.now

        let loaded = MoupPipeline.load(content: folder)
        let content = try MoupPipeline.validContent(loaded, folder: folder)
        row.load = clock.now - start

        start = clock.now
        let rules = try MoupPipeline.rules()
        let reports = MoupPipeline.payroll(content, rules: rules, today: today)
        row.payroll = clock.now - start

        start = clock.now
        var input = MoupPipeline.siteInput(content, reports: reports, rules: rules, today: today)
        if content.site.privacy == .encrypted {
            let path = SecretsFile.defaultPath(forContent: folder)
            let secrets = try MoupPipeline.secrets(for: content, path: path, contentFolder: folder, output: output)
            if !secrets.added.isEmpty { try MoupPipeline.saveSecrets(secrets.store, path: path) }
            input.keys = secrets.store.keys
        }
        row.keys = clock.now - start

        start = clock.now
        let theme = try await MoupPipeline.theme(templates: templates)
        let files = try MoupPipeline.render(input, theme: theme).files
        row.render = clock.now - start
        row.pages = files.count

        start = clock.now
        _ = try MoupPipeline.write(files, output: output)
        row.write = clock.now - start
        return row
    }

    func seconds(_ duration: Duration) -> String {
        String(format: "%.3f", duration.seconds)
    }
}

extension Duration {
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}

/// A plain-text table with right-aligned columns.
struct Table {
    var columns: [String]
    var rows: [[String]] = []

    mutating func add(_ row: [String]) { rows.append(row) }

    func rendered() -> String {
        let widths = columns.indices.map { i in ([columns[i]] + rows.map { $0[i] }).map(\.count).max()! }
        func line(_ cells: [String]) -> String {
            cells.indices.map { String(repeating: " ", count: widths[$0] - cells[$0].count) + cells[$0] }
                .joined(separator: "  ") + "\n"
        }
        return line(columns) + line(widths.map { String(repeating: "-", count: $0) }) + rows.map(line).joined()
    }
}
