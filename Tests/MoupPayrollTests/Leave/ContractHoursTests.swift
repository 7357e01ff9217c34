import MoupModel
import Testing

@testable import MoupPayroll

/// payroll-rules.md v2, "Weekly 소정 minutes": on a date, Σ over repeats in force of weekdays ×
/// minutes after break; a week with no repeat in force: monthly 2,400, hourly/daily the week's worked
/// minutes less overtime and holiday minutes; the average over a span is exact.
@Suite struct ContractHoursTests {
    func hours(_ content: Content, worker: Worker? = nil, from: String, through: String) -> ContractHours {
        let place = content.workplaces[0]
        let person = worker ?? place.workers[0]
        return ContractHours(
            worker: person, workplace: place, records: place.shifts, rules: TestRules.book,
            from: Fixture.date(from), through: Fixture.date(through))
    }

    @Test func repeatsInForceSetTheWeek() {
        // Mon/Wed/Fri 09:00–15:30 break 30 (360 min a day) from 11-04: 3 × 360 = 1,080 a week; plus
        // Sat 10:00–14:00 (240: the fixture worker's default break is 0) from 11-07 until 11-21.
        let content = Fixture.content(repeats: [
            Fixture.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2026-11-04"),
            Fixture.repeating([.sat], "10:00", "14:00", from: "2026-11-07", until: "2026-11-21"),
        ])
        let h = hours(content, from: "2026-11-01", through: "2026-11-30")
        // 11-02 and 11-03: the week of 11-02 has a repeat in force (from 11-04), so those two days
        // count what is in force on them: nothing.
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-03")) == 0)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-04")) == 1_080)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-07")) == 1_320)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-21")) == 1_320)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-22")) == 1_080)
        // Average over 11-04 … 11-30 (27 days): 12 days of 1,080 (11-04…11-06, 11-22…11-30) and
        // 15 days of 1,320 (11-07…11-21): (12,960 + 19,800) ÷ 27 = 32,760 ÷ 27, exact.
        #expect(
            h.averageWeeklyMinutes(from: Fixture.date("2026-11-04"), through: Fixture.date("2026-11-30"))
                == Ratio(32_760, 27))
    }

    @Test func hourlyWeekWithoutARepeatCountsWorkedMinutesLessOvertimeAndHolidayMinutes() {
        // Week of 11-02 (Mon), no repeat: Mon 09:00–19:00 (600 worked, 120 daily overtime), Tue
        // 09:00–13:00 (240), Sun 11-08 (the 주휴일) 10:00–12:00 (120 holiday minutes).
        // 소정 = 600 − 120 + 240 = 720 on every day of that week; the week of 11-09 has nothing: 0.
        let content = Fixture.content(shifts: [
            Fixture.shift("2026-11-02", "09:00", "19:00"), Fixture.shift("2026-11-03", "09:00", "13:00"),
            Fixture.shift("2026-11-08", "10:00", "12:00"),
        ])
        let h = hours(content, from: "2026-11-01", through: "2026-11-15")
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-02")) == 720)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-08")) == 720)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-09")) == 0)
        // 11-01 is the Sunday of the week of 10-26: no repeat, no shift: 0.
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-01")) == 0)
        // 11-02 … 11-15: 7 × 720 ÷ 14 = 5,040 ÷ 14 = 360 a week on average.
        #expect(
            h.averageWeeklyMinutes(from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-15"))
                == Ratio(5_040, 14))
    }

    @Test func monthlyWageWithoutARepeatIsFortyHours() {
        let worker = Fixture.worker(wage: Wage(.monthly, 2_500_000))
        let content = Fixture.content(
            workers: [worker],
            repeats: [
                Fixture.repeating([.mon, .tue, .wed], "09:00", "13:00", from: "2026-11-16")
            ])
        let h = hours(content, from: "2026-11-02", through: "2026-11-22")
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-02")) == 2_400)
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-15")) == 2_400)
        // From the week of 11-16 the repeat sets it: 3 × 240 = 720.
        #expect(h.weeklyMinutes(on: Fixture.date("2026-11-16")) == 720)
        // 14 days of 2,400 and 7 of 720 over 21 days: (33,600 + 5,040) ÷ 21 = 38,640 ÷ 21 = 1,840.
        #expect(
            h.averageWeeklyMinutes(from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-22"))
                == Ratio(38_640, 21))
    }

    @Test func fifteenHourLineIsExact() {
        // 899 versus 900 minutes a week: Mon 08:00–15:30 (450) with Tue 08:00–15:29 (449) against Tue to
        // 15:30 (450), break 0 (v3: one 15-hour day would count only 480).
        func content(tuesdayEnd: String) -> Content {
            Fixture.content(repeats: [
                Fixture.repeating([.mon], "08:00", "15:30", .minutes(0), from: "2026-11-02"),
                Fixture.repeating([.tue], "08:00", tuesdayEnd, .minutes(0), from: "2026-11-02"),
            ])
        }
        let short = content(tuesdayEnd: "15:29")
        let full = content(tuesdayEnd: "15:30")
        let a = hours(short, from: "2026-11-02", through: "2026-11-29").averageWeeklyMinutes(
            from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-29"))
        let b = hours(full, from: "2026-11-02", through: "2026-11-29").averageWeeklyMinutes(
            from: Fixture.date("2026-11-02"), through: Fixture.date("2026-11-29"))
        #expect(!a.isAtLeast(900))
        #expect(b.isAtLeast(900))
    }
}
