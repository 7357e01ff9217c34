import MoupModel

/// Two repeats of one worker may not schedule overlapping shifts: the schedule is the contract
/// that sets scheduled (소정) hours, and a double-booked contract would count hours twice.
enum RepeatOverlapCheck {
    static func check(_ repeats: [Repeat], report: Report) {
        for (index, later) in repeats.enumerated() {
            for earlier in repeats[..<index] where earlier.workerID == later.workerID {
                if let day = firstOverlap(earlier, later) {
                    report.error(
                        Wording(
                            "content.repeatOverlap",
                            [
                                "worker": "\(later.workerID)", "day": "\(day)", "span": "\(later.span)",
                                "other": "\(earlier.span)", "location": "\(earlier.location)",
                            ]),
                        at: later.location, code: "content.repeat-overlap")
                    break
                }
            }
        }
    }

    /// The first date on which the two repeats schedule overlapping time, looking one week
    /// into the dates both cover (the pattern repeats weekly), plus the day before for
    /// shifts that run past midnight.
    static func firstOverlap(_ a: Repeat, _ b: Repeat) -> CivilDate? {
        let first = max(a.from, b.from)
        let farFuture = first.adding(days: 8)
        let last = min(a.until ?? farFuture, b.until ?? farFuture, farFuture)
        guard first <= last else { return nil }
        func shifts(_ r: Repeat) -> [(day: CivilDate, minutes: Range<Int>)] {
            (first.dayNumber - 1...last.dayNumber).map(CivilDate.init(dayNumber:)).filter(r.covers).map { day in
                let base = day.dayNumber * 1440
                return (day, base + r.span.offsets.lowerBound..<base + r.span.offsets.upperBound)
            }
        }
        let bShifts = shifts(b)
        for x in shifts(a) {
            for y in bShifts where x.minutes.overlaps(y.minutes) {
                return max(x.day, y.day)
            }
        }
        return nil
    }
}
