import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct PayrollEngineTests {
    static let content = Fixture.content(
        workers: [Fixture.worker("park"), Fixture.worker("choi")],
        shifts: [
            Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30), worker: "park"),
            Fixture.shift("2026-11-03", "10:00", "13:00", worker: "choi"),
        ])

    @Test func payslipsAreSortedAndFiltered() {
        // Workers by id: choi (180 min → 30,960) before park (300 min → 51,600).
        let all = Fixture.report(Self.content, month: "2026-11")
        #expect(all.payslips.map(\.workerID) == ["choi", "park"])
        #expect(all.payslips.map(\.gross) == [30_960, 51_600])
        let one = PayrollEngine(rules: TestRules.book).report(
            for: Self.content, month: YearMonth(iso: "2026-11")!,
            today: Fixture.date("2027-01-01"), worker: "park")
        #expect(one.payslips.map(\.workerID) == ["park"])
        let none = PayrollEngine(rules: TestRules.book).report(
            for: Self.content, month: YearMonth(iso: "2026-11")!,
            today: Fixture.date("2027-01-01"), workplace: "elsewhere")
        #expect(none.payslips.isEmpty)
    }

    @Test func sameInputSameJSON() {
        let first = PayrollJSON.encode(Fixture.report(Self.content, month: "2026-11"))
        let second = PayrollJSON.encode(Fixture.report(Self.content, month: "2026-11"))
        #expect(first == second)
    }

    @Test func weekSummaries() throws {
        // Week of 11-02: Mon/Wed/Fri 300 each = 900 worked, 900 scheduled (worked stands in);
        // pay = 900 × 10,320 ÷ 60 = 154,800 plus 주휴 30,960 = 185,760.
        let shifts = ["2026-11-02", "2026-11-04", "2026-11-06"].map {
            Fixture.shift($0, "10:00", "15:30", .minutes(30))
        }
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-11"))
        let week = try #require(slip.weeks.first { $0.start == Fixture.date("2026-11-02") })
        #expect(week.workedMinutes == 900)
        #expect(week.scheduledMinutes == 900)
        #expect(week.weeklyHolidayPay == 30_960)
        #expect(week.pay == 185_760)
        // November's weeks, Monday-based: 10-26 (holds 11-01) … 11-30 (holds 11-30).
        #expect(
            slip.weeks.map(\.start.description) == [
                "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16",
                "2026-11-23", "2026-11-30",
            ])
    }
}
