import MoupModel
import Testing

@testable import MoupPayroll

/// v3: the 15-hour test is a 4-week average (근로기준법 제18조③; payroll-rules.md, "소정근로시간").
@Suite struct FifteenHourTestTests {
    /// Hired 2026-11-02 (a Monday): the first week, Monday 09:00–16:00 (7 h); from 11-09 Monday and
    /// Tuesday 09:00–17:00 (16 h a week), no break.
    static let content = Fixture.content(
        workers: [Fixture.worker(start: "2026-11-02")],
        repeats: [
            Fixture.repeating([.mon], "09:00", "16:00", .minutes(0), from: "2026-11-02", until: "2026-11-08"),
            Fixture.repeating([.mon, .tue], "09:00", "17:00", .minutes(0), from: "2026-11-09"),
        ])

    @Test func weeksOfSevenThenSixteenHours() throws {
        // Weeks from the hire: 7, 16, 16, 16, 16 h (420, 960, 960, 960, 960 minutes). The average of the
        // weeks that end with each (at most 4, none before the hire):
        //   11-02: 420 ÷ 1 = 420; 11-09: 1,380 ÷ 2 = 690; 11-16: 2,340 ÷ 3 = 780; 11-23: 3,300 ÷ 4 = 825
        //   — all under 900, so no 주휴 in November (v2 paid the three 16-hour weeks: 3 × 33,024 = 99,072);
        //   11-30: 3,840 ÷ 4 = 960 ≥ 900.
        let november = try #require(Fixture.payslip(Self.content, month: "2026-11"))
        #expect(november.amount(.weeklyHoliday) == nil)
        // The second week says why, with its own hours and the average.
        #expect(
            november.notes.contains("주휴수당: 11월 9일 주 소정근로 16시간, 최근 2주 평균 11시간 30분(15시간 미만, 근로기준법 제18조③)이라 발생하지 않습니다"))
        // The first week is alone: its own hours say why.
        #expect(november.notes.contains("주휴수당: 11월 2일 주 소정근로 7시간(15시간 미만)이라 발생하지 않습니다"))
        // December: the weeks ending 12-06, 12-13, 12-20 and 12-27 average 960: 주휴 each
        // 960 × 10,320 ÷ 300 = 33,024; 4 × 33,024 = 132,096.
        let december = try #require(Fixture.payslip(Self.content, month: "2026-12", today: "2027-01-05"))
        #expect(december.amount(.weeklyHoliday) == 132_096)
    }

    @Test func averageOfTheWeeks() throws {
        let place = Self.content.workplaces[0]
        let worker = place.workers[0]
        let timeline = WorkerTimeline(
            worker: worker, workplace: place, records: place.shifts,
            rules: TestRules.book, from: Fixture.date("2026-11-02"),
            through: Fixture.date("2026-12-06"))
        let first = FifteenHourTest.firstWeek(
            worker: worker, workplace: place, schedule: timeline.schedule,
            records: place.shifts)
        #expect(first == Fixture.date("2026-11-02"))
        func average(_ week: String) -> Ratio {
            FifteenHourTest.averageMinutes(
                weekStart: Fixture.date(week), firstWeek: first, worker: worker,
                workplace: place, timeline: timeline)
        }
        #expect(average("2026-11-02") == Ratio(420, 1))
        #expect(average("2026-11-09") == Ratio(1_380, 2))
        #expect(average("2026-11-16") == Ratio(2_340, 3))
        #expect(average("2026-11-23") == Ratio(3_300, 4))
        #expect(average("2026-11-30") == Ratio(3_840, 4))
    }

    @Test func paidPublicHolidayNeedsTheAverage() throws {
        // 2026-10-09 (한글날) is a Friday and 10-05 (개천절 대체공휴일) a Monday. Hired 2026-09-14 on Fridays
        // 09:00–17:00 (8 h a week), and in the week of 10-05 Mon–Fri (40 h). The week alone is 40 h (v2:
        // paid), but the 15-hour test averages it with the three weeks before: (8 + 8 + 8 + 40) ÷ 4 = 16 h
        // ≥ 15 → both days paid, 2 × 480 × 10,320 ÷ 60 = 165,120.
        // With 4-hour Fridays (09:00–13:00): (4 + 4 + 4 + 40) ÷ 4 = 13 h < 15 → neither is paid.
        func slip(fridayEnd: String) -> Payslip? {
            let content = Fixture.content(
                workers: [Fixture.worker(start: "2026-09-14")],
                repeats: [
                    Fixture.repeating([.fri], "09:00", fridayEnd, .minutes(0), from: "2026-09-14", until: "2026-10-04"),
                    Fixture.repeating(
                        [.mon, .tue, .wed, .thu, .fri], "09:00", "17:00", .minutes(0),
                        from: "2026-10-05", until: "2026-10-11"),
                ])
            return Fixture.payslip(content, month: "2026-10", today: "2026-11-05")
        }
        #expect(slip(fridayEnd: "17:00")?.amount(.publicHoliday) == 165_120)
        #expect(slip(fridayEnd: "13:00")?.amount(.publicHoliday) == nil)
    }

    @Test func aWeekCutByTheHiringDayIsNotAveragedIn() throws {
        // Hired Thursday 2026-10-01 on Mon–Fri 09:00–12:30 (210 minutes a day, 17.5 h a week), from the hire.
        // The week of 09-28 holds only Thu and Fri (420 minutes): it is tested alone (7 h: no 주휴) and not
        // averaged into the weeks after, which have the contract's 1,050 minutes every week: each earns
        // 주휴 as in v2, 1,050 × 10,320 ÷ 300 = 36,120. October's weeks ending in it: 10-04 (none),
        // 10-11, 10-18, 10-25 → 3 × 36,120 = 108,360. (Averaged with the cut week, 10-11 would be
        // (420 + 1,050) ÷ 2 = 735 < 900 and 10-25 (420 + 3,150) ÷ 4 = 892.5: none of the three.)
        let content = Fixture.content(
            workers: [Fixture.worker(start: "2026-10-01")],
            repeats: [
                Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "09:00", "12:30", .minutes(0), from: "2026-10-01")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-11-05"))
        #expect(slip.amount(.weeklyHoliday) == 108_360)
    }

    @Test func weeksBeforeTheContentKnowsTheContractAreNotZeroes() throws {
        // Hired 2025-03-03, long before the shop wrote its repeats: Mon/Tue 09:00–17:00 (16 h) from
        // 2026-11-02. The weeks of October are unknown, not 0 hours: the week of 11-02 is averaged alone
        // (960 ≥ 900) and earns 960 × 10,320 ÷ 300 = 33,024; so do 11-09, 11-16, 11-23: 4 × 33,024 = 132,096.
        let content = Fixture.content(
            workers: [Fixture.worker(start: "2025-03-03")],
            repeats: [Fixture.repeating([.mon, .tue], "09:00", "17:00", .minutes(0), from: "2026-11-02")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-12-05"))
        #expect(slip.amount(.weeklyHoliday) == 132_096)
        let place = content.workplaces[0]
        #expect(
            FifteenHourTest.firstWeek(
                worker: place.workers[0], workplace: place,
                schedule: WorkerSchedule(worker: place.workers[0], workplace: place),
                records: place.shifts) == Fixture.date("2026-11-02"))
    }
}
