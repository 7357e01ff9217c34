import MoupModel

/// Days up to `history.until` (content-format.md v2, "History"): before the content begins. They are
/// in `history.wages`, so the engine computes no earning line that belongs to one (nothing paid, no
/// 주휴 for a week ending on one), and a repeat day there is no missing record; for 연차 and 퇴직금 the
/// repeats stay the contract there and every history day counts as attended.
enum HistoryDays {
    /// True when `date` is on or before the worker's `history.until`.
    static func contains(_ date: CivilDate, worker: Worker) -> Bool {
        worker.history.map { date <= $0.until } ?? false
    }

    /// The first day the content covers for the worker within a span starting at `first`.
    static func firstContentDay(from first: CivilDate, worker: Worker) -> CivilDate {
        guard let until = worker.history?.until, until >= first else { return first }
        return until.adding(days: 1)
    }
}
