import MoupModel
import MoupRules

/// A day a repeat schedules, before the build date, with no record in `shifts/` (worked, absent or
/// leave). A paid public holiday is not missing: the worker is off and paid; nor is a history day
/// (up to `history.until`), which is before the content begins.
enum MissingShiftRecordAlert {
    /// - Parameter records: the worker's shift records at the workplace, any status.
    static func alerts(worker: Worker, workplace: Workplace, records: [Shift], period: PayPeriod, today: CivilDate,
                       rules: RuleBook) -> [PayrollAlert] {
        let scheduled = ScheduleExpansion.scheduledDays(in: workplace,
                                                        from: HistoryDays.firstContentDay(from: period.start, worker: worker),
                                                        through: min(period.end, today.adding(days: -1)), worker: worker.id)
        guard !scheduled.isEmpty else { return [] }
        let recorded = Set(records.map(\.date))
        var seen = Set<CivilDate>()
        return scheduled.compactMap { day in
            guard seen.insert(day.date).inserted else { return nil }
            guard !recorded.contains(day.date), !PublicHolidayPay.isPaidDay(day.date, worker: worker, workplace: workplace, rules: rules)
            else { return nil }
            return PayrollAlert(code: .missingShiftRecord,
                                message: Phrase(.alertMissingShiftRecord, ["date": .text(day.date.description),
                                                                           "span": .text(day.span.description)]),
                                date: day.date)
        }
    }
}
