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

    /// The legal minimum break for a span of `minutes` (근로기준법 제54조, as the contract reads it).
    static func legalMinimumBreak(forSpan minutes: Int) -> Int {
        if minutes < 240 { return 0 }
        if minutes < 510 { return 30 }
        return 60
    }

    /// The worked time alone, without its ranges.
    init(span: TimeSpan, rule: BreakRule, isHoliday: (Int) -> Bool) {
        var ranges: [Range<Int>] = []
        self.init(span: span, rule: rule, ranges: &ranges, isHoliday: isHoliday)
    }

    /// - Parameters:
    ///   - ranges: replaced by the minute offsets worked, counted from the shift date's midnight (may
    ///     exceed 1440), as ascending ranges with gaps between them (the breaks). A list the caller
    ///     keeps: one list serves every shift of a timeline, instead of one new list per shift.
    ///   - isHoliday: whether the minute `offset` falls on a holiday (for the favourable placement of
    ///     a minutes-only break); asked once per calendar date the span touches.
    init(span: TimeSpan, rule: BreakRule, ranges: inout [Range<Int>], isHoliday: (Int) -> Bool) {
        // One by one (a shift leaves one range or two): `removeAll(keepingCapacity:)` costs several
        // times more, through the general `replaceSubrange`.
        while !ranges.isEmpty { ranges.removeLast() }
        self.span = span
        let minimum = WorkedTime.legalMinimumBreak(forSpan: span.minutes)
        self.legalMinimumBreak = minimum
        let all = span.offsets
        switch rule {
        case .auto:
            WorkedTime.removing(minimum, from: all, into: &ranges, isHoliday: isHoliday)
            isShortBreak = false
        case .minutes(let given):
            let taken = min(max(given, 0), max(all.count - 1, 0))
            WorkedTime.removing(taken, from: all, into: &ranges, isHoliday: isHoliday)
            isShortBreak = taken < minimum
        case .ranges(let given):
            let removed = given.map { range -> Range<Int> in
                var start = range.start.minuteOfDay
                if start < span.start.minuteOfDay { start += 1440 }
                return start ..< start + range.minutes
            }
            WorkedTime.subtracting(removed, from: all, into: &ranges)
            isShortBreak = all.count - ranges.reduce(0) { $0 + $1.count } < minimum
        }
        worked = ranges.reduce(0) { $0 + $1.count }
        breakMinutes = all.count - worked
    }

    /// Appends to `result` `span` less the minutes of `removed` (which may overlap or reach outside it).
    private static func subtracting(_ removed: [Range<Int>], from span: Range<Int>, into result: inout [Range<Int>]) {
        var next = span.lowerBound
        for cut in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.upperBound > next {
            if cut.lowerBound > next { result.append(next ..< min(cut.lowerBound, span.upperBound)) }
            next = max(next, cut.upperBound)
            if next >= span.upperBound { break }
        }
        if next < span.upperBound { result.append(next ..< span.upperBound) }
        result.removeAll { $0.isEmpty }
    }

    /// Removes `count` minutes, cheapest for the worker to lose first: ordinary minutes, then night,
    /// then holiday, then holiday night; earliest first within each. The span is cut into pieces of
    /// one rank (at midnight, 06:00 and 22:00); one pass per rank in time order takes the first
    /// minutes of each piece of that rank, the same minutes as sorting them by (rank, offset) would.
    /// The ranges left are appended to `result`.
    private static func removing(_ count: Int, from span: Range<Int>, into result: inout [Range<Int>],
                                 isHoliday: (Int) -> Bool) {
        guard count > 0 else {
            if !span.isEmpty { result.append(span) }
            return
        }
        // Most shifts are one piece (a day shift crosses none of the boundaries): its first minutes go.
        if NightPremium.nextBoundary(after: span.lowerBound) >= span.upperBound {
            if count < span.count { result.append(span.lowerBound + count ..< span.upperBound) }
            return
        }
        // A span of at most 24 hours has at most four pieces (it crosses at most three of the
        // boundaries); more room is kept anyway. On the stack: one shift makes no list for them.
        let most = (span.count + 1439) / 1440 * 3 + 2
        withUnsafeTemporaryAllocation(of: (range: Range<Int>, rank: Int, taken: Int).self, capacity: most) { pieces in
            var used = 0
            var start = span.lowerBound
            while start < span.upperBound {
                let end = min(span.upperBound, NightPremium.nextBoundary(after: start))
                pieces.initializeElement(at: used, to: (start ..< end, rank(start, isHoliday), 0))
                used += 1
                start = end
            }
            var left = count
            for cheapest in 0...3 where left > 0 {
                for index in 0 ..< used where left > 0 && pieces[index].rank == cheapest {
                    let taken = min(left, pieces[index].range.count)
                    pieces[index].taken = taken
                    left -= taken
                }
            }
            // What is left of each piece, joined where pieces touch.
            let first = result.count
            for index in 0 ..< used where pieces[index].taken < pieces[index].range.count {
                let kept = pieces[index].range.lowerBound + pieces[index].taken ..< pieces[index].range.upperBound
                if result.count > first, let last = result.last, last.upperBound == kept.lowerBound {
                    result[result.count - 1] = last.lowerBound ..< kept.upperBound
                } else {
                    result.append(kept)
                }
            }
            // Plain integers: nothing to deinitialize.
        }
    }

    private static func rank(_ offset: Int, _ isHoliday: (Int) -> Bool) -> Int {
        (isHoliday(offset) ? 2 : 0) + (NightPremium.isNight(offset: offset) ? 1 : 0)
    }
}
