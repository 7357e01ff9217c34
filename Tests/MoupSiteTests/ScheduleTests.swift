import MoupModel
import Testing

@testable import MoupSite

@Suite struct ScheduleTests {
    /// The payroll reported 11-04 unconfirmed (`unconfirmed_shifts`); 11-06 it did not (say, a paid holiday).
    static let missing: Set<String> = [
        Schedule.unconfirmedKey(Fixture.content.workplaces[0].id, "kim-minji", Fixture.date("2026-11-04"))
    ]
    let entries = Schedule.entries(
        Fixture.content.workplaces[0], in: Fixture.november, today: Fixture.date("2026-11-20"),
        unconfirmed: Self.missing)

    func statuses(_ day: String) -> [String] {
        (entries[Fixture.date(day)] ?? []).map { "\($0.worker.id):\($0.status.rawValue)" }
    }

    @Test func recordsWinOverTheRepeat() {
        // 11-02 (Mon): both recorded; the repeat adds nothing. Sorted by start time.
        #expect(statuses("2026-11-02") == ["kim-minji:worked", "lee-junho:worked"])
        // 11-13 (Fri): recorded absence, not a missing record.
        #expect(statuses("2026-11-13") == ["kim-minji:absent"])
    }

    @Test func unrecordedScheduledDaysAreUnconfirmedBeforeTodayAndPlannedFromToday() {
        #expect(statuses("2026-11-04") == ["kim-minji:unconfirmed"])  // Wed, before 11-20, reported unconfirmed
        #expect(statuses("2026-11-20") == ["kim-minji:planned"])  // Fri, the build date itself
        #expect(statuses("2026-11-23") == ["kim-minji:planned"])  // Mon, after
        #expect(statuses("2026-11-03").isEmpty)  // Tue: not scheduled
    }

    @Test func anUnrecordedPastDayThePayrollDidNotReportIsAPaidHoliday() {
        // The payroll is the one judge of missing records: a scheduled past day without a record
        // that it did not report (a paid holiday such as 2026-10-05 at a 5+ workplace) is not "missing".
        let days = Fixture.november.days.filter { day in
            (entries[day] ?? []).contains { $0.status == .paidHoliday }
        }
        #expect(!days.isEmpty)
        #expect(!days.contains(Fixture.date("2026-11-04")))
        #expect(days.allSatisfy { $0 < Fixture.date("2026-11-20") })
    }

    @Test func noScheduleOutsideEmployment() {
        var workplace = Fixture.content.workplaces[0]
        workplace.workers[0].end = Fixture.date("2026-11-10")
        let limited = Schedule.entries(
            workplace, in: Fixture.november, today: Fixture.date("2026-11-20"),
            unconfirmed: Self.missing)
        #expect(limited[Fixture.date("2026-11-09")]?.count == 1)
        #expect(limited[Fixture.date("2026-11-11")] == nil)
    }
}
