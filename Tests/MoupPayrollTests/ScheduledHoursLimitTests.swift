import MoupModel
import Testing

@testable import MoupPayroll

/// v3: 소정근로시간 counts at most 8 hours a day and 40 a week (근로기준법 제2조①8호, 제50조;
/// payroll-rules.md, "소정근로시간"). The rest of a longer contract day is 연장, paid as such.
@Suite struct ScheduledHoursLimitTests {
    /// Mon, Wed, Fri 08:00–19:00 with a 1-hour break: 600 minutes a contract day, 480 of them 소정.
    static func tenHourDays(from: String, until: String? = nil) -> Repeat {
        Fixture.repeating([.mon, .wed, .fri], "08:00", "19:00", .minutes(60), from: from, until: until)
    }

    @Test func weeklyHolidayCountsEightHoursOfATenHourDay() throws {
        // The week of 2026-11-02: three 10-hour contract days, worked as scheduled. 소정 = 3 × 480 = 1,440
        // minutes (24 h), not 3 × 600 = 1,800 (30 h).
        // 주휴 = 1,440 ÷ 2,400 × 8 h × 10,320 = 1,440 × 10,320 ÷ 300 = 49,536 (v2: 1,800 → 61,920).
        let shifts = ["2026-11-02", "2026-11-04", "2026-11-06"].map {
            Fixture.shift($0, "08:00", "19:00", .minutes(60))
        }
        let content = Fixture.content(
            shifts: shifts, repeats: [Self.tenHourDays(from: "2026-11-02", until: "2026-11-08")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 49_536)
        #expect(slip.weeks.first { $0.start == Fixture.date("2026-11-02") }?.scheduledMinutes == 1_440)
        // The 2 hours beyond 8 of each day are 연장: 3 × 120 = 360 minutes × 10,320 × 50% ÷ 60 = 30,960.
        #expect(slip.minutes.overtime == 360)
        #expect(slip.amount(.overtime) == 30_960)
    }

    @Test func paidPublicHolidayCountsEightHoursOfATenHourDay() throws {
        // 2026-10-05 (개천절 대체공휴일, Monday) and 10-09 (한글날, Friday) are contract days of the repeat
        // (from 2026-09-14, Mon/Wed/Fri, 10 h): each paid 480 minutes, 2 × 480 × 10,320 ÷ 60 = 165,120
        // (v2: 600 minutes each → 206,400). Every week of the repeat has 1,440 소정 minutes (≥ 900).
        let content = Fixture.content(repeats: [Self.tenHourDays(from: "2026-09-14")])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-11-05"))
        let line = try #require(slip.line(.publicHoliday))
        #expect(line.minutes == 960)
        #expect(line.amount == 165_120)
    }

    @Test func contractWeekIsAtMostFortyHours() throws {
        // Six 9-hour contract days (Mon–Sat 08:00–18:00, 1-hour break): each day 540 → 480 of 소정; the week
        // 6 × 480 = 2,880 → 2,400. A day's 소정 is 480.
        let schedule = WorkerSchedule(
            listed: Fixture.worker(),
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri, .sat], "08:00", "18:00", .minutes(60), from: "2026-11-02")
            ])
        let contract = schedule.contract(on: Fixture.date("2026-11-04"))
        #expect(contract.week == 2_400)
        #expect(contract.day == 480)
        // A week's total counts each day at most 480 (a span total is not capped per week).
        #expect(schedule.total(from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-08")).minutes == 2_880)
        // Sunday is not a contract day.
        #expect(schedule.contract(on: Fixture.date("2026-11-08")).day == 0)
    }

    @Test func twoRepeatsOnOneDayShareTheEightHours() throws {
        // A split contract day: 09:00–13:00 and 17:00–23:00 (no break) on Tuesdays = 240 + 360 = 600 → 480.
        let schedule = WorkerSchedule(
            listed: Fixture.worker(),
            repeats: [
                Fixture.repeating([.tue], "09:00", "13:00", .minutes(0), from: "2026-11-02"),
                Fixture.repeating([.tue], "17:00", "23:00", .minutes(0), from: "2026-11-02"),
            ])
        let tuesday = Fixture.date("2026-11-03")
        #expect(schedule.total(from: tuesday, through: tuesday).minutes == 480)
        #expect(schedule.total(from: tuesday, through: tuesday).days == 2)
        #expect(schedule.contract(on: tuesday).day == 480)
        #expect(schedule.contract(on: tuesday).week == 480)
    }

    @Test func annualLeaveHoursUseTheCappedWeek() throws {
        // ContractHours reads the same capped week: three 10-hour days a week are 1,440 minutes a week of
        // 소정 on every day the repeat is in force (v2: 1,800).
        let worker = Fixture.worker(start: "2026-11-02")
        let content = Fixture.content(workers: [worker], repeats: [Self.tenHourDays(from: "2026-11-02")])
        let place = content.workplaces[0]
        let hours = ContractHours(
            worker: worker, workplace: place, records: place.shifts,
            rules: TestRules.book, from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-30"))
        #expect(hours.weeklyMinutes(on: Fixture.date("2026-11-10")) == 1_440)
        let average = hours.averageWeeklyMinutes(from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-29"))
        #expect(average.numerator == 1_440 * average.denominator)
    }
}
