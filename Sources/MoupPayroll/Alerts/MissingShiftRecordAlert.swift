import MoupModel
import MoupRules

/// A day a repeat schedules, before the build date, with no record in `shifts/` (worked, absent or
/// leave). A paid public holiday is not missing: the worker is off and paid; nor is a history day
/// (up to `history.until`), which is before the content begins.
enum MissingShiftRecordAlert {
    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status (at least those of the period).
    ///   - schedule: the worker's repeats at the workplace.
    static func alerts(worker: Worker, workplace: Workplace, records: [WorkerTimeline.RecordDay], schedule: WorkerSchedule,
                       period: PayPeriod, today: CivilDate, rules: RuleBook) -> [PayrollAlert] {
        let scheduled = schedule.spans(from: HistoryDays.firstContentDay(from: period.start, worker: worker),
                                       through: min(period.end, today.adding(days: -1)))
        guard !scheduled.isEmpty else { return [] }
        // The days are in date order: a date seen before is the previous day's.
        var previous: CivilDate?
        return scheduled.compactMap { day in
            defer { previous = day.date }
            guard day.date != previous else { return nil }
            guard !records.contains(where: { $0.date == day.date }),
                  !PublicHolidayPay.isPaidDay(day.date, worker: worker, workplace: workplace, rules: rules)
            else { return nil }
            return PayrollAlert(code: .missingShiftRecord,
                                message: Phrase(.alertMissingShiftRecord, ["date": .date(day.date), "span": .span(day.span)]),
                                date: day.date)
        }
    }
}
