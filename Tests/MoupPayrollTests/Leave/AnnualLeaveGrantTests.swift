import MoupModel
import Testing

@testable import MoupPayroll

/// 연차 grants (근로기준법 제60조; 시행령 별표2 제4호; payroll-rules.md v2).
@Suite struct AnnualLeaveGrantTests {
    /// Start 2026-03-04; repeat Mon/Wed/Fri 09:00–15:30, break 30, from the start: 360 minutes a day,
    /// 1,080 a week. A leave day = 1,080 ÷ 5 = 216 minutes, rounded up per grant to 4 hours (240).
    static func partTimer(
        allowances: Allowances = Allowances(), employees: Int = 5,
        shifts: [Shift] = []
    ) -> Content {
        Fixture.content(
            employees: employees,
            workers: [Fixture.worker(start: "2026-03-04", allowances: allowances)], shifts: shifts,
            repeats: [Fixture.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2026-03-04")])
    }

    @Test func firstYearEarnsOneDayPerFullyAttendedMonthInWholeHours() {
        // k = 1 … 11 arise on 04-04, 05-04, … 2027-02-04, each 216 → 240 minutes (per grant, so 11 × 240 =
        // 2,640, not ⌈11 × 216 ÷ 60⌉ h = 2,400); all usable until 2027-03-03 (start + 12 months − 1 day).
        let ledger = LeaveFixture.ledger(Self.partTimer(), through: "2027-02-28")
        #expect(ledger.grants.count == 11)
        #expect(ledger.grants.map(\.arises.description).prefix(3) == ["2026-04-04", "2026-05-04", "2026-06-04"])
        #expect(ledger.grants.last?.arises == Fixture.date("2027-02-04"))
        #expect(ledger.grants.allSatisfy { $0.minutes == 240 && $0.lastUsable == Fixture.date("2027-03-03") })
        #expect(ledger.balance(atEndOf: Fixture.date("2027-02-28")) == 2_640)
        // The day before a grant arises it is not there yet: 10 grants on 2027-02-03.
        #expect(ledger.balance(atEndOf: Fixture.date("2027-02-03")) == 2_400)
    }

    @Test func anAbsenceCostsThatMonthsDay() {
        // Absent Wed 2026-05-06, inside month 3 [05-04, 06-03]: no day arises on 06-04.
        let ledger = LeaveFixture.ledger(Self.partTimer(shifts: [Fixture.absent("2026-05-06")]), through: "2026-11-30")
        #expect(
            ledger.grants.map(\.arises.description) == [
                "2026-04-04", "2026-05-04", "2026-07-04", "2026-08-04",
                "2026-09-04", "2026-10-04", "2026-11-04",
            ])
        #expect(ledger.balance(atEndOf: Fixture.date("2026-11-30")) == 7 * 240)
    }

    @Test func novemberPayslipShowsTheGrantAndTheBalance() throws {
        // November 2026: the grant of month 8 arises on 11-04 (240 minutes, last usable 2027-03-03);
        // balance at 11-30: 8 grants × 240 = 1,920.
        let slip = try #require(Fixture.payslip(Self.partTimer(), month: "2026-11"))
        let leave = try #require(slip.annualLeave)
        #expect(
            leave
                == AnnualLeaveSummary(
                    grantedMinutes: 240, takenMinutes: 0, paidOutMinutes: 0, balanceMinutes: 1_920,
                    grants: [
                        .init(
                            date: Fixture.date("2026-11-04"), minutes: 240,
                            expires: Fixture.date("2027-03-03"))
                    ]))
        #expect(slip.kind == .wages)
    }

    @Test func fifteenHourLine() {
        // Mon and Tue 08:00–15:30, break 0: 2 × 450 = 900 minutes a week (15 h) earns; with Tuesday to 15:29
        // (450 + 449 = 899, 14.98 h) it does not under `auto`. 900 ÷ 5 = 180 minutes = 3 h exactly per day.
        // (v3: a day's 소정 is at most 8 hours, so one 15-hour day would count 480.)
        func ledger(_ end: String, _ allowances: Allowances = Allowances()) -> AnnualLeaveLedger {
            LeaveFixture.ledger(
                Fixture.content(
                    workers: [Fixture.worker(start: "2026-03-02", allowances: allowances)],
                    repeats: [
                        Fixture.repeating([.mon], "08:00", "15:30", .minutes(0), from: "2026-03-02"),
                        Fixture.repeating([.tue], "08:00", end, .minutes(0), from: "2026-03-02"),
                    ]),
                through: "2026-05-31")
        }
        #expect(ledger("15:30").grants.map(\.minutes) == [180, 180])
        #expect(ledger("15:29").grants.isEmpty)
        // `true` grants it anyway: 899 ÷ 5 = 179.8 minutes, rounded up to 3 hours.
        #expect(ledger("15:29", Allowances(annualLeave: .on)).grants.map(\.minutes) == [180, 180])
    }

    /// Start 2025-01-01 (Wed), Mon–Fri 09:00–18:00, break 60: 480 a day, 2,400 a week (a leave day is
    /// 2,400 ÷ 5 = 480, the cap). 2025 has 261 weekdays.
    static func fullTimer(end: String? = nil, absences: Int = 0) -> Content {
        Fixture.content(
            workers: [Fixture.worker(wage: Wage(.hourly, 10_030), start: "2025-01-01", end: end)],
            shifts: LeaveFixture.absences(on: [.mon, .tue, .wed, .thu, .fri], from: "2025-01-01", count: absences),
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "18:00", .minutes(60),
                    from: "2025-01-01")
            ])
    }

    @Test func oneYearGivesElevenDaysOneYearAndADayTwentySix() {
        // end 2025-12-30 (364 days) and 2025-12-31 (365 days, exactly one year): the 11 monthly days
        // (2025-02-01 … 2025-12-01), 11 × 480 = 5,280 minutes; the year's 15 days would arise on
        // 2026-01-01, when employment no longer exists.
        for end in ["2025-12-30", "2025-12-31"] {
            let ledger = LeaveFixture.ledger(Self.fullTimer(end: end), through: "2026-01-31")
            #expect(ledger.grants.count == 11)
            #expect(ledger.grants.map(\.minutes).reduce(0, +) == 5_280)
        }
        // end 2026-01-01 (366 days): the 15 days arise on 2026-01-01 too: 11 + 15 = 26 days.
        let ledger = LeaveFixture.ledger(Self.fullTimer(end: "2026-01-01"), through: "2026-01-31")
        #expect(ledger.grants.count == 12)
        #expect(ledger.grants.last?.days == 15)
        #expect(ledger.grants.last?.minutes == 7_200)
        #expect(ledger.grants.map(\.days).reduce(0, +) == 26)
    }

    @Test func eightyPercentAttendance() {
        // 52 absences (the first 52 weekdays of 2025): 209 of 261 days attended = 80.08 % ≥ 80 %: 15 days
        // on 2026-01-01 (7,200 minutes). 53 absences: 208 ÷ 261 = 79.69 % < 80 %: 1 day per fully
        // attended month of the year instead. The absences fill January (23 weekdays), February (20) and
        // 10 days of March, so April … December are fully attended: 9 days = 4,320 minutes.
        let eighty = LeaveFixture.ledger(Self.fullTimer(absences: 52), through: "2026-01-31")
        #expect(eighty.grants.last?.arises == Fixture.date("2026-01-01"))
        #expect(eighty.grants.last?.minutes == 7_200)
        let below = LeaveFixture.ledger(Self.fullTimer(absences: 53), through: "2026-01-31")
        #expect(below.grants.last?.days == 9)
        #expect(below.grants.last?.minutes == 4_320)
        // The first year: months 1–3 had absences, so months 4 … 11 earn (8 days, arising 05-01 … 12-01).
        #expect(below.grants.filter { $0.arises.year == 2025 }.map(\.arises.month) == [5, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test func laterYearsAddADayEveryTwoYearsUpToTwentyFive() {
        // min(15 + ⌊(n − 1) ÷ 2⌋, 25): n = 1 → 15, 2 → 15, 3 → 16, 4 → 16, 5 → 17, 21 → 25, 22 → 25.
        let leave = TestRules.book.annualLeave.value(on: Fixture.date("2026-01-01"))
        #expect([1, 2, 3, 4, 5, 21, 22].map { leave.laterYearDays(year: $0) } == [15, 15, 16, 16, 17, 25, 25])
    }

    @Test func anniversaryWithNoSuchDayArisesOnTheFirst() {
        // Start 2026-01-31: month 1 ends on 02-28 and its day arises on 03-01 (민법 제160조③), month 2's on
        // 03-31, month 3's on 05-01 (no 04-31).
        let content = Fixture.content(
            workers: [Fixture.worker(start: "2026-01-31")],
            repeats: [
                Fixture.repeating(
                    [.mon, .wed, .fri], "09:00", "15:30", .minutes(30),
                    from: "2026-01-31")
            ])
        let ledger = LeaveFixture.ledger(content, through: "2026-05-31")
        #expect(ledger.grants.map(\.arises.description) == ["2026-03-01", "2026-03-31", "2026-05-01", "2026-05-31"])
    }
}
