import MoupModel

/// 초단시간근로자 (근로기준법 제18조③): a worker whose 소정근로시간, averaged over 4 weeks (over the weeks
/// there are when the employment is shorter), is under 15 hours a week earns no 주휴 (제55조) and no paid
/// public holiday (payroll-rules.md v3, "소정근로시간"). A week's scheduled hours are averaged over the 4
/// weeks that end with it, counting only weeks from the first whole week of the contract the content
/// knows (`firstWeek`). Where the contract is the same every week this is the week's own test.
/// Weeks of 7, 16, 16 and 16 hours from `start`: the second week averages 11.5 hours and earns no 주휴;
/// the fifth (16 hours again) averages 16 and earns it.
enum FifteenHourTest {
    static let thresholdMinutes = 15 * 60
    static let weeksAveraged = 4

    /// The average scheduled minutes per week of the week starting `weekStart` and the up to three
    /// weeks before it from `firstWeek` on, exact; each week's minutes as 주휴 reads them
    /// (`WeeklyHolidayAllowance.scheduledMinutes`, at most 40 hours).
    /// - Parameter firstWeek: the first week the average counts (`firstWeek(worker:workplace:schedule:records:)`;
    ///   nil: the week alone).
    static func averageMinutes(
        weekStart: CivilDate, firstWeek: CivilDate?, worker: Worker, workplace: Workplace,
        timeline: WorkerTimeline
    ) -> Ratio {
        var total = 0
        var weeks = 0
        for back in 0..<weeksAveraged {
            let start = weekStart.adding(days: -7 * back)
            if back > 0, let firstWeek, start < firstWeek { break }
            if back > 0 && firstWeek == nil { break }
            total +=
                WeeklyHolidayAllowance.scheduledMinutes(
                    weekStart: start, worker: worker, workplace: workplace,
                    timeline: timeline
                ).minutes
            weeks += 1
        }
        return Ratio(total, weeks)
    }

    /// True when the week starting `weekStart` is not 초단시간: its 4-week average is 15 hours or more.
    static func passes(
        weekStart: CivilDate, firstWeek: CivilDate?, worker: Worker, workplace: Workplace,
        timeline: WorkerTimeline
    ) -> Bool {
        averageMinutes(
            weekStart: weekStart, firstWeek: firstWeek, worker: worker, workplace: workplace,
            timeline: timeline
        ).isAtLeast(thresholdMinutes)
    }

    /// The first week whose hours the average counts: the first week of the contract as the content knows
    /// it. That is the first week a repeat covers or a worked record falls in, but not before the first
    /// whole week of the employment: the week holding `start` when `start` is its first day, else the week
    /// after. So a week before the content knows the contract (a worker hired long before the shop began
    /// writing repeats) is not averaged in as 0 hours, nor is a week cut by the hiring day (a worker hired on
    /// a Thursday on 17.5 hours a week is not averaged with the 7 hours of that Thursday and Friday): where
    /// the contract is the same every week the test stays the week's own, as the contract says. A week
    /// before this one is tested alone. Nil when the content knows no week of the worker.
    static func firstWeek(
        worker: Worker, workplace: Workplace, schedule: WorkerSchedule,
        records: [Shift]
    ) -> CivilDate? {
        var known = schedule.repeats.map(\.from).min()
        for index in records.indices where records[index].status == .worked {
            if known.map({ records[index].date < $0 }) ?? true { known = records[index].date }
        }
        guard let known else { return nil }
        let knownWeek = workplace.weekStart(of: known)
        guard let start = worker.start else { return knownWeek }
        let hiredWeek = workplace.weekStart(of: start)
        let firstWholeWeek = start == hiredWeek ? hiredWeek : hiredWeek.adding(days: 7)
        return max(firstWholeWeek, knownWeek)
    }
}
