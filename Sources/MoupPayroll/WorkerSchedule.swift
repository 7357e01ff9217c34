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
    private let firstDays: [Int]
    private let lastDays: [Int?]
    private let weekdays: [Int]
    /// Day numbers of the worker's employment (nil: unbounded); nil schedule when the workplace does
    /// not list the worker.
    private let employedFrom: Int?
    private let employedThrough: Int?
    private let listed: Bool

    init(worker id: String, workplace: Workplace) {
        repeats = workplace.repeats.filter { $0.workerID == id }
        let person = repeats.isEmpty ? nil : workplace.worker(id)
        listed = person != nil
        let ordered = repeats.count > 1
            ? repeats.sorted { ($0.span.start, $0.location) < ($1.span.start, $1.location) } : repeats
        self.ordered = ordered
        breaks = person.map { person in ordered.map { ScheduleExpansion.breakMinutes(of: $0, worker: person) } } ?? []
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

    /// Calls `body` with the index in `ordered` and the day number of each scheduled day, in order.
    private func forEachDay(from first: CivilDate, through last: CivilDate, _ body: (Int, Int) -> Void) {
        guard listed else { return }
        var lower = first.dayNumber, upper = last.dayNumber
        if let employedFrom { lower = max(lower, employedFrom) }
        if let employedThrough { upper = min(upper, employedThrough) }
        guard lower <= upper else { return }
        for number in lower ... upper {
            // 1970-01-01 (day 0) was a Thursday: Monday is 0.
            let weekday = 1 << (((number % 7) + 7 + 3) % 7)
            for index in ordered.indices where weekdays[index] & weekday != 0 && number >= firstDays[index]
                && lastDays[index].map({ number <= $0 }) ?? true {
                body(index, number)
            }
        }
    }
}
