import MoupModel
import MoupRules

/// 단시간근로자 초과근로 가산 (기간제 및 단시간근로자 보호 등에 관한 법률 제6조③; payroll-rules.md v2):
/// a worker whose weekly 소정 minutes on a day are above 0 and below the full-time week (2,400) earns
/// +50 % of the hourly 통상임금 for minutes beyond that day's scheduled minutes that do not already
/// earn the 연장 premium:
/// - per day (the shift's date): excess = worked non-holiday minutes − the day's repeat minutes (0 on
///   an unscheduled day), at least 0; part-time minutes = excess − the day's daily overtime, at least 0;
/// - the week's weekly-overtime minutes are taken off the days' part-time minutes from the week's last
///   day backwards (the last minutes of a week are the ones beyond 40 hours);
/// - the minutes left are the day's last worked minutes that are neither holiday nor overtime minutes.
/// Holiday minutes earn only their holiday rate; night stacks as with overtime. Without a repeat in
/// force that day nothing is owed (no contract hours known).
enum PartTimeOvertimePremium {
    /// Marks part-time overtime over one week's shifts, `shifts[week]` (in time order, weekly overtime
    /// already marked), in place.
    /// - Parameter schedule: the worker's repeats.
    static func markWeek(_ shifts: inout [WorkedShift], week: Range<Int>, schedule: WorkerSchedule, rules: RuleBook) {
        guard !week.isEmpty, !schedule.repeats.isEmpty else { return }
        var days = Self.days(of: shifts, week: week, schedule: schedule, rules: rules)
        guard days.contains(where: { $0.scheduled != nil }) else { return }
        mark(&shifts, week: week, days: &days)
    }

    /// One shift date of a week: the day's contract minutes where the worker is 단시간 that day, and
    /// what the week's runs hold on it.
    private struct Day {
        let date: CivilDate
        /// The day's repeat minutes; nil when the worker is not 단시간 that day (nothing owed).
        let scheduled: Int?
        /// The day's part-time overtime minutes, once worked out.
        var minutes = 0
        /// Its worked non-holiday minutes and daily-overtime minutes.
        var ordinary = 0
        var dailyOvertime = 0
    }

    /// The week's shift dates, in order.
    private static func days(
        of shifts: [WorkedShift], week: Range<Int>, schedule: WorkerSchedule,
        rules: RuleBook
    ) -> [Day] {
        var days: [Day] = []
        for index in week where days.last?.date != shifts[index].date {
            let date = shifts[index].date
            let fullTimeWeek = rules.contractHours.value(on: date).fullTimeWeeklyMinutes
            // The repeats in force that day: their week's minutes, and the minutes of those covering the day.
            let (contractWeek, scheduled) = schedule.contract(on: date)
            let partTime = contractWeek > 0 && contractWeek < fullTimeWeek
            days.append(Day(date: date, scheduled: partTime ? scheduled : nil))
        }
        return days
    }

    /// Marks each day's part-time overtime in `shifts[week]`, `days` being the week's shift dates.
    private static func mark(_ shifts: inout [WorkedShift], week: Range<Int>, days: inout [Day]) {
        // Each day's non-holiday and daily-overtime minutes, the week's weekly overtime.
        var weeklyOvertime = 0
        var day = 0
        for shift in week {
            while days[day].date != shifts[shift].date { day += 1 }
            for run in shifts[shift].runs {
                if !run.holiday { days[day].ordinary += run.count }
                if run.dailyOvertime { days[day].dailyOvertime += run.count }
                if run.weeklyOvertime { weeklyOvertime += run.count }
            }
        }
        for index in days.indices {
            guard let scheduled = days[index].scheduled else { continue }
            days[index].minutes = max(0, max(0, days[index].ordinary - scheduled) - days[index].dailyOvertime)
        }
        var takeOff = weeklyOvertime
        for index in days.indices.reversed() where takeOff > 0 {
            let taken = min(days[index].minutes, takeOff)
            days[index].minutes -= taken
            takeOff -= taken
        }
        // Mark each day's last minutes that are neither holiday nor overtime.
        for day in days where day.minutes > 0 {
            var left = day.minutes
            for shift in week.reversed() where shifts[shift].date == day.date && left > 0 {
                var index = shifts[shift].runs.count - 1
                while index >= 0 && left > 0 {
                    let run = shifts[shift].runs[index]
                    if !run.holiday && !run.overtime {
                        // Only the run's last `left` minutes when it holds more.
                        if run.count > left {
                            shifts[shift].split(run: index, after: run.count - left)
                            index += 1
                        }
                        shifts[shift].runs[index].partTimeOvertime = true
                        left -= shifts[shift].runs[index].count
                    }
                    index -= 1
                }
            }
        }
    }

    /// The premium's percentage on `date` (the rule table's rate, a whole percentage).
    static func percent(on date: CivilDate, rules: RuleBook) -> Int {
        let rate = rules.partTimeOvertime.value(on: date)
        return rate.numerator * 100 / rate.denominator
    }

    static func parts(of shifts: [WorkedShift], rules: RuleBook) -> [PremiumPart] {
        PartTally.parts(of: shifts) { $0.partTimeOvertime ? percent(on: $0.date, rules: rules) : nil }
    }
}
