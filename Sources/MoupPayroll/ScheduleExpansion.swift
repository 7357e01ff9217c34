import MoupModel

/// One day a repeat in `schedule.json` schedules a worker: the contract's 소정근로 for that day.
package struct ScheduledDay: Hashable, Sendable {
    package var workerID: String
    package var date: CivilDate
    package var span: TimeSpan
    /// Unpaid break of the scheduled shift (the repeat's, else the worker's default).
    package var breakMinutes: Int
    /// Scheduled minutes after the break.
    package var minutes: Int
    /// The repeat it comes from.
    package var location: SourceLocation

    package init(
        workerID: String, date: CivilDate, span: TimeSpan, breakMinutes: Int, minutes: Int,
        location: SourceLocation
    ) {
        self.workerID = workerID
        self.date = date
        self.span = span
        self.breakMinutes = breakMinutes
        self.minutes = minutes
        self.location = location
    }
}

/// Expands `schedule.json` repeats into scheduled days, for payroll and the calendar pages.
package enum ScheduleExpansion {
    /// Every day from `first` through `last` (inclusive) on which a repeat schedules a worker who
    /// is employed that day, sorted by date, start time, worker id. `worker` limits it to one worker.
    package static func scheduledDays(
        in workplace: Workplace, from first: CivilDate, through last: CivilDate,
        worker: String? = nil
    ) -> [ScheduledDay] {
        guard first <= last else { return [] }
        if let worker { return WorkerSchedule(worker: worker, workplace: workplace).days(from: first, through: last) }
        var days: [ScheduledDay] = []
        for item in workplace.repeats where worker == nil || item.workerID == worker {
            guard let person = workplace.worker(item.workerID) else { continue }
            var date = max(first, item.from)
            let end = min(last, item.until ?? last)
            while date <= end {
                if item.covers(date), person.isEmployed(on: date) {
                    let breakMinutes = breakMinutes(of: item, worker: person)
                    days.append(
                        ScheduledDay(
                            workerID: item.workerID, date: date, span: item.span,
                            breakMinutes: breakMinutes, minutes: item.span.minutes - breakMinutes,
                            location: item.location))
                }
                date = date.adding(days: 1)
            }
        }
        return inDayOrder(days)
    }

    /// `days` by (date, start, worker id, repeat's place).
    static func inDayOrder(_ days: [ScheduledDay]) -> [ScheduledDay] {
        days.sorted(byDayAndMinute: { ($0.date.dayNumber, $0.span.start.minuteOfDay) }) { a, b in
            a.workerID != b.workerID ? a.workerID < b.workerID : a.location < b.location
        }
    }

    /// The unpaid break of a repeat's shift: its own rule, else the worker's default.
    package static func breakMinutes(of item: Repeat, worker: Worker) -> Int {
        breakMinutes(of: item, breakRule: worker.breakRule)
    }

    /// `breakMinutes(of:worker:)` for a worker whose default break is `breakRule` (all it reads of the worker).
    static func breakMinutes(of item: Repeat, breakRule: BreakRule) -> Int {
        breakMinutes(of: item.span, rule: item.breakRule ?? breakRule)
    }

    /// The unpaid break of a shift over `span` under `rule` (`auto`: the legal minimum), as the
    /// schedule counts it: a calendar's week totals for shifts not yet paid.
    package static func breakMinutes(of span: TimeSpan, rule: BreakRule) -> Int {
        switch rule {
        case .auto: return WorkedTime.legalMinimumBreak(forSpan: span.minutes)
        case .minutes(let given): return min(max(given, 0), span.minutes - 1)
        case .ranges(let ranges): return min(ranges.map(\.minutes).reduce(0, +), span.minutes - 1)
        }
    }

    /// Scheduled minutes of one day of the repeat, after its break.
    package static func minutesAfterBreak(_ item: Repeat, worker: Worker) -> Int {
        minutesAfterBreak(item, breakRule: worker.breakRule)
    }

    /// `minutesAfterBreak(_:worker:)` for a worker whose default break is `breakRule`.
    static func minutesAfterBreak(_ item: Repeat, breakRule: BreakRule) -> Int {
        item.span.minutes - breakMinutes(of: item, breakRule: breakRule)
    }
}
