import MoupModel
import Testing

@testable import MoupPayroll

/// 퇴직금 (근로자퇴직급여 보장법 제4조, 제8조, 제9조; 근로기준법 제2조; payroll-rules.md v2) and its
/// statement (cli-and-json.md v2, `kind: severance`). Hand-built rule book (its severance and 퇴직소득세
/// figures are the statutory ones); a workplace of 4 (no 연차, no premiums) unless said otherwise.
@Suite struct SeveranceTests {
    static let wages1_2M = ["2026-08", "2026-09", "2026-10"]

    /// An evening worker at 10,320원: repeat Mon–Fri 17:00–22:00, break 30 (270 min a day, 1,350 a week =
    /// 22.5 h) from `start`; history to 2026-10-31 with 1,200,000원 for each month in `historyMonths`; in
    /// November every weekday from 11-02 to `end` worked as scheduled.
    static func evening(
        start: String = "2025-11-21", end: String, historyMonths: [String] = wages1_2M,
        employees: Int = 4, repeats: [Repeat]? = nil
    ) -> Content {
        var worker = Fixture.worker(start: start, end: end, breakRule: .auto)
        worker.history = WorkHistory(
            until: Fixture.date("2026-10-31"),
            wages: historyMonths.map { .init(month: YearMonth(iso: $0)!, amount: 1_200_000, location: Fixture.here) },
            location: Fixture.here)
        let last = Fixture.date(end)
        let days = YearMonth(iso: "2026-11")!.days.filter {
            $0 >= Fixture.date("2026-11-02") && $0 <= last && $0.weekday.index < 5
        }
        return Fixture.content(
            employees: employees, workers: [worker],
            shifts: days.map { Fixture.shift($0.description, "17:00", "22:00") },
            repeats: repeats ?? [Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "17:00", "22:00", from: start)])
    }

    static func slips(_ content: Content, month: String = "2026-11") -> [Payslip] {
        Fixture.report(content, month: month).payslips
    }

    /// Exactly one year: hired 2025-11-21, last day Friday 2026-11-20, 퇴직일 2026-11-21 = start + 12 months.
    /// 재직일수 2025-11-21 → 2026-11-21 = 365. Window [2026-08-21, 2026-11-20] = 11 + 30 + 31 + 20 = 92 days.
    /// Wages: August 1,200,000 × 11 ÷ 31 = 425,806.4 → 425,806; September and October 1,200,000 each;
    /// November (content): 15 days × 270분 × 10,320 ÷ 60 = 696,600 + 주휴 of the weeks ending 11-01, 11-08,
    /// 11-15: 3 × (22.5 ÷ 40) × 8 × 10,320 = 3 × 46,440 = 139,320 → 835,920. Total 3,661,726;
    /// A = 3,661,726 ÷ 92 = 39,801.37…. O = 10,320 × 1,350 ÷ 5 ÷ 60 = 46,440 (the floor decides).
    /// Severance = 46,440 × 30 × 365 ÷ 365 = 1,393,200원. 근속연수 1; tax: 환산급여 (1,393,200 − 1,000,000) × 12
    /// = 4,718,400 ≤ 8,000,000 → 0. Paid 2026-12-04 (end + 14) with the final wages.
    @Test func oneYearPaysThirtyDaysOfTheOrdinaryDailyWage() throws {
        let slips = Self.slips(Self.evening(end: "2026-11-20"))
        #expect(slips.map(\.kind) == [.wages, .severance])
        let wages = slips[0]
        let statement = slips[1]
        #expect(wages.gross == 835_920)
        #expect(statement.period == wages.period)
        #expect(statement.period.payDate == Fixture.date("2026-12-04"))
        #expect(statement.minutes == MinuteTotals())
        #expect(statement.earnings.map(\.code) == [.severance])
        #expect(statement.gross == 1_393_200)
        #expect(statement.deductions.isEmpty)
        #expect(statement.net == 1_393_200)
        #expect(statement.employer.isEmpty)
        #expect(statement.employerCost == 1_393_200)
        let s = try #require(statement.severance)
        #expect(s.serviceDays == 365)
        #expect(
            (s.windowStart, s.windowEnd, s.windowDays) == (Fixture.date("2026-08-21"), Fixture.date("2026-11-20"), 92))
        #expect(s.months.map(\.amount) == [425_806, 1_200_000, 1_200_000, 835_920])
        #expect(s.months.map(\.source) == [.history, .history, .history, .content])
        #expect(s.wages == Ratio(3_661_726, 1))
        #expect(s.averageDailyWage == Ratio(1_830_863, 46))
        #expect(s.ordinaryDailyWage == Ratio(46_440, 1))
        #expect(s.serviceYears == 1)
        #expect(
            statement.earnings[0].basis
                == "재직일수 2025-11-21 ~ 2026-11-20 365일 · 평균임금 산정기간 2026-08-21 ~ 2026-11-20 92일 · 임금 3,661,726원 · 1일 평균임금 3,661,726원 ÷ 92일 = 39,801.36…원 · 1일 통상임금 10,320원 × 주 22시간 30분 ÷ 5일 = 46,440원 · 퇴직금 = 통상임금 46,440원 × 30일 × 365일 ÷ 365 = 1,393,200원"
        )
        #expect(statement.notes.first?.hasSuffix("산출세액이 0원이라 떼지 않습니다") == true)
    }

    /// 364 days (last day 2026-11-19, 퇴직일 11-20, the day before start + 12 months): no 퇴직금; the final
    /// payslip says why.
    @Test func threeHundredSixtyFourDaysOweNothing() {
        let slips = Self.slips(Self.evening(end: "2026-11-19"))
        #expect(slips.map(\.kind) == [.wages])
        #expect(slips[0].notes.contains("퇴직금: 퇴직일 2026-11-20이 입사 1년(2026-11-21) 전이라 발생하지 않습니다(계속근로기간 1년 미만)"))
    }

    /// 366 days (last day Saturday 2026-11-21): 46,440 × 30 × 366 ÷ 365 = 1,397,016.9 → 1,397,016원
    /// (O unchanged; the window moves a day); 근속연수 2 (one year and a day).
    @Test func threeHundredSixtySixDays() throws {
        let statement = try #require(Self.slips(Self.evening(end: "2026-11-21")).last)
        #expect(statement.kind == .severance)
        #expect(statement.gross == 1_397_016)
        #expect(statement.severance?.serviceDays == 366)
        #expect(statement.severance?.serviceYears == 2)
    }

    /// A window month without wages: September missing from history.wages → no statement, alert
    /// history_missing on the final payslip naming 2026-09.
    @Test func aMissingHistoryMonthStopsTheStatement() throws {
        let slips = Self.slips(Self.evening(end: "2026-11-20", historyMonths: ["2026-08", "2026-10"]))
        #expect(slips.map(\.kind) == [.wages])
        let alert = try #require(slips[0].alerts(.historyMissing).first)
        #expect(alert.message.hasPrefix("퇴직금 계산에 2026-09의 임금이 필요합니다(평균임금 산정기간"))
    }

    @Test func aLeaverWithoutStartIsFlagged() throws {
        var worker = Fixture.worker(end: "2026-11-20")
        worker.start = nil
        let content = Fixture.content(
            employees: 4, workers: [worker], shifts: [Fixture.shift("2026-11-20", "17:00", "22:00")])
        let slips = Self.slips(content)
        #expect(slips.map(\.kind) == [.wages])
        #expect(slips[0].alerts(.missingStart).count == 1)
    }

    @Test func freelancersGetNone() {
        var content = Self.evening(end: "2026-11-20")
        content.workplaces[0].workers[0].deductions.mode = .freelance
        #expect(Self.slips(content).map(\.kind) == [.wages])
    }

    /// 28-day blocks: repeats of 9 h a week (2 × 270 min) from 2025-09-01 to 09-26, then 22.5 h. Back from
    /// 2026-11-20, 446 days = 15 blocks of 28 and an oldest block of 26 days (09-01 … 09-26) averaging 540
    /// minutes: left out. 재직일수 446 − 26 = 420 ≥ 365: owed, 46,440 × 30 × 420 ÷ 365 = 1,603,134.2 →
    /// 1,603,134원.
    @Test func blocksUnderFifteenHoursLeaveTheService() throws {
        let repeats = [
            Fixture.repeating([.mon, .wed], "10:00", "15:00", from: "2025-09-01", until: "2025-09-26"),
            Fixture.repeating([.mon, .tue, .wed, .thu, .fri], "17:00", "22:00", from: "2025-09-27"),
        ]
        let statement = try #require(
            Self.slips(Self.evening(start: "2025-09-01", end: "2026-11-20", repeats: repeats)).last)
        #expect(statement.kind == .severance)
        #expect(statement.severance?.excludedDays == 26)
        #expect(statement.severance?.serviceDays == 420)
        #expect(statement.gross == 1_603_134)
    }

    /// 15 hours exactly (3 × (10:00–15:30 − 30 min break) = 3 × 300 = 900 min a week) qualifies;
    /// 3 × 299 = 897 (10:00–15:29) does not (every block is below: no 계속근로기간 left).
    @Test func fifteenHoursExactlyAndJustUnder() throws {
        func repeats(_ end: String) -> [Repeat] {
            [Fixture.repeating([.mon, .wed, .fri], "10:00", end, from: "2025-11-21")]
        }
        let at = Self.slips(Self.evening(end: "2026-11-20", repeats: repeats("15:30")))
        #expect(at.map(\.kind) == [.wages, .severance])
        let under = Self.slips(Self.evening(end: "2026-11-20", repeats: repeats("15:29")))
        #expect(under.map(\.kind) == [.wages])
        #expect(under[0].notes.contains { $0.hasPrefix("퇴직금: 4주 평균 주 15시간 미만인 기간") })
    }

    /// A monthly wage of 3,000,000 for three years: hired 2023-11-21, last day 2026-11-20; 재직일수
    /// 366 + 365 + 365 = 1,096 (2024 is a leap year). History 3,000,000 for Aug–Oct; November 20 days of
    /// 3,000,000 ÷ 30 = 2,000,000. Window wages 3,000,000 × 11 ÷ 31 = 1,064,516 + 6,000,000 + 2,000,000 =
    /// 9,064,516, A = 98,527.3…; O = 3,000,000 ÷ 209 × 2,400 (no repeat: a full week) ÷ 5 ÷ 60 =
    /// 24,000,000 ÷ 209 = 114,832.5…; severance = ⌊24,000,000 ÷ 209 × 30 × 1,096 ÷ 365⌋ = 10,344,366원.
    static func monthly(birth: String?) -> Content {
        var worker = Fixture.worker(wage: Wage(.monthly, 3_000_000), start: "2023-11-21", end: "2026-11-20")
        worker.birthDate = birth.map(Fixture.date)
        worker.history = WorkHistory(
            until: Fixture.date("2026-10-31"),
            wages: ["2026-08", "2026-09", "2026-10"].map {
                .init(month: YearMonth(iso: $0)!, amount: 3_000_000, location: Fixture.here)
            }, location: Fixture.here)
        return Fixture.content(employees: 4, workers: [worker], shifts: [Fixture.shift("2026-11-20", "09:00", "18:00")])
    }

    /// Above 3,000,000 and no birth date: into the IRP, untaxed, alert severance_irp_transfer. Born
    /// 1971-11-22 (54 on 퇴직일 2026-11-21): the same.
    @Test func aboveThreeMillionGoesToTheIRP() throws {
        for birth in [nil, "1971-11-22"] {
            let statement = try #require(Self.slips(Self.monthly(birth: birth)).last)
            #expect(statement.gross == 10_344_366)
            #expect(statement.deductions.isEmpty)
            #expect(statement.alerts(.severanceIRPTransfer).count == 1)
            #expect(statement.severance?.irpTransfer == true)
            #expect(statement.severance?.serviceDays == 1_096)
        }
    }

    /// Born 1971-11-21, 55 on 퇴직일: paid in cash with 퇴직소득세. 근속월수 36 → 근속연수 3; 공제 3,000,000;
    /// 환산급여 7,344,366 × 12 ÷ 3 = 29,377,464; 환산급여공제 8,000,000 + ⌊21,377,464 × 60%⌋ = 20,826,478;
    /// 과세표준 8,550,986; × 6% = 513,059; × 3 ÷ 12 = 128,264 → 128,260원; 지방소득세 12,826 → 12,820원.
    @Test func fiftyFiveOnTheDayIsPaidWithTax() throws {
        let statement = try #require(Self.slips(Self.monthly(birth: "1971-11-21")).last)
        #expect(statement.alerts(.severanceIRPTransfer).isEmpty)
        #expect(
            DeductionFixture.text(statement.deductions) == [
                "retirement_income_tax 128260", "retirement_local_tax 12820",
            ])
        #expect(statement.net == 10_344_366 - 141_080)
        #expect(statement.severance?.serviceYears == 3)
    }

    /// The window reaching back to a day that does not exist: last day 2026-05-31, 퇴직일 2026-06-01 − 3
    /// months = 2026-03-01; last day 2026-05-30 → 퇴직일 05-31 − 3 months = 02-31, which does not exist →
    /// 02-28 (the month's last day), so the window is [02-28, 05-30] = 92 days.
    @Test func aWindowStartThatDoesNotExistIsTheMonthsLastDay() throws {
        var worker = Fixture.worker(wage: Wage(.monthly, 3_000_000), start: "2024-01-02", end: "2026-05-30")
        worker.history = WorkHistory(
            until: Fixture.date("2026-04-30"),
            wages: ["2026-02", "2026-03", "2026-04"].map {
                .init(month: YearMonth(iso: $0)!, amount: 3_000_000, location: Fixture.here)
            }, location: Fixture.here)
        let content = Fixture.content(
            employees: 4, workers: [worker], shifts: [Fixture.shift("2026-05-29", "09:00", "18:00")])
        let statement = try #require(Self.slips(content, month: "2026-05").last)
        #expect(statement.severance?.windowStart == Fixture.date("2026-02-28"))
        #expect(statement.severance?.windowDays == 92)
        // February: 3,000,000 × 1 ÷ 28 = 107,142.8 → 107,142.
        #expect(statement.severance?.months.first?.amount == 107_142)
    }

    /// 3/12 of an expiry payout: five employees (연차 applies), hired Monday 2025-01-06 at 22.5 h a week,
    /// history to 2026-01-05 (no wages needed: the window is all content), last day 2026-11-20. The first
    /// year's 11 monthly days (each 1,350 ÷ 5 = 270 min, rounded up to 300) expire unused after
    /// 2026-01-05: 3,300분 × 10,320원 ÷ 60 = 567,600원 paid out on 2026-01-06, within the 12 months before
    /// 퇴직일 2026-11-21, so 567,600 × 3/12 = 141,900 joins the window's wages. Window [08-21, 11-20]: no
    /// shift before November (missing records, not absences), so 주휴 for the 13 weeks ending 08-23 … 11-15
    /// = 13 × 46,440 = 603,720; 유급 공휴일 10-05 and 10-09 = 2 × 270분 × 10,320 ÷ 60 = 92,880; November base
    /// 696,600 → 1,393,200 + 141,900 = 1,535,100; A = 16,685.8… < O = 46,440. The leaving payout of the
    /// second year's 15 days is left out. 재직일수 2025-01-06 → 2026-11-21 = 684; severance
    /// ⌊46,440 × 30 × 684 ÷ 365⌋ = ⌊2,610,818.6⌋ = 2,610,818원.
    @Test func threeTwelfthsOfAnExpiryPayoutJoinTheWages() throws {
        var content = Self.evening(start: "2025-01-06", end: "2026-11-20", historyMonths: [], employees: 5)
        content.workplaces[0].workers[0].history?.until = Fixture.date("2026-01-05")
        let statement = try #require(Self.slips(content).last)
        let s = try #require(statement.severance)
        #expect(s.leavePayoutShare == Ratio(141_900, 1))
        #expect(s.wages == Ratio(1_535_100, 1))
        #expect(s.serviceDays == 684)
        #expect(statement.gross == 2_610_818)
        #expect(statement.earnings[0].basis.contains("임금 1,393,200원 + 소멸 연차수당 3/12 141,900원"))
    }

    /// 3/12 of an expiry payout owed on a history day (before `history.until`, so paid before the content
    /// and outside `history.wages`, which hold no 연차 payouts): the same worker as above (five employees,
    /// hired 2025-01-06, 22.5 h a week, last day 2026-11-20), but history runs to 2026-10-31 with
    /// 2,000,000원 for August, September and October. The first year's 11 days (11 × 300 = 3,300분) expire
    /// unused on 2026-01-06 (history.annualLeaveTakenHours, had there been any, is taken on history.until,
    /// after that expiry): 3,300분 × 10,320원 ÷ 60 = 567,600원, owed within the 12 months before 퇴직일
    /// 2026-11-21, so 567,600 × 3/12 = 141,900 joins the wages.
    /// Window [2026-08-21, 2026-11-20] (92 days): August 2,000,000 × 11 ÷ 31 = 709,677.4 → 709,677;
    /// September and October 2,000,000 each; November base 15 × 270분 × 10,320 ÷ 60 = 696,600 + 주휴 of
    /// the weeks ending 11-01, 11-08, 11-15 = 3 × 46,440 = 139,320 → 835,920 (the leaving payout is left
    /// out). Wages 5,545,597 + 141,900 = 5,687,497; A = 5,687,497 ÷ 92 = 61,820.6… > O = 46,440.
    /// 재직일수 684; severance ⌊5,687,497 × 30 × 684 ÷ (92 × 365)⌋ = ⌊3,475,504.7⌋ = 3,475,504원 (without
    /// the 3/12 it would be ⌊5,545,597 × 20,520 ÷ 33,580⌋ = 3,388,792원).
    @Test func threeTwelfthsOfAnExpiryPayoutBeforeHistoryUntil() throws {
        var content = Self.evening(start: "2025-01-06", end: "2026-11-20", employees: 5)
        content.workplaces[0].workers[0].history?.wages = Self.wages1_2M.map {
            .init(month: YearMonth(iso: $0)!, amount: 2_000_000, location: Fixture.here)
        }
        let statement = try #require(Self.slips(content).last)
        let s = try #require(statement.severance)
        #expect(s.months.map(\.amount) == [709_677, 2_000_000, 2_000_000, 835_920])
        #expect(s.leavePayoutShare == Ratio(141_900, 1))
        #expect(s.wages == Ratio(5_687_497, 1))
        #expect(s.averageDailyWage == Ratio(5_687_497, 92))
        #expect(s.serviceDays == 684)
        #expect(statement.gross == 3_475_504)
        #expect(statement.earnings[0].basis.contains("임금 5,545,597원 + 소멸 연차수당 3/12 141,900원"))
    }

    /// An expiry on a history day inside a content pay period is on no payslip: history to 2026-01-10, the
    /// first year's 3,300분 expire on 2026-01-06 (a history day of January's period): January's payslip
    /// has no `annual_leave_payout` and pays nothing out; the second year's 15 days (15 × 270 = 4,050 →
    /// 4,080분) arose on 01-06 and are the balance.
    @Test func anExpiryOnAHistoryDayIsNotPaidAgain() throws {
        var content = Self.evening(start: "2025-01-06", end: "2026-11-20", historyMonths: [], employees: 5)
        content.workplaces[0].workers[0].history?.until = Fixture.date("2026-01-10")
        let slip = try #require(Self.slips(content, month: "2026-01").first)
        #expect(slip.amount(.annualLeavePayout) == nil)
        #expect(slip.annualLeave?.paidOutMinutes == 0)
        #expect(slip.annualLeave?.balanceMinutes == 4_080)
    }

    /// The JSON of a statement: `kind: severance`, after the wage payslip.
    @Test func theStatementInTheJSON() {
        let json = PayrollJSON.encode(Fixture.report(Self.evening(end: "2026-11-20"), month: "2026-11"))
        #expect(json.contains(#""kind": "severance""#))
        #expect(json.range(of: #""kind": "wages""#)!.lowerBound < json.range(of: #""kind": "severance""#)!.lowerBound)
        #expect(json.contains(#""code": "severance""#))
    }
}
