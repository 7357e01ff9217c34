import MoupModel
import MoupRules

/// Past planned shifts (payroll rules v3): a day before the build date that a shift recorded `planned`
/// or a repeat schedules, with no `worked`, `absent` or `leave` (or `annual-leave`) record, is
/// unconfirmed. It is not paid (nothing says it was worked) and never dropped silently: the payslip
/// whose period holds such days carries one `unconfirmed_shifts` alert listing them.
///
/// A repeat day that is a paid public holiday is not unconfirmed (the worker is off and paid), nor is a
/// history day (up to `history.until`, before the content begins); a day recorded `planned` is, holiday
/// or not: someone planned work there.
enum UnconfirmedShiftsAlert {
    /// The period's unconfirmed days before `today`, ascending, each once; as one alert, or none.
    ///
    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status (at least those of the period).
    ///   - schedule: the worker's repeats at the workplace.
    static func alerts(
        worker: Worker, workplace: Workplace, records: [WorkerTimeline.RecordDay], schedule: WorkerSchedule,
        period: PayPeriod, today: CivilDate, rules: RuleBook
    ) -> [PayrollAlert] {
        let days = unconfirmedDays(
            worker: worker, workplace: workplace, records: records, schedule: schedule,
            period: period, today: today, rules: rules)
        guard !days.isEmpty else { return [] }
        return [
            PayrollAlert(
                code: .unconfirmedShifts,
                message: Phrase(
                    .alertUnconfirmedShifts,
                    [
                        "n": .number(days.count),
                        "days": .list(days.map { .date($0) }, separator: ", "),
                    ]),
                days: days)
        ]
    }

    /// The unconfirmed days of `period` before `today`, ascending, each once.
    static func unconfirmedDays(
        worker: Worker, workplace: Workplace, records: [WorkerTimeline.RecordDay],
        schedule: WorkerSchedule, period: PayPeriod, today: CivilDate,
        rules: RuleBook
    ) -> [CivilDate] {
        let first = HistoryDays.firstContentDay(from: period.start, worker: worker)
        let last = min(period.end, today.adding(days: -1))
        guard first <= last else { return [] }
        // The days with a confirming record (worked, absent or leave: anything but planned).
        let confirmed = Set(records.filter { $0.status != .planned }.map(\.date))
        var days: [CivilDate] = []
        for record in records
        where record.status == .planned && record.date >= first && record.date <= last
            && !confirmed.contains(record.date)
        {
            days.append(record.date)
        }
        for (date, _) in schedule.spans(from: first, through: last)
        where !confirmed.contains(date)
            && !PublicHolidayPay.isPaidDay(date, worker: worker, workplace: workplace, rules: rules)
        {
            days.append(date)
        }
        guard !days.isEmpty else { return [] }
        return Set(days).sorted()
    }
}
