import MoupModel
import MoupRules

/// 휴일근로 가산 (근로기준법 제56조②): +50% for the first 8 hours worked on a holiday, +100% beyond.
/// Holidays: the worker's 주휴일, the public holidays of the rule table and May 1. A minute is a
/// holiday minute when the calendar date it falls on is a holiday (after midnight counts too).
enum HolidayPremium {
    static let percent = 50
    static let beyondEightHoursPercent = 100
    static let eightHours = 8 * 60

    /// The name of the holiday on `date` for `worker`, or nil on an ordinary day.
    static func holidayName(on date: CivilDate, worker: Worker, rules: RuleBook) -> Phrase? {
        if let holiday = rules.holiday(on: date) { return Phrase(.holidayName, ["name": .text(holiday.name)]) }
        if date.weekday == worker.weeklyHoliday { return Phrase(.weeklyHolidayName) }
        return nil
    }

    /// Marks holiday minutes beyond the first 8 hours worked on each holiday date, across the
    /// worker's shifts in time order.
    static func markBeyondEightHours(_ shifts: inout [WorkedShift]) {
        var workedOn: [CivilDate: Int] = [:]
        for s in shifts.indices {
            // A shift's minutes are in time order, so each date's are one run: count the run, then record it.
            var runDate: CivilDate?
            var runCount = 0
            for m in shifts[s].minutes.indices where shifts[s].minutes[m].holiday {
                let date = shifts[s].minutes[m].date
                if date != runDate {
                    if let runDate { workedOn[runDate] = runCount }
                    runDate = date
                    runCount = workedOn[date] ?? 0
                }
                runCount += 1
                if runCount > eightHours { shifts[s].minutes[m].holidayBeyondEightHours = true }
            }
            if let runDate { workedOn[runDate] = runCount }
        }
    }

    static func parts(of shifts: [WorkedShift]) -> [PremiumPart] {
        PartTally.parts(of: shifts) { minute in
            guard minute.holiday else { return nil }
            return minute.holidayBeyondEightHours ? beyondEightHoursPercent : percent
        }
    }
}
