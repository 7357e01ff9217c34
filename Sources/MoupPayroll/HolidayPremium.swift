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
    /// worker's shifts in time order (the table's).
    static func markBeyondEightHours(_ table: inout RunTable) {
        // The holiday minutes counted so far on each holiday date (few: searched from the latest).
        var workedOn: [(date: CivilDate, minutes: Int)] = []
        for shift in table.bounds.indices {
            var index = table.bounds[shift].lowerBound
            while index < table.bounds[shift].upperBound {
                let run = table[index]
                if run.holiday {
                    let known = workedOn.lastIndex { $0.date == run.date }
                    let counted = known.map { workedOn[$0].minutes } ?? 0
                    table.split(index, of: shift, atLimit: eightHours, counted: counted)
                    if counted >= eightHours { table[index].holidayBeyondEightHours = true }
                    let total = counted + table[index].count
                    if let known {
                        workedOn[known].minutes = total
                    } else {
                        // Room for a month's holidays at once, not grown one by one.
                        if workedOn.isEmpty { workedOn.reserveCapacity(16) }
                        workedOn.append((run.date, total))
                    }
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
