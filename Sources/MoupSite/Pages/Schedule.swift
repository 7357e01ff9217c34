import MoupModel
import MoupPayroll

/// What a calendar shows on one day for one worker: a recorded shift, or a day a repeat schedules.
struct CalendarEntry: Sendable {
    enum Status: String, Sendable {
        case worked, planned, absent, leave
        /// A repeat scheduled the worker but no record exists and the day is past.
        case missing

        var label: String {
            switch self {
            case .worked: return "근무"
            case .planned: return "예정"
            case .absent: return "결근"
            case .leave: return "휴가"
            case .missing: return "기록 없음"
            }
        }
    }

    var workplace: Workplace
    var worker: Worker
    var date: CivilDate
    var span: TimeSpan?
    var status: Status
    /// The record, when there is one.
    var shift: Shift?
    /// The break rule in force (the shift's, the repeat's or the worker's default).
    var breakRule: BreakRule

    /// True when any minute falls in 22:00–06:00 (야간), the shift's next day included.
    var isNight: Bool {
        span.map(Schedule.touchesNight) ?? false
    }
}

/// Turns a workplace's records and repeats into calendar entries by day.
enum Schedule {
    /// True when a span has any minute in 22:00–06:00 (야간근로), counting into the next day.
    static func touchesNight(_ span: TimeSpan) -> Bool {
        let minutes = span.offsets
        return [0..<360, 1320..<1800, 2760..<3240].contains { $0.overlaps(minutes) }
    }

    /// Entries on each day of `month`, sorted by start time then worker id.
    static func entries(_ workplace: Workplace, in month: YearMonth, today: CivilDate) -> [CivilDate: [CalendarEntry]] {
        var byDay: [CivilDate: [CalendarEntry]] = [:]
        var recorded: Set<String> = []
        for shift in workplace.shifts where month.contains(shift.date) {
            guard let worker = workplace.worker(shift.workerID) else { continue }
            let status: CalendarEntry.Status
            switch shift.status {
            case .worked: status = .worked
            case .planned: status = .planned
            case .absent: status = .absent
            case .leave: status = .leave
            }
            byDay[shift.date, default: []].append(CalendarEntry(
                workplace: workplace, worker: worker, date: shift.date, span: shift.span, status: status,
                shift: shift, breakRule: shift.breakRule ?? worker.breakRule))
            recorded.insert("\(shift.workerID)|\(shift.date)")
        }
        for day in month.days {
            for r in workplace.repeats where r.covers(day) && !recorded.contains("\(r.workerID)|\(day)") {
                guard let worker = workplace.worker(r.workerID), worker.isEmployed(on: day) else { continue }
                recorded.insert("\(r.workerID)|\(day)")
                byDay[day, default: []].append(CalendarEntry(
                    workplace: workplace, worker: worker, date: day, span: r.span,
                    status: day < today ? .missing : .planned, shift: nil,
                    breakRule: r.breakRule ?? worker.breakRule))
            }
        }
        return byDay.mapValues { list in
            list.sorted {
                ($0.span?.start.minuteOfDay ?? 1440, $0.worker.id) < ($1.span?.start.minuteOfDay ?? 1440, $1.worker.id)
            }
        }
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
