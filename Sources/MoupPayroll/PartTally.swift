/// Tallies worked minutes into premium parts, one per (rate, percent), in order of first appearance.
struct PartTally {
    /// The parts so far, in order of first appearance.
    private(set) var parts: [PremiumPart] = []

    /// Counts `minutes` minutes at `rate` and `percent`.
    mutating func add(_ rate: HourlyRate, percent: Int, minutes: Int) {
        if let index = parts.firstIndex(where: { $0.rate == rate && $0.percent == percent }) {
            parts[index].minutes += minutes
        } else {
            parts.append(PremiumPart(rate: rate, percent: percent, minutes: minutes))
        }
    }

    /// The parts of the minutes of `shifts` that `percent` gives a percentage (nil: not counted).
    static func parts(of shifts: [WorkedShift], percent: (MinuteRun) -> Int?) -> [PremiumPart] {
        var tally = PartTally()
        for shift in shifts {
            for run in shift.runs {
                if let percent = percent(run) { tally.add(run.rate, percent: percent, minutes: run.count) }
            }
        }
        return tally.parts
    }
}
