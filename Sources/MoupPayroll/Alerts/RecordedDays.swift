import MoupModel

/// Which days of a pay period have a shift record of the statuses asked for, for the alerts that look
/// for the scheduled days without one (`MissingShiftRecordAlert`, `UnconfirmedShiftsAlert`): the days
/// as bits by their offset from the period's start (a pay period is a week or a month: its days fit in
/// 64 bits); a day outside them is looked for in the records.
struct RecordedDays {
    private let records: [WorkerTimeline.RecordDay]
    private let counts: (Shift.Status) -> Bool
    private let start: Int
    private var bits: UInt64 = 0

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status (at least those of the period).
    ///   - counts: whether a record of that status counts (all of them, or all but `planned`).
    init(_ records: [WorkerTimeline.RecordDay], period: PayPeriod, counting counts: @escaping (Shift.Status) -> Bool) {
        self.records = records
        self.counts = counts
        start = period.start.dayNumber
        for record in records where counts(record.status) {
            let offset = record.date.dayNumber - start
            if offset >= 0 && offset < 64 { bits |= 1 << UInt64(offset) }
        }
    }

    /// True when `date` has a record that counts.
    func contains(_ date: CivilDate) -> Bool {
        let offset = date.dayNumber - start
        guard offset >= 0 && offset < 64 else { return records.contains { $0.date == date && counts($0.status) } }
        return bits & (1 << UInt64(offset)) != 0
    }
}
