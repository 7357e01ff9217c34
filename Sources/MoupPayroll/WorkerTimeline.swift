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

    /// The worker and the workplace are borrowed (`borrowing`): an initializer's parameters are otherwise
    /// its own copies, and a worker holds a dozen strings to retain and release (so are the 연차 ledger's).
    ///
    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - schedule: `WorkerSchedule(worker: worker, workplace: workplace)`, if already read.
    init(worker: borrowing Worker, workplace: borrowing Workplace,
         records: ShiftRecords, rules: RuleBook, from first: CivilDate,
         through last: CivilDate, schedule given: WorkerSchedule? = nil) {
        // One pass over the records: the dates and statuses inside, and the worked ones (by index).
        var recordDays: [RecordDay] = []
        var worked: [Int] = []
        // Room for every record at once: appending one by one would grow (copy) each list several times.
        recordDays.reserveCapacity(records.count)
        worked.reserveCapacity(records.count)
        var hasAbsence = false
        for index in records.indices where records[index].date >= first && records[index].date <= last {
            recordDays.append(RecordDay(date: records[index].date, status: records[index].status))
            if records[index].status == .worked && records[index].span != nil { worked.append(index) }
            if records[index].status == .absent { hasAbsence = true }
        }
        self.records = recordDays
        self.hasAbsence = hasAbsence
        // Not `??`: its autoclosure would copy the worker and the workplace it reads.
        let schedule: WorkerSchedule
        if let given { schedule = given } else { schedule = WorkerSchedule(worker: worker, workplace: workplace) }
        self.schedule = schedule
        // The worked records in time order (file order among equals): files mostly are already, so
        // they are sorted only when they are not.
        func before(_ a: Int, _ b: Int) -> Bool {
            (records[a].date, records[a].span!.start, a) < (records[b].date, records[b].span!.start, b)
        }
        if worked.indices.dropFirst().contains(where: { !before(worked[$0 - 1], worked[$0]) }) { worked.sort(by: before) }
        // Read once each, in a loop (a closure would copy the schedule and rules it reads); the runs of
        // every shift go into one table, marked there, then handed to the shifts as slices of it.
        var shifts: [WorkedShift] = []
        shifts.reserveCapacity(worked.count)
        var table = RunTable(shifts: worked.count)
        // One list for the worked ranges of every shift, refilled shift by shift.
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(8)
        for index in worked {
            // The record's fields, not the record: passing it would copy it (its worker, memo and location).
            shifts.append(WorkerTimeline.read(date: records[index].date, span: records[index].span!,
                                              breakRule: records[index].breakRule, worker: worker, schedule: schedule,
                                              rules: rules, ranges: &ranges, table: &table))
        }
        // 연장 beyond 8 hours in a day: the shifts that start on one date are counted together, in time
        // order (a split shift's second part can be overtime).
        var dayFirst = shifts.startIndex
        while dayFirst < shifts.endIndex {
            var dayEnd = dayFirst + 1
            while dayEnd < shifts.endIndex && shifts[dayEnd].date == shifts[dayFirst].date { dayEnd += 1 }
            OvertimePremium.markDaily(&table, day: dayFirst ..< dayEnd)
            dayFirst = dayEnd
        }
        HolidayPremium.markBeyondEightHours(&table)
        // In time order each week's shifts are one run; each run is marked in place.
        var weekFirst = shifts.startIndex
        while weekFirst < shifts.endIndex {
            // The week's last day, as a day number: the shifts after it (in time order) are a later week's.
            let weekLast = workplace.weekStart(of: shifts[weekFirst].date).dayNumber + 6
            var weekEnd = weekFirst + 1
            while weekEnd < shifts.endIndex && shifts[weekEnd].date.dayNumber <= weekLast { weekEnd += 1 }
            OvertimePremium.markWeekly(&table, week: weekFirst ..< weekEnd)
            PartTimeOvertimePremium.markWeek(&table, shifts: shifts, week: weekFirst ..< weekEnd, schedule: schedule,
                                             rules: rules)
            weekFirst = weekEnd
        }
        for index in shifts.indices { shifts[index].runs = table.runs[table.bounds[index]] }
        self.shifts = shifts
    }

    /// Shifts that start inside `period`.
    func shifts(in period: PayPeriod) -> [WorkedShift] {
        // In time order, the period's shifts are one run: its bounds are found by comparing dates, and
        // the run copied at once (a `filter` copies shift by shift); all of them are not copied.
        var first = shifts.startIndex
        while first < shifts.endIndex && shifts[first].date < period.start { first += 1 }
        var end = first
        while end < shifts.endIndex && shifts[end].date <= period.end { end += 1 }
        if first == shifts.startIndex && end == shifts.endIndex { return shifts }
        return Array(shifts[first ..< end])
    }

    /// The worked minutes of the shifts that start inside the week beginning `weekStart`.
    func workedMinutes(inWeekStarting weekStart: CivilDate) -> Int {
        let end = weekStart.adding(days: 6)
        var minutes = 0
        for index in shifts.indices where shifts[index].date >= weekStart && shifts[index].date <= end {
            minutes += shifts[index].time.worked
        }
        return minutes
    }

    /// Shifts that start inside the week beginning `weekStart`.
    func shifts(inWeekStarting weekStart: CivilDate) -> [WorkedShift] {
        let end = weekStart.adding(days: 6)
        return shifts.filter { $0.date >= weekStart && $0.date <= end }
    }

    /// The worked shift of a record dated `date` with `span` and its own `breakRule` (nil: the worker's).
    /// `ranges`: a list to hold the shift's worked ranges while it is read (its contents are replaced).
    private static func read(date: CivilDate, span: TimeSpan, breakRule: BreakRule?, worker: Worker,
                             schedule: WorkerSchedule, rules: RuleBook, ranges: inout [Range<Int>],
                             table: inout RunTable) -> WorkedShift {
        // A span is at most 24 hours from a start before midnight: it touches the shift date and at
        // most the next one. Everything that depends on the calendar date is looked up once per date
        // (whether it is a holiday, its rate), not once per minute; a holiday's name only for the
        // shift's own (below).
        let first = date, next = date.adding(days: 1)
        let reachesNext = span.offsets.upperBound > 1440
        let firstIsHoliday = HolidayPremium.isHoliday(first, worker: worker, rules: rules)
        let nextIsHoliday = reachesNext && HolidayPremium.isHoliday(next, worker: worker, rules: rules)
        let time = WorkedTime(span: span, rule: breakRule ?? worker.breakRule, ranges: &ranges) {
            $0 < 1440 ? firstIsHoliday : nextIsHoliday
        }
        let dayMinutes = schedule.minutes(on: date) ?? time.worked
        let firstRate = WageRates.hourlyRate(for: worker, on: first, shiftDate: date, dayMinutes: dayMinutes)
        let nextRate = reachesNext
            ? WageRates.hourlyRate(for: worker, on: next, shiftDate: date, dayMinutes: dayMinutes) : firstRate
        // Each worked range cut where night or the date may change (midnight, 06:00, 22:00): one run
        // per piece, appended to the timeline's table (the shift gets its slice once marked).
        var shownRate: HourlyRate?
        table.appendShift { runs in
            for range in ranges {
                var start = range.lowerBound
                while start < range.upperBound {
                    let end = min(range.upperBound, NightPremium.nextBoundary(after: start))
                    let onFirst = start < 1440
                    let rate = onFirst ? firstRate : nextRate
                    if shownRate == nil { shownRate = rate }
                    runs.append(MinuteRun(date: onFirst ? first : next, start: start, count: end - start, rate: rate,
                                          night: NightPremium.isNight(offset: start),
                                          holiday: onFirst ? firstIsHoliday : nextIsHoliday))
                    start = end
                }
            }
        }
        // The holiday the shift starts on, else the one its last minute falls on.
        let name = firstIsHoliday ? HolidayPremium.holidayName(on: first, worker: worker, rules: rules)
            : nextIsHoliday ? HolidayPremium.holidayName(on: next, worker: worker, rules: rules) : nil
        return WorkedShift(date: date, span: span, time: WorkedShift.Time(time),
                           rate: shownRate ?? firstRate,
                           dailyWage: worker.wage.kind == .daily ? worker.wage.amount(on: date) : nil,
                           runs: [], holidayName: name)
    }
}
