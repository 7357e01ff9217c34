/// Tallies worked minutes into premium parts, one per (rate, percent), in order of first
/// appearance, without building a list of minutes first. Runs come in long stretches of one rate
/// and percent, so the part the previous run went to is tried first.
struct PartTally {
    private(set) var parts: [PremiumPart] = []
    private var current = 0

    /// Counts `minutes` minutes at `rate` and `percent`.
    mutating func add(_ rate: HourlyRate, percent: Int, minutes: Int) {
        if current < parts.count, parts[current].rate == rate, parts[current].percent == percent {
            parts[current].minutes += minutes
        } else if let index = parts.firstIndex(where: { $0.rate == rate && $0.percent == percent }) {
            parts[index].minutes += minutes
            current = index
        } else {
            parts.append(PremiumPart(rate: rate, percent: percent, minutes: minutes))
            current = parts.count - 1
        }
    }

    /// The parts of the minutes of `shifts` that `percent` gives a percentage (nil: not counted).
    static func parts(of shifts: some Collection<WorkedShift>, percent: (MinuteRun) -> Int?) -> [PremiumPart] {
        var tally = PartTally()
        // By index: each shift's runs are read in place, the shift not copied, nor its list of runs
        // retained for an iterator (as `for run in shifts[index].runs` does, shift by shift, on every pass).
        for index in shifts.indices {
            for position in shifts[index].runs.indices {
                let run = shifts[index].runs[position]
                if let percent = percent(run) { tally.add(run.rate, percent: percent, minutes: run.count) }
            }
        }
        return tally.parts
    }
}
