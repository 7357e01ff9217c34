import MoupModel
import MoupRules

/// A worker's worked shifts over whole weeks, with every minute classified: night, holiday,
/// holiday beyond 8 hours, daily and weekly overtime. Built over whole weeks so that the 40-hour
/// week and 주휴수당 see the days of a week that fall in the previous pay period.
struct WorkerTimeline: Sendable {
    /// Worked shifts in time order.
    let shifts: [WorkedShift]
    /// The worker's records of any status (worked, absent, leave) dated inside the timeline, in file order.
    let records: [Shift]
    /// The worker's repeats, read once for every look at the schedule.
    let schedule: WorkerSchedule

    /// - Parameter records: the worker's shift records at the workplace, any status and date.
    init(worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook, from first: CivilDate,
         through last: CivilDate) {
        self.records = records.filter { $0.date >= first && $0.date <= last }
        let schedule = WorkerSchedule(worker: worker.id, workplace: workplace)
        self.schedule = schedule
        let worked: [(shift: Shift, span: TimeSpan)] = self.records.compactMap { shift in
            guard shift.status == .worked, let span = shift.span else { return nil }
            return (shift, span)
        }
        var shifts = worked.sorted { ($0.shift.date, $0.span.start) < ($1.shift.date, $1.span.start) }
            .map { WorkerTimeline.read($0.shift, span: $0.span, worker: worker, repeats: schedule.repeats, rules: rules) }
        for index in shifts.indices { OvertimePremium.markDaily(&shifts[index]) }
        HolidayPremium.markBeyondEightHours(&shifts)
        // In time order each week's shifts are one run; each run is marked in place.
        var weekFirst = shifts.startIndex
        while weekFirst < shifts.endIndex {
            let week = workplace.weekStart(of: shifts[weekFirst].date)
            let weekEnd = shifts[weekFirst...].firstIndex { workplace.weekStart(of: $0.date) != week } ?? shifts.endIndex
            OvertimePremium.markWeekly(&shifts[weekFirst ..< weekEnd])
            PartTimeOvertimePremium.markWeek(&shifts[weekFirst ..< weekEnd], worker: worker, workplace: workplace, rules: rules)
            weekFirst = weekEnd
        }
        self.shifts = shifts
    }

    /// Shifts that start inside `period`.
    func shifts(in period: PayPeriod) -> [WorkedShift] { shifts.filter { period.contains($0.date) } }

    /// Shifts that start inside the week beginning `weekStart`.
    func shifts(inWeekStarting weekStart: CivilDate) -> [WorkedShift] {
        let end = weekStart.adding(days: 6)
        return shifts.filter { $0.date >= weekStart && $0.date <= end }
    }

    /// - Parameter repeats: the worker's repeats (`WageRates.scheduledMinutes` reads only those).
    private static func read(_ shift: Shift, span: TimeSpan, worker: Worker, repeats: [Repeat],
                             rules: RuleBook) -> WorkedShift {
        // Everything that depends on the calendar date is looked up once per date the shift
        // touches (the shift date, and the next one after midnight), not once per minute.
        let days = 0 ... (span.offsets.upperBound - 1) / 1440
        let dates = days.map { shift.date.adding(days: $0) }
        let holidayNames = dates.map { HolidayPremium.holidayName(on: $0, worker: worker, rules: rules) }
        func holidayName(_ offset: Int) -> Phrase? { holidayNames[offset / 1440] }
        let time = WorkedTime(span: span, rule: shift.breakRule ?? worker.breakRule) { holidayName($0) != nil }
        let dayMinutes = WageRates.scheduledMinutes(on: shift.date, worker: worker, repeats: repeats) ?? time.worked
        let rates = dates.map {
            WageRates.hourlyRate(for: worker, on: $0, shiftDate: shift.date, dayMinutes: dayMinutes)
        }
        // Each worked range cut where night or the date may change: one run per piece.
        var runs: [MinuteRun] = []
        runs.reserveCapacity(time.ranges.count + 2)
        for range in time.ranges {
            for piece in WorkedTime.rankPieces(range) {
                let day = piece.lowerBound / 1440
                runs.append(MinuteRun(date: dates[day], start: piece.lowerBound, count: piece.count, rate: rates[day],
                                      night: NightPremium.isNight(offset: piece.lowerBound),
                                      holiday: holidayNames[day] != nil))
            }
        }
        let name = holidayName(span.start.minuteOfDay) ?? holidayName(span.offsets.upperBound - 1)
        return WorkedShift(date: shift.date, span: span, time: time, rate: runs.first?.rate ?? rates[0],
                           dailyWage: worker.wage.kind == .daily ? worker.wage.amount(on: shift.date) : nil,
                           runs: runs, holidayName: name)
    }
}
