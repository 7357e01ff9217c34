import MoupModel
import Testing

@testable import MoupPayroll

/// 단시간근로자 초과근로 (기간제법 제6조③; payroll-rules.md v2): +50 % of the hourly 통상임금 for minutes
/// beyond the day's contract minutes, without the minutes that already earn the 연장 premium.
@Suite struct PartTimeOvertimePremiumTests {
    /// Mon/Wed/Fri 09:00–15:30, break 30: 360 minutes a day, 1,080 a week (단시간: under 2,400).
    static let partTime = Fixture.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2026-11-01")

    func slip(
        _ shifts: [Shift], repeats: [Repeat] = [partTime], employees: Int = 5,
        allowances: Allowances = Allowances()
    ) throws -> Payslip {
        try #require(
            Fixture.payslip(
                Fixture.content(
                    employees: employees, workers: [Fixture.worker(allowances: allowances)],
                    shifts: shifts, repeats: repeats), month: "2026-11"))
    }

    @Test func minutesBeyondTheDaysContract() throws {
        // Mon 11-02 09:00–17:30, break 30: 480 worked, 360 scheduled: 120 beyond, no 연장:
        // 120 × 10,320 × 50% ÷ 60 = 10,320.
        let s = try slip([Fixture.shift("2026-11-02", "09:00", "17:30", .minutes(30))])
        let line = try #require(s.line(.partTimeOvertime))
        #expect(line.amount == 10_320)
        #expect(line.minutes == 120)
        #expect(line.basis == "120분 × 10,320원 × 50% ÷ 60 = 10,320원")
        #expect(s.line(.overtime) == nil)
        // Exactly the contract (09:00–15:30): nothing.
        #expect(try slip([Fixture.shift("2026-11-02", "09:00", "15:30", .minutes(30))]).line(.partTimeOvertime) == nil)
    }

    @Test func dailyOvertimeIsNotCountedTwice() throws {
        // Mon 09:00–19:30, break 30: 600 worked; 120 beyond 8 h are 연장 (10,320); excess over the 360
        // contract is 240, less the 120 of 연장: 120 part-time minutes, 10,320.
        let s = try slip([Fixture.shift("2026-11-02", "09:00", "19:30", .minutes(30))])
        #expect(s.amount(.overtime) == 10_320)
        #expect(s.amount(.partTimeOvertime) == 10_320)
    }

    @Test func anUnscheduledDayIsAllBeyondTheContract() throws {
        // Tue 11-03 09:00–13:00 (240, no repeat that day): 240 × 10,320 × 50% ÷ 60 = 20,640.
        #expect(try slip([Fixture.shift("2026-11-03", "09:00", "13:00")]).amount(.partTimeOvertime) == 20_640)
    }

    @Test func weeklyOvertimeIsTakenOffFromTheWeeksLastDayBackwards() throws {
        // Contract Mon–Fri 09:00–17:00, break 60: 420 a day, 2,100 a week. Worked Mon–Fri 09:00–18:00,
        // break 60 (480 each) and Sat 11-07 09:00–14:00 (300): 2,700 in the week, 300 beyond 40 h
        // (연장: 300 × 10,320 × 50% ÷ 60 = 25,800). Part-time before the take-off: 60 a weekday + 300 on
        // Saturday = 600; the 300 weekly-overtime minutes come off Saturday first: 300 left,
        // 300 × 10,320 × 50% ÷ 60 = 25,800 (not 51,600).
        let repeats = [
            Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "09:00", "17:00", .minutes(60), from: "2026-11-01")
        ]
        let shifts =
            (2...6).map { Fixture.shift("2026-11-0\($0)", "09:00", "18:00", .minutes(60)) }
            + [Fixture.shift("2026-11-07", "09:00", "14:00")]
        let s = try slip(shifts, repeats: repeats)
        #expect(s.amount(.overtime) == 25_800)
        #expect(s.amount(.partTimeOvertime) == 25_800)
        #expect(s.line(.partTimeOvertime)?.minutes == 300)
    }

    @Test func holidayMinutesEarnOnlyTheHolidayRate() throws {
        // Sun 11-08 (the 주휴일) 10:00–14:00, unscheduled: 240 holiday minutes, no part-time premium.
        let s = try slip([Fixture.shift("2026-11-08", "10:00", "14:00")])
        #expect(s.amount(.holiday) == 20_640)
        #expect(s.line(.partTimeOvertime) == nil)
    }

    @Test func stacksWithNight() throws {
        // Contract Mon/Wed/Fri 18:00–22:00 (240; 720 a week). Mon 11-02 18:00–23:00: the 60 minutes
        // beyond the contract are 22:00–23:00, night too: part-time 60 × 10,320 × 50% ÷ 60 = 5,160 and
        // night 5,160.
        let repeats = [Fixture.repeating([.mon, .wed, .fri], "18:00", "22:00", from: "2026-11-01")]
        let s = try slip([Fixture.shift("2026-11-02", "18:00", "23:00")], repeats: repeats)
        #expect(s.amount(.partTimeOvertime) == 5_160)
        #expect(s.amount(.night) == 5_160)
        // The dashboard's week pay counts it: base 300 × 10,320 ÷ 60 = 51,600, + night 5,160, + 5,160.
        #expect(s.weeks.first { $0.start == Fixture.date("2026-11-02") }?.pay ?? 0 >= 61_920)
    }

    @Test func aFullTimeContractOrNoContractOwesNothing() throws {
        // Mon–Fri 09:00–18:00, break 60: 2,400 a week, not 단시간. Mon 09:00–19:00 (540): only 연장 60.
        let fullTime = [
            Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "09:00", "18:00", .minutes(60), from: "2026-11-01")
        ]
        let s = try slip([Fixture.shift("2026-11-02", "09:00", "19:00", .minutes(60))], repeats: fullTime)
        #expect(s.amount(.overtime) == 5_160)
        #expect(s.line(.partTimeOvertime) == nil)
        // No repeat: no contract hours known.
        #expect(
            try slip([Fixture.shift("2026-11-02", "09:00", "17:30", .minutes(30))], repeats: []).line(.partTimeOvertime)
                == nil)
    }

    @Test func underFiveOrSwitchedOff() throws {
        let shift = [Fixture.shift("2026-11-02", "09:00", "17:30", .minutes(30))]
        // Under 5 employees: not owed (기간제법 제3조①), no alert.
        let small = try slip(shift, employees: 4)
        #expect(small.line(.partTimeOvertime) == nil)
        #expect(small.alerts(.premiumNotPaid).isEmpty)
        // `true` under 5 pays it anyway: 10,320.
        #expect(
            try slip(shift, employees: 4, allowances: Allowances(partTimeOvertime: .on)).amount(.partTimeOvertime)
                == 10_320)
        // `false` at 5+: not paid, premium_not_paid with 10,320.
        let off = try slip(shift, allowances: Allowances(partTimeOvertime: .off))
        #expect(off.line(.partTimeOvertime) == nil)
        let alert = try #require(off.alerts(.premiumNotPaid).first)
        #expect(alert.amount == 10_320)
        #expect(alert.message.contains("단시간근로자 초과근로수당"))
    }

    @Test func earningOrderFollowsTheSpec() throws {
        // base, …, public_holiday, annual_leave, part_time_overtime, meal_allowance, annual_leave_payout.
        let order = LineCode.allCases.map(\.rawValue)
        let earnings = [
            "base", "night", "overtime", "holiday", "weekly_holiday", "public_holiday", "annual_leave",
            "part_time_overtime", "meal_allowance", "annual_leave_payout", "severance",
        ]
        #expect(Array(order.prefix(earnings.count)) == earnings)
    }
}
