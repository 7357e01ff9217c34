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
        var head = self, tail = MinuteRun(date: date, start: start + minutes, count: count - minutes, rate: rate,
                                          night: night, holiday: holiday)
        head.count = minutes
        tail.holidayBeyondEightHours = holidayBeyondEightHours
        tail.dailyOvertime = dailyOvertime
        tail.weeklyOvertime = weeklyOvertime
        tail.partTimeOvertime = partTimeOvertime
        return (head, tail)
    }
}

/// The runs of a timeline's shifts in one list while the rules mark them (`WorkerTimeline`): shift
/// `s`'s runs are `runs[bounds[s]]`, in time order, the shifts one after another. One list for all
/// the shifts instead of one per shift: a shift's runs are then a slice of it, made and freed with
/// the timeline, not allocated and freed shift by shift.
struct RunTable {
    private(set) var runs: [MinuteRun] = []
    /// Each shift's runs: consecutive ranges of `runs`.
    private(set) var bounds: [Range<Int>] = []

    init(shifts: Int) {
        // Most shifts are one to three runs; the marks split a few more.
        runs.reserveCapacity(shifts * 3)
        bounds.reserveCapacity(shifts)
    }

    /// Adds the next shift's runs, made by `body` (which appends them in time order).
    mutating func appendShift(_ body: (inout [MinuteRun]) -> Void) {
        let first = runs.count
        body(&runs)
        bounds.append(first ..< runs.count)
    }

    /// The run at `index`, for a mark to change (its minutes stay as they are).
    subscript(index: Int) -> MinuteRun {
        get { runs[index] }
        set {
            precondition(newValue.count == runs[index].count && newValue.start == runs[index].start,
                         "a mark does not move minutes; split the run first")
            runs[index] = newValue
        }
    }

    /// Splits the run at `index`, one of shift `shift`'s, in two after its first `minutes` minutes
    /// (0 < minutes < count); the runs after it move up one place.
    mutating func split(_ index: Int, of shift: Int, after minutes: Int) {
        let (head, tail) = runs[index].split(after: minutes)
        runs[index] = head
        runs.insert(tail, at: index + 1)
        bounds[shift] = bounds[shift].lowerBound ..< bounds[shift].upperBound + 1
        for later in bounds.indices.dropFirst(shift + 1) {
            bounds[later] = bounds[later].lowerBound + 1 ..< bounds[later].upperBound + 1
        }
    }

    /// When the run at `index` (of shift `shift`), counted after `counted` earlier minutes, passes
    /// `limit` strictly inside it, splits it there, so that the run at `index` ends exactly at the
    /// limit and the minutes beyond start the next run.
    mutating func split(_ index: Int, of shift: Int, atLimit limit: Int, counted: Int) {
        if counted < limit && counted + runs[index].count > limit { split(index, of: shift, after: limit - counted) }
    }

    /// Counts, in order, the minutes of the runs of `shifts` that `counts` accepts, after `counted`
    /// minutes counted before; marks with `flag` those counted beyond `limit` that `marks` accepts
    /// (splitting the run the limit falls in).
    mutating func markBeyond(_ limit: Int, in shifts: Range<Int>, counted: inout Int, flag: (inout MinuteRun) -> Void,
                             counts: (MinuteRun) -> Bool, marks: (MinuteRun) -> Bool = { _ in true }) {
        for shift in shifts {
            var index = bounds[shift].lowerBound
            while index < bounds[shift].upperBound {
                if counts(runs[index]) {
                    split(index, of: shift, atLimit: limit, counted: counted)
                    if counted >= limit && marks(runs[index]) { flag(&self[index]) }
                    counted += runs[index].count
                }
                index += 1
            }
        }
    }
}
