import MoupModel

/// Attendance for 연차 (근로기준법 제60조①②; payroll-rules.md v2): over any span, the scheduled days
/// (days a repeat schedules, and days recorded `absent`) and the days recorded `absent`. Leave,
/// 연차, holidays and history days are never absences (대법원 2011다4629). Prefix sums make every
/// span's count constant time after one pass over the days.
struct LeaveAttendance: Sendable {
    let first: CivilDate
    private let scheduledPrefix: [Int]
    /// Empty when no day of the span is recorded `absent` (most workers): every count of it is then 0.
    private let absentPrefix: [Int]

    /// - Parameter schedule: the worker's repeats at the workplace, if already read.
    init(
        worker: Worker, workplace: Workplace,
        records: [Shift], from first: CivilDate, through last: CivilDate,
        schedule given: WorkerSchedule? = nil
    ) {
        self.first = first
        let count = max(0, first.days(to: last) + 1)
        // Each day's mark goes one place further on (1: scheduled, or absent), then the marks are
        // summed into prefix sums (the absences' only if there is one).
        var s = [Int](repeating: 0, count: count + 1)
        var a: [Int] = []
        let firstNumber = first.dayNumber
        let schedule = given ?? WorkerSchedule(worker: worker.id, workplace: workplace)
        schedule.forEachDayNumber(from: first, through: last) { number in s[number - firstNumber + 1] = 1 }
        for record in records where record.status == .absent {
            let index = first.days(to: record.date)
            guard index >= 0 && index < count else { continue }
            s[index + 1] = 1
            if a.isEmpty { a = [Int](repeating: 0, count: count + 1) }
            a[index + 1] = 1
        }
        for index in 0..<count { s[index + 1] += s[index] }
        if !a.isEmpty {
            for index in 0..<count { a[index + 1] += a[index] }
        }
        scheduledPrefix = s
        absentPrefix = a
    }

    private func range(_ from: CivilDate, _ through: CivilDate) -> (Int, Int)? {
        let lower = max(0, first.days(to: from))
        let upper = min(scheduledPrefix.count - 2, first.days(to: through))
        return lower <= upper ? (lower, upper) : nil
    }

    func scheduledDays(from: CivilDate, through: CivilDate) -> Int {
        guard let (l, u) = range(from, through) else { return 0 }
        return scheduledPrefix[u + 1] - scheduledPrefix[l]
    }

    func absentDays(from: CivilDate, through: CivilDate) -> Int {
        guard !absentPrefix.isEmpty, let (l, u) = range(from, through) else { return 0 }
        return absentPrefix[u + 1] - absentPrefix[l]
    }

    /// 개근: no scheduled day of the span recorded `absent`.
    func fullyAttended(from: CivilDate, through: CivilDate) -> Bool { absentDays(from: from, through: through) == 0 }

    /// Attendance (scheduled days not absent ÷ scheduled days) is at least `rate`; a span with no
    /// scheduled day counts as fully attended.
    func attendance(from: CivilDate, through: CivilDate, atLeast rate: Ratio) -> Bool {
        let scheduled = scheduledDays(from: from, through: through)
        guard scheduled > 0 else { return true }
        let attended = scheduled - absentDays(from: from, through: through)
        return attended * rate.denominator >= rate.numerator * scheduled
    }
}
