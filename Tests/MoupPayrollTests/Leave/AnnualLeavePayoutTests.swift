import MoupModel
import Testing

@testable import MoupPayroll

/// Payouts of unused 연차 (근로기준법 제60조⑦; payroll-rules.md v2, "Expiry", "Leaving"): at the hourly
/// 통상임금 of the last day the leave could be used, in the pay period containing the first day it can
/// no longer be used, or, on leaving, everything still usable on `end` in the period containing `end`.
@Suite struct AnnualLeavePayoutTests {
    /// Start 2025-03-01 (Sat), Mon/Wed/Fri 360 minutes from the start, 10,320 an hour: 11 first-year
    /// grants of 240 minutes (2025-04-01 … 2026-02-01), usable until 2026-02-28; the first day they
    /// can no longer be used is 2026-03-01.
    static func content(wage: Wage = Wage(.hourly, 10_320), end: String? = nil, shifts: [Shift] = []) -> Content {
        Fixture.content(
            workers: [Fixture.worker(wage: wage, start: "2025-03-01", end: end)], shifts: shifts,
            repeats: [Fixture.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2025-03-01")])
    }

    @Test func expiryIsPaidInThePeriodOfTheFirstDayItCannotBeUsed() throws {
        // February 2026 (the last month the days can be used): no payout, balance 11 × 240 = 2,640.
        let february = try #require(Fixture.payslip(Self.content(), month: "2026-02"))
        #expect(february.line(.annualLeavePayout) == nil)
        #expect(february.annualLeave?.balanceMinutes == 2_640)
        // March 2026 (holding 03-01): 2,640 × 10,320 ÷ 60 = 454,080, at the rate of 2026-02-28.
        // The year's 15 days arise on 03-01 too: 15 × 216 = 3,240 = 54 h exactly, usable to 2027-02-28.
        let march = try #require(Fixture.payslip(Self.content(), month: "2026-03"))
        let payout = try #require(march.line(.annualLeavePayout))
        #expect(payout.amount == 454_080)
        #expect(payout.basis == "2026-03-01 소멸 연차 2,640분 × 10,320원 ÷ 60 = 454,080원")
        #expect(payout.minutes == 2_640)
        #expect(march.earnings.last?.code == .annualLeavePayout)
        #expect(
            march.annualLeave
                == AnnualLeaveSummary(
                    grantedMinutes: 3_240, takenMinutes: 0, paidOutMinutes: 2_640, balanceMinutes: 3_240,
                    grants: [
                        .init(date: Fixture.date("2026-03-01"), minutes: 3_240, expires: Fixture.date("2027-02-28"))
                    ]))
    }

    /// The day before and the first day a grant expires: 4 hours of 연차 on Saturday 2026-02-28 (the first
    /// year's last usable day) come from the first-year days; 4 hours on Sunday 03-01 (the first day they
    /// can no longer be used) come from the year's 15 days that arise that day.
    /// February: 240분 × 10,320 ÷ 60 = 41,280원 `annual_leave`; balance 2,640 − 240 = 2,400.
    /// March: the 2,400분 left expire on 03-01: 2,400 × 10,320 ÷ 60 = 412,800원 `annual_leave_payout`;
    /// 03-01's 240분 = 41,280원 `annual_leave`; balance 3,240 − 240 = 3,000.
    @Test func theDayBeforeAndTheFirstDayAGrantExpires() throws {
        let content = Self.content(shifts: [
            LeaveFixture.annualLeave("2026-02-28", hours: 240),
            LeaveFixture.annualLeave("2026-03-01", hours: 240),
        ])
        let february = try #require(Fixture.payslip(content, month: "2026-02"))
        #expect(february.line(.annualLeave)?.amount == 41_280)
        #expect(february.line(.annualLeavePayout) == nil)
        #expect(february.annualLeave?.takenMinutes == 240)
        #expect(february.annualLeave?.balanceMinutes == 2_400)
        let march = try #require(Fixture.payslip(content, month: "2026-03"))
        #expect(march.line(.annualLeavePayout)?.amount == 412_800)
        #expect(march.line(.annualLeavePayout)?.basis == "2026-03-01 소멸 연차 2,400분 × 10,320원 ÷ 60 = 412,800원")
        #expect(march.line(.annualLeave)?.amount == 41_280)
        #expect(march.annualLeave?.takenMinutes == 240)
        #expect(march.annualLeave?.paidOutMinutes == 2_400)
        #expect(march.annualLeave?.balanceMinutes == 3_000)
    }

    @Test func expiryPaysAtTheLastUsableDaysRate() throws {
        // A raise to 10,800 from 2026-03-01 (the first day the grants expire): the payout uses the rate
        // of 2026-02-28, 10,320: 454,080 (at 10,800 it would be 475,200).
        let wage = Wage(
            kind: .hourly,
            steps: [
                .init(from: nil, amount: 10_320),
                .init(from: Fixture.date("2026-03-01"), amount: 10_800),
            ])
        let march = try #require(Fixture.payslip(Self.content(wage: wage), month: "2026-03"))
        #expect(march.amount(.annualLeavePayout) == 454_080)
    }

    @Test func usedDaysAreNotPaidOut() throws {
        // Two leave days (Mon 2026-02-02 and Wed 2026-02-04, 360 each) take 720 of the 2,640: 1,920 is
        // paid out in March: 1,920 × 10,320 ÷ 60 = 330,240.
        let march = try #require(
            Fixture.payslip(
                Self.content(shifts: [
                    LeaveFixture.annualLeave("2026-02-02"),
                    LeaveFixture.annualLeave("2026-02-04"),
                ]),
                month: "2026-03"))
        #expect(march.amount(.annualLeavePayout) == 330_240)
    }

    @Test func leavingPaysEverythingStillUsableOnEnd() throws {
        // End Fri 2025-12-12: grants of 04-01 … 12-01 (9 × 240 = 2,160) are still usable on end and paid
        // in December: 2,160 × 10,320 ÷ 60 = 371,520, at the rate of end.
        let december = try #require(Fixture.payslip(Self.content(end: "2025-12-12"), month: "2025-12"))
        let payout = try #require(december.line(.annualLeavePayout))
        #expect(payout.amount == 371_520)
        #expect(payout.basis == "2025-12-12 퇴직 시 미사용 연차 2,160분 × 10,320원 ÷ 60 = 371,520원")
        #expect(december.annualLeave?.balanceMinutes == 0)
        #expect(december.annualLeave?.paidOutMinutes == 2_160)
        let ledger = LeaveFixture.ledger(Self.content(end: "2025-12-12"), through: "2026-12-31")
        #expect(ledger.payouts.map(\.reason) == [.leaving])
    }

    @Test func aYearAndADayPaysTheFirstYearAtExpiryAndTheYearOnLeaving() throws {
        // The full-timer of AnnualLeaveGrantTests (10,030 an hour, 480-minute days) leaving on
        // 2026-01-01 (366 days): the 11 first-year days expire that day (5,280 × 10,030 ÷ 60 = 882,640,
        // at the rate of 2025-12-31) and the 15 days arising that day are paid on leaving
        // (7,200 × 10,030 ÷ 60 = 1,203,600): 2,086,240 in January 2026.
        let january = try #require(
            Fixture.payslip(AnnualLeaveGrantTests.fullTimer(end: "2026-01-01"), month: "2026-01"))
        #expect(january.amount(.annualLeavePayout) == 2_086_240)
        // Leaving on 2025-12-31 (exactly one year): 11 days, 882,640 paid on leaving in December.
        let december = try #require(
            Fixture.payslip(AnnualLeaveGrantTests.fullTimer(end: "2025-12-31"), month: "2025-12"))
        #expect(december.amount(.annualLeavePayout) == 882_640)
        let ledger = LeaveFixture.ledger(AnnualLeaveGrantTests.fullTimer(end: "2026-01-01"), through: "2026-01-31")
        // One payout per expiring grant (11 × 480), then the leaving payout.
        #expect(ledger.payouts.map(\.minutes) == Array(repeating: 480, count: 11) + [7_200])
        #expect(ledger.payouts.last?.reason == .leaving)
    }

    @Test func aLaterGrantExpiresOneYearAfterItArises() throws {
        // The full-timer's 15 days (7,200 minutes) arise on 2026-01-01 and can be used until 2026-12-31:
        // December 2026 pays nothing out; January 2027 (holding 2027-01-01) pays
        // 7,200 × 10,030 ÷ 60 = 1,203,600 at the rate of 2026-12-31.
        let content = AnnualLeaveGrantTests.fullTimer()
        let december = try #require(Fixture.payslip(content, month: "2026-12"))
        #expect(december.line(.annualLeavePayout) == nil)
        #expect(december.annualLeave?.balanceMinutes == 7_200)
        let january = try #require(Fixture.payslip(content, month: "2027-01"))
        #expect(january.amount(.annualLeavePayout) == 1_203_600)
        // Year 2's 15 days arise the same day and stay: 7,200.
        #expect(january.annualLeave?.grants.map(\.minutes) == [7_200])
        #expect(january.annualLeave?.balanceMinutes == 7_200)
    }
}
