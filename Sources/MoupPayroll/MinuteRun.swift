import MoupModel

/// A run of consecutive worked minutes of one shift that every premium rule classifies alike: one
/// calendar date, one rate, all night or all day, all holiday or none, and the same overtime marks.
/// A shift's minutes are a few runs (split at midnight, 06:00, 22:00, breaks and the thresholds
/// the rules mark), so the rules count and mark whole runs instead of single minutes.
struct MinuteRun: Hashable, Sendable {
    /// The calendar date the minutes fall on (after midnight: the next day).
    let date: CivilDate
    /// Offset of the first minute from the shift date's midnight (may exceed 1440).
    let start: Int
    /// How many minutes the run holds (at least 1).
    var count: Int
    let rate: HourlyRate
    /// In 22:00–06:00.
    let night: Bool
    /// Falls on a holiday (주휴일, public holiday, May 1).
    let holiday: Bool
    /// Holiday minutes beyond the first 8 hours worked on that holiday (+100% instead of +50%).
    var holidayBeyondEightHours = false
    /// Beyond 8 hours in its shift.
    var dailyOvertime = false
    /// Beyond 40 hours in its week, not already daily overtime, not holiday minutes.
    var weeklyOvertime = false
    /// Beyond the day's contract minutes of a 단시간근로자, not overtime, not holiday minutes
    /// (기간제법 제6조③).
    var partTimeOvertime = false

    var overtime: Bool { dailyOvertime || weeklyOvertime }

    /// Offsets one past the run's last minute.
    var end: Int { start + count }

    /// The run's first `minutes` minutes and the rest, each keeping every mark.
    func split(after minutes: Int) -> (head: MinuteRun, tail: MinuteRun) {
        var head = self
        var tail = MinuteRun(
            date: date, start: start + minutes, count: count - minutes, rate: rate,
            night: night, holiday: holiday)
        head.count = minutes
        tail.holidayBeyondEightHours = holidayBeyondEightHours
        tail.dailyOvertime = dailyOvertime
        tail.weeklyOvertime = weeklyOvertime
        tail.partTimeOvertime = partTimeOvertime
        return (head, tail)
    }
}

extension WorkedShift {
    /// Splits the run at `index` in two after its first `minutes` minutes (0 < minutes < count).
    mutating func split(run index: Int, after minutes: Int) {
        let (head, tail) = runs[index].split(after: minutes)
        runs[index] = head
        runs.insert(tail, at: index + 1)
    }

    /// When the run at `index`, counted after `counted` earlier minutes, passes `limit` strictly inside
    /// it, splits it there, so that the run at `index` ends exactly at the limit and the minutes beyond
    /// start the next run.
    mutating func split(run index: Int, atLimit limit: Int, counted: Int) {
        if counted < limit && counted + runs[index].count > limit { split(run: index, after: limit - counted) }
    }
}

extension [WorkedShift] {
    /// Counts, in order, the minutes of the runs of the shifts `range` that `counts` accepts, after
    /// `counted` minutes counted before; marks with `flag` those counted beyond `limit` that `marks`
    /// accepts (splitting the run the limit falls in).
    mutating func markBeyond(
        _ limit: Int, in range: Range<Int>, counted: inout Int, flag: (inout MinuteRun) -> Void,
        counts: (MinuteRun) -> Bool, marks: (MinuteRun) -> Bool = { _ in true }
    ) {
        for shift in range {
            var index = 0
            while index < self[shift].runs.count {
                if counts(self[shift].runs[index]) {
                    self[shift].split(run: index, atLimit: limit, counted: counted)
                    if counted >= limit && marks(self[shift].runs[index]) { flag(&self[shift].runs[index]) }
                    counted += self[shift].runs[index].count
                }
                index += 1
            }
        }
    }
}
