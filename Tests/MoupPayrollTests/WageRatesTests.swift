import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct WageRatesTests {
    @Test func dailyWageHourlyEquivalentCappedAtEightHours() throws {
        // Daily 90,000, no repeat, 09:00–19:00 b60 = 540 worked (5+). Base = 1 day × 90,000.
        // Hourly equivalent 90,000 ÷ min(540, 480) min × 60 = 11,250. Overtime 60 × 11,250 × 50% ÷ 60 = 5,625.
        let worker = Fixture.worker(wage: Wage(.daily, 90_000))
        let content = Fixture.content(
            workers: [worker], shifts: [Fixture.shift("2026-11-04", "09:00", "19:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 90_000)
        #expect(slip.line(.base)?.basis == "1일 × 90,000원 = 90,000원")
        #expect(slip.amount(.overtime) == 5_625)
        #expect(slip.shifts.first?.hourlyRate == 11_250)
    }

    @Test func dailyWageIsPaidOncePerDayWorked() throws {
        // Daily 80,000: a split day (10:00–13:00 and 17:00–20:00) on 11-04 and one shift on 11-05 are
        // two days worked → 2 × 80,000 = 160,000.
        let worker = Fixture.worker(wage: Wage(.daily, 80_000))
        let content = Fixture.content(
            employees: 2, workers: [worker],
            shifts: [
                Fixture.shift("2026-11-04", "10:00", "13:00"), Fixture.shift("2026-11-04", "17:00", "20:00"),
                Fixture.shift("2026-11-05", "10:00", "13:00"),
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 160_000)
        #expect(slip.line(.base)?.basis == "2일 × 80,000원 = 160,000원")
    }

    @Test func dailyWageHourlyEquivalentFromTheRepeat() throws {
        // Repeat Saturdays 09:00–15:30 b30 = 360 → 90,000 ÷ 6h = 15,000/h. Shift 18:00–00:30, break 30
        // from day minutes → worked 360, night 22:00–00:30 = 150. Night = 150 × 15,000 × 50% ÷ 60 = 18,750.
        let worker = Fixture.worker(wage: Wage(.daily, 90_000))
        let content = Fixture.content(
            workers: [worker],
            shifts: [Fixture.shift("2026-11-07", "18:00", "00:30", .minutes(30))],
            repeats: [
                Fixture.repeating([.sat], "09:00", "15:30", .minutes(30), from: "2026-11-07", until: "2026-11-07")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.night) == 18_750)
        #expect(slip.line(.night)?.basis == "150분 × (90,000원 ÷ 6시간) × 50% ÷ 60 = 18,750원")
    }

    @Test func monthlyWageProratedByCalendarDays() throws {
        // 2,500,000 a month, employed from 11-16: 15 of November's 30 days → 1,250,000.
        let worker = Fixture.worker(wage: Wage(.monthly, 2_500_000), start: "2026-11-16")
        let slip = try #require(Fixture.payslip(Fixture.content(workers: [worker]), month: "2026-11"))
        #expect(slip.amount(.base) == 1_250_000)
        #expect(slip.line(.base)?.basis == "월급 2,500,000원 × 15일 ÷ 30일 = 1,250,000원")
    }

    @Test func monthlyWagePremiumsUseTheStandardHourlyWage() throws {
        // 2,090,000 ÷ 209 = 10,000/h 통상시급. Night shift 22:00–06:00 b60: 420 × 10,000 × 50% ÷ 60 = 35,000.
        // 2,090,000 is below 10,320 × 209 = 2,156,880: shortfall 66,880.
        let worker = Fixture.worker(wage: Wage(.monthly, 2_090_000))
        let content = Fixture.content(
            workers: [worker], shifts: [Fixture.shift("2026-11-04", "22:00", "06:00", .minutes(60))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 2_090_000)
        #expect(slip.line(.base)?.basis == "월급 2,090,000원")
        #expect(slip.amount(.night) == 35_000)
        #expect(slip.line(.night)?.basis == "420분 × (2,090,000원 ÷ 209) × 50% ÷ 60 = 35,000원")
        #expect(slip.alerts(.belowMinimumWage).map(\.amount) == [66_880])
    }

    @Test func raiseInsideTheMonthListsEachPart() throws {
        // 10,320 until 11-15, 11,000 from 11-16; 300 minutes on 11-02 and on 11-17:
        // 300 × 10,320 ÷ 60 + 300 × 11,000 ÷ 60 = 51,600 + 55,000 = 106,600.
        let wage = Wage(
            kind: .hourly,
            steps: [
                .init(from: nil, amount: 10_320),
                .init(from: Fixture.date("2026-11-16"), amount: 11_000),
            ])
        let content = Fixture.content(
            workers: [Fixture.worker(wage: wage)],
            shifts: [
                Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30)),
                Fixture.shift("2026-11-17", "10:00", "15:30", .minutes(30)),
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 106_600)
        #expect(slip.line(.base)?.basis == "300분 × 10,320원 ÷ 60 + 300분 × 11,000원 ÷ 60 = 106,600원")
        #expect(slip.line(.base)?.rate == nil)
    }

    @Test func mealAllowanceProratedLikeAMonthlyWage() throws {
        // 200,000 meal allowance, employed from 11-21: 10 of 30 days → 66,666 (floored once).
        let worker = Fixture.worker(start: "2026-11-21", mealAllowance: 200_000)
        let content = Fixture.content(
            workers: [worker], shifts: [Fixture.shift("2026-11-23", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.mealAllowance) == 66_666)
        #expect(slip.gross == 51_600 + 66_666)
    }
}
