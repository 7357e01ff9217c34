import MoupModel

/// Worked minutes of one shift: the span less its unpaid break (payroll-rules.md, Time).
///
/// - `auto`: the legal minimum for the span (under 4h: 0; 4h up to 8h30: 30; 8h30 or more: 60).
/// - minutes only: taken out of the minutes that earn least first (day before night, ordinary
///   days before holidays), the reading most favourable to the worker; earliest first among equals.
/// - time ranges: exactly those minutes.
/// A break given shorter than the legal minimum is paid as given and flagged (`isShortBreak`).
struct WorkedTime: Hashable, Sendable {
    let span: TimeSpan
    let breakMinutes: Int
    let legalMinimumBreak: Int
    /// True when a break was given (minutes or ranges) shorter than the legal minimum.
    let isShortBreak: Bool
    /// Minute offsets worked, counted from the shift date's midnight, ascending; may exceed 1440.
    let offsets: [Int]

    var worked: Int { offsets.count }

    /// The legal minimum break for a span of `minutes` (근로기준법 제54조, as the contract reads it).
    static func legalMinimumBreak(forSpan minutes: Int) -> Int {
        if minutes < 240 { return 0 }
        if minutes < 510 { return 30 }
        return 60
    }

    /// - Parameter isHoliday: whether a minute `offset` falls on a holiday (for the favourable
    ///   placement of a minutes-only break).
    init(span: TimeSpan, rule: BreakRule, isHoliday: (Int) -> Bool) {
        self.span = span
        let minimum = WorkedTime.legalMinimumBreak(forSpan: span.minutes)
        self.legalMinimumBreak = minimum
        let all = Array(span.offsets)
        switch rule {
        case .auto:
            offsets = WorkedTime.removing(minimum, from: all, isHoliday: isHoliday)
            isShortBreak = false
        case .minutes(let given):
            let taken = min(max(given, 0), max(all.count - 1, 0))
            offsets = WorkedTime.removing(taken, from: all, isHoliday: isHoliday)
            isShortBreak = taken < minimum
        case .ranges(let ranges):
            var removed = Set<Int>()
            for range in ranges {
                var start = range.start.minuteOfDay
                if start < span.start.minuteOfDay { start += 1440 }
                for offset in start ..< start + range.minutes { removed.insert(offset) }
            }
            offsets = all.filter { !removed.contains($0) }
            isShortBreak = all.count - offsets.count < minimum
        }
        breakMinutes = all.count - offsets.count
    }

    /// Removes `count` minutes, cheapest for the worker to lose first: ordinary minutes, then night,
    /// then holiday, then holiday night; earliest first within each. `offsets` is ascending, so one
    /// pass per rank in offset order takes the same minutes as sorting by (rank, offset) would.
    private static func removing(_ count: Int, from offsets: [Int], isHoliday: (Int) -> Bool) -> [Int] {
        guard count > 0 else { return offsets }
        let ranks = offsets.map { rank($0, isHoliday) }
        var removed = [Bool](repeating: false, count: offsets.count)
        var left = count
        for cheapest in 0...3 where left > 0 {
            for index in offsets.indices where left > 0 && ranks[index] == cheapest {
                removed[index] = true
                left -= 1
            }
        }
        return offsets.indices.filter { !removed[$0] }.map { offsets[$0] }
    }

    private static func rank(_ offset: Int, _ isHoliday: (Int) -> Bool) -> Int {
        (isHoliday(offset) ? 2 : 0) + (NightPremium.isNight(offset: offset) ? 1 : 0)
    }
}
