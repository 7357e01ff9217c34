import Foundation
import MoupModel
import MoupPayroll
import MoupPrivacy
import Testing

@testable import MoupSite

/// The owner's reports: scheduled versus actual on the dashboard, the trend, the year pages and
/// their CSVs, the owner page across workplaces. Every figure is a sum of the payslips below,
/// worked out by hand in the comments.
@Suite struct OwnerReportTests {
    static let here = SourceLocation(file: "content/test")
    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static func month(_ text: String) -> YearMonth { YearMonth(iso: text)! }

    /// A payslip with the given lines; gross, deductions, net and employer cost are their sums.
    static func slip(
        _ wp: String, _ worker: String, _ start: String, _ end: String, pay: String, minutes: Int,
        earnings: [(LineCode, Int)], deductions: [(LineCode, Int)] = [], employer: [(LineCode, Int)] = [],
        weeks: [WeekSummary] = [], alerts: [PayrollAlert] = []
    ) -> Payslip {
        let lines = { (list: [(LineCode, Int)]) in list.map { PayLine(code: $0.0, amount: $0.1, basis: "") } }
        let gross = earnings.map(\.1).reduce(0, +)
        let deducted = deductions.map(\.1).reduce(0, +)
        return Payslip(
            workplaceID: wp, workerID: worker,
            period: PayPeriod(start: date(start), end: date(end), payDate: date(pay)),
            minutes: MinuteTotals(worked: minutes), earnings: lines(earnings), gross: gross, taxFree: 0,
            deductions: lines(deductions), totalDeductions: deducted, net: gross - deducted,
            employer: lines(employer), employerCost: gross + employer.map(\.1).reduce(0, +),
            alerts: alerts, weeks: weeks)
    }

    // cafe-a, 김민지 2026-11: gross 892,680 + 120,000 = 1,012,680; 소득세 30,380 + 지방소득세 3,030 = 33,410;
    // net 979,270; 산재 8,700 → 인건비 1,021,380.
    static let kimNovember = slip(
        "cafe-a", "kim", "2026-11-01", "2026-11-30", pay: "2026-12-10", minutes: 5_190,
        earnings: [(.base, 892_680), (.weeklyHoliday, 120_000)],
        deductions: [(.incomeTax, 30_380), (.localIncomeTax, 3_030)],
        employer: [(.industrialAccident, 8_700)],
        weeks: [
            WeekSummary(
                start: date("2026-11-02"), workedMinutes: 360, scheduledMinutes: 1_080,
                pay: 61_920, weeklyHolidayPay: 0)
        ],
        alerts: [
            PayrollAlert(
                code: .unconfirmedShifts, message: "미확정 근무 2일",
                days: [date("2026-11-06"), date("2026-11-09")])
        ])
    // 김민지 2026-12: gross 500,000; 국민연금 22,500 + 고용보험 4,500 = 27,000; net 473,000;
    // employer 국민연금 22,500 + 고용보험 5,750 + 산재 4,300 = 32,550 → 인건비 532,550.
    static let kimDecember = slip(
        "cafe-a", "kim", "2026-12-01", "2026-12-31", pay: "2027-01-10", minutes: 2_900,
        earnings: [(.base, 500_000)],
        deductions: [(.nationalPension, 22_500), (.employmentInsurance, 4_500)],
        employer: [(.nationalPension, 22_500), (.employmentInsurance, 5_750), (.industrialAccident, 4_300)])
    // 이준호 2026-12: 300,000 + 야간 50,000 = 350,000; no deductions; 산재 3,010 → 인건비 353,010.
    static let leeDecember = slip(
        "cafe-a", "lee", "2026-12-01", "2026-12-31", pay: "2027-01-10", minutes: 1_740,
        earnings: [(.base, 300_000), (.night, 50_000)], employer: [(.industrialAccident, 3_010)])
    // 김민지 2027-01: 100,000, nothing else.
    static let kimJanuary = slip(
        "cafe-a", "kim", "2027-01-01", "2027-01-31", pay: "2027-02-10", minutes: 580,
        earnings: [(.base, 100_000)])
    // cafe-b, 박지영 2026-12: 200,000, nothing else.
    static let parkDecember = slip(
        "cafe-b", "park", "2026-12-01", "2026-12-31", pay: "2027-01-05", minutes: 1_160,
        earnings: [(.base, 200_000)])
    // As scheduled, 김민지 2026-11: 6,000 minutes, 인건비 1,100,000; week of 11-02: 1,080 minutes, 185,760원.
    static let kimNovemberScheduled = slip(
        "cafe-a", "kim", "2026-11-01", "2026-11-30", pay: "2026-12-10", minutes: 6_000,
        earnings: [(.base, 1_100_000)],
        weeks: [
            WeekSummary(
                start: date("2026-11-02"), workedMinutes: 1_080,
                scheduledMinutes: 1_080, pay: 185_760, weeklyHolidayPay: 30_960)
        ])

    static func content(_ privacy: Site.Privacy) -> Content {
        let worker = { (id: String, wp: String, name: String, person: String?) in
            Worker(id: id, workplaceID: wp, name: name, person: person, wage: Wage(.hourly, 10_320), location: here)
        }
        let a = Workplace(
            id: "cafe-a", name: "카페 에이", owner: "박사장", ownerId: "boss", employees: 2,
            workers: [worker("kim", "cafe-a", "김민지", "kim-minji"), worker("lee", "cafe-a", "이준호", nil)],
            repeats: [
                Repeat(
                    workerID: "kim", days: [.mon, .wed, .fri],
                    span: TimeSpan(start: ClockTime(hhmm: "09:00")!, end: ClockTime(hhmm: "15:00")!),
                    from: date("2026-11-01"), location: here)
            ],
            sales: [DailySales(date: date("2026-12-01"), amount: 4_000_000, location: here)],
            location: here)
        let b = Workplace(
            id: "cafe-b", name: "카페 비", owner: "박사장", ownerId: "boss", employees: 1,
            workers: [worker("park", "cafe-b", "박지영", nil)], location: here)
        var site = Site(title: "보고서 시험", location: here)
        site.privacy = privacy
        return Content(site: site, workplaces: [a, b])
    }

    static func input(_ privacy: Site.Privacy = .none) -> SiteInput {
        SiteInput(
            content: content(privacy),
            reports: [
                PayrollReport(month: month("2026-11"), payslips: [kimNovember]),
                PayrollReport(month: month("2026-12"), payslips: [kimDecember, leeDecember, parkDecember]),
                PayrollReport(month: month("2027-01"), payslips: [kimJanuary]),
            ],
            today: date("2027-02-01"),
            scheduledReports: [PayrollReport(month: month("2026-11"), payslips: [kimNovemberScheduled])])
    }

    static func pages(_ input: SiteInput = input()) async throws -> [String: String] {
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        return Dictionary(uniqueKeysWithValues: SiteBuilder.pages(input, theme: theme).map { ($0.path, $0.text) })
    }

    // MARK: Scheduled versus actual

    @Test func dashboardComparesTheScheduleWithThePayslips() async throws {
        let html = try #require(try await Self.pages()["workplaces/cafe-a/2026-11/dashboard.html"])
        #expect(html.contains("예정 대비 실제"))
        // Hours: 6,000 scheduled (100시간), 5,190 actual (86시간 30분): 810 fewer = -13시간 30분.
        #expect(html.contains("<td>100시간</td><td>86시간 30분</td><td class=\"diff under\">-13시간 30분</td>"))
        // Cost: 1,100,000 scheduled, 1,021,380 actual: -78,620원.
        #expect(html.contains("<td>1,100,000원</td><td>1,021,380원</td><td class=\"diff under\">-78,620원</td>"))
        // Week of 11-02: 1,080 vs 360 minutes (-12시간), 185,760 vs 61,920원 (-123,840원).
        #expect(
            html.contains(
                "<th scope=\"row\">11/2 주</th><td>18시간</td><td>6시간</td><td class=\"diff under\">-12시간</td>"
                    + "<td>185,760원</td><td>61,920원</td><td class=\"diff under\">-123,840원</td>"))
        // A month without a scheduled side still compares (all scheduled figures 0): 이준호 worked more.
        let december = try #require(try await Self.pages()["workplaces/cafe-a/2026-12/dashboard.html"])
        #expect(december.contains("<td>0원</td><td>353,010원</td><td class=\"diff over\">+353,010원</td>"))
        // cafe-b has no schedule: no section.
        let b = try #require(try await Self.pages()["workplaces/cafe-b/2026-12/dashboard.html"])
        #expect(!b.contains("예정 대비 실제"))
    }

    @Test func signedDifferences() {
        let ko = Theme.builtInWords(.ko)
        let en = Theme.builtInWords(.en)
        #expect(Format.signed(90, ko.duration) == "+1시간 30분")
        #expect(Format.signed(-12_340, ko.won) == "-12,340원")
        #expect(Format.signed(0, ko.won) == "0원")
        // The sign goes before the currency sign in English.
        #expect(Format.signed(-12_340, en.won) == "-₩12,340")
        #expect(Format.signed(90, en.duration) == "+1 h 30 min")
    }

    // MARK: Links

    @Test func dashboardsLinkToTheYearTrendAndOwnerPages() async throws {
        let html = try #require(try await Self.pages()["workplaces/cafe-a/2026-12/dashboard.html"])
        #expect(html.contains("href=\"../../../workplaces/cafe-a/years/2026.html\""))
        #expect(html.contains("href=\"../../../workplaces/cafe-a/trend.html\""))
        #expect(html.contains("href=\"../../../owners/boss/index.html\""))
        let person = try #require(try await Self.pages()["people/kim-minji/index.html"])
        #expect(person.contains("href=\"../../payslips/cafe-a/kim/2027.html\""))
        #expect(person.contains("href=\"../../payslips/cafe-a/kim/2026.html\""))
    }

    // MARK: Year pages

    @Test func everyYearOfEveryWorkplaceAndWorkerHasAPage() async throws {
        let pages = try await Self.pages()
        for path in [
            "workplaces/cafe-a/years/2026.html", "workplaces/cafe-a/years/2027.html",
            "workplaces/cafe-b/years/2026.html",
            "payslips/cafe-a/kim/2026.html", "payslips/cafe-a/kim/2027.html", "payslips/cafe-a/lee/2026.html",
            "payslips/cafe-b/park/2026.html", "workplaces/cafe-a/years/2026.csv", "payslips/cafe-a/kim/2026.csv",
        ] {
            #expect(pages[path] != nil, "missing \(path)")
        }
        #expect(pages["payslips/cafe-a/lee/2027.html"] == nil)
        #expect(pages["workplaces/cafe-b/years/2027.html"] == nil)
    }

    @Test func workersYearAddsUpTheirPayslips() async throws {
        let html = try #require(try await Self.pages()["payslips/cafe-a/kim/2026.html"])
        // Gross 1,012,680 + 500,000 = 1,512,680; deductions 33,410 + 27,000 = 60,410;
        // net 979,270 + 473,000 = 1,452,270; 인건비 1,021,380 + 532,550 = 1,553,930.
        let total = [Self.kimNovember, Self.kimDecember]
        #expect(total.map(\.gross).reduce(0, +) == 1_512_680)
        #expect(html.contains("<dt>지급액 합계</dt><dd>1,512,680원</dd>"))
        #expect(html.contains("<dt>공제액 합계</dt><dd>60,410원</dd>"))
        #expect(html.contains("<dt>실지급액</dt><dd>1,452,270원</dd>"))
        #expect(html.contains("<dt>인건비 합계</dt><dd>1,553,930원</dd>"))
        // Each deduction has its column: 소득세 30,380 (Nov only), 국민연금 22,500 (Dec only).
        #expect(html.contains("<th scope=\"col\">공제 소득세</th>"))
        #expect(html.contains("<th scope=\"col\">공제 국민연금</th>"))
        #expect(html.contains("<th scope=\"col\">사업주 국민연금</th>"))
        #expect(!html.contains("야간근로수당"))  // no night pay this year: no empty column
        // The total row: 8,090 minutes (134시간 50분), base 1,392,680, 주휴 120,000, gross 1,512,680,
        // 국민연금 22,500, 고용보험 4,500, 소득세 30,380, 지방소득세 3,030, 공제 60,410, net 1,452,270,
        // employer 국민연금 22,500, 고용보험 5,750, 산재 13,000, 인건비 1,553,930.
        #expect(
            html.contains(
                "<tfoot><tr><th scope=\"row\">합계</th><td>134시간 50분</td><td>1,392,680원</td><td>120,000원</td>"
                    + "<td>1,512,680원</td><td>22,500원</td><td>4,500원</td><td>30,380원</td><td>3,030원</td>"
                    + "<td>60,410원</td><td>1,452,270원</td><td>22,500원</td><td>5,750원</td><td>13,000원</td>"
                    + "<td>1,553,930원</td></tr></tfoot>"))
        // Months link to their payslips and show the pay date.
        #expect(
            html.contains(
                "href=\"../../../payslips/cafe-a/kim/2026-11-01.html\">2026년 11월</a><br><small>지급일 12/10</small>"))
    }

    @Test func workplaceYearAddsUpItsWorkersAndMonths() async throws {
        let html = try #require(try await Self.pages()["workplaces/cafe-a/years/2026.html"])
        // Gross 1,512,680 (김민지) + 350,000 (이준호) = 1,862,680; 인건비 1,553,930 + 353,010 = 1,906,940.
        #expect(html.contains("<dt>지급액 합계</dt><dd>1,862,680원</dd>"))
        #expect(html.contains("<dt>인건비 합계</dt><dd>1,906,940원</dd>"))
        // December: 김민지 532,550 + 이준호 353,010 = 885,560원 인건비.
        #expect(html.contains("885,560원"))
        #expect(html.contains("href=\"../../../payslips/cafe-a/lee/2026.html\">이준호</a>"))
    }

    @Test func yearCSVHasTheFixedColumnsAMonthPerRowAndTheTotal() async throws {
        let csv = try #require(try await Self.pages()["payslips/cafe-a/kim/2026.csv"])
        #expect(csv.hasPrefix("\u{FEFF}귀속월,근무자ID,이름,사번,지급일,근로시간(분),기본급,"))
        let lines = csv.dropFirst().split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)  // header, 2026-11, 2026-12, 2026 합계, and the empty end after the last CRLF
        let header = lines[0].split(separator: ",").map(String.init)
        let gross = try #require(header.firstIndex(of: "지급액 합계"))
        let cost = try #require(header.firstIndex(of: "인건비 합계"))
        let rows = lines[1...3].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { $0[0] } == ["2026-11", "2026-12", "2026 합계"])
        #expect(rows.map { $0[gross] } == ["1012680", "500000", "1512680"])
        #expect(rows.map { $0[cost] } == ["1021380", "532550", "1553930"])
        #expect(rows[0][4] == "2026-12-10")
        #expect(
            header.count == YearExports.header(Theme.builtInWords(.ko)).count
                && rows.allSatisfy { $0.count == header.count })
        // The workplace's CSV: 김민지's two months and total, then 이준호's month and total.
        let all = try #require(try await Self.pages()["workplaces/cafe-a/years/2026.csv"])
        let ids = all.dropFirst().split(separator: "\r\n").dropFirst().map {
            $0.split(separator: ",")[0...1].joined(separator: ",")
        }
        #expect(ids == ["2026-11,kim", "2026-12,kim", "2026 합계,kim", "2026-12,lee", "2026 합계,lee"])
    }

    @Test func yearTotalsEqualThePayslipSumsForEveryWorkerAndYear() {
        let input = Self.input()
        let totals = PayrollTotals(input.reports)
        for wp in ["cafe-a", "cafe-b"] {
            for year in totals.years(wp) {
                var workplaceGross = 0
                for worker in totals.workers(wp, year: year) {
                    let slips = input.reports.filter { $0.month.year == year }.flatMap(\.payslips)
                        .filter { $0.workplaceID == wp && $0.workerID == worker }
                    var sums = PaySums()
                    for month in totals.months(wp, year: year) { sums.add(totals.worker(wp, worker, month)) }
                    #expect(sums.gross == slips.map(\.gross).reduce(0, +))
                    #expect(sums.net == slips.map(\.net).reduce(0, +))
                    #expect(sums.labour.cost == slips.map(\.employerCost).reduce(0, +))
                    workplaceGross += sums.gross
                }
                let workplace = totals.months(wp, year: year).map { totals.workplace(wp, $0).gross }.reduce(0, +)
                #expect(workplace == workplaceGross)
            }
        }
    }

    // MARK: Trend

    @Test func trendShowsEachMonthsHoursCostAndShareOfSales() async throws {
        let html = try #require(try await Self.pages()["workplaces/cafe-a/trend.html"])
        // 2026-12: 2,900 + 1,740 = 4,640 minutes = 77시간 20분; 인건비 885,560; sales 4,000,000: 22.1% (22.139).
        #expect(html.contains("<td>77시간 20분</td><td>885,560원</td><td>4,000,000원</td><td>22.1%</td>"))
        // 2026-11 has no sales: a dash.
        #expect(html.contains("<td>86시간 30분</td><td>1,021,380원</td><td>–</td><td>–</td>"))
        #expect(html.contains("<svg class=\"chart\""))
        #expect(html.contains("<caption>"))
    }

    // MARK: Owner page

    @Test func ownerPageAddsUpEveryWorkplaceOfTheOwner() async throws {
        let html = try #require(try await Self.pages()["owners/boss/index.html"])
        // 2026-12: cafe-a 885,560 + cafe-b 200,000 = 1,085,560.
        #expect(html.contains("<th scope=\"row\">2026년 12월</th><td>885,560원</td><td>200,000원</td><td>1,085,560원</td>"))
        // 2026-11: cafe-b had no payslip.
        #expect(html.contains("<th scope=\"row\">2026년 11월</th><td>1,021,380원</td><td>–</td><td>1,021,380원</td>"))
        // Totals: cafe-a 1,021,380 + 885,560 + 100,000 = 2,006,940; cafe-b 200,000; together 2,206,940,
        // the sum of the workplace totals.
        #expect(html.contains("<th scope=\"row\">합계</th><td>2,006,940원</td><td>200,000원</td><td>2,206,940원</td>"))
        // Alerts counted by kind, linked to the dashboard's alerts.
        #expect(html.contains("미확정 근무 1건"))
        #expect(html.contains("href=\"../../workplaces/cafe-a/2026-11/dashboard.html#alerts\""))
        #expect(html.contains("href=\"../../workplaces/cafe-b/years/2026.html\""))
    }

    // MARK: Privacy

    static func key(_ fill: UInt8) -> ReaderKey {
        ReaderKey(
            salt: Array(repeating: fill, count: 16), iterations: 600_000, bytes: Array(repeating: fill, count: 32))!
    }

    @Test func encryptedYearPagesHoldNoPlainAmountAndOpenForTheirReaders() async throws {
        let kim = Self.key(1)
        let lee = Self.key(2)
        let park = Self.key(4)
        let owner = Self.key(3)
        var input = Self.input(.encrypted)
        input.keys = [.worker("kim-minji"): kim, .worker("lee"): lee, .worker("park"): park, .owner("boss"): owner]
        input.siteSecret = PrivacyTests.site
        let theme = try await Theme.load(directory: Fixture.templatesDirectory)
        let plain = Dictionary(uniqueKeysWithValues: SiteBuilder.pages(input, theme: theme).map { ($0.path, $0.text) })
        let files = try SiteBuilder.build(input, theme: theme).files
        let published = Dictionary(
            uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        // Amounts of the year, trend, owner and scheduled-versus-actual figures above.
        let amounts = [
            "1,512,680", "1,452,270", "1,553,930", "1,862,680", "1,906,940", "885,560", "1,085,560",
            "2,006,940", "2,206,940", "1,100,000", "78,620", "1512680", "1553930", "22.1%",
        ]
        for (path, text) in published {
            for amount in amounts { #expect(!text.contains(amount), "\(path) holds \(amount) in the clear") }
        }
        #expect(!published.keys.contains { $0.hasSuffix(".csv") })
        // The worker's year page opens for the worker and the owner, as the payslips do; the workplace's for the owner.
        for (path, readers) in [
            ("payslips/cafe-a/kim/2026.html", [kim, owner]), ("workplaces/cafe-a/years/2026.html", [owner]),
            ("workplaces/cafe-a/trend.html", [owner]), ("owners/boss/index.html", [owner]),
        ] {
            let shell = try #require(published[PrivacyTests.published(path, keys: input.keys)])
            for key in [kim, lee, owner] {
                let opened = PrivacyTests.unpadded(try PrivacyTests.open(shell, with: key))
                let expected = plain[path].map { PrivacyTests.asOpened($0, at: path, keys: input.keys) }
                #expect(opened == (readers.contains(key) ? expected : nil), "\(path)")
            }
        }
        // The CSV travels inside the sealed year page.
        let year = try #require(plain["payslips/cafe-a/kim/2026.html"])
        #expect(year.contains("data-csv=\""))
    }
}
