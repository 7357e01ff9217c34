import MoupModel
import Testing

@testable import MoupPayroll

/// Using 연차 (payroll-rules.md v2, "Use"): an `annual-leave` record takes its minutes from the balance,
/// oldest grant first, and is paid at the hourly 통상임금 of its date as `annual_leave`.
@Suite struct AnnualLeaveUseTests {
    @Test func aLeaveDayIsPaidAndTakenFromTheOldestGrants() throws {
        // The part-timer of AnnualLeaveGrantTests (start 2026-03-04, 1,080 a week, 240 minutes a grant)
        // takes Fri 2026-11-06, a repeat day of 360 minutes: annual_leave = 360 × 10,320 ÷ 60 = 61,920.
        // Balance: 8 grants by 11-04 = 1,920 − 360 = 1,560 (grant 1 emptied, 120 of grant 2 used).
        let content = AnnualLeaveGrantTests.partTimer(shifts: [LeaveFixture.annualLeave("2026-11-06")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        let line = try #require(slip.line(.annualLeave))
        #expect(line.amount == 61_920)
        #expect(line.minutes == 360)
        #expect(line.basis == "11/6 연차 360분 × 10,320원 ÷ 60 = 61,920원")
        #expect(slip.annualLeave?.takenMinutes == 360)
        #expect(slip.annualLeave?.balanceMinutes == 1_560)
        #expect(slip.alerts(.annualLeaveOverBalance).isEmpty)
        // The earning comes after public_holiday and before meal_allowance; it is not an absence, so the
        // week of 11-02 keeps its 주휴 (1,080 ÷ 2,400 × 8 h × 10,320 = 37,152).
        #expect(slip.amount(.weeklyHoliday) ?? 0 >= 37_152)
        let ledger = LeaveFixture.ledger(content, through: "2026-11-30")
        #expect(ledger.uses.map(\.fromBalance) == [360])
    }

    @Test func givenHoursOverrideTheRepeat() throws {
        // `"hours": 4` on the same Friday: 240 × 10,320 ÷ 60 = 41,280.
        let content = AnnualLeaveGrantTests.partTimer(shifts: [LeaveFixture.annualLeave("2026-11-06", hours: 240)])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.annualLeave) == 41_280)
        #expect(slip.annualLeave?.balanceMinutes == 1_680)
    }

    @Test func beyondTheBalanceIsPaidAndFlagged() throws {
        // Start Mon 2026-10-05, Mon/Wed/Fri 360 minutes: the first grant (240) arises on 11-05.
        // Fri 11-06 takes 360: 240 from the balance, 120 beyond it, all paid: 61,920, alert.
        // Wed 11-04, the day before the grant arises: nothing to take, 360 beyond (paid: 61,920), alert.
        func content(_ day: String) -> Content {
            Fixture.content(
                workers: [Fixture.worker(start: "2026-10-05")], shifts: [LeaveFixture.annualLeave(day)],
                repeats: [Fixture.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2026-10-05")])
        }
        let after = try #require(Fixture.payslip(content("2026-11-06"), month: "2026-11"))
        #expect(after.amount(.annualLeave) == 61_920)
        #expect(after.alerts(.annualLeaveOverBalance).count == 1)
        #expect(after.alerts(.annualLeaveOverBalance).first?.message.contains("넘는 2시간은 기록대로 지급합니다") == true)
        #expect(after.annualLeave?.takenMinutes == 240)
        #expect(after.annualLeave?.balanceMinutes == 0)
        let before = try #require(Fixture.payslip(content("2026-11-04"), month: "2026-11"))
        #expect(before.amount(.annualLeave) == 61_920)
        #expect(before.alerts(.annualLeaveOverBalance).first?.message.contains("넘는 6시간은 기록대로 지급합니다") == true)
        #expect(before.annualLeave?.balanceMinutes == 240)
    }

    @Test func monthlyWagesHaveNoLineButTheBalanceDrops() throws {
        // 2,500,000 a month from 2026-03-04, no repeat: 2,400 a week, a leave day 480 minutes.
        // By 11-30, 8 grants × 480 = 3,840; an 8-hour record on 11-06 takes 480 → 3,360. Monthly pay
        // already includes the day: no annual_leave line, base unchanged.
        let worker = Fixture.worker(wage: Wage(.monthly, 2_500_000), start: "2026-03-04")
        let plain = try #require(Fixture.payslip(Fixture.content(workers: [worker]), month: "2026-11"))
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(
                    workers: [worker],
                    shifts: [LeaveFixture.annualLeave("2026-11-06", hours: 480)]),
                month: "2026-11"))
        #expect(slip.line(.annualLeave) == nil)
        #expect(slip.earnings == plain.earnings)
        #expect(slip.annualLeave?.takenMinutes == 480)
        #expect(slip.annualLeave?.balanceMinutes == 3_360)
        #expect(plain.annualLeave?.balanceMinutes == 3_840)
    }

    @Test func whereLeaveIsNotOwedTheRecordIsUnpaidApprovedLeave() throws {
        // Under 5 employees, or a freelancer: no annual_leave line, no annualLeave object, one alert.
        for content in [
            AnnualLeaveGrantTests.partTimer(employees: 4, shifts: [LeaveFixture.annualLeave("2026-11-06")]),
            Fixture.content(
                workers: [Fixture.worker(start: "2026-03-04", mode: .freelance)],
                shifts: [LeaveFixture.annualLeave("2026-11-06")],
                repeats: [
                    Fixture.repeating(
                        [.mon, .wed, .fri], "09:00", "15:30", .minutes(30),
                        from: "2026-03-04")
                ]),
        ] {
            let slip = try #require(Fixture.payslip(content, month: "2026-11"))
            #expect(slip.line(.annualLeave) == nil)
            #expect(slip.annualLeave == nil)
            #expect(slip.alerts(.annualLeaveNotOwed).map(\.date) == [Fixture.date("2026-11-06")])
        }
    }

    @Test func underFifteenHoursWithNoBalanceIsNotOwed() throws {
        // Start 2026-10-05, Mon 09:00–20:00 break 60 (600 a week, under 900): no grant ever; a record on
        // Mon 11-09 is unpaid, alert annual_leave_not_owed.
        let content = Fixture.content(
            workers: [Fixture.worker(start: "2026-10-05")],
            shifts: [LeaveFixture.annualLeave("2026-11-09")],
            repeats: [Fixture.repeating([.mon], "09:00", "20:00", .minutes(60), from: "2026-10-05")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.line(.annualLeave) == nil)
        #expect(slip.alerts(.annualLeaveNotOwed).count == 1)
        // Always under 15 hours and never a grant: no 연차 to show.
        #expect(slip.annualLeave == nil)
    }

    @Test func switchedOffWhereOwedIsFlaggedWithTheAmount() throws {
        // `allowances.annualLeave: false` at 5+: nothing granted or paid; annual_leave_not_paid with the
        // 61,920 the 11-06 record would have been paid, naming the grant of 11-04.
        let content = AnnualLeaveGrantTests.partTimer(
            allowances: Allowances(annualLeave: .off),
            shifts: [LeaveFixture.annualLeave("2026-11-06")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.line(.annualLeave) == nil)
        #expect(slip.annualLeave == nil)
        let alert = try #require(slip.alerts(.annualLeaveNotPaid).first)
        #expect(alert.amount == 61_920)
        #expect(alert.message.contains("연차 4시간 발생 (2026-11-04)"))
    }

    @Test func historyTakenHoursComeOffOnHistoryUntil() throws {
        // Start Mon 2025-06-02, Mon–Fri 480 minutes a day from the start (a leave day 480). First-year
        // days expired on 2026-06-02, inside history: their 11 × 480 = 5,280 minutes were paid out then,
        // before the content, so no payslip carries them (the ledger keeps them for 퇴직금's 3/12). The
        // year's 15 days (7,200) arose on 2026-06-02; 20 hours taken in history come off on 10-31:
        // balance 6,000 in November, with no movement in the period.
        var worker = Fixture.worker(start: "2025-06-02")
        worker.history = WorkHistory(
            until: Fixture.date("2026-10-31"), annualLeaveTakenMinutes: 1_200, location: Fixture.here)
        let content = Fixture.content(
            workers: [worker],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "18:00",
                    .minutes(60), from: "2025-06-02")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(
            slip.annualLeave
                == AnnualLeaveSummary(
                    grantedMinutes: 0, takenMinutes: 0, paidOutMinutes: 0,
                    balanceMinutes: 6_000, grants: []))
        #expect(slip.line(.annualLeavePayout) == nil)
        let ledger = LeaveFixture.ledger(content, through: "2026-11-30")
        #expect(ledger.payouts.count == 11)
        #expect(ledger.payouts.allSatisfy { $0.inHistory && $0.date == Fixture.date("2026-06-02") })
        #expect(ledger.payouts.map(\.minutes).reduce(0, +) == 5_280)
    }

    @Test func aDailyWagesLeaveDayIsTheDaysWage() throws {
        // Daily 90,000 from Sat 2026-06-13, Sat/Sun 10:00–19:00, break 60: 480 a day, 960 a week, a leave
        // day 192 → 4 hours per grant; by Sat 11-14 five grants (07-13 … 11-13) = 1,200 minutes. The
        // record takes that Saturday's 480 scheduled minutes at 90,000 ÷ 8 h:
        // 480 × (90,000 ÷ 8시간) ÷ 60 = 90,000.
        let worker = Fixture.worker(wage: Wage(.daily, 90_000), start: "2026-06-13")
        let content = Fixture.content(
            workers: [worker], shifts: [LeaveFixture.annualLeave("2026-11-14")],
            repeats: [
                Fixture.repeating(
                    [.sat, .sun], "10:00", "19:00", .minutes(60),
                    from: "2026-06-13")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        let line = try #require(slip.line(.annualLeave))
        #expect(line.amount == 90_000)
        #expect(line.basis == "11/14 연차 480분 × (90,000원 ÷ 8시간) ÷ 60 = 90,000원")
        #expect(slip.annualLeave?.balanceMinutes == 1_200 - 480)
    }
}
