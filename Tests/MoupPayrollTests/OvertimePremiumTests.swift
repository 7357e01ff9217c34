import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct OvertimePremiumTests {
    /// Mon–Fri 2026-11-02 … 11-06, 08:00–17:00 with a 60-minute break: 480 worked each, 40 hours.
    static let fullWeek = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map {
        Fixture.shift($0, "08:00", "17:00", .minutes(60))
    }

    @Test func dailyOvertimeBeyondEightHours() throws {
        // 09:00–20:00, break 60 → worked 600; 120 beyond 8h.
        // overtime = 120 × 10,320 × 50% ÷ 60 = 10,320; base = 600 × 10,320 ÷ 60 = 103,200.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-04", "09:00", "20:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.overtime == 120)
        #expect(slip.amount(.overtime) == 10_320)
        #expect(slip.amount(.base) == 103_200)
    }

    @Test func weeklyOvertimeBeyondFortyHours() throws {
        // 40 hours Mon–Fri, then Saturday 09:00–13:30 with 30 break = 240 more: weekly overtime 240.
        // overtime = 240 × 10,320 × 50% ÷ 60 = 20,640.
        let content = Fixture.content(
            shifts: Self.fullWeek + [Fixture.shift("2026-11-07", "09:00", "13:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.overtime == 240)
        #expect(slip.amount(.overtime) == 20_640)
    }

    @Test func dailyOvertimeIsNotCountedAgainInTheWeek() throws {
        // Monday 09:00–20:00 b60 = 600 (120 daily overtime), Tue–Fri 480 each: ordinary minutes
        // 480 + 4 × 480 = 2,400 → no weekly overtime; overtime 120 → 10,320.
        var shifts = Array(Self.fullWeek.dropFirst())
        shifts.insert(Fixture.shift("2026-11-02", "09:00", "20:00", .minutes(60)), at: 0)
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-11"))
        #expect(slip.minutes.overtime == 120)
        #expect(slip.amount(.overtime) == 10_320)
        // Adding Saturday's 240 minutes makes them weekly overtime: 360 × 10,320 × 50% ÷ 60 = 30,960.
        let more = try #require(
            Fixture.payslip(
                Fixture.content(
                    shifts: shifts + [Fixture.shift("2026-11-07", "09:00", "13:30", .minutes(30))]), month: "2026-11"))
        #expect(more.amount(.overtime) == 30_960)
    }

    @Test func sundayWorkIsHolidayNotWeeklyOvertime() throws {
        // After 40 hours, Sunday (the 주휴일) 09:00–13:30 b30 = 240 holiday minutes: no overtime,
        // holiday premium 240 × 10,320 × 50% ÷ 60 = 20,640.
        let content = Fixture.content(
            shifts: Self.fullWeek + [Fixture.shift("2026-11-08", "09:00", "13:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.overtime) == nil)
        #expect(slip.amount(.holiday) == 20_640)
    }

    @Test func overMidnightOvertimeStacksWithNight() throws {
        // Wed 14:00 – Thu 02:00 (720), break 60 in minutes comes out of day minutes (14:00–15:00):
        // worked 15:00–02:00 = 660; the 481st minute is 23:00, so overtime 23:00–02:00 = 180, all night.
        // base 660 × 10,320 ÷ 60 = 113,520; night 240 × 5,160 ÷ 60 = 20,640; overtime 180 × 5,160 ÷ 60 = 15,480.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-04", "14:00", "02:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 113_520)
        #expect(slip.amount(.night) == 20_640)
        #expect(slip.amount(.overtime) == 15_480)
        #expect(slip.gross == 149_640)
    }

    @Test func underFiveOvertimeFalseIsNotAlerted() throws {
        // Under 5 with overtime: false: the law does not require it, so neither line nor alert.
        let worker = Fixture.worker(allowances: Allowances(overtime: .off))
        let content = Fixture.content(
            employees: 2, workers: [worker],
            shifts: [Fixture.shift("2026-11-04", "09:00", "20:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.overtime) == nil)
        #expect(slip.alerts(.premiumNotPaid).isEmpty)
        #expect(slip.gross == 103_200)
    }

    // v3: 연장 beyond 8 hours in a calendar day, whichever shift the minutes fall in (근로기준법 제50조②,
    // 제56조①; payroll-rules.md, Premiums).

    @Test func splitShiftOnOneDateIsOneDay() throws {
        // Wed 2026-11-04: 09:00–13:00 (240, no break) and 17:00–22:30 with a 30-minute break (300):
        // 540 worked that day; the 481st minute falls in the second shift → 60 minutes of 연장.
        // The break in minutes comes out of day minutes first, so 17:30–22:30 is worked: 30 night minutes.
        // base = 540 × 10,320 ÷ 60 = 92,880; overtime = 60 × 10,320 × 50% ÷ 60 = 5,160;
        // night = 30 × 10,320 × 50% ÷ 60 = 2,580; gross 100,620.
        let content = Fixture.content(shifts: [
            Fixture.shift("2026-11-04", "09:00", "13:00", .minutes(0)),
            Fixture.shift("2026-11-04", "17:00", "22:30", .minutes(30)),
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.worked == 540)
        #expect(slip.minutes.overtime == 60)
        #expect(slip.amount(.base) == 92_880)
        #expect(slip.amount(.overtime) == 5_160)
        #expect(slip.amount(.night) == 2_580)
        #expect(slip.gross == 100_620)
        // The payslip's shift rows: the overtime is in the second shift, the one it falls in.
        #expect(slip.shifts.map(\.overtime) == [0, 60])
    }

    @Test func splitShiftOvertimeStacksWithNight() throws {
        // Thu 2026-11-05: 10:00–15:00 (300) and 19:00–24:00 (300): 600 that day; minutes 481–600 are
        // 22:00–24:00, all night: overtime 120 × 5,160 ÷ 60 = 10,320 on top of night 120 × 5,160 ÷ 60 = 10,320.
        let content = Fixture.content(shifts: [
            Fixture.shift("2026-11-05", "10:00", "15:00", .minutes(0)),
            Fixture.shift("2026-11-05", "19:00", "00:00", .minutes(0)),
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.overtime == 120)
        #expect(slip.amount(.overtime) == 10_320)
        #expect(slip.amount(.night) == 10_320)
    }

    @Test func shiftsOnTwoDatesAreTwoDays() throws {
        // Wed 18:00–02:00 (480, starts on Wed) and Thu 10:00–14:00 (240, starts on Thu): each date has at
        // most 480 worked minutes of the shifts starting on it, so no daily overtime, though 720
        // minutes fall within 24 hours.
        let content = Fixture.content(shifts: [
            Fixture.shift("2026-11-04", "18:00", "02:00", .minutes(0)),
            Fixture.shift("2026-11-05", "10:00", "14:00", .minutes(0)),
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.minutes.overtime == 0)
        #expect(slip.amount(.overtime) == nil)
    }

    @Test func splitShiftsInAMonthAddUp() throws {
        // The case over a month: every weekday of October 2026 that is not a public holiday,
        // 09:00–13:00 and 17:00–22:30 (30-minute break). October 2026 has 22 weekdays; its weekday
        // holidays are 10/5 (개천절 대체공휴일) and 10/9 (한글날); 10/3 is a Saturday. Working days = 20,
        // 60 minutes of 연장 each = 1,200 minutes: 1,200 × 10,320 × 50% ÷ 60 = 103,200 (v2 paid none).
        // Weekly overtime: each week has at most 5 × 480 ordinary minutes = 2,400: none.
        let holidays: Set<String> = ["2026-10-05", "2026-10-09"]
        var shifts: [Shift] = []
        for day in 1...31 {
            let iso = "2026-10-" + (day < 10 ? "0\(day)" : "\(day)")
            let date = Fixture.date(iso)
            guard date.weekday != .sat && date.weekday != .sun && !holidays.contains(iso) else { continue }
            shifts.append(Fixture.shift(iso, "09:00", "13:00", .minutes(0)))
            shifts.append(Fixture.shift(iso, "17:00", "22:30", .minutes(30)))
        }
        #expect(shifts.count == 40)
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-10"))
        #expect(slip.minutes.overtime == 1_200)
        #expect(slip.amount(.overtime) == 103_200)
    }
}
