import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

/// The holidays by day, the splitting and marking of a shift's runs, the schedule's totals and the
/// premium tally, each checked against the plain reading of the rule or a search.
@Suite struct EngineTablesTests {
    private func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    @Test func holidayTableAnswersAsASearchOfTheListDoes() throws {
        let rules = try RuleBook.bundled()
        let listed = Dictionary(rules.holidays.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        // Every day from a year before the first holiday through a year after the last.
        let first = rules.holidays.first!.date.adding(days: -366)
        let last = rules.holidays.last!.date.adding(days: 366)
        var holidays = 0
        for offset in 0...first.days(to: last) {
            let date = first.adding(days: offset)
            #expect(rules.holiday(on: date) == listed[date])
            #expect(rules.isHoliday(date) == (listed[date] != nil))
            if rules.isHoliday(date) { holidays += 1 }
        }
        #expect(holidays == listed.count)
        // 2026-10-05: 추석 대체공휴일; 2026-05-01: 노동절; 2026-11-03: an ordinary Tuesday.
        #expect(rules.holiday(on: day("2026-10-05"))?.kind == .publicHoliday)
        #expect(rules.holiday(on: day("2026-05-01"))?.kind == .laborDay)
        #expect(!rules.isHoliday(day("2026-11-03")))
    }

    @Test func holidayTableOfABookWithoutHolidaysIsEmpty() {
        var rules = TestRules.book
        #expect(rules.isHoliday(day("2026-10-03")))
        rules = RuleBook(
            minimumWage: rules.minimumWage, holidays: [], insurance: rules.insurance,
            mealAllowanceLimit: rules.mealAllowanceLimit, childTaxReduction: rules.childTaxReduction,
            incomeTaxTable: rules.incomeTaxTable, coveredThrough: rules.coveredThrough)
        #expect(!rules.isHoliday(day("2026-10-03")))
        #expect(rules.holiday(on: day("2026-10-03")) == nil)
    }

    /// A worked shift on `date` whose minutes are `runs` (its span and time from the first run's start
    /// through the last run's end, no break).
    private func shift(_ date: CivilDate, _ runs: [MinuteRun]) -> WorkedShift {
        let span = TimeSpan(
            start: ClockTime(minuteOfDay: runs[0].start % 1440)!,
            end: ClockTime(minuteOfDay: runs[runs.count - 1].end % 1440)!)
        let time = WorkedTime(span: span, rule: .minutes(0)) { _ in false }
        return WorkedShift(
            date: date, span: span, time: WorkedShift.Time(time), rate: runs[0].rate, dailyWage: nil,
            runs: runs, holidayName: nil)
    }

    @Test func splittingARunKeepsItsMarks() {
        // 09:00–13:00 as one run of 240.
        let date = day("2026-11-02")
        let rate = HourlyRate(origin: .hourly(10_320))
        var worked = shift(
            date, [MinuteRun(date: date, start: 540, count: 240, rate: rate, night: false, holiday: false)])
        // Split after 60 minutes: 09:00–10:00 and 10:00–13:00, marks kept.
        worked.runs[0].dailyOvertime = true
        worked.split(run: 0, after: 60)
        #expect(worked.runs.map(\.start) == [540, 600])
        #expect(worked.runs.map(\.count) == [60, 180])
        #expect(worked.runs.map(\.dailyOvertime) == [true, true])
        // A limit of 100 minutes counted from 50 falls inside the second run: split after 50.
        worked.split(run: 1, atLimit: 100, counted: 50)
        #expect(worked.runs.map(\.count) == [60, 50, 130])
        // A limit outside the run (already passed, or not reached) splits nothing.
        worked.split(run: 2, atLimit: 100, counted: 100)
        worked.split(run: 2, atLimit: 500, counted: 100)
        #expect(worked.runs.count == 3)
    }

    @Test func markBeyondMarksTheMinutesPastTheLimitAcrossShifts() {
        // Weekly counting over two shifts of 300 minutes with a limit of 400: the second shift's
        // last 200 minutes are beyond it (its run split 100 + 200).
        let date = day("2026-11-02")
        let next = date.adding(days: 1)
        let rate = HourlyRate(origin: .hourly(10_320))
        var shifts = [
            shift(date, [MinuteRun(date: date, start: 540, count: 300, rate: rate, night: false, holiday: false)]),
            shift(next, [MinuteRun(date: next, start: 540, count: 300, rate: rate, night: false, holiday: false)]),
        ]
        var counted = 0
        shifts.markBeyond(400, in: 0..<2, counted: &counted, flag: { $0.weeklyOvertime = true }, counts: { _ in true })
        #expect(counted == 600)
        #expect(shifts.map { $0.runs.map(\.count) } == [[300], [100, 200]])
        #expect(shifts.map { $0.runs.map(\.weeklyOvertime) } == [[false], [false, true]])
    }

    @Test func scheduleTotalCountsTheDaysItLists() {
        // Repeats that begin and end inside the spans, overlap on Wednesdays, and a worker employed
        // from 11-04 through 12-20: the total counted date by date must equal the days listed
        // one by one, for every span of 1 to 45 days starting on each day of October–December.
        let repeats = [
            Fixture.repeating([.mon, .wed, .fri], "09:00", "13:00", from: "2026-10-15", until: "2026-12-10"),
            Fixture.repeating([.wed, .sat], "18:00", "22:30", from: "2026-11-01"),
            Fixture.repeating([.sun], "10:00", "19:00", .minutes(60), from: "2026-09-01", until: "2026-11-30"),
        ]
        let worker = Fixture.worker(start: "2026-11-04", end: "2026-12-20")
        let place = Fixture.content(workers: [worker], repeats: repeats).workplaces[0]
        let schedule = WorkerSchedule(worker: place.workers[0], workplace: place)
        var compared = 0
        for offset in 0..<92 {
            let first = Fixture.date("2026-10-01").adding(days: offset)
            for length in 1...45 {
                let last = first.adding(days: length - 1)
                let days = schedule.days(from: first, through: last)
                let total = schedule.total(from: first, through: last)
                #expect(total.days == days.count)
                // Each date's minutes count at most 8 hours (v3 소정근로시간): Wednesdays 240 + 270 = 510 → 480.
                let byDate = Dictionary(grouping: days, by: \.date).values.map {
                    min($0.reduce(0) { $0 + $1.minutes }, 480)
                }
                #expect(total.minutes == byDate.reduce(0, +))
                compared += days.count
            }
        }
        #expect(compared > 10_000)
        // One week by hand, 11-09 … 11-15: Mon, Fri 240 each; Wed 240 + 270 = 510, counted 480 (v3: at most
        // 8 hours a day); Sat 270; Sun 540 − 60.
        #expect(
            schedule.total(from: Fixture.date("2026-11-09"), through: Fixture.date("2026-11-15"))
                == (days: 6, minutes: 2 * 240 + 480 + 270 + 480))
    }

    @Test func partTallyKeepsPartsInOrderOfFirstAppearance() {
        // Minutes at 10,320원 (base 100 %), then 12,000원, back to 10,320원, a 50 % part of 10,320원,
        // then 12,000원 again: three parts, in the order each first came, each with all its minutes.
        let low = HourlyRate(origin: .hourly(10_320))
        let high = HourlyRate(origin: .hourly(12_000))
        var tally = PartTally()
        #expect(tally.parts.isEmpty)
        tally.add(low, percent: 100, minutes: 60)
        tally.add(low, percent: 100, minutes: 30)
        #expect(tally.parts == [PremiumPart(rate: low, percent: 100, minutes: 90)])
        tally.add(high, percent: 100, minutes: 120)
        tally.add(low, percent: 100, minutes: 10)
        tally.add(low, percent: 50, minutes: 45)
        tally.add(high, percent: 100, minutes: 5)
        // 60 + 30 + 10 = 100 minutes of low at 100 %; 120 + 5 = 125 of high; 45 of low at 50 %.
        let expected = [
            PremiumPart(rate: low, percent: 100, minutes: 100),
            PremiumPart(rate: high, percent: 100, minutes: 125),
            PremiumPart(rate: low, percent: 50, minutes: 45),
        ]
        #expect(tally.parts == expected)
        // A part counted again is found in the list, not added twice.
        tally.add(high, percent: 100, minutes: 1)
        #expect(tally.parts[1].minutes == 126)
    }

    @Test func missingRecordsAreFoundOverALongPeriod() throws {
        // Mondays 09:00–13:00 from 2026-09-07, over a period of 70 days, 09-08 … 11-16 (longer than any pay
        // period). Records on 09-14 (day 6), 11-09 (day 62) and 11-16 (day 69), and one on 09-01, before
        // the period. Missing: the other Mondays, but 10-05 (개천절 대체공휴일, a paid
        // holiday at five employees, is not a day to work).
        let rules = try RuleBook.bundled()
        let worker = Fixture.worker()
        let place = Fixture.content(
            shifts: [], repeats: [Fixture.repeating([.mon], "09:00", "13:00", from: "2026-09-07")]
        )
        .workplaces[0]
        let schedule = WorkerSchedule(worker: worker, workplace: place)
        let records = ["2026-09-14", "2026-11-09", "2026-11-16", "2026-09-01"].map {
            WorkerTimeline.RecordDay(date: Fixture.date($0), status: .worked)
        }
        let period = PayPeriod(
            start: Fixture.date("2026-09-08"), end: Fixture.date("2026-11-16"),
            payDate: Fixture.date("2026-11-20"))
        let alerts = UnconfirmedShiftsAlert.alerts(
            worker: worker, workplace: place, records: records, schedule: schedule,
            period: period, today: Fixture.date("2026-12-01"), rules: rules)
        #expect(
            alerts.flatMap(\.days).map(\.description)
                == ["2026-09-21", "2026-09-28", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"])
    }
}
