import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct HolidayPremiumTests {
    @Test func publicHolidayWorkAtFivePlus() throws {
        // 2026-10-09 한글날, 09:00–18:00 b60 = 480 holiday minutes (no repeat, so no paid-holiday line).
        // holiday = 480 × 10,320 × 50% ÷ 60 = 41,280.
        let content = Fixture.content(shifts: [Fixture.shift("2026-10-09", "09:00", "18:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-10"))
        #expect(slip.amount(.holiday) == 41_280)
        #expect(slip.amount(.publicHoliday) == nil)
        #expect(slip.shifts.first?.holidayName == "한글날")
    }

    @Test func holidayBeyondEightHoursIsDoubleAndNotOvertime() throws {
        // 2026-10-09 09:00–21:00 b60 = 660: first 480 at +50% = 41,280; 180 beyond at +100% = 30,960.
        // holiday = 72,240; no overtime line.
        let content = Fixture.content(shifts: [Fixture.shift("2026-10-09", "09:00", "21:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-10"))
        #expect(slip.amount(.holiday) == 72_240)
        #expect(slip.amount(.overtime) == nil)
        #expect(
            slip.line(.holiday)?.basis
                == "480분 × 10,320원 × 50% ÷ 60 + 180분 × 10,320원 × 100% ÷ 60 = 72,240원")
    }

    @Test func shiftCrossingIntoAPublicHoliday() throws {
        // Thu 2026-10-08 20:00 – Fri 10-09 04:00 (한글날), break 30 in minutes from the ordinary day
        // minutes (20:00–20:30). Worked 450: 210 on the 8th (120 of them night), 240 on the 9th (night).
        // holiday 240 × 5,160 ÷ 60 = 20,640; night 360 × 5,160 ÷ 60 = 30,960; base 450 × 10,320 ÷ 60 = 77,400.
        let content = Fixture.content(shifts: [Fixture.shift("2026-10-08", "20:00", "04:00", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-10"))
        #expect(slip.minutes.holiday == 240)
        #expect(slip.amount(.holiday) == 20_640)
        #expect(slip.amount(.night) == 30_960)
        #expect(slip.amount(.base) == 77_400)
    }

    @Test func nightHolidayMinutesStack() throws {
        // Sunday (주휴일) 2026-11-08 18:00–23:00, break 0: 300 holiday minutes, 60 of them night.
        // holiday 300 × 5,160 ÷ 60 = 25,800; night 60 × 5,160 ÷ 60 = 5,160; base 51,600 → gross 82,560.
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-08", "18:00", "23:00", .minutes(0))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.holiday) == 25_800)
        #expect(slip.amount(.night) == 5_160)
        #expect(slip.gross == 82_560)
        #expect(slip.shifts.first?.holidayName == "주휴일")
    }

    @Test func underFiveOwesNoHolidayPremium() throws {
        // Under 5: working on 한글날 is paid at base only: 480 × 10,320 ÷ 60 = 82,560.
        let content = Fixture.content(
            employees: 4, shifts: [Fixture.shift("2026-10-09", "09:00", "18:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-10"))
        #expect(slip.amount(.holiday) == nil)
        #expect(slip.gross == 82_560)
    }
}
