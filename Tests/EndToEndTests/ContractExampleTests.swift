import Foundation
import MoupContent
import MoupModel
import MoupPipeline
import Testing

@testable import MoupSite

/// The example's 근로계약서 pages against the content they are made from (issue 34, "Done when"): every
/// worker with a repeat has a page per version, sealed like the payslips and linked from their start page
/// and the owner's; a version starts at each change; each day, time, break, wage amount, pay day and
/// insurance matches the content. The repeats are read from `schedule.json` here with JSONSerialization
/// (not moup's reader); the workers' wages, breaks and the workplaces' pay days from the loaded content.
@Suite(.enabled(if: Fixture.pipelineIsReady, "the repository's content/ must load and build"))
struct ContractExampleTests {
    static let today = CivilDate(iso: "2026-12-15")!

    /// One repeat of a `schedule.json`, as written.
    struct RawRepeat {
        var worker: String
        var days: [String]
        var start: String
        var end: String
        var breakMinutes: Int?
        var from: CivilDate
        var until: CivilDate?

        func covers(_ date: CivilDate) -> Bool { from <= date && (until.map { date <= $0 } ?? true) }
    }

    static func repeats(_ workplace: String) throws -> [RawRepeat] {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: "\(Fixture.content)/workplaces/\(workplace)/schedule.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(json["repeats"] as? [[String: Any]])
        return try items.map { item in
            let from = try #require((item["from"] as? String).flatMap(CivilDate.init(iso:)))
            return RawRepeat(
                worker: try #require(item["worker"] as? String), days: try #require(item["days"] as? [String]),
                start: try #require(item["start"] as? String), end: try #require(item["end"] as? String),
                breakMinutes: item["break"] as? Int, from: from,
                until: (item["until"] as? String).flatMap(CivilDate.init(iso:)))
        }
    }

    /// Every page of the example with `privacy: none`, as `SitePage`s (their readers too).
    static func pages() async throws -> (Content, [String: SitePage]) {
        var content = try #require(ContentLoader(folder: Fixture.content).load().content)
        content.site.privacy = .none
        let rules = try Pipeline.rules()
        let input = Pipeline.siteInput(
            content, reports: Pipeline.payroll(content, rules: rules, today: today),
            rules: rules, today: today)
        let theme = try await Pipeline.theme(templates: Fixture.templates)
        return (
            content,
            Dictionary(SiteBuilder.pages(input, theme: theme).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        )
    }

    /// The versions the content calls for: the first day with a repeat (not before `start`), then each later
    /// raise, repeat start and day after a repeat's `until`, through `end`, on which some repeat is in force.
    static func versionDates(_ worker: Worker, _ repeats: [RawRepeat]) -> [CivilDate] {
        guard let firstRepeat = repeats.map(\.from).min() else { return [] }
        let first = max(worker.start ?? firstRepeat, firstRepeat)
        var dates: Set<CivilDate> = [first]
        dates.formUnion(worker.wage.steps.compactMap(\.from))
        dates.formUnion(repeats.map(\.from))
        dates.formUnion(repeats.compactMap { $0.until?.adding(days: 1) })
        return dates.filter { date in
            date >= first && (worker.end.map { date <= $0 } ?? true) && repeats.contains { $0.covers(date) }
        }.sorted()
    }

    static let weekdays = ["mon": "월", "tue": "화", "wed": "수", "thu": "목", "fri": "금", "sat": "토", "sun": "일"]
    static let weekdayOrder = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// `6시간 30분`, `1시간`, `30분`.
    static func duration(_ minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (let h, 0): return "\(h)시간"
        case (0, let m): return "\(m)분"
        case (let h, let m): return "\(h)시간 \(m)분"
        }
    }

    static func minutes(_ hhmm: String) -> Int { Int(hhmm.prefix(2))! * 60 + Int(hhmm.suffix(2))! }

    /// The unpaid break of a repeat's day: its `break`, else the worker's `breakMinutes`, where `auto` is the
    /// least the law asks (근로기준법 제54조: 30 minutes from 4 hours, an hour from 8).
    static func breakMinutes(_ item: RawRepeat, _ worker: Worker) -> Int {
        if let minutes = item.breakMinutes { return minutes }
        var span = minutes(item.end) - minutes(item.start)
        if span <= 0 { span += 24 * 60 }
        switch worker.breakRule {
        case .minutes(let minutes): return minutes
        case .auto: return span >= 8 * 60 ? 60 : span >= 4 * 60 ? 30 : 0
        case .ranges:
            Issue.record("no example worker has break ranges")
            return 0
        }
    }

    /// 사회보험 적용여부 per version, worked out from each worker's `deductions` and hours (☑ 고용, 산재, 연금, 건강;
    /// 60 hours a month = 60 × 84 ÷ 365 = 13.8 hours a week):
    /// - `mode` none (김민지, 박준영 ×2, 배지훈, 이준호, 서예지) or freelance (오태양): 산재보험 only.
    /// - 한지우 (8 h × 5 = 40 h), 이서준 (7 h × 5 = 35 h), 정미라 (8 h × 5 = 40 h; 57 on 2025-06-02, under 60): all four.
    /// - 최유나 (born 2006-02-11), 3.5 h × 3 = 10.5 h a week (45.6 h a month): 국민연금·건강보험 not; 고용보험 after
    ///   3 months, from 2027-01-12 (start 2026-10-12). From 2027-01-04 3.5 h × 5 = 17.5 h (76 h a month): all
    ///   four. From 2027-02-27 10.5 h again, but 2027-01-12 has passed: 고용보험 and 산재보험.
    static func insurance(_ worker: String, _ from: CivilDate) -> [String: String] {
        let accidentOnly = ["고용보험": "☐", "산재보험": "☑", "국민연금": "☐", "건강보험": "☐"]
        let all = ["고용보험": "☑", "산재보험": "☑", "국민연금": "☑", "건강보험": "☑"]
        switch (worker, from.description) {
        case ("han-jiwoo", _), ("lee-seojun", _), ("jung-mira", _), ("choi-yuna", "2027-01-04"): return all
        case ("choi-yuna", "2026-10-12"): return ["고용보험": "☑ 2027년 1월 12일부터", "산재보험": "☑", "국민연금": "☐", "건강보험": "☐"]
        case ("choi-yuna", "2027-02-27"): return ["고용보험": "☑", "산재보험": "☑", "국민연금": "☐", "건강보험": "☐"]
        default: return accidentOnly
        }
    }

    /// The insurances as the page gives them: `☑ 고용보험 (적용) 2027년 1월 12일부터` → ["고용보험": "☑ 2027년 1월 12일부터"].
    static func insurance(on page: String) -> [String: String] {
        let pattern =
            #"<li><span aria-hidden="true">(☑|☐)</span> <span class="(?:applies|not-applied)">([^<]+)</span><span class="sr-only"> \((적용|미적용)\)</span>(?: <small>([^<]+)</small>)?</li>"#
        let regex = try! NSRegularExpression(pattern: pattern)
        var found: [String: String] = [:]
        for match in regex.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
            let part = { (i: Int) in Range(match.range(at: i), in: page).map { String(page[$0]) } }
            // What a screen reader says in place of the box (which it skips) agrees with the box.
            #expect((part(1) == "☑") == (part(3) == "적용"), "\(part(2)!)")
            found[part(2)!] = part(1)! + (part(4).map { " " + $0 } ?? "")
        }
        return found
    }

    @Test func everyWorkerWithARepeatHasAContractPerVersionMatchingTheContent() async throws {
        let (content, pages) = try await Self.pages()
        var checked = 0
        for wp in content.workplaces {
            let raw = try Self.repeats(wp.id)
            for worker in wp.workers {
                let repeats = raw.filter { $0.worker == worker.id }
                let dates = Self.versionDates(worker, repeats)
                let written = pages.keys.filter { $0.hasPrefix("payslips/\(wp.id)/\(worker.id)/contract-") }
                #expect(
                    Set(written) == Set(dates.map { "payslips/\(wp.id)/\(worker.id)/contract-\($0).html" }),
                    "\(worker.id): versions \(dates), pages \(written.sorted())")
                guard !repeats.isEmpty else { continue }
                let person = try #require(pages["people/\(worker.person)/index.html"]).text
                let owner = try #require(pages["owners/\(wp.ownerId)/index.html"]).text
                for (index, date) in dates.enumerated() {
                    let path = "payslips/\(wp.id)/\(worker.id)/contract-\(date).html"
                    let page = try #require(pages[path], "\(path)")
                    let text = page.text
                    #expect(
                        page.visibility == .private && page.readers == [.worker(worker.person), .owner(wp.ownerId)],
                        "\(path)")
                    // Linked from the worker's start page; every other version from this one.
                    #expect(
                        person.contains("href=\"../../\(path)\""), "\(path) not on people/\(worker.person)/index.html")
                    for other in dates where other != date {
                        #expect(
                            text.contains("/payslips/\(wp.id)/\(worker.id)/contract-\(other).html\""),
                            "\(path) → \(other)")
                    }
                    #expect(text.contains("제\(index + 1)판 · \(Self.koreanDate(date))"), "\(path)")

                    // Each working day: weekday, start, end, break, hours after it; no other day.
                    let inForce = repeats.filter { $0.covers(date) }
                    var weekMinutes = 0
                    var rows = 0
                    for item in inForce {
                        let pause = Self.breakMinutes(item, worker)
                        var span = Self.minutes(item.end) - Self.minutes(item.start)
                        if span <= 0 { span += 24 * 60 }
                        for day in item.days {
                            let row =
                                "<tr><th scope=\"row\">\(Self.weekdays[day]!)</th><td>\(item.start)</td><td>\(item.end)</td>"
                                + "<td>\(pause == 0 ? "없음" : Self.duration(pause))</td><td>\(Self.duration(span - pause))</td></tr>"
                            #expect(text.contains(row), "\(path): \(row)")
                            weekMinutes += span - pause
                            rows += 1
                        }
                    }
                    let tbody = try #require(text.range(of: "<tbody>")).upperBound
                    let tbodyEnd = try #require(text.range(of: "</tbody>")).lowerBound
                    #expect(text[tbody..<tbodyEnd].components(separatedBy: "<tr>").count - 1 == rows, "\(path)")
                    #expect(
                        text.contains(
                            "<th scope=\"row\" colspan=\"4\">주 소정근로시간</th><td>\(Self.duration(weekMinutes))</td>"),
                        "\(path)")

                    // The wage in force on the version's first day, and the workplace's pay day.
                    let kind = ["hourly": "시간급", "daily": "일급", "monthly": "월급"][worker.wage.kind.rawValue]!
                    #expect(
                        text.contains("<dt>\(kind)</dt><dd>\(Self.won(worker.wage.amount(on: date)))</dd>"), "\(path)")
                    #expect(worker.pay == .monthly)
                    #expect(text.contains("<dt>임금지급일</dt><dd>매월 \(wp.payDay)일 (전월분)</dd>"), "\(path)")
                    #expect(Self.insurance(on: text) == Self.insurance(worker.id, date), "\(path)")
                    checked += 1
                }
                // The owner's start page links the version in force on the build date.
                let current = dates.last { $0 <= Self.today } ?? dates[0]
                #expect(
                    owner.contains("href=\"../../payslips/\(wp.id)/\(worker.id)/contract-\(current).html\""),
                    "\(worker.id)")
            }
        }
        // 한지우, 오태양, 김민지 ×2, 박준영, 이서준, 최유나 ×3, 정미라, 배지훈 at the café; 서예지, 이준호, 박준영 at the 편의점.
        #expect(checked == 14)
    }

    /// `2026년 12월 15일`.
    static func koreanDate(_ date: CivilDate) -> String { "\(date.year)년 \(date.month)월 \(date.day)일" }

    /// `10,800원`.
    static func won(_ amount: Int) -> String {
        let digits = String(amount)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out + "원"
    }
}
