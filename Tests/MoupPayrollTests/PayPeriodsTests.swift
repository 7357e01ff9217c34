import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct PayPeriodsTests {
    static let place = Workplace(id: "cafe", name: "카페", owner: "사장", employees: 5, payDay: 31, location: Fixture.here)

    @Test func monthlyPayDayIsClampedToTheNextMonth() {
        // January's wages paid on "the 31st" of February 2026 → 2026-02-28.
        let periods = PayPeriods.periods(
            endingIn: YearMonth(iso: "2026-01")!, workplace: Self.place, worker: Fixture.worker(),
            rules: TestRules.book)
        #expect(
            periods == [
                PayPeriod(
                    start: Fixture.date("2026-01-01"), end: Fixture.date("2026-01-31"),
                    payDate: Fixture.date("2026-02-28"))
            ])
    }

    @Test func weeklyPeriodsAreTheWeeksEndingInTheMonth() {
        // Weeks Mon–Sun ending in November 2026: 11-01, 11-08, 11-15, 11-22, 11-29; paid the Friday after.
        let worker = Fixture.worker(pay: .weekly(payday: .fri))
        let periods = PayPeriods.periods(
            endingIn: YearMonth(iso: "2026-11")!, workplace: Self.place, worker: worker,
            rules: TestRules.book)
        #expect(
            periods.map(\.end.description) == ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22", "2026-11-29"])
        #expect(periods.first?.start == Fixture.date("2026-10-26"))
        #expect(periods.first?.payDate == Fixture.date("2026-11-06"))
    }

    @Test func weeklyWorkerGetsOnePayslipPerWorkedWeek() throws {
        // Shifts in two weeks of November → two payslips: 300 × 10,320 ÷ 60 = 51,600 each.
        let worker = Fixture.worker(pay: .weekly(payday: .mon))
        let content = Fixture.content(
            workers: [worker],
            shifts: [
                Fixture.shift("2026-11-03", "10:00", "15:30", .minutes(30)),
                Fixture.shift("2026-11-17", "10:00", "15:30", .minutes(30)),
            ])
        let report = Fixture.report(content, month: "2026-11")
        #expect(report.payslips.map(\.gross) == [51_600, 51_600])
        #expect(report.payslips.map(\.period.payDate.description) == ["2026-11-09", "2026-11-23"])
    }
}
