import MoupModel
import MoupRules

/// A day a repeat schedules, before the build date, with no record in `shifts/` of any status (a
/// `planned` record counts here, as in contract v1/v2; `UnconfirmedShiftsAlert`, which pages show,
/// does not count it). One alert a day, kept for `moup payroll`'s alert codes. A paid public holiday is
/// not missing: the worker is off and paid; nor is a history day (up to `history.until`), which is
/// before the content begins.
enum MissingShiftRecordAlert {
    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status (at least those of the period).
    ///   - schedule: the worker's repeats at the workplace.
    static func alerts(
        worker: Worker, workplace: Workplace, records: [WorkerTimeline.RecordDay], schedule: WorkerSchedule,
        period: PayPeriod, today: CivilDate, rules: RuleBook
    ) -> [PayrollAlert] {
        let recorded = Set(records.map(\.date))
        var alerts: [PayrollAlert] = []
        // The days are in date order: a date seen before is the previous day's.
        var previous: CivilDate?
        for (date, span) in schedule.spans(
            from: HistoryDays.firstContentDay(from: period.start, worker: worker),
            through: min(period.end, today.adding(days: -1))) where date != previous
        {
            previous = date
            guard !recorded.contains(date),
                !PublicHolidayPay.isPaidDay(date, worker: worker, workplace: workplace, rules: rules)
            else { continue }
            alerts.append(
                PayrollAlert(
                    code: .missingShiftRecord,
                    message: Phrase(.alertMissingShiftRecord, ["date": .date(date), "span": .span(span)]),
                    date: date))
        }
        return alerts
    }
}
