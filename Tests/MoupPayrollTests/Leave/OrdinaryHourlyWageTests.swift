import MoupModel
import Testing

@testable import MoupPayroll

/// payroll-rules.md v2: hourly 통상임금 = the hourly wage; a daily wage ÷ the day's scheduled hours
/// (at most 8); a monthly amount ÷ 209.
@Suite struct OrdinaryHourlyWageTests {
    @Test func hourlyDailyAndMonthly() {
        let hourly = Fixture.worker(
            wage: Wage(
                kind: .hourly,
                steps: [
                    .init(from: nil, amount: 10_320),
                    .init(from: Fixture.date("2026-11-16"), amount: 10_800),
                ]))
        let place = Fixture.content(workers: [hourly]).workplaces[0]
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-15"), worker: hourly, workplace: place).wholeWon == 10_320
        )
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-16"), worker: hourly, workplace: place).wholeWon == 10_800
        )

        // Daily 90,000 with a Sat repeat 10:00–19:00 break 60 (480 min): 90,000 ÷ 8 h = 11,250.
        let daily = Fixture.worker(wage: Wage(.daily, 90_000))
        let dailyPlace = Fixture.content(
            workers: [daily],
            repeats: [
                Fixture.repeating([.sat], "10:00", "19:00", .minutes(60), from: "2026-11-01")
            ]
        ).workplaces[0]
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-07"), worker: daily, workplace: dailyPlace).wholeWon
                == 11_250)
        // A Sat repeat of 6 hours: 90,000 ÷ 6 h = 15,000; on an unscheduled day with 300 minutes given:
        // 90,000 × 60 ÷ 300 = 18,000; with nothing given: ÷ 8 h = 11,250.
        let six = Fixture.content(
            workers: [daily],
            repeats: [
                Fixture.repeating([.sat], "10:00", "16:00", .minutes(0), from: "2026-11-01")
            ]
        ).workplaces[0]
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-07"), worker: daily, workplace: six).wholeWon == 15_000)
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-09"), worker: daily, workplace: six, dayMinutes: 300)
                .wholeWon == 18_000)
        #expect(
            OrdinaryHourlyWage.rate(on: Fixture.date("2026-11-09"), worker: daily, workplace: six).wholeWon == 11_250)

        // Monthly 2,500,000 ÷ 209 = 11,961.72…: exact as a fraction, floored only on a pay line.
        let monthly = Fixture.worker(wage: Wage(.monthly, 2_500_000))
        let rate = OrdinaryHourlyWage.rate(
            on: Fixture.date("2026-11-07"), worker: monthly,
            workplace: Fixture.content(workers: [monthly]).workplaces[0])
        #expect(rate.numerator == 2_500_000 && rate.denominator == 209)
        #expect(rate.flooredWon == 11_961)
    }
}
