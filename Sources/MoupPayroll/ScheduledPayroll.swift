import MoupModel

/// The payroll the schedule would give: the "scheduled" side of a dashboard's scheduled-versus-actual.
///
/// Each workplace that has repeats is paid as if every day its repeats schedule (`ScheduleExpansion`)
/// had been worked exactly as scheduled, priced by the same `PayrollEngine` as the real payslips:
/// base pay, premiums, 주휴수당, 공휴일 pay, and the employer's insurance shares. Around the month
/// (from two weeks before its first day to a week after its last, so that every week a pay period
/// touches is whole) the recorded shifts are replaced by the scheduled days; records outside that
/// window stay as they are, so figures that look far back (연차, 평균임금) read the same history.
/// Recorded leave, absences and extra shifts inside the window are therefore not in the scheduled
/// side: they are what the schedule did not plan. Workplaces without repeats have no scheduled side.
package enum ScheduledPayroll {
    /// Days before the month's first day and after its last that are replaced by the schedule.
    static let daysBefore = 14
    static let daysAfter = 7

    /// Wage payslips (no 퇴직금 statements) of every pay period ending in `month`, as scheduled.
    package static func report(
        for content: Content, month: YearMonth, today: CivilDate,
        engine: PayrollEngine
    ) -> PayrollReport {
        let scheduled = scenario(content, month: month)
        guard !scheduled.workplaces.isEmpty else { return PayrollReport(month: month, payslips: []) }
        return PayrollReport(
            month: month, payslips: payslips(ofScenario: scheduled, month: month, today: today, engine: engine))
    }

    /// The parts of `report`'s work that can be done apart: the scenario of `month` cut into one part
    /// per workplace that has a schedule (`Content.workplaceParts`), each to be priced by
    /// `payslips(ofScenario:…)`; the parts' payslips in this order are the report's.
    package static func scenarioParts(of content: Content, month: YearMonth) -> [Content] {
        scenario(content, month: month).workplaceParts()
    }

    /// The wage payslips of a scenario (or of one of its parts), as scheduled.
    package static func payslips(
        ofScenario scheduled: Content, month: YearMonth, today: CivilDate,
        engine: PayrollEngine
    ) -> [Payslip] {
        engine.report(for: scheduled, month: month, today: today).payslips.filter { $0.kind == .wages }
    }

    /// `content` with only the workplaces that have repeats, each with the window around `month`
    /// holding the scheduled days as worked shifts instead of its records.
    static func scenario(_ content: Content, month: YearMonth) -> Content {
        let first = month.firstDay.adding(days: -daysBefore)
        let last = month.lastDay.adding(days: daysAfter)
        var result = content
        result.workplaces = content.workplaces.compactMap { place in
            guard !place.repeats.isEmpty else { return nil }
            var place = place
            let repeats = Dictionary(grouping: place.repeats, by: \.workerID)
            let workers = Dictionary(place.workers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let kept = place.shifts.filter { $0.date < first || $0.date > last }
            let planned = ScheduleExpansion.scheduledDays(in: place, from: first, through: last).compactMap {
                day -> Shift? in
                guard let worker = workers[day.workerID], !HistoryDays.contains(day.date, worker: worker) else {
                    return nil
                }
                // The repeat's own break rule (the expansion keeps only its minutes), else the worker's.
                let item = repeats[day.workerID]?.first {
                    $0.location == day.location && $0.span == day.span && $0.covers(day.date)
                }
                return Shift(
                    workerID: day.workerID, date: day.date, status: .worked, span: day.span,
                    breakRule: item?.breakRule, location: day.location)
            }
            place.shifts = (kept + planned).sorted {
                ($0.date, $0.span?.start.minuteOfDay ?? -1, $0.workerID) < (
                    $1.date, $1.span?.start.minuteOfDay ?? -1, $1.workerID
                )
            }
            return place
        }
        return result
    }
}
