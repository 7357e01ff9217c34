import MoupModel
import MoupPayroll

/// The owner's liabilities of a workplace's month (연차 and 퇴직금), per worker and in total: what the
/// dashboard shows and the accountant CSV carries, from the same figures so that they always agree.
struct Liabilities {
    /// One worker's liability (`WorkerLiability`), with the worker.
    struct Entry {
        var worker: Worker
        var liability: WorkerLiability
    }

    /// Sorted by worker id.
    var entries: [Entry]
    /// The site's words (`liabilities.*`).
    let words: Words

    init(_ wp: Workplace, _ month: YearMonth, _ site: SiteIndex) {
        words = site.words
        entries = site.liabilities(wp.id, month).compactMap { l in
            wp.worker(l.workerID).map { Entry(worker: $0, liability: l) }
        }
    }

    var leaveMinutes: Int { entries.reduce(0) { $0 + $1.liability.leaveMinutes } }
    var leaveValue: Int { entries.reduce(0) { $0 + $1.liability.leaveValue } }
    /// The sum of the known amounts; `severanceComplete` says whether every amount is known.
    var severance: Int { entries.reduce(0) { $0 + ($1.liability.severanceBuiltUp ?? 0) } }
    var severanceComplete: Bool { entries.allSatisfy { $0.liability.severanceBuiltUp != nil } }
    var accrual: Int { entries.reduce(0) { $0 + ($1.liability.severanceAccrual ?? 0) } }
    var accrualComplete: Bool { entries.allSatisfy { $0.liability.severanceAccrual != nil } }

    func liability(of worker: String) -> WorkerLiability? { entries.first { $0.worker.id == worker }?.liability }

    /// `1년 미만: 2027년 3월 4일 퇴직부터 지급 의무` and the like, one per line, for a worker's row. `firstDay` is the first day
    /// of the content: a worker hired before it without `history` has no contract hours before it, which
    /// leaves that time out of the 계속근로기간 (and the amount too small) until `history` is given.
    func severanceNotes(_ l: WorkerLiability, worker: Worker, firstDay: CivilDate?) -> [String] {
        // A freelancer (사업소득) is not an employee: no 퇴직금, and the 0 says why.
        guard let estimate = l.severance else {
            return worker.deductions.mode == .freelance ? [words("liabilities.freelance")] : []
        }
        let left = worker.end.map { $0 <= estimate.lastDay } ?? false
        if !estimate.owed && estimate.owedFrom == nil {
            return [
                words(
                    left && l.severanceBuiltUp == 0 ? "liabilities.leftUnderOneYear" : "liabilities.underFifteenHours")
            ]
        }
        var notes: [String] = []
        if !estimate.missingMonths.isEmpty {
            notes.append(
                words(
                    "liabilities.ordinaryFloor",
                    ["months": estimate.missingMonths.map(words.month).joined(separator: ", ")]))
        }
        if let from = estimate.owedFrom { notes.append(words("liabilities.owedFrom", ["date": words.date(from)])) }
        if let start = worker.start, let firstDay, start < firstDay, worker.history == nil {
            notes.append(words("liabilities.historyMissing", ["date": words.date(firstDay)]))
        }
        return notes
    }

    /// The amount, or `–` where it is not known.
    func won(_ value: Int?) -> String { value.map(words.won) ?? Format.noFigure }
}
