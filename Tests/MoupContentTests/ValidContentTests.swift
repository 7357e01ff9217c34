import MoupModel
import Testing

@testable import MoupContent

@Suite struct ValidContentTests {
    @Test func sampleLoadsWithoutDiagnostics() throws {
        let fixture = try Fixture(Sample.files())
        let loaded = fixture.load()
        #expect(loaded.diagnostics.map(\.description) == [])
        let content = try #require(loaded.content)
        #expect(content.site.title == "MOUP 근무표")
        #expect(content.site.body == "안녕하세요.")
        #expect(content.site.privacy == .encrypted)
        #expect(content.site.searchEngines == .noindex)
        let cafe = try #require(content.workplace("cafe"))
        #expect(cafe.name == "카페 모업")
        #expect(cafe.industrialAccidentRate == Ratio(86, 10_000))
        #expect(cafe.employees == 2)  // no `employees` key: the number of workers
        #expect(cafe.weekStart == .mon)
        #expect(cafe.payDay == 10)
        #expect(cafe.body == "카페 소개")
    }

    @Test func workersResolveDefaults() throws {
        let content = try #require(try Fixture(Sample.files()).load().content)
        let cafe = try #require(content.workplace("cafe"))
        #expect(cafe.workers.map(\.id) == ["kim", "lee"])
        let kim = try #require(cafe.worker("kim"))
        #expect(kim.person == "kim")
        #expect(kim.employeeNo == "A-001")
        #expect(kim.wage == Wage(.hourly, 10030))
        #expect(kim.breakRule == .minutes(30))
        #expect(kim.weeklyHoliday == .sun)  // weekStart mon → the week ends on Sunday
        #expect(kim.pay == .monthly)
        #expect(kim.color == WorkerColor.derived(from: "kim"))
        #expect(kim.notes == "메모")
        let lee = try #require(cafe.worker("lee"))
        #expect(lee.birthDate == CivilDate(year: 2001, month: 3, day: 4))
        #expect(lee.start == CivilDate(year: 2026, month: 11, day: 1))
        #expect(
            lee.wage.steps == [
                Wage.Step(from: nil, amount: 10030),
                Wage.Step(from: CivilDate(year: 2026, month: 12, day: 1), amount: 10500),
            ])
        #expect(lee.breakRule == .auto)
    }

    @Test func shiftsAreSortedWithTheirBreaks() throws {
        let content = try #require(try Fixture(Sample.files()).load().content)
        let shifts = try #require(content.workplace("cafe")).shifts
        #expect(shifts.map(\.workerID) == ["kim", "lee", "kim"])
        let t = { (text: String) in ClockTime(hhmm: text)! }
        #expect(shifts[0].span == TimeSpan(start: t("09:00"), end: t("15:30")))
        #expect(shifts[0].breakRule == .minutes(30))
        #expect(shifts[0].memo == "오픈")
        #expect(shifts[0].routines == ["open"])
        #expect(shifts[1].span?.crossesMidnight == true)
        #expect(shifts[1].breakRule == .ranges([TimeSpan(start: t("02:00"), end: t("03:00"))]))
        #expect(shifts[2].status == .absent)
        #expect(shifts[2].span == nil)
        #expect(shifts[2].location.line == 5)
        #expect(shifts[2].location.column == 3)
    }

    @Test func everyOptionalKeyIsRead() throws {
        let worker = """
            ---
            name: 최유나
            person: choi
            employeeNo: "0012"
            color: "#AABBCC"
            role: 바리스타
            start: 2026-01-01
            end: 2026-12-31
            wage: { type: monthly, amount: 2156880 }
            pay: { cycle: weekly, weekday: mon }
            weeklyHoliday: sat
            breakMinutes: 60
            allowances: { night: true, overtime: false, holiday: auto, weekly: auto, publicHoliday: true }
            deductions: { mode: freelance, dependents: 3, children: 2, incomeTax: false }
            mealAllowance: 200000
            ---
            """
        let index = """
            ---
            name: 편의점
            category: convenience-store
            owner: 사장
            employees: 7
            weekStart: sun
            industrialAccidentRate: 0.0086
            payDay: 25
            ---
            """
        let site = """
            ---
            title: T
            language: en
            baseURL: https://example.com/
            timezone: Asia/Seoul
            privacy: none
            searchEngines: index
            ---
            """
        let fixture = try Fixture([
            "site.md": site, "workplaces/shop/index.md": index, "workplaces/shop/workers/choi.md": worker,
        ])
        let loaded = fixture.load()
        #expect(loaded.diagnostics.map(\.description) == [])
        let content = try #require(loaded.content)
        #expect(content.site.language == .en)
        #expect(content.site.privacy == Site.Privacy.none)
        #expect(content.site.searchEngines == .index)
        #expect(content.site.baseURL == "https://example.com/")
        let shop = try #require(content.workplace("shop"))
        #expect(shop.employees == 7)
        #expect(shop.weekStart == .sun)
        #expect(shop.weekEnd == .sat)
        #expect(shop.payDay == 25)
        #expect(shop.category == "convenience-store")
        let choi = try #require(shop.worker("choi"))
        #expect(choi.person == "choi")
        #expect(choi.employeeNo == "0012")
        #expect(choi.color == "#aabbcc")
        #expect(choi.role == "바리스타")
        #expect(choi.end == CivilDate(year: 2026, month: 12, day: 31))
        #expect(choi.wage == Wage(.monthly, 2_156_880))
        #expect(choi.pay == .weekly(payday: .mon))
        #expect(choi.weeklyHoliday == .sat)
        #expect(choi.breakRule == .minutes(60))
        #expect(
            choi.allowances == Allowances(night: .on, overtime: .off, holiday: .auto, weekly: .auto, publicHoliday: .on)
        )
        #expect(choi.deductions == DeductionSettings(mode: .freelance, incomeTax: .off, dependents: 3, children: 2))
        #expect(choi.mealAllowance == 200_000)
    }

    @Test func scheduleSalesRoutinesAndNotices() throws {
        let schedule = """
            { "repeats": [ { "worker": "kim", "days": ["fri", "mon", "wed"], "start": "09:00",
              "end": "15:00", "break": 30, "from": "2026-11-01", "until": "2027-02-28" },
              { "worker": "lee", "days": ["sat"], "start": "22:00", "end": "06:00", "from": "2026-11-07" } ] }
            """
        let sales = #"{ "days": { "2026-11-03": 980000, "2026-11-02": 1250000 } }"#
        let notice = "---\nname: 12월 휴무 안내\n---\n25일은 쉽니다.\n"
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/schedule.json": schedule,
                "workplaces/cafe/sales/2026-11.json": sales,
                "workplaces/cafe/notices/2026-11-20-holiday.md": notice,
            ]))
        let loaded = fixture.load()
        #expect(loaded.diagnostics.map(\.description) == [])
        let cafe = try #require(loaded.content?.workplace("cafe"))
        #expect(cafe.repeats.count == 2)
        #expect(cafe.repeats[0].days == [.mon, .wed, .fri])
        #expect(cafe.repeats[0].breakRule == .minutes(30))
        #expect(cafe.repeats[0].until == CivilDate(year: 2027, month: 2, day: 28))
        #expect(cafe.repeats[1].until == nil)
        #expect(cafe.repeats[1].span.crossesMidnight)
        #expect(cafe.sales.map(\.amount) == [1_250_000, 980_000])
        #expect(cafe.routines.map(\.id) == ["open"])
        #expect(cafe.routines[0].time == ClockTime(hour: 8, minute: 50))
        #expect(cafe.routines[0].body == "- [ ] 포스기 켜기")
        #expect(cafe.notices.map(\.slug) == ["holiday"])
        #expect(cafe.notices[0].date == CivilDate(year: 2026, month: 11, day: 20))
        #expect(cafe.notices[0].body == "25일은 쉽니다.\n")
    }

    @Test func crlfAndByteOrderMarkAreTolerated() throws {
        let fixture = try Fixture(Sample.files())
        let site = "\u{FEFF}---\r\ntitle: 윈도우\r\n---\r\n본문\r\n"
        try fixture.write("site.md", bytes: Array(site.utf8))
        let loaded = fixture.load()
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.content?.site.title == "윈도우")
        #expect(loaded.content?.site.body == "본문\n")
    }

    @Test func derivedColoursAreStableAndFromThePalette() {
        // FNV-1a 64 of "a": 0xaf63dc4c8601ec8c; mod 12 = 4 → the palette's fifth colour.
        #expect(WorkerColor.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(WorkerColor.derived(from: "a") == WorkerColor.palette[Int(0xaf63_dc4c_8601_ec8c % UInt64(12))])
        #expect(WorkerColor.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    }

    @Test func dotFilesAreIgnored() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/shifts/.2026-11.json.swp": "garbage",
                "workplaces/cafe/workers/.DS_Store": "garbage",
            ]))
        #expect(fixture.messages() == [])
    }
}
