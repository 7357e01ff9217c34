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
    /// How many minutes are worked.
    let worked: Int
    /// The minute offsets worked, counted from the shift date's midnight (may exceed 1440), as
    /// ascending ranges with gaps between them (the breaks).
    let ranges: [Range<Int>]

    /// The legal minimum break for a span of `minutes` (근로기준법 제54조, as the contract reads it).
    static func legalMinimumBreak(forSpan minutes: Int) -> Int {
        if minutes < 240 { return 0 }
        if minutes < 510 { return 30 }
        return 60
    }

    /// - Parameter isHoliday: whether the minute `offset` falls on a holiday (for the favourable
    ///   placement of a minutes-only break); asked once per calendar date the span touches.
    init(span: TimeSpan, rule: BreakRule, isHoliday: (Int) -> Bool) {
        self.span = span
        let minimum = WorkedTime.legalMinimumBreak(forSpan: span.minutes)
        self.legalMinimumBreak = minimum
        let all = span.offsets
        let ranges: [Range<Int>]
        switch rule {
        case .auto:
            ranges = WorkedTime.removing(minimum, from: all, isHoliday: isHoliday)
            isShortBreak = false
        case .minutes(let given):
            let taken = min(max(given, 0), max(all.count - 1, 0))
            ranges = WorkedTime.removing(taken, from: all, isHoliday: isHoliday)
            isShortBreak = taken < minimum
        case .ranges(let given):
            let removed = given.map { range -> Range<Int> in
                var start = range.start.minuteOfDay
                if start < span.start.minuteOfDay { start += 1440 }
                return start..<start + range.minutes
            }
            ranges = WorkedTime.subtracting(removed, from: all)
            isShortBreak = all.count - ranges.reduce(0) { $0 + $1.count } < minimum
        }
        worked = ranges.reduce(0) { $0 + $1.count }
        breakMinutes = all.count - worked
        self.ranges = ranges
    }

    /// `span` less the minutes of `removed` (which may overlap or reach outside it).
    private static func subtracting(_ removed: [Range<Int>], from span: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var next = span.lowerBound
        for cut in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.upperBound > next {
            if cut.lowerBound > next { result.append(next..<min(cut.lowerBound, span.upperBound)) }
            next = max(next, cut.upperBound)
            if next >= span.upperBound { break }
        }
        if next < span.upperBound { result.append(next..<span.upperBound) }
        return result.filter { !$0.isEmpty }
    }

    /// Removes `count` minutes, cheapest for the worker to lose first: ordinary minutes, then night,
    /// then holiday, then holiday night; earliest first within each. The span is cut into pieces of
    /// one rank (at midnight, 06:00 and 22:00); one pass per rank in time order takes the first
    /// minutes of each piece of that rank, the same minutes as sorting them by (rank, offset) would.
    /// Returns the ranges left.
    private static func removing(_ count: Int, from span: Range<Int>, isHoliday: (Int) -> Bool) -> [Range<Int>] {
        guard count > 0 else { return span.isEmpty ? [] : [span] }
        // The span's pieces of one rank each, cut at midnight, 06:00 and 22:00.
        var pieces: [(range: Range<Int>, rank: Int, taken: Int)] = []
        var start = span.lowerBound
        while start < span.upperBound {
            let end = min(span.upperBound, NightPremium.nextBoundary(after: start))
            pieces.append((start..<end, rank(start, isHoliday), 0))
            start = end
        }
        var left = count
        for cheapest in 0...3 where left > 0 {
            for index in pieces.indices where left > 0 && pieces[index].rank == cheapest {
                let taken = min(left, pieces[index].range.count)
                pieces[index].taken = taken
                left -= taken
            }
        }
        // What is left of each piece, joined where pieces touch.
        var result: [Range<Int>] = []
        for piece in pieces where piece.taken < piece.range.count {
            let kept = piece.range.lowerBound + piece.taken..<piece.range.upperBound
            if let last = result.last, last.upperBound == kept.lowerBound {
                result[result.count - 1] = last.lowerBound..<kept.upperBound
            } else {
                result.append(kept)
            }
        }
        return result
    }

    private static func rank(_ offset: Int, _ isHoliday: (Int) -> Bool) -> Int {
        (isHoliday(offset) ? 2 : 0) + (NightPremium.isNight(offset: offset) ? 1 : 0)
    }
}
