import MoupModel
import MoupPayroll
import Testing

@testable import MoupSite

/// What a user sees of 연차, leavers and 퇴직금: the payslip's 연차 box and final mark, the 퇴직금 산정 내역
/// page, and the dashboard's liabilities with the CSV columns that carry the same figures.
@Suite struct LeaveAndSeverancePagesTests {
    static let here = Fixture.here
    static func date(_ text: String) -> CivilDate { Fixture.date(text) }

    /// Kim's November payslip as a leaver's final payslip (last day 11-20, paid 14 days later on 12-04),
    /// with 연차: 8 hours granted on 11-04 (usable to 2027-11-03), 8 hours taken, 2 hours 30 minutes paid out
    /// on leaving, none left.
    static var finalPayslip: Payslip {
        var slip = Fixture.payslip
        slip.period = PayPeriod(
            start: date("2026-11-01"), end: date("2026-11-20"), payDate: date("2026-12-04"), final: true)
        slip.annualLeave = AnnualLeaveSummary(
            grantedMinutes: 480, takenMinutes: 480, paidOutMinutes: 150, balanceMinutes: 0,
            grants: [.init(date: date("2026-11-04"), minutes: 480, expires: date("2027-11-03"))])
        return slip
    }

    /// The one-year leaver of `SeveranceTests.oneYearPaysThirtyDaysOfTheOrdinaryDailyWage` (hired 2025-11-21,
    /// last day 2026-11-20): 재직일수 365; window 2026-08-21 … 11-20 (92 days): 425,806 + 1,200,000 + 1,200,000
    /// (history) + 835,920 (content) = 3,661,726; A = 3,661,726 ÷ 92 = 39,801.36…; O = 46,440 (applies);
    /// 46,440 × 30 × 365 ÷ 365 = 1,393,200원; 근속연수 1, no tax (환산급여 4,718,400 within its 공제).
    static var statement: SeveranceStatement {
        let month = { (m: String, a: String, b: String, amount: Int, source: SeveranceStatement.MonthWages.Source) in
            SeveranceStatement.MonthWages(
                month: YearMonth(iso: m)!, first: date(a), last: date(b), amount: amount,
                source: source, basis: Phrase(.verbatim, ["text": .text("\(m) 임금")]))
        }
        return SeveranceStatement(
            start: date("2025-11-21"), end: date("2026-11-20"), retirementDate: date("2026-11-21"), serviceDays: 365,
            excludedDays: 0, windowStart: date("2026-08-21"), windowEnd: date("2026-11-20"), windowDays: 92,
            months: [
                month("2026-08", "2026-08-21", "2026-08-31", 425_806, .history),
                month("2026-09", "2026-09-01", "2026-09-30", 1_200_000, .history),
                month("2026-10", "2026-10-01", "2026-10-31", 1_200_000, .history),
                month("2026-11", "2026-11-01", "2026-11-20", 835_920, .content),
            ],
            leavePayoutShare: .zero, wages: Ratio(3_661_726, 1), averageDailyWage: Ratio(1_830_863, 46),
            ordinaryDailyWage: Ratio(46_440, 1), ordinaryBasis: "10,320원 × 주 22시간 30분 ÷ 5일 = 46,440원",
            daysPerYearOfService: 30, severance: 1_393_200, serviceYears: 1,
            taxSteps: [
                Phrase(.retirementYears, ["years": .number(1)]),
                Phrase(.retirementServiceDeduction, ["amount": .won(1_000_000)]),
                Phrase(
                    .retirementConvertedPay,
                    [
                        "severance": .won(1_393_200), "deduction": .won(1_000_000),
                        "years": .number(1), "amount": .won(4_718_400),
                    ]),
            ],
            irpTransfer: false)
    }

    static var severanceSlip: Payslip {
        var slip = Payslip(
            workplaceID: "cafe-moup", workerID: "kim-minji", period: finalPayslip.period, minutes: MinuteTotals(),
            earnings: [PayLine(code: .severance, amount: 1_393_200, basis: "…")], gross: 1_393_200, taxFree: 0,
            deductions: [], totalDeductions: 0, net: 1_393_200, employer: [], employerCost: 1_393_200, alerts: [],
            notes: [
                Phrase(
                    .retirementTaxNone, ["steps": .text("근속연수 1년 · …"), "reason": .phrase(Phrase(.retirementTaxZero))])
            ],
            kind: .severance)
        slip.severance = statement
        return slip
    }

    static func input(liabilities: [WorkerLiability] = []) -> SiteInput {
        var input = Fixture.input
        input.reports = [PayrollReport(month: Fixture.november, payslips: [finalPayslip, severanceSlip])]
        input.liabilities = liabilities
        return input
    }

    @Test func theFinalPayslipShowsItsLeaveAndLinksTheStatement() throws {
        let site = SiteIndex(Self.input(), words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let kim = try #require(wp.worker("kim-minji"))
        let path = Paths.payslip("cafe-moup", "kim-minji", Self.date("2026-11-01"))
        let model = PayslipPages.model(Self.finalPayslip, wp, kim, month: Fixture.november, path: path, site)
        #expect(model.finalNotice == "퇴직 후 마지막 임금명세서 · 마지막 근무일 2026년 11월 20일 · 지급일 2026년 12월 4일")
        #expect(model.leave.map(\.value) == ["8시간", "8시간", "2시간 30분", "0시간"])
        #expect(model.leave.map(\.label) == ["이번 기간 발생", "사용", "수당으로 지급(소멸·퇴직)", "남은 연차"])
        #expect(model.leaveGrants.map(\.text) == ["2026년 11월 4일 발생 8시간 · 2027년 11월 3일까지 사용"])
        #expect(model.severanceHref == "../../../payslips/cafe-moup/kim-minji/2026-11-20-severance.html")
    }

    @Test func aPayslipWithoutLeaveOrLeavingShowsNeither() throws {
        let site = SiteIndex(Fixture.input, words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let kim = try #require(wp.worker("kim-minji"))
        let model = PayslipPages.model(
            Fixture.payslip, wp, kim, month: Fixture.november, path: "payslips/a/b/c.html", site)
        #expect(model.finalNotice == nil)
        #expect(model.leave.isEmpty)
        #expect(model.severanceHref == nil)
    }

    @Test func theStatementShowsEveryStep() throws {
        let site = SiteIndex(Self.input(), words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let kim = try #require(wp.worker("kim-minji"))
        let path = Paths.statement(Self.severanceSlip)
        #expect(path == "payslips/cafe-moup/kim-minji/2026-11-20-severance.html")
        let model = SeverancePages.model(Self.severanceSlip, Self.statement, wp, kim, path: path, site)
        #expect(model.page.title == "퇴직금 산정 내역 · 김민지 · 2026년 11월 21일 퇴직")
        #expect(model.meta.map(\.label) == ["성명", "사업장", "생년월일", "입사일", "마지막 근무일", "퇴직일", "지급일"])
        #expect(model.service.map(\.value) == ["365일", "1년"])
        #expect(model.window == "2026년 8월 21일 ~ 2026년 11월 20일 (92일)")
        #expect(model.months.map(\.value) == ["425,806원", "1,200,000원", "1,200,000원", "835,920원"])
        #expect(model.months[0].basis == "2026-08 임금")
        #expect(model.months[3].basis == "근무 기록 2026-11 임금")
        #expect(model.wagesTotal == "3,661,726원")
        #expect(model.dailyWage.map(\.value) == ["39,801.36…원", "46,440원"])
        #expect(model.dailyWage.map(\.emphasis) == [false, true])
        #expect(
            model.formula
                == "퇴직금 = 1일 통상임금 (평균임금보다 많아 통상임금을 씁니다) 46,440원 × 30일 × 재직일수 365일 ÷ 365 = 1,393,200원 (원 미만 버림)")
        #expect(model.taxSteps.map(\.label) == ["근속연수", "근속연수공제", "환산급여"])
        #expect(model.taxSteps[2].value == "(1,393,200원 − 1,000,000원) × 12 ÷ 1 = 4,718,400원")
        #expect(model.taxNote == "퇴직소득세: 산출세액이 0원이라 떼지 않습니다")
        #expect(model.withheld.isEmpty)
        #expect(model.net == "1,393,200원")
        #expect(model.payslipHref == "../../../payslips/cafe-moup/kim-minji/2026-11-01.html")
        #expect(model.leavePayRule.contains("(이번에는 해당 없음)"))
    }

    @Test func theStatementIsAPrivatePageOfTheWorkerAndTheOwner() async throws {
        let pages = SiteBuilder.pages(Self.input(), theme: try await Theme.load(directory: Fixture.templatesDirectory))
        let page = try #require(pages.first { $0.path == "payslips/cafe-moup/kim-minji/2026-11-20-severance.html" })
        #expect(page.visibility == .private)
        #expect(page.readers == [.worker("kim-minji"), .owner("cafe-moup")])
        #expect(page.text.contains("<h1>퇴직금 산정 내역</h1>"))
        #expect(page.text.contains("1,393,200원"))
        // The final payslip keeps its own page and links the statement; the person's pages list both.
        let payslip = try #require(pages.first { $0.path == "payslips/cafe-moup/kim-minji/2026-11-01.html" })
        #expect(payslip.text.contains("2026-11-20-severance.html"))
        let start = try #require(pages.first { $0.path == "people/kim-minji/index.html" })
        #expect(start.text.contains("카페 모음 퇴직금 산정 내역"))
    }

    /// Kim: 72 hours of 연차 left at 10,320원 = 743,040원; 퇴직금 built up 1,393,200 (owed) against 1,316,860 a
    /// month before: 퇴직금 적립 76,340원. Lee: hired this year, 500,000원 built up against 400,000원, owed
    /// from 2027-03-02: 100,000원. Totals: 72 hours, 743,040원, 1,893,200원, 176,340원; 인건비 1,021,380
    /// (Kim's payslip) + 176,340 = 1,197,720원.
    static var liabilities: [WorkerLiability] {
        [
            WorkerLiability(
                workplaceID: "cafe-moup", workerID: "kim-minji", month: Fixture.november, leaveMinutes: 4_320,
                leaveValue: 743_040, leaveRate: 10_320,
                severance: SeveranceEstimate(
                    lastDay: date("2026-11-20"), amount: 1_393_200, owed: true, owedFrom: nil,
                    missingMonths: []),
                severanceBuiltUp: 1_393_200, previousSeveranceBuiltUp: 1_316_860),
            WorkerLiability(
                workplaceID: "cafe-moup", workerID: "lee-junho", month: Fixture.november, leaveMinutes: 0,
                leaveValue: 0, leaveRate: 10_320,
                severance: SeveranceEstimate(
                    lastDay: date("2026-11-30"), amount: 500_000, owed: false,
                    owedFrom: date("2027-03-02"), missingMonths: []),
                severanceBuiltUp: 500_000, previousSeveranceBuiltUp: 400_000),
        ]
    }

    @Test func theDashboardShowsLiabilitiesAndTheAccrual() throws {
        var input = Fixture.input
        input.liabilities = Self.liabilities
        let site = SiteIndex(input, words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let model = DashboardPages.model(
            wp, Fixture.november, path: Paths.dashboard("cafe-moup", Fixture.november), site)
        #expect(model.liabilities.map(\.leaveHours) == ["72시간", "0시간"])
        #expect(model.liabilities.map(\.leaveValue) == ["743,040원", "0원"])
        #expect(model.liabilities.map(\.leaveRate) == ["시급 10,320원", nil])
        #expect(model.liabilities.map(\.severance) == ["1,393,200원", "500,000원"])
        #expect(model.liabilities.map { $0.severanceNotes.map(\.text) } == [[], ["1년 미만: 2027년 3월 2일 퇴직부터 지급 의무"]])
        #expect(model.liabilities.map(\.accrual) == ["76,340원", "100,000원"])
        #expect(model.liabilities.map(\.costWithAccrual) == ["1,097,720원", "100,000원"])
        let total = try #require(model.liabilityTotal)
        #expect(
            [total.leaveHours, total.leaveValue, total.severance, total.accrual, total.costWithAccrual]
                == ["72시간", "743,040원", "1,893,200원", "176,340원", "1,197,720원"])
        #expect(model.totals.first { $0.label == "퇴직금 적립" }?.value == "176,340원")
        #expect(model.totals.first { $0.label == "인건비 + 퇴직금 적립" }?.value == "1,197,720원")
    }

    /// The CSV's liability columns add up to the dashboard's totals (Kim on her payslip's row, Lee, without
    /// a payslip this month, on a row of his own).
    @Test func theCSVColumnsSumToTheDashboardTotals() throws {
        var input = Fixture.input
        input.liabilities = Self.liabilities
        let site = SiteIndex(input, words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let csv = AccountantExports.payroll(
            wp, site.payslips("cafe-moup", Fixture.november), Liabilities(wp, Fixture.november, site))
        let lines = csv.text.dropFirst().split(separator: "\r\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = lines[0]
        #expect(header.suffix(6) == ["연차 잔여(분)", "연차 평가액", "퇴직금 추계액", "퇴직금 지급 의무 시작일", "퇴직금 적립", "인건비+퇴직금 적립"])
        let rows = lines.dropFirst()
        #expect(rows.map { $0[0] } == ["kim-minji", "lee-junho"])
        #expect(rows.allSatisfy { $0.count == header.count })
        let column = { (name: String) -> Int in
            let index = header.firstIndex(of: name)!
            return rows.reduce(0) { $0 + (Int($1[index]) ?? 0) }
        }
        let model = DashboardPages.model(
            wp, Fixture.november, path: Paths.dashboard("cafe-moup", Fixture.november), site)
        let total = try #require(model.liabilityTotal)
        #expect(column("연차 잔여(분)") == 4_320)
        #expect(site.words.won(column("연차 평가액")) == total.leaveValue)
        #expect(site.words.won(column("퇴직금 추계액")) == total.severance)
        #expect(site.words.won(column("퇴직금 적립")) == total.accrual)
        #expect(site.words.won(column("인건비+퇴직금 적립")) == total.costWithAccrual)
        #expect(site.words.won(column("인건비 합계") + column("퇴직금 적립")) == total.costWithAccrual)
        #expect(rows.last?[header.firstIndex(of: "퇴직금 지급 의무 시작일")!] == "2027-03-02")
    }

    /// The accountant's 퇴직금 지급 내역 (severance.csv): Kim's statement of `statement` in one row, every
    /// column of the statement: 재직일수 365, 1일 평균임금 1,830,863 ÷ 46 = 39,801.36… → `39801.36` (cut, not
    /// rounded), 1일 통상임금 46,440, 퇴직금 1,393,200, no tax, 차인지급액 1,393,200, not into an IRP, paid 2026-12-04.
    /// A month without a statement has no such file; the dashboard links it where there is one.
    @Test func theSeveranceCSVHasARowPerStatement() throws {
        let site = SiteIndex(Self.input(), words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let csv = try #require(SeveranceExport.csv(wp, [Self.finalPayslip, Self.severanceSlip], site.words))
        let lines = csv.text.dropFirst().split(separator: "\r\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(
            lines[0] == [
                "근무자ID", "이름", "사번", "입사일", "퇴직일", "재직일수", "1일 평균임금", "1일 통상임금", "퇴직금", "퇴직소득세",
                "퇴직소득 지방소득세", "차인지급액", "IRP 이전", "지급일",
            ])
        #expect(lines.count == 2)
        #expect(
            lines[1] == [
                "kim-minji", "김민지", wp.worker("kim-minji")?.employeeNo ?? "", "2025-11-21", "2026-11-21", "365",
                "39801.36", "46440.00", "1393200", "0", "0", "1393200", "", "2026-12-04",
            ])
        #expect(SeveranceExport.csv(wp, [Self.finalPayslip], site.words) == nil)
        let model = DashboardPages.model(
            wp, Fixture.november, path: Paths.dashboard("cafe-moup", Fixture.november), site)
        #expect(model.severanceCSV?.href == "../../../workplaces/cafe-moup/2026-11/severance.csv")
        #expect(model.severanceCSV?.fileName == "cafe-moup-2026-11-severance.csv")
        // privacy: none writes the file beside payroll.csv, private to the owner.
        let page = try #require(
            AccountantExports.build(site).first { $0.path == "workplaces/cafe-moup/2026-11/severance.csv" })
        #expect(page.visibility == .private)
        #expect(page.readers == [.owner("cafe-moup")])
    }

    /// An IRP transfer says so; the 1일 평균임금 keeps two decimals: 7,256,451 ÷ 92 → `78874.46`, 88,000 → `88000.00`.
    @Test func theSeveranceCSVMarksAnIRPTransfer() throws {
        #expect(SeveranceExport.decimal(Ratio(7_256_451, 92)) == "78874.46")
        #expect(SeveranceExport.decimal(Ratio(88_000, 1)) == "88000.00")
        #expect(SeveranceExport.decimal(Ratio(1_830_863, 46)) == "39801.36")
        var slip = Self.severanceSlip
        slip.severance?.irpTransfer = true
        let site = SiteIndex(Self.input(), words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        let csv = try #require(SeveranceExport.csv(wp, [slip], site.words))
        #expect(csv.text.contains(",예,2026-12-04"))
        let english = try #require(SeveranceExport.csv(wp, [slip], Theme.builtInWords(.en)))
        #expect(english.text.contains("Retirement date"))
        #expect(english.text.contains(",yes,2026-12-04"))
    }

    /// A freelancer's 퇴직금 추계액 is 0 with the reason (not an employee), not a bare 0.
    @Test func aFreelancersZeroSaysWhy() throws {
        let site = SiteIndex(Self.input(), words: Theme.builtInWords(.ko))
        let wp = try #require(site.content.workplace("cafe-moup"))
        var worker = try #require(wp.worker("kim-minji"))
        worker.deductions.mode = .freelance
        let l = WorkerLiability(
            workplaceID: "cafe-moup", workerID: worker.id, month: Fixture.november, leaveMinutes: 0,
            leaveValue: 0, leaveRate: 10_320, severance: nil, severanceBuiltUp: 0, previousSeveranceBuiltUp: 0)
        #expect(
            Liabilities(wp, Fixture.november, site).severanceNotes(l, worker: worker, firstDay: nil)
                == ["프리랜서(사업소득 3.3%): 퇴직금 대상 아님"])
    }
}
