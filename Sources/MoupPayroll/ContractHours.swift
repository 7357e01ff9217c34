import MoupModel
import MoupRules

/// The contract's weekly 소정 minutes on each date of a span (payroll-rules.md v2, "Dates,
/// anniversaries and the contract's weekly hours"), and their exact average over any part of it:
/// - on a date, the sum over the worker's repeats in force that day (`from` ≤ date ≤ `until`) of
///   (weekdays in `days`) × (the repeat's minutes after break), each weekday counting at most 8 hours
///   and the week at most 40 (v3, `ScheduledHoursLimit`);
/// - in a week with no repeat in force: monthly wages 2,400; hourly and daily wages that week's
///   worked minutes less overtime and holiday minutes (as for 주휴).
///
/// Built once per worker in time linear in the span's days plus the worker's shifts: repeats are read
/// day by day, worked weeks through one pass over the shifts, and averages come
/// from prefix sums, so any number of spans can be averaged without re-reading a shift.
struct ContractHours: Sendable {
    let first: CivilDate
    let last: CivilDate
    /// Weekly 소정 minutes on each day from `first` through `last`.
    private let weekly: [Int]
    /// `prefix[i]` = the sum of `weekly[0 ..< i]`.
    private let prefix: [Int]

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - schedule: `WorkerSchedule(worker: worker, workplace: workplace)`, if already read.
    init(
        worker: Worker, workplace: Workplace,
        records: [Shift], rules: RuleBook, from first: CivilDate,
        through last: CivilDate, schedule: WorkerSchedule? = nil
    ) {
        self.first = first
        self.last = max(first, last)
        let count = first.days(to: self.last) + 1
        // Each day's weekly minutes from the repeats in force that day, each weekday at most 8 hours and
        // the week at most 40 (`WorkerSchedule.contract(on:)`).
        let schedule = schedule ?? WorkerSchedule(worker: worker, workplace: workplace)
        let repeats = schedule.repeats
        var weekly = (0..<count).map { schedule.contract(on: first.adding(days: $0)).week }

        // Weeks without a repeat in force on any of their days (the whole week, also outside the span).
        func weekHasRepeat(_ weekStart: CivilDate) -> Bool {
            let weekEnd = weekStart.adding(days: 6)
            return repeats.contains { $0.from <= weekEnd && ($0.until.map { $0 >= weekStart } ?? true) }
        }
        var bareWeeks: [CivilDate] = []
        let firstWeek = workplace.weekStart(of: first)
        // Whether each week from the first is bare (by its index: days from the first week ÷ 7).
        var isBare: [Bool] = []
        var weekStart = firstWeek
        while weekStart <= self.last {
            let bare = !weekHasRepeat(weekStart)
            if bare { bareWeeks.append(weekStart) }
            isBare.append(bare)
            weekStart = weekStart.adding(days: 7)
        }
        if !bareWeeks.isEmpty {
            var workedByWeek: [CivilDate: Int] = [:]
            if worker.wage.kind != .monthly {
                // A record's week is its days from the first week's start ÷ 7 (none before that start).
                let inBareWeeks = records.filter {
                    guard $0.status == .worked else { return false }
                    let days = firstWeek.days(to: $0.date)
                    return days >= 0 && days / 7 < isBare.count && isBare[days / 7]
                }
                if !inBareWeeks.isEmpty {
                    let timeline = WorkerTimeline(
                        worker: worker, workplace: workplace,
                        records: inBareWeeks, rules: rules,
                        from: bareWeeks[0], through: bareWeeks[bareWeeks.count - 1].adding(days: 6),
                        schedule: schedule)
                    for shift in timeline.shifts {
                        workedByWeek[workplace.weekStart(of: shift.date), default: 0] += ContractHours.contractMinutes(
                            of: shift)
                    }
                }
            }
            for week in bareWeeks {
                let minutes =
                    worker.wage.kind == .monthly
                    ? rules.contractHours.value(on: week).fullTimeWeeklyMinutes : workedByWeek[week] ?? 0
                let weekIndex = first.days(to: week)
                for index in weekIndex..<weekIndex + 7 where index >= 0 && index < count { weekly[index] = minutes }
            }
        }
        var prefix = [Int](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + weekly[index] }
        self.weekly = weekly
        self.prefix = prefix
    }

    /// The minutes of a worked shift that count as 소정근로 where no repeat sets the contract:
    /// worked minutes less overtime and holiday minutes (neither is 소정근로).
    static func contractMinutes(of shift: WorkedShift) -> Int {
        shift.minutes { !$0.overtime && !$0.holiday }
    }

    /// Weekly 소정 minutes on `date` (0 outside the span).
    func weeklyMinutes(on date: CivilDate) -> Int {
        let index = first.days(to: date)
        return index >= 0 && index < weekly.count ? weekly[index] : 0
    }

    /// The sum of the weekly 소정 minutes over the days `from` … `through` (clamped to the span).
    func totalMinutes(from: CivilDate, through: CivilDate) -> Int {
        let lower = max(0, first.days(to: from))
        let upper = min(weekly.count - 1, first.days(to: through))
        guard lower <= upper else { return 0 }
        return prefix[upper + 1] - prefix[lower]
    }

    /// The exact mean of the weekly 소정 minutes over the calendar days `from` … `through`
    /// (minutes per week, as `total ÷ days`); zero for an empty span.
    func averageWeeklyMinutes(from: CivilDate, through: CivilDate) -> Ratio {
        guard from <= through else { return .zero }
        return Ratio(totalMinutes(from: from, through: through), from.days(to: through) + 1)
    }
}

extension Ratio {
    /// True when the ratio is at least `value` (exact).
    func isAtLeast(_ value: Int) -> Bool { numerator >= value * denominator }
}
