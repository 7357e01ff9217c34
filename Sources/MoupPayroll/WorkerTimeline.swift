import MoupModel
import MoupRules

/// A worker's worked shifts over whole weeks, with every minute classified: night, holiday,
/// holiday beyond 8 hours, daily and weekly overtime. Built over whole weeks so that the 40-hour
/// week and 주휴수당 see the days of a week that fall in the previous pay period.
struct WorkerTimeline: Sendable {
    /// Worked shifts in time order.
    let shifts: [WorkedShift]
    /// The date and status of the worker's records of any status (worked, absent, leave) dated inside
    /// the timeline, in file order.
    let records: [RecordDay]
    /// Whether any of `records` is an absence (most timelines have none: a week's look for one is skipped).
    let hasAbsence: Bool
    /// The worker's repeats, read once for every look at the schedule.
    let schedule: WorkerSchedule

    /// A record's date and status: all the timeline's readers need of a record.
    struct RecordDay: Hashable, Sendable {
        let date: CivilDate
        let status: Shift.Status
    }

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - schedule: `WorkerSchedule(worker: worker, workplace: workplace)`, if already read.
    init(
        worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook, from first: CivilDate,
        through last: CivilDate, schedule given: WorkerSchedule? = nil
    ) {
        let inside = records.filter { $0.date >= first && $0.date <= last }
        self.records = inside.map { RecordDay(date: $0.date, status: $0.status) }
        hasAbsence = inside.contains { $0.status == .absent }
        let schedule = given ?? WorkerSchedule(worker: worker, workplace: workplace)
        self.schedule = schedule
        // The worked records in time order (file order among equals: the sort is stable).
        let worked = inside.filter { $0.status == .worked && $0.span != nil }
            .sorted { ($0.date, $0.span!.start) < ($1.date, $1.span!.start) }
        var shifts = worked.map { WorkerTimeline.read($0, worker: worker, schedule: schedule, rules: rules) }
        // 연장 beyond 8 hours in a day: the shifts that start on one date are counted together, in time
        // order (a split shift's second part can be overtime).
        var dayFirst = shifts.startIndex
        while dayFirst < shifts.endIndex {
            var dayEnd = dayFirst + 1
            while dayEnd < shifts.endIndex && shifts[dayEnd].date == shifts[dayFirst].date { dayEnd += 1 }
            OvertimePremium.markDaily(&shifts, day: dayFirst..<dayEnd)
            dayFirst = dayEnd
        }
        HolidayPremium.markBeyondEightHours(&shifts)
        // In time order each week's shifts are one run.
        var weekFirst = shifts.startIndex
        while weekFirst < shifts.endIndex {
            // The week's last day: the shifts after it (in time order) are a later week's.
            let weekLast = workplace.weekStart(of: shifts[weekFirst].date).adding(days: 6)
            var weekEnd = weekFirst + 1
            while weekEnd < shifts.endIndex && shifts[weekEnd].date <= weekLast { weekEnd += 1 }
            OvertimePremium.markWeekly(&shifts, week: weekFirst..<weekEnd)
            PartTimeOvertimePremium.markWeek(&shifts, week: weekFirst..<weekEnd, schedule: schedule, rules: rules)
            weekFirst = weekEnd
        }
        self.shifts = shifts
    }

    /// Shifts that start inside `period`.
    func shifts(in period: PayPeriod) -> [WorkedShift] {
        shifts.filter { period.contains($0.date) }
    }

    /// The worked minutes of the shifts that start inside the week beginning `weekStart`.
    func workedMinutes(inWeekStarting weekStart: CivilDate) -> Int {
        shifts(inWeekStarting: weekStart).reduce(0) { $0 + $1.time.worked }
    }

    /// Shifts that start inside the week beginning `weekStart`.
    func shifts(inWeekStarting weekStart: CivilDate) -> [WorkedShift] {
        let end = weekStart.adding(days: 6)
        return shifts.filter { $0.date >= weekStart && $0.date <= end }
    }

    /// The worked shift of `record` (worked, with a span), its break the record's own or else the worker's.
    private static func read(_ record: Shift, worker: Worker, schedule: WorkerSchedule, rules: RuleBook) -> WorkedShift
    {
        let date = record.date
        let span = record.span!
        // A span is at most 24 hours from a start before midnight: it touches the shift date and at
        // most the next one. Everything that depends on the calendar date is looked up once per date
        // (whether it is a holiday, its rate), not once per minute.
        let first = date
        let next = date.adding(days: 1)
        let reachesNext = span.offsets.upperBound > 1440
        let firstIsHoliday = HolidayPremium.isHoliday(first, worker: worker, rules: rules)
        let nextIsHoliday = reachesNext && HolidayPremium.isHoliday(next, worker: worker, rules: rules)
        let time = WorkedTime(span: span, rule: record.breakRule ?? worker.breakRule) {
            $0 < 1440 ? firstIsHoliday : nextIsHoliday
        }
        let dayMinutes = schedule.minutes(on: date) ?? time.worked
        let firstRate = WageRates.hourlyRate(for: worker, on: first, shiftDate: date, dayMinutes: dayMinutes)
        let nextRate =
            reachesNext
            ? WageRates.hourlyRate(for: worker, on: next, shiftDate: date, dayMinutes: dayMinutes) : firstRate
        // Each worked range cut where night or the date may change (midnight, 06:00, 22:00): one run per piece.
        var runs: [MinuteRun] = []
        for range in time.ranges {
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(range.upperBound, NightPremium.nextBoundary(after: start))
                let onFirst = start < 1440
                runs.append(
                    MinuteRun(
                        date: onFirst ? first : next, start: start, count: end - start,
                        rate: onFirst ? firstRate : nextRate, night: NightPremium.isNight(offset: start),
                        holiday: onFirst ? firstIsHoliday : nextIsHoliday))
                start = end
            }
        }
        // The holiday the shift starts on, else the one its last minute falls on.
        let name =
            firstIsHoliday
            ? HolidayPremium.holidayName(on: first, worker: worker, rules: rules)
            : nextIsHoliday ? HolidayPremium.holidayName(on: next, worker: worker, rules: rules) : nil
        return WorkedShift(
            date: date, span: span, time: WorkedShift.Time(time), rate: runs.first?.rate ?? firstRate,
            dailyWage: worker.wage.kind == .daily ? worker.wage.amount(on: date) : nil,
            runs: runs, holidayName: name)
    }
}
