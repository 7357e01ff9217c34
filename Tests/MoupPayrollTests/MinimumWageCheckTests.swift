import MoupModel
@testable import MoupPayroll
import Testing

@Suite struct MinimumWageCheckTests {
    @Test func hourlyBelowMinimumNamesTheShortfall() throws {
        // 10,000/h in 2026 (minimum 10,320): 320 short per hour; 300 minutes → 300 × 320 ÷ 60 = 1,600.
        // Pay stays at the agreed wage: 300 × 10,000 ÷ 60 = 50,000.
        let content = Fixture.content(workers: [Fixture.worker(wage: Wage(.hourly, 10_000))],
                                      shifts: [Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 50_000)
        let alert = try #require(slip.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 1_600)
        #expect(alert.message.contains("320원 short per hour"))
    }

    @Test func minimumOfTheDateEachMinuteWasWorked() throws {
        // 10,030/h (the 2025 minimum) on 2025-12-31 22:00 – 2026-01-01 02:00, break 0: 120 minutes in
        // 2025 are fine; 120 minutes in 2026 are 290 short: 120 × 290 ÷ 60 = 580.
        let content = Fixture.content(employees: 2, workers: [Fixture.worker(wage: Wage(.hourly, 10_030))],
                                      shifts: [Fixture.shift("2025-12-31", "22:00", "02:00")])
        let slip = try #require(Fixture.payslip(content, month: "2025-12"))
        #expect(slip.alerts(.belowMinimumWage).map(\.amount) == [580])
    }

    @Test func atTheMinimumThereIsNoAlert() throws {
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.alerts(.belowMinimumWage).isEmpty)
    }
}
