import MoupModel
import Testing

@testable import MoupPayroll

/// payroll-rules.md v2: start + k months is the same day number k months later; where that month
/// has no such day the period ended on the month's last day and the anniversary is the 1st of the
/// following month (민법 제160조③).
@Suite struct AnniversaryTests {
    func date(_ text: String) -> CivilDate { Fixture.date(text) }

    @Test func sameDayNumberWhenTheMonthHasIt() {
        #expect(Anniversary.date(date("2026-03-04"), months: 0) == date("2026-03-04"))
        #expect(Anniversary.date(date("2026-03-04"), months: 1) == date("2026-04-04"))
        #expect(Anniversary.date(date("2026-03-04"), months: 12) == date("2027-03-04"))
        #expect(Anniversary.date(date("2025-11-15"), months: 3) == date("2026-02-15"))
    }

    @Test func noSuchDayGivesTheFirstOfTheNextMonth() {
        // 01-31 + 1 month: February has no 31st → 03-01 (not 02-28 as clamping would give).
        #expect(Anniversary.date(date("2026-01-31"), months: 1) == date("2026-03-01"))
        // The spec's example: 11-30 + 3 months: no 02-30 → 03-01.
        #expect(Anniversary.date(date("2025-11-30"), months: 3) == date("2026-03-01"))
        // 2024-02-29 + 12 months: no 2025-02-29 → 2025-03-01; + 48 months: 2028-02-29 exists.
        #expect(Anniversary.date(date("2024-02-29"), months: 12) == date("2025-03-01"))
        #expect(Anniversary.date(date("2024-02-29"), months: 48) == date("2028-02-29"))
        // 08-31 + 1 month: no 09-31 → 10-01; + 2 months: 10-31 exists.
        #expect(Anniversary.date(date("2026-08-31"), months: 1) == date("2026-10-01"))
        #expect(Anniversary.date(date("2026-08-31"), months: 2) == date("2026-10-31"))
        // 12-31 + 2 months crosses the year: no 02-31 → 03-01.
        #expect(Anniversary.date(date("2026-12-31"), months: 2) == date("2027-03-01"))
    }

    @Test func monthsReachingADate() {
        // The smallest k with start + k months ≥ date: a part month counts as one.
        let start = date("2025-03-04")
        #expect(Anniversary.monthsReaching(date("2025-03-04"), from: start) == 0)
        #expect(Anniversary.monthsReaching(date("2025-03-05"), from: start) == 1)
        #expect(Anniversary.monthsReaching(date("2026-03-04"), from: start) == 12)  // exactly one year
        #expect(Anniversary.monthsReaching(date("2026-03-05"), from: start) == 13)  // one year and a day
        // 01-31 + 1 month = 03-01: 03-01 is reached with k = 1, 02-28 too.
        #expect(Anniversary.monthsReaching(date("2026-03-01"), from: date("2026-01-31")) == 1)
        #expect(Anniversary.monthsReaching(date("2026-02-28"), from: date("2026-01-31")) == 1)
        #expect(Anniversary.monthsReaching(date("2026-03-02"), from: date("2026-01-31")) == 2)
    }
}
