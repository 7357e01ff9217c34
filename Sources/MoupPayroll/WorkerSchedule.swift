import MoupModel

/// One worker's repeats at a workplace, read once: the days they schedule over any span, exactly as
/// `ScheduleExpansion.scheduledDays(in:from:through:worker:)` lists them, without reading the other
/// workers' repeats again. Dates are stepped as day numbers; a `CivilDate` is made only for a day
/// that is scheduled.
struct WorkerSchedule: Sendable {
    /// The worker's repeats, in `schedule.json` order.
    let repeats: [Repeat]
    /// The repeats in the order a date's days are listed: start time, then place in the file; and
    /// what every look-up needs of each, worked out once (plain numbers, cheap to read).
    private let orderedItems: [Repeat]
    private let ordered: [Entry]
    /// Day numbers of the worker's employment (nil: unbounded).
    private let employedFrom: Int?
    private let employedThrough: Int?
    /// False when the workplace does not list the worker: nothing is scheduled.
    private let listed: Bool

    /// What every look-up needs of one repeat.
    private struct Entry: Sendable {
        /// Its minutes (span) and unpaid break (with the break of the worker as the workplace lists them).
        let spanMinutes: Int
        let breakMinutes: Int
        /// Its minutes after break with the break of the worker the schedule was made for (the
        /// contract's look-ups, `WageRates.scheduledMinutes`).
        let ownMinutes: Int
        /// How many weekdays it lists, and which as bits (bit 0 Monday).
        let dayCount: Int
        let weekdays: Int
        /// Its first and last day numbers (nil: open-ended).
        let firstDay: Int
        let lastDay: Int?
    }

    /// The schedule of `worker`, whose own break counts for the contract's look-ups.
    init(worker: Worker, workplace: Workplace) {
        self.init(worker: worker.id, workplace: workplace, readingBreak: worker.breakRule)
    }

    /// - Parameter readingBreak: the break of the worker whose minutes count for the contract's
    ///   look-ups (nil: the worker's as the workplace lists them).
    init(worker id: String, workplace: Workplace, readingBreak: BreakRule? = nil) {
        let repeats = workplace.repeats.filter { $0.workerID == id }
        let person = repeats.isEmpty ? nil : workplace.worker(id)
        self.init(repeats: repeats, listed: person.map(Listing.init), ownBreak: readingBreak ?? person?.breakRule)
    }

    /// The schedule of `worker`, one of the workplace's workers as it lists them, from `repeats`: the
    /// worker's repeats at the workplace in `schedule.json` order.
    init(listed worker: Worker, repeats: [Repeat]) {
        self.init(repeats: repeats, listed: repeats.isEmpty ? nil : Listing(worker), ownBreak: worker.breakRule)
    }

    /// What the schedule reads of the worker as the workplace lists them: their break and employment dates.
    private struct Listing {
        let breakRule: BreakRule
        let start: CivilDate?
        let end: CivilDate?

        init(_ worker: Worker) {
            breakRule = worker.breakRule
            start = worker.start
            end = worker.end
        }
    }

    /// - Parameters:
    ///   - listed: the worker as the workplace lists them (nil: not listed, or no repeat).
    ///   - ownBreak: the break of the worker whose minutes count for the contract's look-ups (nil: none).
    private init(repeats: [Repeat], listed person: Listing?, ownBreak: BreakRule?) {
        self.repeats = repeats
        listed = person != nil
        let sorted =
            repeats.count > 1
            ? repeats.sorted { ($0.span.start, $0.location) < ($1.span.start, $1.location) } : repeats
        orderedItems = sorted
        let listedBreak = person?.breakRule
        ordered = sorted.map { item in
            Entry(
                spanMinutes: item.span.minutes,
                breakMinutes: listedBreak.map { ScheduleExpansion.breakMinutes(of: item, breakRule: $0) } ?? 0,
                ownMinutes: ownBreak.map { ScheduleExpansion.minutesAfterBreak(item, breakRule: $0) } ?? 0,
                dayCount: item.days.count, weekdays: item.days.reduce(0) { $0 | 1 << $1.index },
                firstDay: item.from.dayNumber, lastDay: item.until?.dayNumber)
        }
        employedFrom = person?.start?.dayNumber
        employedThrough = person?.end?.dayNumber
    }

    /// Every scheduled day from `first` through `last`, as `ScheduleExpansion` lists one worker's.
    func days(from first: CivilDate, through last: CivilDate) -> [ScheduledDay] {
        var days: [ScheduledDay] = []
        forEachDay(from: first, through: last) { index, number in
            let entry = ordered[index]
            let item = orderedItems[index]
            days.append(
                ScheduledDay(
                    workerID: item.workerID, date: CivilDate(dayNumber: number), span: item.span,
                    breakMinutes: entry.breakMinutes, minutes: entry.spanMinutes - entry.breakMinutes,
                    location: item.location))
        }
        return days
    }

    /// The date and span of each day `days(from:through:)` lists, in its order.
    func spans(from first: CivilDate, through last: CivilDate) -> [(date: CivilDate, span: TimeSpan)] {
        var days: [(date: CivilDate, span: TimeSpan)] = []
        forEachDay(from: first, through: last) { index, number in
            days.append((CivilDate(dayNumber: number), orderedItems[index].span))
        }
        return days
    }

    /// How many days `days(from:through:)` lists and their scheduled (소정) minutes, without listing them:
    /// each date's minutes (all the repeats covering it) count at most 8 hours (`ScheduledHoursLimit`).
    /// A span longer than a week is not capped at 40 hours a week here: a reader of a week caps it.
    func total(from first: CivilDate, through last: CivilDate) -> (days: Int, minutes: Int) {
        var count = 0
        var minutes = 0
        // The date being summed (its day number) and its minutes so far: the days come in date order.
        var date = Int.min
        var dateMinutes = 0
        forEachDay(from: first, through: last) { index, number in
            if number != date {
                minutes += ScheduledHoursLimit.day(dateMinutes)
                date = number
                dateMinutes = 0
            }
            count += 1
            dateMinutes += ordered[index].spanMinutes - ordered[index].breakMinutes
        }
        minutes += ScheduledHoursLimit.day(dateMinutes)
        return (count, minutes)
    }

    /// The minutes the repeats covering `date` schedule, employed or not, or nil when none covers
    /// it: `WageRates.scheduledMinutes(on:worker:repeats:)` for the worker the schedule was made for.
    func minutes(on date: CivilDate) -> Int? {
        let number = date.dayNumber
        let weekday = Self.weekdayBit(number)
        var minutes: Int?
        for index in ordered.indices where covers(index, number, weekday) {
            minutes = (minutes ?? 0) + ordered[index].ownMinutes
        }
        return minutes
    }

    /// On `date`: the contract's weekly 소정 minutes and the day's, for the worker the schedule was made
    /// for. The repeats in force that day (`from` … `until`) give each weekday its minutes; each weekday
    /// counts at most 8 hours and the week at most 40 (`ScheduledHoursLimit`); the day's are those of
    /// `date`'s weekday.
    func contract(on date: CivilDate) -> (week: Int, day: Int) {
        let number = date.dayNumber
        let today = Self.weekdayBit(number)
        var week = 0
        var day = 0
        for weekday in 0..<7 {
            let bit = 1 << weekday
            var minutes = 0
            for entry in ordered
            where entry.weekdays & bit != 0 && number >= entry.firstDay
                && entry.lastDay.map({ number <= $0 }) ?? true
            {
                minutes += entry.ownMinutes
            }
            week += ScheduledHoursLimit.day(minutes)
            if bit == today { day = ScheduledHoursLimit.day(minutes) }
        }
        return (ScheduledHoursLimit.week(week), day)
    }

    /// The day numbers (`CivilDate.dayNumber`) of the days `days(from:through:)` lists, in order.
    func dayNumbers(from first: CivilDate, through last: CivilDate) -> [Int] {
        var numbers: [Int] = []
        forEachDay(from: first, through: last) { _, number in numbers.append(number) }
        return numbers
    }

    /// Calls `body` with the day number of each day `days(from:through:)` lists, in order, without
    /// listing them.
    func forEachDayNumber(from first: CivilDate, through last: CivilDate, _ body: (Int) -> Void) {
        forEachDay(from: first, through: last) { _, number in body(number) }
    }

    /// Calls `body` with the index in `ordered` and the day number of each scheduled day, in order.
    private func forEachDay(from first: CivilDate, through last: CivilDate, _ body: (Int, Int) -> Void) {
        guard listed else { return }
        var lower = first.dayNumber
        var upper = last.dayNumber
        if let employedFrom { lower = max(lower, employedFrom) }
        if let employedThrough { upper = min(upper, employedThrough) }
        guard lower <= upper else { return }
        // The weekday's bit stepped along with the day (bit 0 Monday … bit 6 Sunday), not worked out anew.
        var weekday = Self.weekdayBit(lower)
        for number in lower...upper {
            for index in ordered.indices where covers(index, number, weekday) { body(index, number) }
            weekday = weekday == 1 << 6 ? 1 : weekday << 1
        }
    }

    /// `Repeat.covers` for the repeat at `index` of `ordered`, by day number.
    private func covers(_ index: Int, _ number: Int, _ weekday: Int) -> Bool {
        let entry = ordered[index]
        return entry.weekdays & weekday != 0 && number >= entry.firstDay && entry.lastDay.map { number <= $0 } ?? true
    }

    /// The bit of the weekday of a day number (bit 0 Monday), as `Entry.weekdays` holds them.
    private static func weekdayBit(_ number: Int) -> Int { 1 << CivilDate(dayNumber: number).weekday.index }
}
