import MoupModel
import MoupRules

/// 휴일근로 가산 (근로기준법 제56조②): +50% for the first 8 hours worked on a holiday, +100% beyond.
/// Holidays: the worker's 주휴일, the public holidays of the rule table and May 1. A minute is a
/// holiday minute when the calendar date it falls on is a holiday (after midnight counts too).
enum HolidayPremium {
    static let percent = 50
    static let beyondEightHoursPercent = 100
    static let eightHours = 8 * 60

    /// True when `date` is a holiday for `worker` (`holidayName(on:worker:rules:)` is not nil), without
    /// wording its name.
    static func isHoliday(_ date: CivilDate, worker: Worker, rules: RuleBook) -> Bool {
        date.weekday == worker.weeklyHoliday || rules.isHoliday(date)
    }

    /// The name of the holiday on `date` for `worker`, or nil on an ordinary day.
    static func holidayName(on date: CivilDate, worker: Worker, rules: RuleBook) -> Phrase? {
        if let holiday = rules.holiday(on: date) { return Phrase(.holidayName, ["name": .text(holiday.name)]) }
        if date.weekday == worker.weeklyHoliday { return Phrase(.weeklyHolidayName) }
        return nil
    }

    /// Marks holiday minutes beyond the first 8 hours worked on each holiday date, across the
    /// worker's shifts in time order.
    static func markBeyondEightHours(_ shifts: inout [WorkedShift]) {
        // The holiday minutes counted so far on each holiday date.
        var workedOn: [CivilDate: Int] = [:]
        for shift in shifts.indices {
            var index = 0
            while index < shifts[shift].runs.count {
                let run = shifts[shift].runs[index]
                if run.holiday {
                    let counted = workedOn[run.date] ?? 0
                    shifts[shift].split(run: index, atLimit: eightHours, counted: counted)
                    if counted >= eightHours { shifts[shift].runs[index].holidayBeyondEightHours = true }
                    workedOn[run.date] = counted + shifts[shift].runs[index].count
                }
                index += 1
            }
        }
    }

    static func parts(of shifts: [WorkedShift]) -> [PremiumPart] {
        PartTally.parts(of: shifts) { run in
            guard run.holiday else { return nil }
            return run.holidayBeyondEightHours ? beyondEightHoursPercent : percent
        }
    }
}
