import MoupModel

/// One worker's repeats at a workplace, read once: the days they schedule over any span, exactly as
/// `ScheduleExpansion.scheduledDays(in:from:through:worker:)` lists them, without reading the other
/// workers' repeats again. Dates are stepped as day numbers; a `CivilDate` is made only for a day
/// that is scheduled.
struct WorkerSchedule: Sendable {
    /// The worker's repeats, in `schedule.json` order.
    let repeats: [Repeat]
    /// The repeats in the order a date's days are listed: start time, then place in the file.
    private let ordered: [Repeat]
    /// For each of `ordered`: its unpaid break, first and last day number (nil: open-ended), and its
    /// weekdays as bits (bit 0 Monday).
    private let breaks: [Int]
    /// For each of `ordered`: its minutes after break with the break of the worker the schedule was
    /// made for, and how many weekdays it lists (the contract's look-ups, `WageRates.scheduledMinutes`).
    private let ownMinutes: [Int]
    private let dayCounts: [Int]
    private let firstDays: [Int]
    private let lastDays: [Int?]
    private let weekdays: [Int]
    /// Day numbers of the worker's employment (nil: unbounded); nil schedule when the workplace does
    /// not list the worker.
    private let employedFrom: Int?
    private let employedThrough: Int?
    private let listed: Bool

    /// The schedule of `worker`, whose own break counts for the contract's look-ups.
    init(worker: Worker, workplace: Workplace) {
        self.init(worker: worker.id, workplace: workplace, reading: worker)
    }

    /// - Parameter reading: the worker whose break counts for the contract's look-ups (nil: as the
    ///   workplace lists them).
    init(worker id: String, workplace: Workplace, reading: Worker? = nil) {
        repeats = workplace.repeats.filter { $0.workerID == id }
        let person = repeats.isEmpty ? nil : workplace.worker(id)
        listed = person != nil
        let ordered = repeats.count > 1
            ? repeats.sorted { ($0.span.start, $0.location) < ($1.span.start, $1.location) } : repeats
        self.ordered = ordered
        breaks = person.map { person in ordered.map { ScheduleExpansion.breakMinutes(of: $0, worker: person) } } ?? []
        if let own = reading ?? person {
            ownMinutes = ordered.map { ScheduleExpansion.minutesAfterBreak($0, worker: own) }
        } else {
            ownMinutes = ordered.map { _ in 0 }
        }
        dayCounts = ordered.map(\.days.count)
        firstDays = ordered.map(\.from.dayNumber)
        lastDays = ordered.map { $0.until?.dayNumber }
        weekdays = ordered.map { $0.days.reduce(0) { $0 | 1 << $1.index } }
        employedFrom = person?.start?.dayNumber
        employedThrough = person?.end?.dayNumber
    }

    /// Every scheduled day from `first` through `last`, as `ScheduleExpansion` lists one worker's.
    func days(from first: CivilDate, through last: CivilDate) -> [ScheduledDay] {
        var days: [ScheduledDay] = []
        forEachDay(from: first, through: last) { index, number in
            let item = ordered[index]
            days.append(ScheduledDay(workerID: item.workerID, date: CivilDate(dayNumber: number), span: item.span,
                                     breakMinutes: breaks[index], minutes: item.span.minutes - breaks[index],
                                     location: item.location))
        }
        return days
    }

    /// How many days `days(from:through:)` lists and their scheduled minutes, without listing them.
    func total(from first: CivilDate, through last: CivilDate) -> (days: Int, minutes: Int) {
        var count = 0, minutes = 0
        forEachDay(from: first, through: last) { index, _ in
            count += 1
            minutes += ordered[index].span.minutes - breaks[index]
        }
        return (count, minutes)
    }

    /// The minutes the repeats covering `date` schedule, employed or not, or nil when none covers
    /// it: `WageRates.scheduledMinutes(on:worker:repeats:)` for the worker the schedule was made for.
    func minutes(on date: CivilDate) -> Int? {
        let number = date.dayNumber, weekday = Self.weekdayBit(number)
        var minutes: Int?
        for index in ordered.indices where covers(index, number, weekday) {
            minutes = (minutes ?? 0) + ownMinutes[index]
        }
        return minutes
    }

    /// On `date`: the contract's weekly minutes (each repeat in force that day, `from` … `until`, its
    /// weekdays × its minutes) and the day's (the repeats covering it), for the worker the schedule
    /// was made for.
    func contract(on date: CivilDate) -> (week: Int, day: Int) {
        let number = date.dayNumber, weekday = Self.weekdayBit(number)
        var week = 0, day = 0
        for index in ordered.indices where number >= firstDays[index] && lastDays[index].map({ number <= $0 }) ?? true {
            week += dayCounts[index] * ownMinutes[index]
            if weekdays[index] & weekday != 0 { day += ownMinutes[index] }
        }
        return (week, day)
    }

    /// The day numbers (`CivilDate.dayNumber`) of the days `days(from:through:)` lists, in order.
    func dayNumbers(from first: CivilDate, through last: CivilDate) -> [Int] {
        var numbers: [Int] = []
        forEachDay(from: first, through: last) { _, number in numbers.append(number) }
        return numbers
    }

    /// Calls `body` with the index in `ordered` and the day number of each scheduled day, in order.
    private func forEachDay(from first: CivilDate, through last: CivilDate, _ body: (Int, Int) -> Void) {
        guard listed else { return }
        var lower = first.dayNumber, upper = last.dayNumber
        if let employedFrom { lower = max(lower, employedFrom) }
        if let employedThrough { upper = min(upper, employedThrough) }
        guard lower <= upper else { return }
        for number in lower ... upper {
            let weekday = Self.weekdayBit(number)
            for index in ordered.indices where covers(index, number, weekday) { body(index, number) }
        }
    }

    /// `Repeat.covers` for the repeat at `index` of `ordered`, by day number.
    private func covers(_ index: Int, _ number: Int, _ weekday: Int) -> Bool {
        weekdays[index] & weekday != 0 && number >= firstDays[index] && lastDays[index].map { number <= $0 } ?? true
    }

    /// The bit of the weekday of a day number (bit 0 Monday; 1970-01-01, day 0, was a Thursday).
    private static func weekdayBit(_ number: Int) -> Int { 1 << (((number % 7) + 7 + 3) % 7) }
}
