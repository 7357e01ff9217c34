import MoupModel
@testable import MoupPayroll
import MoupRules
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

    @Test func bundled2027TableGivesTenThousandSevenHundred() throws {
        // The bundled tables (2027.yml, 고용노동부 고시 제2026-60호: 10,700). A worker still on the 2026
        // minimum of 10,320/h works 2026-12-31 22:00 – 2027-01-01 02:00, no break: the 120 minutes of 2026
        // are fine; the 120 minutes of 2027 are 10,700 − 10,320 = 380 short per hour: 120 × 380 ÷ 60 = 760.
        // Pay stays at the agreed wage: 240 × 10,320 ÷ 60 = 41,280.
        let rules = try RuleBook.bundled()
        let content = Fixture.content(employees: 2, workers: [Fixture.worker(wage: Wage(.hourly, 10_320))],
                                      shifts: [Fixture.shift("2026-12-31", "22:00", "02:00")])
        let report = PayrollEngine(rules: rules).report(for: content, month: YearMonth(iso: "2026-12")!,
                                                        today: Fixture.date("2027-01-05"))
        let slip = try #require(report.payslips.first)
        #expect(slip.amount(.base) == 41_280)
        let alert = try #require(slip.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 760)
        #expect(alert.message.contains("minimum wage of 10,700원"))
        #expect(alert.message.contains("380원 short per hour"))
    }
}
