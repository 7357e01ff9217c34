import Foundation

/// The benchmark's table: one row per size and run, with the ratios the speed goals are stated in
/// (a cold build against Hugo's on as many pages; each rebuild against the cold build).
struct BenchReport {
    enum Run: String, CaseIterable {
        case cold
        case noChange = "no-change"
        case oneEdit = "one-edit"
        case nextDay = "next-day"
        case recordedNight = "recorded-night"
        case hugo

        /// A rebuild of an output the run before left, shown as a ratio of the cold build.
        var isRebuild: Bool { self != .cold && self != .hugo }
    }

    struct Row {
        var workers: Int
        var workplaces: Int
        var shifts: Int
        var run: Run
        var cost: Measurement
        /// Files in the output folder after the run (hidden ones, such as the manifest, left out).
        var files: Int
        /// Files the run created or replaced.
        var written: Int
        /// Files the run rendered (its JSON summary's `rendered`): the rest were kept unread.
        var rendered: Int?
    }

    var hasHugo: Bool
    private(set) var rows: [Row] = []
    /// Lines printed under the table (a size Hugo could not build).
    var notes: [String] = []

    mutating func add(_ row: Row) { rows.append(row) }

    func rendered() -> String {
        var table = Table(
            columns: [
                "workers", "workplaces", "shifts", "run", "wall s", "cpu s", "peak MB", "files",
                "rendered", "written", "files/s",
            ] + (hasHugo ? ["wall ×hugo", "peak ×hugo"] : []) + ["×cold"])
        // By size, then in the order of `Run` (the next day's rebuilds are measured after every size).
        let order = Dictionary(uniqueKeysWithValues: Run.allCases.enumerated().map { ($1, $0) })
        let sorted = rows.enumerated().sorted { a, b in
            (a.element.workers, order[a.element.run]!, a.offset) < (b.element.workers, order[b.element.run]!, b.offset)
        }.map(\.element)
        for row in sorted {
            let same = rows.filter { $0.workers == row.workers }
            let cold = same.first { $0.run == .cold }
            let hugo = same.first { $0.run == .hugo }
            var cells = [
                String(row.workers), String(row.workplaces), String(row.shifts), row.run.rawValue,
                String(format: "%.2f", row.cost.wall), String(format: "%.2f", row.cost.cpu),
                String(row.cost.peakBytes / 1_000_000), String(row.files),
                row.rendered.map(String.init) ?? "", String(row.written),
                String(Int((Double(row.written) / max(row.cost.wall, 0.001)).rounded())),
            ]
            if hasHugo {
                if row.run == .cold, let hugo {
                    cells += [
                        String(format: "%.2f", row.cost.wall / hugo.cost.wall),
                        String(format: "%.2f", Double(row.cost.peakBytes) / Double(hugo.cost.peakBytes)),
                    ]
                } else {
                    cells += ["", ""]
                }
            }
            cells.append(
                row.run.isRebuild && cold != nil ? String(format: "%.3f", row.cost.wall / cold!.cost.wall) : "")
            table.add(cells)
        }
        return table.rendered() + notes.map { $0 + "\n" }.joined()
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
