/// Tallies worked minutes into premium parts, one per (rate, percent), in order of first
/// appearance, without building a list of minutes first. Runs come in long stretches of one rate
/// and percent, so the part the previous run went to is kept aside and added to first; it joins
/// the list when another part comes, or at the end.
struct PartTally {
    /// The parts before the current one took its place, in order of first appearance.
    private var listed: [PremiumPart] = []
    /// The part the last minutes went to, and where it stands in `listed` (`listed.count`: not listed yet).
    private var current: PremiumPart?
    private var currentIndex = 0

    /// The parts, in order of first appearance: the current one put in its place in the list itself,
    /// for the end of a tally (counting may go on after).
    mutating func finish() -> [PremiumPart] {
        listCurrent()
        return listed
    }

    /// Puts the current part, if any, in its place in `listed`, and keeps none aside. (Inlined: `add`
    /// calls it whenever the part changes; a call cost the engine 0.7 % of its instructions.)
    @inline(__always)
    private mutating func listCurrent() {
        guard let current else { return }
        if currentIndex < listed.count { listed[currentIndex] = current } else { listed.append(current) }
        self.current = nil
    }

    /// Counts `minutes` minutes at `rate` and `percent`.
    mutating func add(_ rate: HourlyRate, percent: Int, minutes: Int) {
        if current?.percent == percent, current?.rate == rate {
            current!.minutes += minutes
            return
        }
        // Another part than the last: the current one is listed, and the part of `rate` and `percent`
        // (found in the list, or new) takes its place.
        listCurrent()
        if let index = listed.firstIndex(where: { $0.rate == rate && $0.percent == percent }) {
            current = listed[index]
            current!.minutes += minutes
            currentIndex = index
        } else {
            // Most tallies have one to three parts.
            if listed.capacity == 0 { listed.reserveCapacity(4) }
            current = PremiumPart(rate: rate, percent: percent, minutes: minutes)
            currentIndex = listed.count
        }
    }

    /// The parts of the minutes of `shifts` that `percent` gives a percentage (nil: not counted).
    static func parts(of shifts: [WorkedShift], percent: (MinuteRun) -> Int?) -> [PremiumPart] {
        var tally = PartTally()
        // By index: each shift's runs are read in place, the shift not copied, nor its list of runs
        // retained for an iterator (as `for run in shifts[index].runs` does, shift by shift, on every pass).
        for index in shifts.indices {
            for position in shifts[index].runs.indices {
                let run = shifts[index].runs[position]
                if let percent = percent(run) { tally.add(run.rate, percent: percent, minutes: run.count) }
            }
        }
        return tally.finish()
    }
}
