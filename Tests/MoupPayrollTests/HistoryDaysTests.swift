import MoupModel
import Testing

@testable import MoupPayroll

/// content-format.md v2, "History": days up to `history.until` are in `history.wages`: no earning line
/// belongs to one, a repeat day there is no missing record, and the 주휴 of a week ending after it is
/// computed with its history days attended.
@Suite struct HistoryDaysTests {
    /// Hired 2025-06-02; Mon/Wed/Fri 09:00–15:30, break 30 (360 a day, 1,080 a week) from the start;
    /// history until Wed 2026-10-14; worked Fri 10-16 and every repeat day after it through 10-30.
    static func content(wage: Wage = Wage(.hourly, 10_320)) -> Content {
        var worker = Fixture.worker(wage: wage, start: "2025-06-02")
        worker.history = WorkHistory(until: Fixture.date("2026-10-14"), location: Fixture.here)
        let days = ["2026-10-16", "2026-10-19", "2026-10-21", "2026-10-23", "2026-10-26", "2026-10-28", "2026-10-30"]
        return Fixture.content(
            workers: [worker], shifts: days.map { Fixture.shift($0, "09:00", "15:30", .minutes(30)) },
            repeats: [
                Fixture.repeating(
                    [.mon, .wed, .fri], "09:00", "15:30", .minutes(30),
                    from: "2025-06-02")
            ])
    }

    @Test func octoberPaysOnlyTheContentDays() throws {
        let slip = try #require(Fixture.payslip(Self.content(), month: "2026-10", today: "2026-11-01"))
        // Base: 7 days × 360 = 2,520 × 10,320 ÷ 60 = 433,440.
        #expect(slip.amount(.base) == 433_440)
        // 주휴: weeks ending 10-18 (its Mon and Wed are history, attended) and 10-25: 2 weeks of
        // (18 h ÷ 40 h) × 8 h × 10,320 = 37,152 → 74,304. Weeks ending 10-04 and 10-11 are history.
        // The week ending 11-01 belongs to November.
        #expect(slip.amount(.weeklyHoliday) == 74_304)
        // 10-03 개천절 / 10-05 대체공휴일 / 10-09 한글날 are history days: no public_holiday line
        // (a Monday 10-05 repeat day would otherwise be paid).
        #expect(slip.line(.publicHoliday) == nil)
        // No unconfirmed day among the repeat days 10-02 … 10-14.
        #expect(slip.alerts(.unconfirmedShifts).isEmpty)
    }

    @Test func aMonthWhollyInHistoryHasNoPayslip() {
        #expect(Fixture.payslip(Self.content(), month: "2026-09", today: "2026-11-01") == nil)
        // Monthly wages too: September is in history.wages.
        #expect(
            Fixture.payslip(Self.content(wage: Wage(.monthly, 2_500_000)), month: "2026-09", today: "2026-11-01") == nil
        )
    }

    @Test func monthlyWagesArePaidFromTheDayAfterHistoryUntil() throws {
        // 2,500,000 × 17 ÷ 31 days (10-15 … 10-31) = 1,370,967.74… → 1,370,967.
        let slip = try #require(
            Fixture.payslip(
                Self.content(wage: Wage(.monthly, 2_500_000)), month: "2026-10",
                today: "2026-11-01"))
        #expect(slip.amount(.base) == 1_370_967)
    }
}
