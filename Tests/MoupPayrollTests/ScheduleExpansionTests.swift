import MoupModel
import MoupPayroll
import Testing

@Suite struct ScheduleExpansionTests {
    @Test func expandsRepeatsWithinEmploymentAndRange() {
        // Mon/Wed/Fri 09:00–15:00 break auto (span 360 → 30), from 11-04 until 11-13; employed until 11-11.
        // Days in 11-01 … 11-30: 11-04 (Wed), 11-06 (Fri), 11-09 (Mon), 11-11 (Wed); 330 minutes each.
        let worker = Fixture.worker(end: "2026-11-11", breakRule: .auto)
        let place = Fixture.content(
            workers: [worker],
            repeats: [
                Fixture.repeating([.mon, .wed, .fri], "09:00", "15:00", from: "2026-11-04", until: "2026-11-13")
            ]
        ).workplaces[0]
        let days = ScheduleExpansion.scheduledDays(
            in: place, from: Fixture.date("2026-11-01"), through: Fixture.date("2026-11-30"))
        #expect(days.map(\.date.description) == ["2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11"])
        #expect(days.map(\.minutes) == [330, 330, 330, 330])
        #expect(days.first?.breakMinutes == 30)
    }
}
