/// Tallies worked minutes into premium parts, one per (rate, percent), in order of first
/// appearance, without building a list of minutes first. Minutes come in long runs of one rate
/// and percent, so the part the previous minute went to is tried first.
struct PartTally {
    private(set) var parts: [PremiumPart] = []
    private var current = 0

    /// Counts one minute at `rate` and `percent`.
    mutating func add(_ rate: HourlyRate, percent: Int) {
        if current < parts.count, parts[current].rate == rate, parts[current].percent == percent {
            parts[current].minutes += 1
        } else if let index = parts.firstIndex(where: { $0.rate == rate && $0.percent == percent }) {
            parts[index].minutes += 1
            current = index
        } else {
            parts.append(PremiumPart(rate: rate, percent: percent, minutes: 1))
            current = parts.count - 1
        }
    }

    /// The parts of the minutes of `shifts` that `percent` gives a percentage (nil: not counted).
    static func parts(of shifts: [WorkedShift], percent: (WorkedMinute) -> Int?) -> [PremiumPart] {
        var tally = PartTally()
        for shift in shifts {
            for minute in shift.minutes {
                if let percent = percent(minute) { tally.add(minute.rate, percent: percent) }
            }
        }
        return tally.parts
    }
}
