import MoupModel
import MoupRules

/// A worker's worked shifts over whole weeks, with every minute classified: night, holiday,
/// holiday beyond 8 hours, daily and weekly overtime. Built over whole weeks so that the 40-hour
/// week and 주휴수당 see the days of a week that fall in the previous pay period.
struct WorkerTimeline: Sendable {
    /// Worked shifts in time order.
    let shifts: [WorkedShift]

    init(worker: Worker, workplace: Workplace, rules: RuleBook, from first: CivilDate, through last: CivilDate) {
        let records: [(shift: Shift, span: TimeSpan)] = workplace.shifts.compactMap { shift in
            guard shift.workerID == worker.id, shift.status == .worked, shift.date >= first, shift.date <= last,
                  let span = shift.span else { return nil }
            return (shift, span)
        }
        var shifts = records.sorted { ($0.shift.date, $0.span.start) < ($1.shift.date, $1.span.start) }
            .map { WorkerTimeline.read($0.shift, span: $0.span, worker: worker, workplace: workplace, rules: rules) }
        for index in shifts.indices { OvertimePremium.markDaily(&shifts[index]) }
        HolidayPremium.markBeyondEightHours(&shifts)
        var byWeek: [CivilDate: [Int]] = [:]
        for (index, shift) in shifts.enumerated() { byWeek[workplace.weekStart(of: shift.date), default: []].append(index) }
        for week in byWeek.keys.sorted() {
            let indices = byWeek[week]!
            var weekShifts = indices.map { shifts[$0] }
            OvertimePremium.markWeekly(&weekShifts)
            for (position, index) in indices.enumerated() { shifts[index] = weekShifts[position] }
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

    private static func read(_ shift: Shift, span: TimeSpan, worker: Worker, workplace: Workplace,
                             rules: RuleBook) -> WorkedShift {
        func dateOf(_ offset: Int) -> CivilDate { shift.date.adding(days: offset / 1440) }
        var names: [Int: String?] = [:]
        func holidayName(_ offset: Int) -> String? {
            let day = offset / 1440
            if let known = names[day] { return known }
            let name = HolidayPremium.holidayName(on: dateOf(offset), worker: worker, rules: rules)
            names[day] = name
            return name
        }
        let time = WorkedTime(span: span, rule: shift.breakRule ?? worker.breakRule) { holidayName($0) != nil }
        let dayMinutes = WageRates.scheduledMinutes(on: shift.date, worker: worker, repeats: workplace.repeats) ?? time.worked
        let minutes = time.offsets.map { offset in
            WorkedMinute(date: dateOf(offset), offset: offset,
                         rate: WageRates.hourlyRate(for: worker, on: dateOf(offset), shiftDate: shift.date, dayMinutes: dayMinutes),
                         night: NightPremium.isNight(offset: offset), holiday: holidayName(offset) != nil)
        }
        let firstRate = WageRates.hourlyRate(for: worker, on: shift.date, shiftDate: shift.date, dayMinutes: dayMinutes)
        let name = holidayName(span.start.minuteOfDay) ?? holidayName(span.offsets.upperBound - 1)
        return WorkedShift(shift: shift, span: span, time: time, rate: minutes.first?.rate ?? firstRate,
                           dailyWage: worker.wage.kind == .daily ? worker.wage.amount(on: shift.date) : nil,
                           minutes: minutes, holidayName: name)
    }
}
