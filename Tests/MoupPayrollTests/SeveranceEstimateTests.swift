import MoupModel
import Testing

@testable import MoupPayroll

/// 퇴직금 추계액 (`SeveranceEstimate`) and the owner's liabilities (`WorkerLiability`): the 퇴직금 a worker
/// would be owed on leaving after a day, by the very rules of the leaver's statement (근로자퇴직급여
/// 보장법 제8조; 근로기준법 제2조), also before the first year, and its change over a month (퇴직금 적립).
/// The evening worker of `SeveranceTests` (10,320원, Mon–Fri 17:00–22:00 with a 30-minute break = 22.5 h a
/// week, hired 2025-11-21, history to 2026-10-31 with 1,200,000원 a month for August–October), a workplace
/// of 4 (no 연차).
@Suite struct SeveranceEstimateTests {
    static func stillEmployed(workedThrough last: String) -> Content {
        var content = SeveranceTests.evening(end: last)
        content.workplaces[0].workers[0].end = nil
        return content
    }

    static func estimate(_ content: Content, after day: String) -> SeveranceEstimate? {
        let place = content.workplaces[0]
        return SeveranceEstimate.ifLeaving(
            after: Fixture.date(day), worker: place.workers[0], workplace: place,
            records: place.shifts, rules: TestRules.book,
            contentMonths: Set(content.months), today: Fixture.date("2027-01-01"))
    }

    /// Leaving after Friday 2026-11-20 (퇴직일 11-21 = start + 12 months) is the one-year leaver of
    /// `SeveranceTests.oneYearPaysThirtyDaysOfTheOrdinaryDailyWage`: 1일 통상임금 10,320 × 1,350 ÷ 5 ÷ 60 =
    /// 46,440 above A = 3,661,726 ÷ 92 = 39,801.37…; 46,440 × 30 × 365 ÷ 365 = 1,393,200원, owed.
    @Test func leavingOnTheAnniversaryMatchesTheStatement() throws {
        let estimate = try #require(Self.estimate(Self.stillEmployed(workedThrough: "2026-11-20"), after: "2026-11-20"))
        #expect(estimate.amount == 1_393_200)
        #expect(estimate.owed)
        #expect(estimate.owedFrom == nil)
        #expect(estimate.lastDay == Fixture.date("2026-11-20"))
        #expect(estimate.missingMonths.isEmpty)
    }

    /// A day earlier (퇴직일 2026-11-20, the day before start + 12 months): not owed yet, owed from
    /// 2026-11-21. The amount still builds up: 재직일수 364; A = (1,200,000 × 12 ÷ 31 = 464,516 + 2 ×
    /// 1,200,000 + November 11-02 … 11-19: 14 days × 46,440 = 650,160 + 주휴 3 × 46,440 = 139,320) ÷ 92 =
    /// 3,653,996 ÷ 92 = 39,717.34… below O = 46,440; 46,440 × 30 × 364 ÷ 365 = 507,124,800 ÷ 365 =
    /// 1,389,383.01… → 1,389,383원.
    @Test func theDayBeforeTheAnniversaryBuildsUpButIsNotOwed() throws {
        let estimate = try #require(Self.estimate(Self.stillEmployed(workedThrough: "2026-11-19"), after: "2026-11-19"))
        #expect(estimate.amount == 1_389_383)
        #expect(!estimate.owed)
        #expect(estimate.owedFrom == Fixture.date("2026-11-21"))
    }

    /// Leaving after 2026-10-31 (퇴직일 11-01): 재직일수 2025-11-21 → 2026-11-01 = 345; window [08-01, 10-31]
    /// = 92 days, all history: 3,600,000 ÷ 92 = 39,130.43… below O = 46,440 (the last 28 days are history
    /// days of the 22.5-hour repeat); 46,440 × 30 × 345 ÷ 365 = 480,654,000 ÷ 365 = 1,316,860.27… → 1,316,860원.
    @Test func aMonthEndInTheHistory() throws {
        let estimate = try #require(Self.estimate(Self.stillEmployed(workedThrough: "2026-11-20"), after: "2026-10-31"))
        #expect(estimate.amount == 1_316_860)
        #expect(estimate.owedFrom == Fixture.date("2026-11-21"))
    }

    @Test func noneForFreelancersOrBeforeStart() {
        var content = Self.stillEmployed(workedThrough: "2026-11-20")
        #expect(Self.estimate(content, after: "2025-11-20") == nil)
        content.workplaces[0].workers[0].deductions.mode = .freelance
        #expect(Self.estimate(content, after: "2026-11-20") == nil)
    }

    /// A window month without wages: the least it can be, on the 통상임금 floor O = 46,440 alone:
    /// 46,440 × 30 × 345 ÷ 365 = 1,316,860원 (here O decides anyway), naming the month.
    @Test func aMissingHistoryMonthLeavesTheOrdinaryWageFloor() throws {
        var content = SeveranceTests.evening(end: "2026-11-20", historyMonths: ["2026-08", "2026-10"])
        content.workplaces[0].workers[0].end = nil
        let estimate = try #require(Self.estimate(content, after: "2026-10-31"))
        #expect(estimate.amount == 1_316_860)
        #expect(estimate.missingMonths == [YearMonth(iso: "2026-09")!])
    }

    /// The one-year leaver (last day 2026-11-20) in November: built up 1,393,200원 on the last day (its own
    /// `end`, before 11-30), 1,316,860원 on 10-31 (`aMonthEndInTheHistory`): 퇴직금 적립 = 1,393,200 −
    /// 1,316,860 = 76,340원.
    @Test func theMonthsAccrualIsTheChangeOfTheAmount() throws {
        let content = SeveranceTests.evening(end: "2026-11-20")
        let liabilities = PayrollEngine(rules: TestRules.book)
            .liabilities(for: content, month: YearMonth(iso: "2026-11")!, today: Fixture.date("2026-11-24"))
        let l = try #require(liabilities.first)
        #expect(liabilities.count == 1)
        #expect(l.severanceBuiltUp == 1_393_200)
        #expect(l.previousSeveranceBuiltUp == 1_316_860)
        #expect(l.severanceAccrual == 76_340)
        #expect(l.leaveMinutes == 0)
        #expect(l.leaveValue == 0)
        #expect(l.severance?.owed == true)
    }

    /// A leaver under a year (last day 2026-11-19) owes nothing once gone: built up 0 at the month's end,
    /// so the month releases October's 1,316,860원 (퇴직금 적립 −1,316,860원).
    @Test func aLeaverUnderAYearReleasesTheBuiltUpAmount() throws {
        let content = SeveranceTests.evening(end: "2026-11-19")
        let l = try #require(
            PayrollEngine(rules: TestRules.book)
                .liabilities(for: content, month: YearMonth(iso: "2026-11")!, today: Fixture.date("2026-11-24")).first)
        #expect(l.severanceBuiltUp == 0)
        #expect(l.previousSeveranceBuiltUp == 1_316_860)
        #expect(l.severanceAccrual == -1_316_860)
    }

    /// Not employed in the month: no liability (hired later, or gone before).
    @Test func workersOutsideTheMonthHaveNone() {
        let content = SeveranceTests.evening(end: "2026-11-20")
        let engine = PayrollEngine(rules: TestRules.book)
        #expect(
            engine.liabilities(for: content, month: YearMonth(iso: "2025-10")!, today: Fixture.date("2026-11-24"))
                .isEmpty)
        #expect(
            engine.liabilities(for: content, month: YearMonth(iso: "2026-12")!, today: Fixture.date("2026-11-24"))
                .isEmpty)
    }

    /// A repeat that reaches back to `start` (2025-11-21) over history (to 2026-10-31) does not make the
    /// history months part of the build (`Content.months`): only November, the month after `history.until`.
    @Test func historyMonthsAreNotContentMonths() {
        #expect(SeveranceTests.evening(end: "2026-11-20").months == [YearMonth(iso: "2026-11")!])
    }
}
