import MoupModel
@testable import MoupPayroll
import MoupRules
import Testing

/// The look-up tables the engine uses instead of searches: the holidays by day and the one table of
/// runs a timeline's rules mark. Each must answer exactly as the search it
/// replaced.
@Suite struct EngineTablesTests {
    private func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    @Test func holidayTableAnswersAsASearchOfTheListDoes() throws {
        let rules = try RuleBook.bundled()
        let listed = Dictionary(rules.holidays.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        // Every day from a year before the first holiday through a year after the last.
        let first = rules.holidays.first!.date.adding(days: -366), last = rules.holidays.last!.date.adding(days: 366)
        var holidays = 0
        for offset in 0 ... first.days(to: last) {
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
        rules = RuleBook(minimumWage: rules.minimumWage, holidays: [], insurance: rules.insurance,
                         mealAllowanceLimit: rules.mealAllowanceLimit, childTaxReduction: rules.childTaxReduction,
                         incomeTaxTable: rules.incomeTaxTable, coveredThrough: rules.coveredThrough)
        #expect(!rules.isHoliday(day("2026-10-03")))
        #expect(rules.holiday(on: day("2026-10-03")) == nil)
    }

    @Test func runTableSplitsMoveTheLaterShiftsRuns() {
        // Two shifts: 09:00–13:00 as one run of 240, and 14:00–16:00 as one run of 120.
        let date = day("2026-11-02"), rate = HourlyRate(origin: .hourly(10_320))
        var table = RunTable(shifts: 2)
        table.appendShift { $0.append(MinuteRun(date: date, start: 540, count: 240, rate: rate, night: false, holiday: false)) }
        table.appendShift { $0.append(MinuteRun(date: date, start: 840, count: 120, rate: rate, night: false, holiday: false)) }
        #expect(table.bounds == [0 ..< 1, 1 ..< 2])
        // Split the first shift's run after 60 minutes: 09:00–10:00 and 10:00–13:00, marks kept.
        table[0].dailyOvertime = true
        table.split(0, of: 0, after: 60)
        #expect(table.bounds == [0 ..< 2, 2 ..< 3])
        #expect(table.runs.map(\.start) == [540, 600, 840])
        #expect(table.runs.map(\.count) == [60, 180, 120])
        #expect(table.runs.map(\.dailyOvertime) == [true, true, false])
        // A limit of 100 minutes counted from 50 falls inside the second shift's run: split after 50.
        table.split(2, of: 1, atLimit: 100, counted: 50)
        #expect(table.bounds == [0 ..< 2, 2 ..< 4])
        #expect(table.runs.map(\.count) == [60, 180, 50, 70])
        // A limit outside the run (already passed, or not reached) splits nothing.
        table.split(3, of: 1, atLimit: 100, counted: 100)
        table.split(3, of: 1, atLimit: 500, counted: 100)
        #expect(table.runs.count == 4)
    }

    @Test func markBeyondMarksTheMinutesPastTheLimitAcrossShifts() {
        // Weekly counting over two shifts of 300 minutes with a limit of 400: the second shift's
        // last 200 minutes are beyond it (its run split 100 + 200).
        let date = day("2026-11-02"), rate = HourlyRate(origin: .hourly(10_320))
        var table = RunTable(shifts: 2)
        table.appendShift { $0.append(MinuteRun(date: date, start: 540, count: 300, rate: rate, night: false, holiday: false)) }
        table.appendShift {
            $0.append(MinuteRun(date: date.adding(days: 1), start: 540, count: 300, rate: rate, night: false, holiday: false))
        }
        var counted = 0
        table.markBeyond(400, in: 0 ..< 2, counted: &counted, flag: { $0.weeklyOvertime = true }, counts: { _ in true })
        #expect(counted == 600)
        #expect(table.bounds == [0 ..< 1, 1 ..< 3])
        #expect(table.runs.map(\.count) == [300, 100, 200])
        #expect(table.runs.map(\.weeklyOvertime) == [false, false, true])
    }

    @Test func scheduleTotalCountsTheDaysItLists() {
        // Repeats that begin and end inside the spans, overlap on Wednesdays, and a worker employed
        // from 11-04 through 12-20: the total counted date by date must equal the days listed
        // one by one, for every span of 1 to 45 days starting on each day of October–December.
        let repeats = [Fixture.repeating([.mon, .wed, .fri], "09:00", "13:00", from: "2026-10-15", until: "2026-12-10"),
                       Fixture.repeating([.wed, .sat], "18:00", "22:30", from: "2026-11-01"),
                       Fixture.repeating([.sun], "10:00", "19:00", .minutes(60), from: "2026-09-01", until: "2026-11-30")]
        let worker = Fixture.worker(start: "2026-11-04", end: "2026-12-20")
        let place = Fixture.content(workers: [worker], repeats: repeats).workplaces[0]
        let schedule = WorkerSchedule(worker: place.workers[0], workplace: place)
        var compared = 0
        for offset in 0 ..< 92 {
            let first = Fixture.date("2026-10-01").adding(days: offset)
            for length in 1 ... 45 {
                let last = first.adding(days: length - 1)
                let days = schedule.days(from: first, through: last)
                let total = schedule.total(from: first, through: last)
                #expect(total.days == days.count)
                // Each date's minutes count at most 8 hours (v3 소정근로시간): Wednesdays 240 + 270 = 510 → 480.
                let byDate = Dictionary(grouping: days, by: \.date).values.map { min($0.reduce(0) { $0 + $1.minutes }, 480) }
                #expect(total.minutes == byDate.reduce(0, +))
                compared += days.count
            }
        }
        #expect(compared > 10_000)
        // One week by hand, 11-09 … 11-15: Mon, Fri 240 each; Wed 240 + 270 = 510, counted 480 (v3: at most
        // 8 hours a day); Sat 270; Sun 540 − 60.
        #expect(schedule.total(from: Fixture.date("2026-11-09"), through: Fixture.date("2026-11-15"))
            == (days: 6, minutes: 2 * 240 + 480 + 270 + 480))
    }

    @Test func partTallyKeepsPartsInOrderOfFirstAppearance() {
        // Minutes at 10,320원 (base 100 %), then 12,000원, back to 10,320원, a 50 % part of 10,320원,
        // then 12,000원 again: three parts, in the order each first came, each with all its minutes.
        let low = HourlyRate(origin: .hourly(10_320)), high = HourlyRate(origin: .hourly(12_000))
        var tally = PartTally()
        #expect(tally.finish().isEmpty)
        tally.add(low, percent: 100, minutes: 60)
        tally.add(low, percent: 100, minutes: 30)
        // Finishing puts the current part in its place in the list itself; counting goes on after.
        #expect(tally.finish() == [PremiumPart(rate: low, percent: 100, minutes: 90)])
        tally.add(high, percent: 100, minutes: 120)
        tally.add(low, percent: 100, minutes: 10)
        tally.add(low, percent: 50, minutes: 45)
        tally.add(high, percent: 100, minutes: 5)
        // 60 + 30 + 10 = 100 minutes of low at 100 %; 120 + 5 = 125 of high; 45 of low at 50 %.
        let expected = [PremiumPart(rate: low, percent: 100, minutes: 100),
                        PremiumPart(rate: high, percent: 100, minutes: 125),
                        PremiumPart(rate: low, percent: 50, minutes: 45)]
        #expect(tally.finish() == expected)
        // Finishing again changes nothing.
        #expect(tally.finish() == expected)
        // A part counted again after finishing is found in the list, not added twice.
        tally.add(high, percent: 100, minutes: 1)
        #expect(tally.finish()[1].minutes == 126)
    }

    @Test func missingRecordsAreFoundByDayBitsAndBeyondThem() throws {
        // Mondays 09:00–13:00 from 2026-09-07, over a period of 70 days, 09-08 … 11-16 (longer than any pay
        // period: its last days lie past the 64 day bits and are looked for in the records). Records on
        // 09-14 (day 6), 11-09 (day 62) and 11-16 (day 69, past the bits), and one on 09-01, before the
        // period, which sets no bit. Missing: the other Mondays, but 10-05 (개천절 대체공휴일, a paid
        // holiday at five employees, is not a day to work).
        let rules = try RuleBook.bundled()
        let worker = Fixture.worker()
        let place = Fixture.content(shifts: [], repeats: [Fixture.repeating([.mon], "09:00", "13:00", from: "2026-09-07")])
            .workplaces[0]
        let schedule = WorkerSchedule(worker: worker, workplace: place)
        let records = ["2026-09-14", "2026-11-09", "2026-11-16", "2026-09-01"].map {
            WorkerTimeline.RecordDay(date: Fixture.date($0), status: .worked)
        }
        let period = PayPeriod(start: Fixture.date("2026-09-08"), end: Fixture.date("2026-11-16"),
                               payDate: Fixture.date("2026-11-20"))
        let alerts = UnconfirmedShiftsAlert.alerts(worker: worker, workplace: place, records: records, schedule: schedule,
                                                   period: period, today: Fixture.date("2026-12-01"), rules: rules)
        #expect(alerts.flatMap(\.days).map(\.description)
            == ["2026-09-21", "2026-09-28", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"])
    }
}

