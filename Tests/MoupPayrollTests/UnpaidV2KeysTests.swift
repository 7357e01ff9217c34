import MoupModel
import Testing

@testable import MoupPayroll

/// The v2 content keys are read (MoupContent) but their rules are not built yet: until they are,
/// the engine ignores them and pays exactly as before.
@Suite struct UnpaidV2KeysTests {
    /// Repeat Mon/Wed/Fri 10:00–15:30, break 30 (300 minutes a day, 900 a week) for 11-02 … 11-08;
    /// Monday and Wednesday worked, Friday recorded as `annual-leave`.
    static func week(leave: Shift.Status, worker: Worker = Fixture.worker()) -> Content {
        Fixture.content(
            workers: [worker],
            shifts: [
                Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30)),
                Fixture.shift("2026-11-04", "10:00", "15:30", .minutes(30)),
                Shift(
                    workerID: "kim", date: Fixture.date("2026-11-06"), status: leave, span: nil,
                    leaveMinutes: leave == .annualLeave ? 240 : nil, location: Fixture.here),
            ],
            repeats: [
                Fixture.repeating(
                    [.mon, .wed, .fri], "10:00", "15:30", .minutes(30),
                    from: "2026-11-02", until: "2026-11-08")
            ])
    }

    @Test func anAnnualLeaveRecordWithoutAStartDateIsUnpaidAndIsNoAbsence() throws {
        // v2: 연차 arises from `start`; this worker has none, so the record is unpaid approved leave with
        // the alert annual_leave_not_owed (AnnualLeaveUseTests has the paid days).
        // Base 600 × 10,320 ÷ 60 = 103,200 (no annual_leave line);
        // 주휴 from the repeats: 15h ÷ 40h × 8h × 10,320 = 30,960 (the 연차 day is not an absence);
        // no missing record for 11-06. The same as an approved `leave` day.
        let slip = try #require(Fixture.payslip(Self.week(leave: .annualLeave), month: "2026-11"))
        #expect(slip.amount(.base) == 103_200)
        #expect(slip.amount(.weeklyHoliday) == 30_960)
        #expect(slip.gross == 134_160)
        #expect(slip.alerts(.unconfirmedShifts).isEmpty)
        #expect(slip.alerts(.annualLeaveNotOwed).first?.message.contains("입사일(start)이 없어") == true)
        let asLeave = try #require(Fixture.payslip(Self.week(leave: .leave), month: "2026-11"))
        #expect(slip.earnings == asLeave.earnings)
    }

    @Test func historyChangesNothingYet() throws {
        var worker = Fixture.worker(start: "2025-06-02", end: "2026-11-30")
        let plain = try #require(Fixture.payslip(Self.week(leave: .annualLeave, worker: worker), month: "2026-11"))
        worker.history = WorkHistory(
            until: Fixture.date("2026-10-31"),
            wages: [.init(month: YearMonth(iso: "2026-10")!, amount: 1_350_000, location: Fixture.here)],
            annualLeaveTakenMinutes: 450, location: Fixture.here)
        // (The 연차 record stays unpaid here: no grant has arisen and the contract is under 15 hours
        // over the 4 weeks to it, so 연차 is not owed; the allowances are tested in their own suites.)
        let withKeys = try #require(Fixture.payslip(Self.week(leave: .annualLeave, worker: worker), month: "2026-11"))
        #expect(withKeys.earnings == plain.earnings)
        #expect(withKeys.period == plain.period)
        #expect(withKeys.gross == 134_160)
    }
}
