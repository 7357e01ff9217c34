import MoupModel

/// A worker may not have two overlapping shifts at one workplace. Shifts are compared on one
/// minute line (day number × 1440 + minute), so a shift over midnight meets the next day's.
enum ShiftOverlapCheck {
    static func check(_ shifts: [Shift], report: Report) {
        let timed = shifts.compactMap { shift -> (shift: Shift, minutes: Range<Int>)? in
            guard let span = shift.span else { return nil }
            let base = shift.date.dayNumber * 1440
            return (shift, base + span.offsets.lowerBound..<base + span.offsets.upperBound)
        }
        let byWorker = Dictionary(grouping: timed) { $0.shift.workerID }
        for workerID in byWorker.keys.sorted() {
            let ordered = byWorker[workerID]!.sorted {
                ($0.minutes.lowerBound, $0.shift.location) < ($1.minutes.lowerBound, $1.shift.location)
            }
            var latest: (shift: Shift, minutes: Range<Int>)?
            for item in ordered {
                if let previous = latest, item.minutes.lowerBound < previous.minutes.upperBound {
                    report.error(
                        Wording(
                            "content.shiftOverlap",
                            [
                                "worker": "\(workerID)", "shift": "\(describe(item.shift))",
                                "other": "\(describe(previous.shift))",
                                "location": "\(previous.shift.location)",
                            ]), at: item.shift.location,
                        code: "content.shift-overlap")
                }
                if latest == nil || item.minutes.upperBound > latest!.minutes.upperBound { latest = item }
            }
        }
    }

    private static func describe(_ shift: Shift) -> String {
        "\(shift.date) \(shift.span.map(\.description) ?? "")"
    }
}
