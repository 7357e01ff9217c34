import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

/// The month of acquisition and of loss (국민연금법 제17조②, 국민건강보험법 제69조②; payroll-rules.md v3)
/// and the 60-hour test of a month cut by `start` or `end`, through the whole engine with the bundled
/// rule tables. The worker: hourly 10,320, Monday–Friday 09:00–17:00 with an hour's break (7 hours a
/// day, 35 a week), `insurance` mode, at a workplace of 4 (no premiums, 연차 or paid public holidays
/// owed; 고용안정·직업능력개발 0.25 %), 주휴 switched off so that gross is the base pay alone.
@Suite struct AcquisitionAndLossTests {
    private static let rules: RuleBook = DeductionFixture.rules

    private func worker(start: String, end: String? = nil) -> Worker {
        Fixture.worker(
            start: start, end: end, breakRule: .minutes(60), allowances: Allowances(weekly: .off), mode: .insurance)
    }

    /// A worked 09:00–17:00 shift on every weekday from `first` through `last`.
    private func weekdays(_ first: String, _ last: String) -> [Shift] {
        let from = Fixture.date(first)
        let through = Fixture.date(last)
        return (from.dayNumber...through.dayNumber).map(CivilDate.init(dayNumber:))
            .filter { $0.weekday.index < 5 }
            .map { Fixture.shift($0.description, "09:00", "17:00") }
    }

    private func payslip(
        _ worker: Worker, shifts: [Shift], repeats: [Repeat]? = nil, month: String = "2026-11"
    ) -> Payslip? {
        let start = worker.start!.description
        let content = Fixture.content(
            employees: 4, workers: [worker], shifts: shifts,
            repeats: repeats ?? [Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "09:00", "17:00", from: start)])
        return PayrollEngine(rules: Self.rules).report(
            for: content, month: YearMonth(iso: month)!, today: Fixture.date("2027-01-01")
        )
        .payslips.first
    }

    private func text(_ lines: [PayLine]) -> [String] { lines.map { "\($0.code.rawValue) \($0.amount)" } }

    /// Hired on Thursday 2026-11-12: 13 weekdays × 7 h × 10,320 = 939,120. The month of acquisition
    /// is not charged for 국민연금, 건강보험 or 장기요양 (start is not the 1st); 고용보험 is:
    /// 939,120 × 0.9 % = 8,452.08 → 8,450; employer 8,450 + 939,120 × 0.25 % = 2,347.8 → 2,340, 10,790.
    /// Income tax: 939,120 is under the table's first taxed row, 0. (The content gives no 산재 rate:
    /// no 산재 line.) The 60-hour test takes the whole month: 35 h × 365 ÷ 7 ÷ 12 = 152 h 5 min.
    @Test func hireOnThe12th() throws {
        let slip = try #require(payslip(worker(start: "2026-11-12"), shifts: weekdays("2026-11-12", "2026-11-30")))
        #expect(slip.gross == 939_120)
        #expect(text(slip.deductions) == ["employment_insurance 8450"])
        #expect(text(slip.employer) == ["employment_insurance 10790"])
        #expect(
            slip.notes.contains(
                "국민연금·건강보험·장기요양보험: 2026-11-12에 입사해 자격을 얻은 달이라(1일 입사가 아님) 이 달 보험료는 없고 2026년 12월분부터 냅니다 (국민연금법 제17조②, 국민건강보험법 제69조②)"
            ))
        #expect(slip.notes.contains("고용보험: 입사하거나 퇴사한 달에도 그 달 보수에 대해 보험료를 냅니다"))
        #expect(
            slip.notes.contains(
                "건강보험·장기요양보험: 입사·퇴사로 일부만 일한 달이라 계약상 한 달 소정근로 152시간 5분(주 35시간 × 365 ÷ 7 ÷ 12, 60시간 이상)이라 가입 대상입니다"))
    }

    /// The next month, December, is charged: every insurance is there (the shifts skip 12-25, a
    /// holiday, unpaid at 4 employees).
    @Test func theMonthAfterTheHireIsCharged() throws {
        let shifts = weekdays("2026-12-01", "2026-12-31").filter { $0.date != Fixture.date("2026-12-25") }
        let slip = try #require(payslip(worker(start: "2026-11-12"), shifts: shifts, month: "2026-12"))
        #expect(
            slip.deductions.map(\.code).prefix(4) == [
                .nationalPension, .healthInsurance, .longTermCare, .employmentInsurance,
            ])
    }

    /// Hired on the 1st (2026-12-01 … ): charged from that month.
    @Test func hireOnThe1stIsChargedThatMonth() throws {
        let shifts = weekdays("2026-12-01", "2026-12-31").filter { $0.date != Fixture.date("2026-12-25") }
        let slip = try #require(payslip(worker(start: "2026-12-01"), shifts: shifts, month: "2026-12"))
        #expect(
            slip.deductions.map(\.code).prefix(4) == [
                .nationalPension, .healthInsurance, .longTermCare, .employmentInsurance,
            ])
        #expect(
            slip.notes.contains(
                "국민연금·건강보험·장기요양보험: 2026-12-01, 달의 첫날에 입사해 이 달분부터 보험료를 냅니다 (국민연금법 제17조② 단서, 국민건강보험법 제69조② 단서)"))
    }

    /// Leaving on Sunday 2026-11-15 after working since June: 10 weekdays × 7 h × 10,320 = 722,400,
    /// the final period ending on the 15th. The month holding `end` is charged (상실일 2026-11-16, the
    /// day before it is in November): 국민연금 722,000 × 4.75 % = 34,295 → 34,290; 건강 722,400 × 3.595 %
    /// = 25,970.28 → 25,970; 장기요양 25,970 × 0.9448 ÷ 7.19 = 3,412.58 → 3,410; 고용 722,400 × 0.9 % =
    /// 6,501.6 → 6,500; employer 고용 6,500 + 722,400 × 0.25 % = 1,806 → 1,800, 8,300. No income tax.
    @Test func leaverOnThe15th() throws {
        let slip = try #require(
            payslip(worker(start: "2026-06-01", end: "2026-11-15"), shifts: weekdays("2026-11-02", "2026-11-13")))
        #expect(slip.period.final && slip.period.end == Fixture.date("2026-11-15"))
        #expect(slip.gross == 722_400)
        #expect(
            text(slip.deductions) == [
                "national_pension 34290", "health_insurance 25970", "long_term_care 3410", "employment_insurance 6500",
            ])
        #expect(
            text(slip.employer) == [
                "national_pension 34290", "health_insurance 25970", "long_term_care 3410", "employment_insurance 8300",
            ])
        #expect(
            slip.notes.contains(
                "국민연금·건강보험·장기요양보험: 2026-11-15 퇴사로 자격을 잃는 날(2026-11-16)의 전날이 속한 이 달까지 보험료를 내며, 이 달이 마지막입니다 (국민연금법 제17조②, 국민건강보험법 제69조②)"
            ))
        // 11 days inside the period, 70 hours; the test still reads the contract's whole month.
        #expect(
            slip.notes.contains(
                "국민연금: 입사·퇴사로 일부만 일한 달이라 계약상 한 달 소정근로 152시간 5분(주 35시간 × 365 ÷ 7 ÷ 12, 60시간 이상)이라 가입 대상입니다"))
    }

    /// Joining on the 12th and leaving on the 20th of the same month: no month to charge 국민연금 or
    /// 건강보험 for; 고용보험 on the pay: 7 weekdays (12–13, 16–20) × 7 h × 10,320 = 505,680 × 0.9 % =
    /// 4,551.12 → 4,550.
    @Test func joinAndLeaveInOneMonth() throws {
        let slip = try #require(
            payslip(worker(start: "2026-11-12", end: "2026-11-20"), shifts: weekdays("2026-11-12", "2026-11-20")))
        #expect(slip.gross == 505_680)
        #expect(text(slip.deductions) == ["employment_insurance 4550"])
        #expect(
            slip.notes.contains(
                "국민연금·건강보험·장기요양보험: 2026-11-12에 입사해(1일 입사가 아님) 같은 달 2026-11-20에 퇴사해 보험료를 내는 달이 없습니다 (국민연금법 제17조②, 국민건강보험법 제69조②)"
            ))
    }

    /// Hired on Monday 2026-11-23: 6 weekdays × 7 h = 42 hours inside the month, under 60, and start +
    /// 3 months is not reached; v2 enrolled nothing. v3 reads the contract's whole month, 152 h 5 min:
    /// 고용보험 433,440 × 0.9 % = 3,900.96 → 3,900 (employer 3,900 + 1,083.6 → 1,080 = 4,980).
    @Test func lateHireIsEnrolledByTheWholeMonth() throws {
        let slip = try #require(payslip(worker(start: "2026-11-23"), shifts: weekdays("2026-11-23", "2026-11-30")))
        #expect(slip.gross == 433_440)
        #expect(text(slip.deductions) == ["employment_insurance 3900"])
        #expect(text(slip.employer) == ["employment_insurance 4980"])
    }

    /// A short contract, Monday and Tuesday 09:00–14:00 without a break (10 hours a week), hired
    /// 2026-11-23: the whole month is 600 × 365 ÷ 84 = 2,607.1 → 2,607 minutes = 43 h 27 min, under 60:
    /// not enrolled.
    @Test func shortContractStaysUnder60Hours() throws {
        let repeats = [Fixture.repeating([.mon, .tue], "09:00", "14:00", .minutes(0), from: "2026-11-23")]
        let shifts = ["2026-11-23", "2026-11-24", "2026-11-30"].map { Fixture.shift($0, "09:00", "14:00", .minutes(0)) }
        let slip = try #require(payslip(worker(start: "2026-11-23"), shifts: shifts, repeats: repeats))
        #expect(slip.deductions.isEmpty)
        #expect(
            slip.notes.contains(
                "건강보험·장기요양보험: 입사·퇴사로 일부만 일한 달이라 계약상 한 달 소정근로 43시간 27분(주 10시간 × 365 ÷ 7 ÷ 12, 60시간 미만)이라 가입 대상이 아닙니다"))
    }
}
