import MoupModel
import Testing

@testable import MoupPayroll

/// 금품청산 (근로기준법 제36조, 퇴직급여법 제9조①; payroll-rules.md v2 "Leavers"): the period containing
/// `end` ends on `end`, paid on the earlier of the regular pay date and `end` + 14 days, unless
/// `finalPayDate` is given (then that date, alert `settlement_extended` after `end` + 14).
@Suite struct FinalPayPeriodTests {
    /// Hired 2026-03-02, last day Friday 2026-11-20; one shift that day 10:00–15:30, break 30.
    static func leaver(
        payDay: Int = 10, finalPayDate: String? = nil, pay: PayCycle = .monthly,
        end: String = "2026-11-20"
    ) -> Content {
        var worker = Fixture.worker(pay: pay, start: "2026-03-02", end: end)
        worker.finalPayDate = finalPayDate.map(Fixture.date)
        return Fixture.content(
            workers: [worker], shifts: [Fixture.shift(end, "10:00", "15:30", .minutes(30))],
            payDay: payDay)
    }

    @Test func theFinalPeriodEndsOnEndAndIsPaidWithin14Days() throws {
        // Regular pay date 2026-12-10; end + 14 = 2026-11-20 + 14 = 2026-12-04, earlier → 12-04.
        // Base 300분 × 10,320원 ÷ 60 = 51,600원, as for any period.
        let slip = try #require(Fixture.payslip(Self.leaver(), month: "2026-11"))
        #expect(
            slip.period
                == PayPeriod(
                    start: Fixture.date("2026-11-01"), end: Fixture.date("2026-11-20"),
                    payDate: Fixture.date("2026-12-04"), final: true))
        #expect(slip.amount(.base) == 51_600)
        #expect(slip.alerts(.settlementExtended).isEmpty)
    }

    @Test func anEarlierRegularPayDateStays() throws {
        // payDay 3: the regular 2026-12-03 is before end + 14 (12-04) → 12-03. payDay 5 → 12-04.
        #expect(
            try #require(Fixture.payslip(Self.leaver(payDay: 3), month: "2026-11")).period.payDate
                == Fixture.date("2026-12-03"))
        #expect(
            try #require(Fixture.payslip(Self.leaver(payDay: 5), month: "2026-11")).period.payDate
                == Fixture.date("2026-12-04"))
    }

    @Test func finalPayDateOnTheDeadlineRaisesNothing() throws {
        // end + 14 = 2026-12-04 exactly: lawful without an agreement.
        let slip = try #require(Fixture.payslip(Self.leaver(finalPayDate: "2026-12-04"), month: "2026-11"))
        #expect(slip.period.payDate == Fixture.date("2026-12-04"))
        #expect(slip.alerts(.settlementExtended).isEmpty)
    }

    @Test func finalPayDateADayAfterTheDeadlineIsFlagged() throws {
        // end + 15 = 2026-12-05: paid then, with settlement_extended (written agreement needed).
        let slip = try #require(Fixture.payslip(Self.leaver(finalPayDate: "2026-12-05"), month: "2026-11"))
        #expect(slip.period.payDate == Fixture.date("2026-12-05"))
        #expect(slip.period.final)
        #expect(slip.alerts(.settlementExtended).count == 1)
        #expect(slip.alerts(.settlementExtended).first?.date == Fixture.date("2026-12-05"))
    }

    @Test func finalPayDateBeforeTheRegularDateIsUsedAsGiven() throws {
        // finalPayDate 2026-11-27: that date, no alert.
        let slip = try #require(Fixture.payslip(Self.leaver(finalPayDate: "2026-11-27"), month: "2026-11"))
        #expect(slip.period.payDate == Fixture.date("2026-11-27"))
        #expect(slip.alerts(.settlementExtended).isEmpty)
    }

    @Test func aWorkerWhoStaysIsPaidAsBefore() throws {
        // No `end`: the November period runs to 11-30, paid 12-10, not final.
        let content = Fixture.content(
            workers: [Fixture.worker(start: "2026-03-02")],
            shifts: [Fixture.shift("2026-11-20", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(
            slip.period
                == PayPeriod(
                    start: Fixture.date("2026-11-01"), end: Fixture.date("2026-11-30"),
                    payDate: Fixture.date("2026-12-10")))
        #expect(!slip.period.final)
    }

    @Test func aWeeklyLeaversLastWeekEndsOnEndInItsMonth() throws {
        // Weekly pay on Fridays, weeks Mon–Sun; end Wednesday 2026-10-28. The week 10-26 … 11-01 would end in
        // November; cut at `end` it ends 10-28, in October. Regular pay date: the Friday after 11-01 = 11-06;
        // end + 14 = 11-11 → 11-06. November has no payslip for that week.
        let content = Self.leaver(pay: .weekly(payday: .fri), end: "2026-10-28")
        let october = Fixture.report(content, month: "2026-10").payslips
        #expect(
            october.map(\.period) == [
                PayPeriod(
                    start: Fixture.date("2026-10-26"), end: Fixture.date("2026-10-28"),
                    payDate: Fixture.date("2026-11-06"), final: true)
            ])
        #expect(Fixture.report(content, month: "2026-11").payslips.isEmpty)
    }

    @Test func theLastPartWeekSaysWhyItHasNo주휴() throws {
        // Repeat Mon–Fri 17:00–22:00 (break 30 auto → 270 min/day, 22.5 h a week) for the week 11-16 … 11-22;
        // all five days worked, end Friday 11-20: the week's last day (Sunday 11-22) is after `end`,
        // so no 주휴 (고용노동부 2021-08-04), and the payslip says so.
        var worker = Fixture.worker(start: "2026-03-02", end: "2026-11-20", breakRule: .auto)
        worker.finalPayDate = nil
        let days = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"]
        let content = Fixture.content(
            workers: [worker], shifts: days.map { Fixture.shift($0, "17:00", "22:00") },
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "17:00", "22:00",
                    from: "2026-11-16")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == nil)
        #expect(slip.notes.contains("주휴수당: 근로관계가 11월 16일 주 마지막 날까지 이어지지 않아 발생하지 않습니다"))
    }

    @Test func theJSONMarksTheFinalPeriod() throws {
        let report = Fixture.report(Self.leaver(), month: "2026-11")
        let json = PayrollJSON.encode(report)
        #expect(
            json.contains(
                #""period": { "start": "2026-11-01", "end": "2026-11-20", "payDate": "2026-12-04", "final": true }"#))
    }
}
