import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct PublicHolidayPayTests {
    /// Mon–Fri 10:00–16:30 with 30 break = 360 a day (30 hours a week), from October 2026.
    static let weekdays = Fixture.repeating(
        [.mon, .tue, .wed, .thu, .fri], "10:00", "16:30", .minutes(30), from: "2026-10-01")

    @Test func paidWhenNotWorkedAtFivePlus() throws {
        // October 2026 weekday holidays: 10-05 대체공휴일 (Mon) and 10-09 한글날 (Fri); 10-03 개천절 is
        // a Saturday, not a scheduled day. Each pays 360 × 10,320 ÷ 60 = 61,920 → 123,840.
        let content = Fixture.content(repeats: [Self.weekdays])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-10-01"))
        #expect(slip.amount(.publicHoliday) == 123_840)
        #expect(
            slip.line(.publicHoliday)?.basis
                == "10/5 대체공휴일 360분 × 10,320원 ÷ 60 + 10/9 한글날 360분 × 10,320원 ÷ 60 = 123,840원")
    }

    @Test func workedOnItIsPaidOnTopWithThePremium() throws {
        // Working 10-09 10:00–16:30 b30 (360): base 61,920 + holiday premium 30,960, plus the paid
        // holidays 123,840 (10-05 and 10-09) as before.
        let content = Fixture.content(
            shifts: [Fixture.shift("2026-10-09", "10:00", "16:30", .minutes(30))],
            repeats: [Self.weekdays])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-10-01"))
        #expect(slip.amount(.base) == 61_920)
        #expect(slip.amount(.holiday) == 30_960)
        #expect(slip.amount(.publicHoliday) == 123_840)
    }

    @Test func underFiveHasNoPaidPublicHolidays() throws {
        // Under 5: 관공서 공휴일 are not paid days; 10-09 left unrecorded is a missing record.
        let content = Fixture.content(
            employees: 4, shifts: [],
            repeats: [
                Fixture.repeating([.fri], "10:00", "16:30", .minutes(30), from: "2026-10-09", until: "2026-10-09")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-10-20"))
        #expect(slip.amount(.publicHoliday) == nil)
        #expect(slip.alerts(.unconfirmedShifts).flatMap(\.days) == [Fixture.date("2026-10-09")])
    }

    @Test func mayFirstIsPaidInEveryWorkplace() throws {
        // Under 5, repeats Mon–Fri 10:00–13:30 (210 a day, 17h30 a week ≥ 15h): May 1 (Fri) pays
        // 210 × 10,320 ÷ 60 = 36,120; worked on it at under 5 there is no holiday premium.
        let content = Fixture.content(
            employees: 3,
            shifts: [Fixture.shift("2026-05-01", "10:00", "13:30")],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "10:00", "13:30", from: "2026-04-27", until: "2026-05-01")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-05", today: "2026-04-27"))
        #expect(slip.amount(.publicHoliday) == 36_120)
        #expect(slip.amount(.holiday) == nil)
        #expect(slip.amount(.base) == 36_120)
    }

    @Test func fifteenHourConditionApplies() throws {
        // Only Fridays 360 a week (6h < 15h): 초단시간, May 1 is not paid.
        let content = Fixture.content(repeats: [
            Fixture.repeating([.fri], "10:00", "16:30", .minutes(30), from: "2026-04-01")
        ])
        let slip = try #require(Fixture.payslip(content, month: "2026-05", today: "2026-04-01"))
        #expect(slip.amount(.publicHoliday) == nil)
    }

    @Test func publicHolidayFalseIsAlerted() throws {
        // publicHoliday: false at 5+: nothing paid, premium_not_paid with 123,840.
        let worker = Fixture.worker(allowances: Allowances(publicHoliday: .off))
        let content = Fixture.content(workers: [worker], repeats: [Self.weekdays])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-10-01"))
        #expect(slip.amount(.publicHoliday) == nil)
        #expect(slip.alerts(.premiumNotPaid).map(\.amount) == [123_840])
    }

    @Test func monthlyWageAlreadyIncludesIt() throws {
        let worker = Fixture.worker(wage: Wage(.monthly, 2_500_000))
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(workers: [worker], repeats: [Self.weekdays]),
                month: "2026-10", today: "2026-10-01"))
        #expect(slip.amount(.publicHoliday) == nil)
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.gross == 2_500_000)
    }
}
