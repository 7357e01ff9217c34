import MoupModel

/// 초단시간근로자 (근로기준법 제18조③): a worker whose 소정근로시간, averaged over 4 weeks (over the weeks
/// there are when the employment is shorter), is under 15 hours a week earns no 주휴 (제55조) and no paid
/// public holiday (payroll-rules.md v3, "소정근로시간"). A week's scheduled hours are averaged over the 4
/// weeks that end with it, counting only weeks from the first week of the employment (`firstWeek`).
/// Where the contract is the same every week this is the week's own test.
/// Weeks of 7, 16, 16 and 16 hours from `start`: the second week averages 11.5 hours and earns no 주휴;
/// the fifth (16 hours again) averages 16 and earns it.
enum FifteenHourTest {
    static let thresholdMinutes = 15 * 60
    static let weeksAveraged = 4

    /// The average scheduled minutes per week of the week starting `weekStart` and the up to three
    /// weeks before it from `firstWeek` on, exact; each week's minutes as 주휴 reads them
    /// (`WeeklyHolidayAllowance.scheduledMinutes`, at most 40 hours).
    /// - Parameter firstWeek: the start of the employment's first week (nil: the week alone).
    static func averageMinutes(weekStart: CivilDate, firstWeek: CivilDate?, worker: Worker, workplace: Workplace,
                               timeline: WorkerTimeline) -> Ratio {
        var total = 0, weeks = 0
        for back in 0 ..< weeksAveraged {
            let start = weekStart.adding(days: -7 * back)
            if back > 0, let firstWeek, start < firstWeek { break }
            if back > 0 && firstWeek == nil { break }
            total += WeeklyHolidayAllowance.scheduledMinutes(weekStart: start, worker: worker, workplace: workplace,
                                                            timeline: timeline).minutes
            weeks += 1
        }
        return Ratio(total, weeks)
    }

    /// True when the week starting `weekStart` is not 초단시간: its 4-week average is 15 hours or more.
    static func passes(weekStart: CivilDate, firstWeek: CivilDate?, worker: Worker, workplace: Workplace,
                       timeline: WorkerTimeline) -> Bool {
        averageMinutes(weekStart: weekStart, firstWeek: firstWeek, worker: worker, workplace: workplace,
                       timeline: timeline).isAtLeast(thresholdMinutes)
    }

    /// The first week the average counts: the week holding `start`, or, when the worker has repeats, the
    /// first week a repeat covers if that is later (weeks before the contract's first scheduled week are
    /// not weeks of the contract: a worker hired on a Thursday whose repeat begins the next Monday is not
    /// averaged with an empty week); without `start`, the first week a repeat covers; without either, the
    /// week of the earliest worked record; nil when there is none.
    static func firstWeek(worker: Worker, workplace: Workplace, schedule: WorkerSchedule,
                          records: ShiftRecords) -> CivilDate? {
        let hired = worker.start.map { workplace.weekStart(of: $0) }
        if let from = schedule.repeats.map(\.from).min() {
            let scheduled = workplace.weekStart(of: from)
            return hired.map { max($0, scheduled) } ?? scheduled
        }
        if let hired { return hired }
        var earliest: CivilDate?
        for index in records.indices where records[index].status == .worked {
            if earliest.map({ records[index].date < $0 }) ?? true { earliest = records[index].date }
        }
        return earliest.map { workplace.weekStart(of: $0) }
    }
}
