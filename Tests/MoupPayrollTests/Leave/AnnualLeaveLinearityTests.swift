import MoupModel
import Testing

@testable import MoupPayroll

/// Accrual from `start` stays linear in the number of days (issue 13: the engine goal of a million
/// shifts a second applies to 연차 too). Without timing anything: the ledger's arrays hold one entry per
/// day from `start`, and each date of the ledger looks only at the grants still alive, never at every
/// grant since `start` (which made the old ledger quadratic in the years of service).
@Suite struct AnnualLeaveLinearityTests {
    /// Hired Monday 1986-11-03, Mon–Fri 09:00–18:00 with a 60-minute break (480 a day, 2,400 a week: a leave
    /// day is the 480 cap), no absence; one 연차 day (480분) on the second Monday of March of every year
    /// 1988 … 2026, taken from the grant of the November before.
    static func fortyYears() -> Content {
        var records: [Shift] = []
        for year in 1988...2026 {
            var day = CivilDate(year: year, month: 3, day: 8)!
            while day.weekday != .mon { day = day.adding(days: 1) }
            records.append(LeaveFixture.annualLeave(day.description))
        }
        return Fixture.content(
            workers: [Fixture.worker(start: "1986-11-03")], shifts: records,
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "18:00", .minutes(60),
                    from: "1986-11-03")
            ])
    }

    /// Grants: 11 first-year days, then one grant per year n = 1 … 40 (arising 1987-11-03 … 2026-11-03):
    /// 51. The days of years 1 … 39: 2 × (15 + 16 + … + 24) + 19 × 25 = 390 + 475 = 865. Paid out: the 11
    /// first-year days on 1987-11-03 (11 × 480 = 5,280분, one payout per grant) and each year's grant less
    /// its one day taken, a year after it arose: (865 − 39) × 480 = 396,480; in all 401,760분 in 11 + 39 =
    /// 50 payouts. Balance on 2026-11-30: year 40's 25 days = 12,000분.
    /// Work: the contract covers each of the 14,638 days from 1986-11-03 to 2026-11-30 once, and no date
    /// looked at more than 12 grants (on 1987-11-03: the 11 first-year days expire as year 1's arise).
    @Test func fortyYearsLookAtNoMoreThanTwelveGrantsADay() {
        let ledger = LeaveFixture.ledger(Self.fortyYears(), through: "2026-11-30")
        #expect(ledger.grants.count == 51)
        #expect(ledger.grants.last?.days == 25)
        #expect(ledger.uses.map(\.fromBalance) == Array(repeating: 480, count: 39))
        #expect(ledger.payouts.count == 50)
        #expect(ledger.payouts.map(\.minutes).reduce(0, +) == 401_760)
        #expect(ledger.balance(atEndOf: Fixture.date("2026-11-30")) == 12_000)
        #expect(ledger.contract.first == Fixture.date("1986-11-03"))
        #expect(ledger.contract.last == Fixture.date("2026-11-30"))
        #expect(ledger.contract.first.days(to: ledger.contract.last) + 1 == 14_638)
        #expect(ledger.mostGrantsLooked == 12)
    }

    /// The balance on the days around a change (a binary search over the change dates): year 39's grant of
    /// 25 days arose on 2025-11-03 (12,000분); on 2026-03-09 one day was taken (11,520); on 2026-11-03 it
    /// expired (paid out) and year 40's 12,000 arose.
    @Test func balanceAroundTheChanges() {
        let ledger = LeaveFixture.ledger(Self.fortyYears(), through: "2026-11-30")
        let on = { (day: String) in ledger.balance(atEndOf: Fixture.date(day)) }
        #expect(
            [on("2026-03-08"), on("2026-03-09"), on("2026-11-02"), on("2026-11-03")] == [
                12_000, 11_520, 11_520, 12_000,
            ])
        #expect(on("1986-11-02") == 0)
    }
}
