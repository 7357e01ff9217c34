import MoupModel
import MoupPayroll

/// What a calendar shows on one day for one worker: a recorded shift, or a day a repeat schedules.
/// A class, though it is a value never changed once made: an entry carries its workplace, worker and
/// shift whole, and the calendars, week pages and feeds pass entries around, sort and group them,
/// which for a struct retained and released every field of all three at each copy.
final class CalendarEntry: Sendable {
    enum Status: String, Sendable, CaseIterable {
        case worked, planned, absent, leave
        /// A past day planned, or scheduled by a repeat, with no worked, absent or leave record: the
        /// payroll listed it in `unconfirmed_shifts` and paid nothing for it (미확정).
        case unconfirmed
        /// A scheduled day with no record that the payroll treats as a paid holiday (유급휴일),
        /// so it is neither missing nor an absence.
        case paidHoliday = "paid-holiday"

        /// `status.worked` … in the string tables.
        func label(_ words: Words) -> String { words.status(self) }
    }

    let workplace: Workplace
    let worker: Worker
    let date: CivilDate
    let span: TimeSpan?
    let status: Status
    /// The record, when there is one.
    let shift: Shift?
    /// The break rule in force (the shift's, the repeat's or the worker's default).
    let breakRule: BreakRule

    init(
        workplace: Workplace, worker: Worker, date: CivilDate, span: TimeSpan?, status: Status, shift: Shift?,
        breakRule: BreakRule
    ) {
        self.workplace = workplace
        self.worker = worker
        self.date = date
        self.span = span
        self.status = status
        self.shift = shift
        self.breakRule = breakRule
    }

    /// False for an absence or leave: public pages and the workplace feed leave it out.
    var isPublic: Bool {
        status != .absent && status != .leave
    }

    /// True when any minute falls in 22:00–06:00 (야간), the shift's next day included.
    var isNight: Bool {
        span.map(Schedule.touchesNight) ?? false
    }
}

/// Turns a workplace's records and repeats into calendar entries by day.
enum Schedule {
    /// A worker's day that has a record (or was scheduled already): a repeat adds no entry there.
    private struct RecordedDay: Hashable {
        var workerID: String
        var date: CivilDate
    }

    /// True when a span has any minute in 22:00–06:00 (야간근로), counting into the next day.
    static func touchesNight(_ span: TimeSpan) -> Bool {
        let minutes = span.offsets
        return [0..<360, 1320..<1800, 2760..<3240].contains { $0.overlaps(minutes) }
    }

    /// The key of a day the payroll found unconfirmed (`unconfirmed_shifts`).
    static func unconfirmedKey(_ workplaceID: String, _ workerID: String, _ date: CivilDate) -> String {
        "\(workplaceID)|\(workerID)|\(date)"
    }

    /// Every unconfirmed day (planned or scheduled, past, without a record), as the payroll reported
    /// it, keyed by `unconfirmedKey`.
    static func unconfirmedDays(in reports: [PayrollReport]) -> Set<String> {
        var keys: Set<String> = []
        for report in reports {
            for slip in report.payslips {
                for alert in slip.alerts where alert.code == .unconfirmedShifts {
                    for date in alert.days { keys.insert(unconfirmedKey(slip.workplaceID, slip.workerID, date)) }
                }
            }
        }
        return keys
    }

    /// Entries on each day of `month`, sorted by start time then worker id. A shift recorded planned
    /// is planned from `today` on and unconfirmed before it where the payroll reported it so
    /// (`unconfirmed`). Days a repeat schedules without a record come from the payroll's own
    /// expansion: planned from `today` on; before it, unconfirmed where the payroll reported them,
    /// otherwise paid holidays. `paid`: whether the payroll covers the month (`Content.months`); in a
    /// month it does not (one the calendars add from the repeats, `Content.calendarMonths`), a past
    /// planned or scheduled day without a record is unconfirmed: nothing confirms or pays it.
    static func entries(
        _ workplace: Workplace, in month: YearMonth, today: CivilDate,
        unconfirmed: Set<String>, paid: Bool = true
    ) -> [CivilDate: [CalendarEntry]] {
        let isUnconfirmed = { (worker: String, date: CivilDate) in
            !paid || unconfirmed.contains(unconfirmedKey(workplace.id, worker, date))
        }
        var byDay: [CivilDate: [CalendarEntry]] = [:]
        var recorded: Set<RecordedDay> = []
        for shift in workplace.shifts where month.contains(shift.date) {
            guard let worker = workplace.worker(shift.workerID) else { continue }
            let status: CalendarEntry.Status
            switch shift.status {
            case .worked: status = .worked
            case .planned:
                let past = shift.date < today && isUnconfirmed(worker.id, shift.date)
                status = past ? .unconfirmed : .planned
            case .absent: status = .absent
            case .leave, .annualLeave: status = .leave
            }
            byDay[shift.date, default: []].append(
                CalendarEntry(
                    workplace: workplace, worker: worker, date: shift.date, span: shift.span, status: status,
                    shift: shift, breakRule: shift.breakRule ?? worker.breakRule))
            recorded.insert(RecordedDay(workerID: shift.workerID, date: shift.date))
        }
        let scheduled = ScheduleExpansion.scheduledDays(in: workplace, from: month.firstDay, through: month.lastDay)
        for day in scheduled where !recorded.contains(RecordedDay(workerID: day.workerID, date: day.date)) {
            guard let worker = workplace.worker(day.workerID) else { continue }
            recorded.insert(RecordedDay(workerID: day.workerID, date: day.date))
            let status: CalendarEntry.Status
            if day.date >= today {
                status = .planned
            } else {
                status = isUnconfirmed(worker.id, day.date) ? .unconfirmed : .paidHoliday
            }
            let breakRule = workplace.repeats.first { $0.workerID == day.workerID && $0.covers(day.date) }?.breakRule
            byDay[day.date, default: []].append(
                CalendarEntry(
                    workplace: workplace, worker: worker, date: day.date, span: day.span, status: status, shift: nil,
                    breakRule: breakRule ?? worker.breakRule))
        }
        return byDay.mapValues { list in
            list.sorted {
                ($0.span?.start.minuteOfDay ?? 1440, $0.worker.id) < ($1.span?.start.minuteOfDay ?? 1440, $1.worker.id)
            }
        }
    }

    /// What public pages and the workplace feed show of `byDay`: who works when. An absence or leave
    /// (`absent`, `leave`, `annual-leave`) is the worker not working that day, so it is left out
    /// whole, its status and reason with it; a day left without entries is left out.
    static func publicEntries(_ byDay: [CivilDate: [CalendarEntry]]) -> [CivilDate: [CalendarEntry]] {
        var shown: [CivilDate: [CalendarEntry]] = [:]
        for (day, entries) in byDay {
            let working = entries.filter(\.isPublic)
            if !working.isEmpty { shown[day] = working }
        }
        return shown
    }

    /// True when the workplace has anything to show in `month`.
    static func isActive(_ workplace: Workplace, in month: YearMonth, reports: [PayrollReport]) -> Bool {
        workplace.shifts.contains { month.contains($0.date) }
            || workplace.repeats.contains { r in
                r.from <= month.lastDay && (r.until.map { $0 >= month.firstDay } ?? true)
            }
            || workplace.notices.contains { month.contains($0.date) }
            || reports.contains { $0.month == month && $0.payslips.contains { $0.workplaceID == workplace.id } }
    }
}
