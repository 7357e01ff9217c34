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

    init(_ wp: Workplace, _ month: YearMonth, _ site: SiteIndex) {
        entries = site.liabilities(wp.id, month).compactMap { l in wp.worker(l.workerID).map { Entry(worker: $0, liability: l) } }
    }

    var leaveMinutes: Int { entries.reduce(0) { $0 + $1.liability.leaveMinutes } }
    var leaveValue: Int { entries.reduce(0) { $0 + $1.liability.leaveValue } }
    /// The sum of the known amounts; `severanceComplete` says whether every amount is known.
    var severance: Int { entries.reduce(0) { $0 + ($1.liability.severanceBuiltUp ?? 0) } }
    var severanceComplete: Bool { entries.allSatisfy { $0.liability.severanceBuiltUp != nil } }
    var accrual: Int { entries.reduce(0) { $0 + ($1.liability.severanceAccrual ?? 0) } }
    var accrualComplete: Bool { entries.allSatisfy { $0.liability.severanceAccrual != nil } }

    func liability(of worker: String) -> WorkerLiability? { entries.first { $0.worker.id == worker }?.liability }

    // The words of the dashboard's liabilities, in one place.
    static let title = "연차·퇴직금 부채 (월말 기준)"
    static let accrualLabel = "퇴직금 적립"
    static let costWithAccrualLabel = "인건비 + 퇴직금 적립"
    static let explanation = "연차 평가액은 남은 연차 시간 × 오늘 기준 시간당 통상임금, 퇴직금 추계액은 그달 말일에 퇴직한다면 줄 퇴직금입니다. "
        + "퇴직금 적립은 추계액이 지난달 말보다 늘어난 만큼으로, 명세서에 나오지 않는 이달의 인건비입니다."

    /// `1년 미만: 2027년 3월 4일 퇴직부터 지급 의무` and the like, one per line, for a worker's row. `firstDay` is the first day
    /// of the content: a worker hired before it without `history` has no contract hours before it, which
    /// leaves that time out of the 계속근로기간 (and the amount too small) until `history` is given.
    static func severanceNotes(_ l: WorkerLiability, worker: Worker, firstDay: CivilDate?) -> [String] {
        guard let estimate = l.severance else { return [] }
        let left = worker.end.map { $0 <= estimate.lastDay } ?? false
        if !estimate.owed && estimate.owedFrom == nil {
            return [left && l.severanceBuiltUp == 0 ? "1년 미만 퇴직: 지급 의무 없음" : "주 15시간 미만: 퇴직금 대상 아님"]
        }
        var notes: [String] = []
        if !estimate.missingMonths.isEmpty {
            notes.append("통상임금 기준 최소액 (" + estimate.missingMonths.map(\.description).joined(separator: ", ")
                         + " 임금 기록 없음)")
        }
        if let from = estimate.owedFrom { notes.append("1년 미만: \(Format.date(from)) 퇴직부터 지급 의무") }
        if let start = worker.start, let firstDay, start < firstDay, worker.history == nil {
            notes.append("\(Format.date(firstDay)) 전 근무(history) 미입력")
        }
        return notes
    }

    static func won(_ value: Int?) -> String { value.map(Format.won) ?? "–" }
}
