import MoupModel
import Testing

@testable import MoupPayroll

/// Earning lines belong to dates (payroll-rules.md v2): shift lines to the shift's date, 주휴 to the
/// week's last day, public holidays to their date, a monthly base and the meal allowance pro rata per
/// day. Over all its dates a line is exactly the payslip's line.
@Suite struct DatedEarningsTests {
    static func built(_ content: Content, month: String) throws -> (payslip: Payslip, dated: DatedEarnings) {
        let place = content.workplaces[0]
        let worker = place.workers[0]
        let period = try #require(
            PayPeriods.periods(
                endingIn: YearMonth(iso: month)!, workplace: place, worker: worker,
                rules: TestRules.book
            ).first)
        let builder = PayslipBuilder(
            worker: worker, workplace: place, records: place.shifts, rules: TestRules.book,
            period: period, today: Fixture.date("2027-01-01"))
        let result = try #require(builder.buildWithDates(collecting: true))
        return (result.payslip, try #require(result.dated))
    }

    /// Five employees, October 2026: a repeat Mon–Fri 18:00–23:00 (break 30 → 270 min, 22.5 h a week) from
    /// 10-05; shifts 10-05 … 10-08 as scheduled, 10-09 (한글날, worked: holiday minutes), and Sunday 10-11
    /// 20:00–06:00 (주휴일 to midnight, night, 9.5 h → overtime).
    static let october: Content = {
        let days = ["2026-10-05", "2026-10-06", "2026-10-07", "2026-10-08", "2026-10-09"]
        return Fixture.content(
            workers: [Fixture.worker(start: "2026-10-01", breakRule: .auto, mealAllowance: 100_000)],
            shifts: days.map { Fixture.shift($0, "18:00", "23:00") } + [Fixture.shift("2026-10-11", "20:00", "06:00")],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "18:00", "23:00", from: "2026-10-05",
                    until: "2026-10-11")
            ])
    }()

    @Test func everyLineOverAllItsDatesIsThePayslipsLine() throws {
        let (slip, dated) = try Self.built(Self.october, month: "2026-10")
        #expect(Set(slip.earnings.map(\.code)) == Set(dated.codes))
        #expect(slip.earnings.count >= 6)
        for line in slip.earnings {
            #expect(dated.amount(line.code) { _ in true } == line.amount, "\(line.code)")
        }
    }

    @Test func linesBelongToTheirDates() throws {
        let (_, dated) = try Self.built(Self.october, month: "2026-10")
        // 주휴 of the week 10-05 … 10-11 (22.5 h): on Sunday 10-11 only.
        #expect(dated.amounts[.weeklyHoliday]?.keys.map(\.description) == ["2026-10-11"])
        // The night shift from Sunday 20:00 to Monday 06:00 belongs to its start date 10-11, all of it:
        // nothing lands on Monday 10-12, although its last six hours are worked then.
        #expect(dated.amounts[.night]?[Fixture.date("2026-10-11")] != nil)
        #expect(dated.amounts[.night]?[Fixture.date("2026-10-12")] == nil)
        #expect(dated.amounts[.base]?[Fixture.date("2026-10-12")] == nil)
        // The public holiday 10-09 is paid its scheduled 270 min on its date: 270 × 10,320 ÷ 60 = 46,440.
        #expect(dated.amount(.publicHoliday) { $0 == Fixture.date("2026-10-09") } == 46_440)
        // The meal allowance 100,000 ÷ 31 a day: 10 days of October → ⌊1,000,000 ÷ 31⌋ = 32,258.
        #expect(dated.amount(.mealAllowance) { $0 <= Fixture.date("2026-10-10") } == 32_258)
    }

    /// A monthly wage of 2,500,000 in November (30 days): 2,500,000 ÷ 30 a day; the first ten days
    /// ⌊25,000,000 ÷ 30⌋ = 833,333, the other twenty ⌊50,000,000 ÷ 30⌋ = 1,666,666 (each floored once).
    @Test func aMonthlyBaseIsSpreadOverTheDays() throws {
        let content = Fixture.content(workers: [Fixture.worker(wage: Wage(.monthly, 2_500_000), start: "2026-01-01")])
        let (slip, dated) = try Self.built(content, month: "2026-11")
        #expect(slip.amount(.base) == 2_500_000)
        let tenth = Fixture.date("2026-11-10")
        #expect(dated.amount(.base) { $0 <= tenth } == 833_333)
        #expect(dated.amount(.base) { $0 > tenth } == 1_666_666)
    }
}
