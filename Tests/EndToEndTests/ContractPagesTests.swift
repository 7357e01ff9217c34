import Foundation
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupRules
import Testing

@testable import MoupSite

/// The 근로계약서 pages (issue 34): every item of the standard form filled from the content, sealed like the
/// payslips, linked from both start pages; the owner's alert; the build's warning; `moup explain --contract`.
@Suite(.enabled(if: Fixture.pipelineIsReady, "needs the rule tables and templates/"))
struct ContractPagesTests {
    static let here = SourceLocation(file: "content/workplaces/cafe/workers/kim.md", line: 1, column: 1)
    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static func span(_ a: String, _ b: String) -> TimeSpan {
        TimeSpan(start: ClockTime(hhmm: a)!, end: ClockTime(hhmm: b)!)
    }

    /// 김민지: 월·수·금 09:00–15:30, 휴게 30분, 10,320원 then 10,800원 from 11-16, no `duties`, `payMethod` or
    /// `contractIssued`. 이준호: 월–목 22:00–06:00 with the break 02:00–03:00, 4대보험, paid in person, handed over.
    /// The workplace (6 employees, pay day 5) has a phone but no address.
    static func content(language: Site.Language = .ko) -> Content {
        let kim = Worker(
            id: "kim", workplaceID: "cafe", name: "김민지", birthDate: date("2003-04-05"), start: date("2026-10-01"),
            wage: Wage(
                kind: .hourly,
                steps: [.init(from: nil, amount: 10_320), .init(from: date("2026-11-16"), amount: 10_800)]),
            breakRule: .minutes(30), location: here)
        let lee = Worker(
            id: "lee", workplaceID: "cafe", name: "이준호", birthDate: date("1988-01-09"), start: date("2026-10-01"),
            wage: Wage(.hourly, 11_000), weeklyHoliday: .sun,
            deductions: DeductionSettings(mode: .insurance), duties: "계산, 진열", payMethod: .direct,
            contractIssued: [date("2026-09-28")],
            location: SourceLocation(file: "content/workplaces/cafe/workers/lee.md", line: 1, column: 1))
        let repeats = [
            Repeat(
                workerID: "kim", days: [.mon, .wed, .fri], span: span("09:00", "15:30"), from: date("2026-10-01"),
                location: here),
            Repeat(
                workerID: "lee", days: [.mon, .tue, .wed, .thu], span: span("22:00", "06:00"),
                breakRule: .ranges([span("02:00", "03:00")]), from: date("2026-10-01"), location: here),
        ]
        let wp = Workplace(
            id: "cafe", name: "카페 모음", owner: "박사장", employees: 6, payDay: 5, phone: "02-000-0000",
            workers: [kim, lee], repeats: repeats,
            location: SourceLocation(file: "content/workplaces/cafe/index.md", line: 1, column: 1))
        return Content(site: Site(title: "근무표", language: language, privacy: .none, location: here), workplaces: [wp])
    }

    static func pages(_ content: Content, today: String = "2026-12-15") async throws -> [String: SitePage] {
        let rules = try RuleBook.bundled()
        let input = Pipeline.siteInput(content, reports: [], rules: rules, today: date(today))
        let theme = try await Theme.load(directory: Fixture.templates)
        return Dictionary(SiteBuilder.pages(input, theme: theme).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theCurrentVersionShowsEveryItemOfTheContent() async throws {
        let pages = try await Self.pages(Self.content())
        let page = try #require(pages["payslips/cafe/kim/contract-2026-11-16.html"])
        #expect(page.visibility == .private)
        #expect(page.readers == [.worker("kim"), .owner("cafe")])
        let text = page.text
        #expect(text.contains("<h1>표준근로계약서 (단시간근로자)</h1>"))
        #expect(text.contains("제2판 · 2026년 11월 16일부터"))
        #expect(text.contains("2026년 11월 16일부터 (기간의 정함이 없음)"))
        // Each working day: weekday, start, end, break, hours after it.
        for day in ["월", "수", "금"] {
            #expect(
                text.contains(
                    "<tr><th scope=\"row\">\(day)</th><td>09:00</td><td>15:30</td><td>30분</td><td>6시간</td></tr>"))
        }
        #expect(!text.contains("<th scope=\"row\">화</th>"))
        #expect(text.contains("<td>18시간</td>"))
        #expect(text.contains("매주 일요일 (유급, 주 소정근로시간 15시간 이상)"))
        #expect(text.contains("<dt>시간급</dt><dd>10,800원</dd>"))
        #expect(text.contains("<dt>상여금</dt><dd>없음</dd>"))
        #expect(text.contains("주휴수당 (주 15시간 이상 근무한 주)"))
        #expect(text.contains("50% (소정근로시간을 초과한 근로"))
        #expect(text.contains("<dd>매월 5일 (전월분)</dd>"))
        #expect(text.contains("통상근로자의 근로시간에 비례하여 연차유급휴가 부여"))
        // deductions.mode none: only 산재보험.
        #expect(text.contains("☐</span> <span class=\"not-applied\">고용보험</span>"))
        #expect(text.contains("☑</span> <span class=\"applies\">산재보험</span>"))
        #expect(text.contains("☐</span> <span class=\"not-applied\">국민연금</span>"))
        #expect(text.contains("☐</span> <span class=\"not-applied\">건강보험</span>"))
        // What the content lacks: the address (근무장소, 사업주 주소), duties and pay method.
        #expect(text.components(separatedBy: "<span class=\"to-fill\">(작성 필요)</span>").count - 1 == 4)
        #expect(text.contains(">02-000-0000<"))
        #expect(text.contains("임금: 10,320원 → 10,800원"))
        #expect(text.contains("교부 기록 없음"))
        #expect(text.contains("성명</dt><dd class=\"sign\">김민지 <span class=\"sign-line\">(서명)</span>"))
        #expect(text.contains("대표자</dt><dd class=\"sign\">박사장 <span class=\"sign-line\">(서명)</span>"))
        // Both versions, latest first; the earlier one links here.
        let earlier = try #require(pages["payslips/cafe/kim/contract-2026-10-01.html"])
        #expect(earlier.text.contains("제1판 · 2026년 10월 1일 ~ 2026년 11월 15일"))
        #expect(earlier.text.contains("<dt>시간급</dt><dd>10,320원</dd>"))
        #expect(earlier.text.contains("href=\"../../../payslips/cafe/kim/contract-2026-11-16.html\""))
        #expect(earlier.text.contains("첫 계약입니다."))
    }

    @Test func nightHoursBreakRangesAndInsurance() async throws {
        let pages = try await Self.pages(Self.content())
        let text = try #require(pages["payslips/cafe/lee/contract-2026-10-01.html"]).text
        for day in ["월", "화", "수", "목"] {
            #expect(
                text.contains(
                    "<tr><th scope=\"row\">\(day)</th><td>22:00</td><td>06:00</td><td>02:00–03:00 (1시간)</td><td>7시간</td></tr>"
                ))
        }
        #expect(text.contains("<td>28시간</td>"))
        #expect(text.contains("<dt>시간급</dt><dd>11,000원</dd>"))
        #expect(text.contains("야간근로수당"))
        #expect(text.contains("근로자에게 직접 지급"))
        #expect(text.contains("계산, 진열"))
        // 28 hours a week with 4대보험: all four apply.
        for name in ["고용보험", "산재보험", "국민연금", "건강보험"] {
            #expect(text.contains("☑</span> <span class=\"applies\">\(name)</span>"))
        }
        #expect(text.contains("교부일 2026년 9월 28일"))
    }

    @Test func startPagesLinkTheContractsAndTheOwnerSeesWhatWasNotHandedOver() async throws {
        let pages = try await Self.pages(Self.content())
        let person = try #require(pages["people/kim/index.html"]).text
        #expect(person.contains("href=\"../../payslips/cafe/kim/contract-2026-11-16.html\""))
        #expect(person.contains("href=\"../../payslips/cafe/kim/contract-2026-10-01.html\""))
        let owner = try #require(pages["owners/cafe/index.html"]).text
        let alert = "현재 적용 중인 근로계약서 (제2판, 2026년 11월 16일부터)를 교부한 기록이 없습니다"
        #expect(owner.contains(alert))
        #expect(!owner.contains("이준호: 현재 적용 중인"))
        // At the top, before the owner's other sections.
        let alertAt = try #require(owner.range(of: alert)).lowerBound
        let contractsAt = try #require(owner.range(of: "id=\"contracts\"")).lowerBound
        #expect(alertAt < contractsAt)
        #expect(owner.contains("href=\"../../payslips/cafe/lee/contract-2026-10-01.html\""))
    }

    /// Every monthly dashboard of the workplace lists, first among its alerts, the workers whose contract in
    /// force on the build date (2026-12-15) was not handed over, with the owner's start page's sentence (its
    /// worker on the alert's line) and a link to that version: 김민지 (제2판 from 11-16, no `contractIssued`),
    /// not 이준호 (handed over 09-28).
    @Test func theDashboardsListTheContractsNotHandedOverFirst() async throws {
        let pages = try await Self.pages(Self.content())
        let dashboards = pages.filter { $0.key.hasPrefix("workplaces/cafe/") && $0.key.hasSuffix("/dashboard.html") }
        #expect(!dashboards.isEmpty)
        let alert = "현재 적용 중인 근로계약서 (제2판, 2026년 11월 16일부터)를 교부한 기록이 없습니다"
        for (path, page) in dashboards {
            let text = page.text
            #expect(page.readers == [.owner("cafe")], "\(path)")
            let section = try #require(text.range(of: "<section id=\"alerts\">"), "\(path)")
            let heading = try #require(text.range(of: "<h2>확인할 점</h2>\n", range: section.upperBound..<text.endIndex))
            #expect(
                text[heading.upperBound...].hasPrefix(
                    "<details class=\"alert\"><summary><b>근로계약서 미교부</b> · 김민지</summary><p>\(alert)"),
                "\(path)")
            #expect(
                text.contains("<a href=\"../../../payslips/cafe/kim/contract-2026-11-16.html\">근로계약서 보기</a>"), "\(path)"
            )
            #expect(!text.contains("이준호: 현재 적용 중인"))
            #expect(!text.contains("확인할 점이 없습니다."))
        }

        // Once 김민지's second version is handed over (a date after the first began), no dashboard has the alert.
        var issued = Self.content()
        issued.workplaces[0].workers[0].contractIssued = [Self.date("2026-10-01"), Self.date("2026-11-16")]
        let after = try await Self.pages(issued)
        for (path, page) in after where path.hasPrefix("workplaces/cafe/") && path.hasSuffix("/dashboard.html") {
            #expect(!page.text.contains("근로계약서 미교부"), "\(path)")
        }

        // English: the same alert in English with the Korean term.
        let english = try await Self.pages(Self.content(language: .en))
        let dashboard = try #require(
            english.first { $0.key.hasPrefix("workplaces/cafe/") && $0.key.hasSuffix("/dashboard.html") }
        ).value
        // The worker's Korean name in the English line is marked Korean (issue 32), on the line and not around it.
        #expect(
            dashboard.text.contains(
                "<summary><b>Employment contract not handed over (<span lang=\"ko\">근로계약서 미교부</span>)</b> · <span lang=\"ko\">김민지</span></summary>"
            ))
        #expect(dashboard.text.contains(">View the contract</a>"))
    }

    /// A rebuild for a new date only (`RenderScope.dateChanged`) renders the dashboards again when a contract in
    /// force moved (the alert names its version): with 김민지's raise on Wednesday 11-18 instead, that day, and not
    /// on the Thursday after (both in the same week, so the dashboard's week marks read the same).
    @Test func aNewDateRendersTheDashboardsWhenTheContractInForceMoved() async throws {
        let rules = try RuleBook.bundled()
        let theme = try await Theme.load(directory: Fixture.templates)
        var content = Self.content()
        content.workplaces[0].workers[0].wage.steps[1].from = Self.date("2026-11-18")
        func paths(since: String, today: String) -> Set<String> {
            let input = Pipeline.siteInput(content, reports: [], rules: rules, today: Self.date(today))
            let site = SiteIndex(
                input, words: Theme.builtInWords(.ko), scope: .dateChanged(since: Self.date(since), payrollMonths: []))
            return Set(DashboardPages.build(site, theme: theme).map(\.path))
        }
        #expect(!paths(since: "2026-11-17", today: "2026-11-18").isEmpty)
        #expect(paths(since: "2026-11-18", today: "2026-11-19").isEmpty)
    }

    @Test func englishPagesGiveTheKoreanTermsAndNoConfigKeys() async throws {
        let pages = try await Self.pages(Self.content(language: .en))
        let text = try #require(pages["payslips/cafe/kim/contract-2026-11-16.html"]).text
        #expect(text.contains("Hourly wage (<span lang=\"ko\">시간급</span>)"))
        #expect(text.contains("Weekly paid holiday (<span lang=\"ko\">주휴일</span>)"))
        #expect(text.contains("Social insurance (<span lang=\"ko\">사회보험 적용여부</span>)"))
        #expect(text.contains("(to be filled in)"))
        #expect(!text.contains("작성 필요"))
        for key in ["duties", "payMethod", "contractIssued", "address:", "weeklyHoliday"] {
            #expect(!text.contains(key))
        }
        let ko = try await Self.pages(Self.content())
        let koText = try #require(ko["payslips/cafe/kim/contract-2026-11-16.html"]).text
        for word in ["Hourly", "Version", "to be filled", "duties", "payMethod"] { #expect(!koText.contains(word)) }
    }

    /// A rebuild for a new date only (`RenderScope.dateChanged`) renders a worker's contract pages and the
    /// start pages when the version in force moved (김민지's raise on 11-16), and no contract page otherwise.
    @Test func aNewDateRendersTheContractPagesWhoseVersionMoved() async throws {
        let rules = try RuleBook.bundled()
        let theme = try await Theme.load(directory: Fixture.templates)
        func paths(since: String, today: String) -> Set<String> {
            let input = Pipeline.siteInput(Self.content(), reports: [], rules: rules, today: Self.date(today))
            let site = SiteIndex(
                input, words: Theme.builtInWords(.ko), scope: .dateChanged(since: Self.date(since), payrollMonths: []))
            return Set((ContractPages.build(site, theme: theme) + StartPages.build(site, theme: theme)).map(\.path))
        }
        let raise = paths(since: "2026-11-15", today: "2026-11-16")
        #expect(
            raise.isSuperset(of: [
                "payslips/cafe/kim/contract-2026-10-01.html", "payslips/cafe/kim/contract-2026-11-16.html",
                "owners/cafe/index.html", "people/kim/index.html",
            ]))
        #expect(!raise.contains("payslips/cafe/lee/contract-2026-10-01.html"))
        let quiet = paths(since: "2026-11-17", today: "2026-11-18")
        #expect(quiet.filter { $0.contains("/contract-") || $0.hasPrefix("owners/") }.isEmpty)
    }

    @Test func theBuildWarnsOncePerWorkerNamingTheKeys() throws {
        let warnings = Pipeline.contractWarnings(Self.content())
        #expect(warnings.count == 2)
        let kim = try #require(warnings.first { $0.location.file.hasSuffix("kim.md") })
        #expect(kim.severity == .warning)
        #expect(kim.location.line == 1)
        #expect(kim.message.contains("'duties'") && kim.message.contains("'payMethod"))
        #expect(
            kim.message.contains(
                "'address' (place of work and employer's address, 근무장소, 사업주 주소) to content/workplaces/cafe/index.md"))
        #expect(!kim.message.contains("'phone'"))
        let lee = try #require(warnings.first { $0.location.file.hasSuffix("lee.md") })
        #expect(!lee.message.contains("'duties'") && lee.message.contains("'address'"))
    }

    /// The example: 김민지's raise (two versions), 최유나's winter schedule (three), and `moup explain --contract`.
    @Test(.enabled(if: Fixture.contentLoads))
    func theExampleAndExplain() throws {
        let result = try Pipeline.explainContract(
            content: Fixture.content, today: Self.date("2026-12-15"), worker: "kim-minji")
        let contract = try #require(result.contracts.first)
        let text = contract.render()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "표준근로계약서 (단시간근로자) · 김민지 · 카페 모옵 연남점")
        #expect(lines.contains("제2판 · 2026년 11월 16일부터"))
        #expect(lines.contains { $0.hasPrefix("  임금 · 시간급") && $0.hasSuffix("10,800원") })
        #expect(lines.contains { $0.contains("근로일 및 근로일별 근로시간 · 월") && $0.hasSuffix("09:00–15:30, 휴게시간 30분, 6시간") })
        #expect(lines.contains { $0.contains("임금지급일") && $0.hasSuffix("매월 10일 (전월분)") })
        #expect(lines.contains("  - 임금: 10,320원 → 10,800원"))
        #expect(lines.contains("  - 제1판 · 2026년 10월 1일 ~ 2026년 11월 15일"))
        #expect(result.diagnostics.allSatisfy { $0.code != "content.contract-item-missing" })

        let yuna = try Pipeline.explainContract(
            content: Fixture.content, today: Self.date("2027-01-10"), worker: "choi-yuna")
        let winter = try #require(yuna.contracts.first)
        #expect(winter.versions.count == 3)
        #expect(winter.current.versionLabel == "제2판 · 2027년 1월 4일 ~ 2027년 2월 26일")
        #expect(winter.current.changes.first == "근로일·근로시간: 주 10시간 30분 → 주 17시간 30분")

        let bae = try Pipeline.explainContract(
            content: Fixture.content, today: Self.date("2026-12-15"), worker: "bae-jihoon")
        #expect(bae.diagnostics.contains { $0.code == "content.contract-item-missing" })
        #expect(try #require(bae.contracts.first).render().contains("(작성 필요)"))
    }

    @Test(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
    func explainContractOnTheCommandLine() throws {
        let run = try Fixture.runMoup([
            "explain", "--worker", "kim-minji", "--contract", "--content", Fixture.content,
            "--today", "2026-12-15",
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("제2판 · 2026년 11월 16일부터"))
        let both = try Fixture.runMoup([
            "explain", "--worker", "kim-minji", "--contract", "--month", "2026-11",
            "--content", Fixture.content,
        ])
        #expect(both.status != 0)
    }
}
