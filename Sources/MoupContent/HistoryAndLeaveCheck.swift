import MoupModel

/// Checks of the v2 keys that need a workplace's workers, shifts and repeats together:
/// - `history.until` comes before the worker's first record in `shifts/` (a record on a history day
///   would never be paid: those days are in `history.wages`);
/// - an `annual-leave` record without `hours` falls on a day a repeat schedules (its length).
enum HistoryAndLeaveCheck {
    static func check(workers: [Worker], shifts: [Shift], repeats: [Repeat], report: Report) {
        for worker in workers {
            guard let history = worker.history,
                let first = shifts.filter({ $0.workerID == worker.id }).min(by: { $0.date < $1.date }),
                first.date <= history.until
            else { continue }
            report.error(
                Wording(
                    "content.historyUntilNotBeforeShifts",
                    [
                        "until": "\(history.until)", "worker": "\(worker.id)", "first": "\(first.date)",
                        "location": "\(first.location)",
                        "latest": "\(first.date.adding(days: -1))",
                    ]), at: history.location,
                code: "content.date-order")
        }
        for shift in shifts where shift.status == .annualLeave && shift.leaveMinutes == nil {
            guard !repeats.contains(where: { $0.workerID == shift.workerID && $0.covers(shift.date) }) else { continue }
            report.error(
                Wording("content.annualLeaveLengthUnknown", ["date": "\(shift.date)", "worker": "\(shift.workerID)"]),
                at: shift.location, code: "content.annual-leave-incomplete")
        }
    }
}
