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
        // The days with a record, as bits by their offset from the period's start (a pay period is a week or
        // a month: its days fit in 64 bits); a day outside them is looked for in the records.
        let start = period.start.dayNumber
        var recorded: UInt64 = 0
        for record in records {
            let offset = record.date.dayNumber - start
            if offset >= 0 && offset < 64 { recorded |= 1 << UInt64(offset) }
        }
        func hasRecord(_ date: CivilDate) -> Bool {
            let offset = date.dayNumber - start
            guard offset >= 0 && offset < 64 else { return records.contains { $0.date == date } }
            return recorded & (1 << UInt64(offset)) != 0
        }
        // The scheduled days read one by one, not listed first: most have a record and are dropped.
        var alerts: [PayrollAlert] = []
        // The days are in date order: a date seen before is the previous day's.
        var previous: CivilDate?
        schedule.forEachSpan(from: HistoryDays.firstContentDay(from: period.start, worker: worker),
                             through: min(period.end, today.adding(days: -1))) { date, span in
            defer { previous = date }
            guard date != previous else { return }
            guard !hasRecord(date),
                  !PublicHolidayPay.isPaidDay(date, worker: worker, workplace: workplace, rules: rules)
            else { return }
            alerts.append(PayrollAlert(code: .missingShiftRecord,
                                       message: Phrase(.alertMissingShiftRecord, ["date": .date(date), "span": .span(span)]),
                                       date: date))
        }
        return alerts
    }
}
