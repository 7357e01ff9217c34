import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct AlertsTests {
    @Test func over52HoursInAWeek() throws {
        // Mon–Sat 2026-11-02 … 11-07, 08:00–18:00 b60 = 540 a day → 3,240 min (54h) > 52h.
        let days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"]
        let content = Fixture.content(shifts: days.map { Fixture.shift($0, "08:00", "18:00", .minutes(60)) })
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.alerts(.over52Hours).map(\.date) == [Fixture.date("2026-11-02")])
        // Daily overtime 6 × 60 = 360; weekly: ordinary 6 × 480 = 2,880 − 2,400 = 480 more → 840 overtime.
        // overtime = 840 × 10,320 × 50% ÷ 60 = 72,240.
        #expect(slip.amount(.overtime) == 72_240)
        // Exactly 52 hours is not over: drop Saturday's 540 and add 4 hours on Saturday → 2,700 + 420 = 3,120.
        let exactly = Fixture.content(
            shifts: days.dropLast().map { Fixture.shift($0, "08:00", "18:00", .minutes(60)) }
                + [Fixture.shift("2026-11-07", "08:00", "15:30", .minutes(30))])
        #expect(try #require(Fixture.payslip(exactly, month: "2026-11")).alerts(.over52Hours).isEmpty)
        // Under 5 employees the 52-hour limit does not apply (근로기준법 제11조): no alert.
        let small = Fixture.content(
            employees: 4, shifts: days.map { Fixture.shift($0, "08:00", "18:00", .minutes(60)) })
        #expect(try #require(Fixture.payslip(small, month: "2026-11")).alerts(.over52Hours).isEmpty)
    }

    @Test func unconfirmedShiftsForPastPlannedAndScheduledDays() throws {
        // Repeat Mon/Wed from 11-02; built on 11-12. 11-02 worked, 11-04 absent, 11-05 (Thu) leave over a
        // planned record; 11-09 (Mon) nothing; 11-10 (Tue) recorded planned; 11-11 (Wed) planned over the
        // repeat. Unconfirmed: 11-09, 11-10 and 11-11 (each once), in one alert. 11-12 (today) and 11-13
        // are not past: a planned 11-13 is still to come, and the repeat's 11-16 onwards too.
        let content = Fixture.content(
            shifts: [
                Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30)), Fixture.absent("2026-11-04"),
                Fixture.shift("2026-11-05", "10:00", "15:30", .minutes(30), status: .planned),
                Shift(
                    workerID: "kim", date: Fixture.date("2026-11-05"), status: .leave, span: nil, location: Fixture.here
                ),
                Fixture.shift("2026-11-10", "10:00", "15:30", .minutes(30), status: .planned),
                Fixture.shift("2026-11-11", "10:00", "15:30", .minutes(30), status: .planned),
                Fixture.shift("2026-11-12", "10:00", "15:30", .minutes(30), status: .planned),
                Fixture.shift("2026-11-13", "10:00", "15:30", .minutes(30), status: .planned),
            ],
            repeats: [Fixture.repeating([.mon, .wed], "10:00", "15:30", .minutes(30), from: "2026-11-02")])
        let slip = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-12"))
        let alerts = slip.alerts(.unconfirmedShifts)
        #expect(alerts.count == 1)
        #expect(alerts.first?.days == ["2026-11-09", "2026-11-10", "2026-11-11"].map(Fixture.date))
        #expect(alerts.first?.message == "미확정 근무 3일: 급여에 포함되지 않음 (2026-11-09, 2026-11-10, 2026-11-11)")
        #expect(alerts.first?.concernsPay == true)
        // `moup payroll` also keeps v1/v2's alert a day for a scheduled day with no record of any status:
        // 11-09 only (11-11 has a planned record, 11-10 is not a repeat day). Pages show the one above.
        #expect(slip.alerts(.missingShiftRecord).map(\.date) == [Fixture.date("2026-11-09")])
        #expect(
            slip.alerts(.missingShiftRecord).first?.message
                == "2026-11-09 10:00–15:30: 근무표에 있지만 근무 기록(근무, 결근, 휴가)이 없습니다")
        #expect(!slip.alertsToShow.contains { $0.code == .missingShiftRecord })
        #expect(slip.alertsToShow.contains { $0.code == .unconfirmedShifts })
        // Not paid: only 11-02 (300 min) is worked. 300 × 10,320 ÷ 60 = 51,600.
        #expect(slip.minutes.worked == 300)
        #expect(slip.amount(.base) == 51_600)
        // Every past day recorded (worked, absent or leave): no alert.
        let recorded = Fixture.content(
            shifts: [
                Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30)), Fixture.absent("2026-11-04"),
                Shift(
                    workerID: "kim", date: Fixture.date("2026-11-09"), status: .leave, span: nil, location: Fixture.here
                ),
                Fixture.shift("2026-11-11", "10:00", "15:30", .minutes(30), status: .planned),
            ],
            repeats: [Fixture.repeating([.mon, .wed], "10:00", "15:30", .minutes(30), from: "2026-11-02")])
        #expect(
            try #require(Fixture.payslip(recorded, month: "2026-11", today: "2026-11-11")).alerts(.unconfirmedShifts)
                .isEmpty)
    }

    @Test func paidHolidayIsNotUnconfirmed() throws {
        // 5+, repeat Mon–Fri: 10-05 and 10-09 unrecorded are paid holidays, not unconfirmed; 10-06 is.
        let content = Fixture.content(
            shifts: [
                Fixture.shift("2026-10-07", "10:00", "16:30", .minutes(30)),
                Fixture.shift("2026-10-08", "10:00", "16:30", .minutes(30)),
            ],
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "10:00", "16:30", .minutes(30),
                    from: "2026-10-05", until: "2026-10-09")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-10", today: "2026-10-10"))
        #expect(slip.alerts(.unconfirmedShifts).flatMap(\.days) == [Fixture.date("2026-10-06")])
    }

    @Test func missingIdentification() throws {
        let shifts = [Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30))]
        let without = try #require(
            Fixture.payslip(
                Fixture.content(workers: [Fixture.worker(employeeNo: nil)], shifts: shifts),
                month: "2026-11"))
        #expect(
            without.alerts(.missingIdentification).map(\.message) == [
                "임금명세서에 근로자를 특정할 사원번호(employeeNo)나 생년월일(birthDate)이 필요합니다"
            ])
        let with = try #require(Fixture.payslip(Fixture.content(shifts: shifts), month: "2026-11"))
        #expect(with.alerts(.missingIdentification).isEmpty)
    }

    @Test func noPayslipWithoutWorkRepeatOrMonthlyWage() throws {
        // An hourly worker with only a planned shift and no repeat gets no payslip while it is to come;
        // once it is past and still unconfirmed, a payslip of nothing says so.
        let content = Fixture.content(shifts: [
            Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30), status: .planned)
        ])
        #expect(Fixture.report(content, month: "2026-11", today: "2026-11-02").payslips.isEmpty)
        let past = try #require(Fixture.payslip(content, month: "2026-11", today: "2026-11-03"))
        #expect(past.gross == 0)
        #expect(past.alerts(.unconfirmedShifts).flatMap(\.days) == [Fixture.date("2026-11-02")])
    }
}
