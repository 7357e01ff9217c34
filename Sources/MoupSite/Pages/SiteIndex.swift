import MoupMarkdown
import MoupModel
import MoupPayroll
import MoupPrivacy

/// Everything the page builders look up, computed once per build from `SiteInput`.
struct SiteIndex: Sendable {
    struct Person: Sendable {
        var id: String
        var name: String
        /// The person's workers, one per workplace, sorted by workplace id.
        var workers: [(workplace: Workplace, worker: Worker)]
    }

    let input: SiteInput
    /// The words of the site's language.
    let words: Words
    let content: Content
    let today: CivilDate
    /// Which pages this build renders (see `RenderScope`).
    let scope: RenderScope
    let holidays: [CivilDate: String]
    /// Shift breakdowns from every payslip, by `breakdownKey`.
    let breakdowns: [BreakdownKey: ShiftBreakdown]
    /// Payslips by workplace id and report month.
    let payslips: [String: [Payslip]]
    /// The months each workplace has pay pages for (dashboards, trend, exports), ascending: months
    /// the build covers (`Content.months`).
    let workplaceMonths: [String: [YearMonth]]
    let people: [Person]
    /// The months each person has pages for among the months the build covers, ascending.
    let personMonths: [String: [YearMonth]]
    /// The months each workplace has calendars for (month and week pages, its feed), ascending:
    /// `workplaceMonths` and the months `Content.calendarMonths` adds after them where the workplace
    /// schedules anyone (this month and the next, from the repeats).
    let workplaceCalendarMonths: [String: [YearMonth]]
    /// Likewise for each person: `personMonths` and the added months where they have a shift.
    let personCalendarMonths: [String: [YearMonth]]
    /// The months the payroll covers (`Content.months`): a calendar of another month shows its days,
    /// and none of them is paid or reported unconfirmed by the payroll.
    let payMonths: Set<YearMonth>
    /// Past days the payroll reported unconfirmed (see `Schedule.unconfirmedDays`).
    let unconfirmedDays: Set<String>
    /// Calendar entries of each workplace and month (`Schedule.entries`), by `key`, computed once
    /// because workplace calendars, person calendars and person months all read them.
    let schedules: [String: [CivilDate: [CalendarEntry]]]
    /// Every owner (`ownerId`) with their workplaces, sorted by id.
    let owners: [Owner]
    /// Workers' 연차 and 퇴직금 liabilities by workplace id and month, sorted by worker id.
    let liabilities: [String: [WorkerLiability]]
    /// The payslips added up by workplace, worker and month (trend, owner and year pages).
    let totals: PayrollTotals
    /// The payroll as scheduled (`SiteInput.scheduledReports`), by workplace id and report month.
    let scheduledPayslips: [String: [Payslip]]
    /// `ko` on pages of another language when the content's names are Korean (written in Hangul):
    /// the `lang` of the elements that hold names, so that a screen reader reads 김민지 in Korean.
    let namesLang: String?
    /// The content's names (workplaces', owners' and workers') where `namesLang` marks them, empty where it
    /// is nil: a breadcrumb or a page title that is one of them is marked whole (`pageInfo`).
    let names: Set<String>

    struct Owner: Sendable {
        var id: String
        var name: String
        /// Sorted by workplace id.
        var workplaces: [Workplace]
    }

    init(_ input: SiteInput, words: Words, scope: RenderScope = .everyPage) {
        self.input = input
        self.words = words
        self.scope = scope
        content = input.content
        today = input.today
        let hangul = Self.hasHangul
        namesLang =
            words.language == .ko
            ? nil
            : input.content.workplaces.contains { hangul($0.name) || $0.workers.contains { hangul($0.name) } }
                ? "ko" : nil
        names =
            namesLang == nil
            ? [] : Set(input.content.workplaces.flatMap { [$0.name, $0.owner] + $0.workers.map(\.name) })
        holidays = input.holidays
        let unconfirmedDays = Schedule.unconfirmedDays(in: input.reports)
        self.unconfirmedDays = unconfirmedDays
        var breakdowns: [BreakdownKey: ShiftBreakdown] = [:]
        var payslips: [String: [Payslip]] = [:]
        for report in input.reports {
            for slip in report.payslips {
                payslips[Self.key(slip.workplaceID, report.month), default: []].append(slip)
                for b in slip.shifts {
                    breakdowns[Self.breakdownKey(slip.workplaceID, slip.workerID, b.date, b.span.start)] = b
                }
            }
        }
        self.breakdowns = breakdowns
        liabilities = Dictionary(grouping: input.liabilities) { Self.key($0.workplaceID, $0.month) }
            .mapValues { $0.sorted { $0.workerID < $1.workerID } }
        totals = PayrollTotals(input.reports)
        var scheduled: [String: [Payslip]] = [:]
        for report in input.scheduledReports {
            for slip in report.payslips {
                scheduled[Self.key(slip.workplaceID, report.month), default: []].append(slip)
            }
        }
        scheduledPayslips = scheduled
        self.payslips = payslips.mapValues {
            $0.sorted { ($0.workerID, $0.period.start) < ($1.workerID, $1.period.start) }
        }

        var allMonths = Set(content.months)
        for report in input.reports { allMonths.insert(report.month) }
        let payMonths = allMonths
        self.payMonths = payMonths
        let calendarMonths = allMonths.union(content.calendarMonths(today: input.today)).sorted()
        var workplaceMonths: [String: [YearMonth]] = [:]
        var workplaceCalendarMonths: [String: [YearMonth]] = [:]
        var schedules: [String: [CivilDate: [CalendarEntry]]] = [:]
        for wp in content.workplaces {
            let active = calendarMonths.filter { Schedule.isActive(wp, in: $0, reports: input.reports) }
            workplaceCalendarMonths[wp.id] = active
            workplaceMonths[wp.id] = active.filter(payMonths.contains)
            for month in calendarMonths {
                schedules[Self.key(wp.id, month)] = Schedule.entries(
                    wp, in: month, today: input.today, unconfirmed: unconfirmedDays,
                    paid: payMonths.contains(month))
            }
        }
        self.workplaceMonths = workplaceMonths
        self.workplaceCalendarMonths = workplaceCalendarMonths
        self.schedules = schedules

        var byPerson: [String: [(workplace: Workplace, worker: Worker)]] = [:]
        for wp in content.workplaces {
            for worker in wp.workers.sorted(by: { $0.id < $1.id }) {
                byPerson[worker.person, default: []].append((wp, worker))
            }
        }
        people = byPerson.keys.sorted().map { id in
            let workers = byPerson[id]!
            return Person(id: id, name: workers[0].worker.name, workers: workers)
        }
        var personMonths: [String: [YearMonth]] = [:]
        var personCalendarMonths: [String: [YearMonth]] = [:]
        for person in people {
            personCalendarMonths[person.id] = calendarMonths.filter { month in
                person.workers.contains { pair in
                    (schedules[Self.key(pair.workplace.id, month)] ?? [:]).values
                        .contains { $0.contains { $0.worker.id == pair.worker.id } }
                        || (payslips[Self.key(pair.workplace.id, month)] ?? []).contains {
                            $0.workerID == pair.worker.id
                        }
                }
            }
            personMonths[person.id] = personCalendarMonths[person.id]!.filter(payMonths.contains)
        }
        self.personMonths = personMonths
        self.personCalendarMonths = personCalendarMonths

        var byOwner: [String: [Workplace]] = [:]
        for wp in content.workplaces { byOwner[wp.ownerId, default: []].append(wp) }
        owners = byOwner.keys.sorted().map { id in Owner(id: id, name: byOwner[id]![0].owner, workplaces: byOwner[id]!)
        }
    }

    /// A person's ICS feed: with `privacy: encrypted` at `feeds/<name>.ics`, the name derived from their
    /// key (`PrivateAddress.feedName`), so only pages sealed for them can say where it is.
    func personFeed(_ person: String) -> String {
        guard input.seals, let key = input.keys[.worker(person)] else { return Paths.personFeed(person) }
        return Paths.unlistedFeed(PrivateAddress.feedName(for: key))
    }

    /// The calendar entries of `workplace` in `month`, by day (see `Schedule.entries`).
    func entries(_ workplace: Workplace, _ month: YearMonth) -> [CivilDate: [CalendarEntry]] {
        schedules[Self.key(workplace.id, month)]
            ?? Schedule.entries(
                workplace, in: month, today: today, unconfirmed: unconfirmedDays, paid: payMonths.contains(month))
    }

    func payslips(_ workplace: String, _ month: YearMonth) -> [Payslip] {
        payslips[Self.key(workplace, month)] ?? []
    }

    func liabilities(_ workplace: String, _ month: YearMonth) -> [WorkerLiability] {
        liabilities[Self.key(workplace, month)] ?? []
    }

    /// The workplace's payslips of `month` as scheduled (empty without a schedule).
    func scheduledPayslips(_ workplace: String, _ month: YearMonth) -> [Payslip] {
        scheduledPayslips[Self.key(workplace, month)] ?? []
    }

    /// A shared page's link to a private page (`to`): with sealed pages none, since a link would tie
    /// its words to the sealed page's name (its reader opens it from their start page instead).
    func sharedLink(from path: String, to privatePage: String) -> String? {
        input.seals ? nil : Paths.link(from: path, to: privatePage)
    }

    /// A shared page's link to the dashboard of `workplace` and `month` (`sharedLink`): none for a month
    /// the payroll does not cover (a calendar month added from the repeats has no dashboard).
    func dashboardLink(from path: String, _ workplace: String, _ month: YearMonth) -> String? {
        payMonths.contains(month) ? sharedLink(from: path, to: Paths.dashboard(workplace, month)) : nil
    }

    /// Every page's common part.
    /// `titleHTML`: `title` as HTML with the names in it marked (`html(_:names:_:)`), for the breadcrumbs;
    /// nil: `title` escaped, marked whole where it is a name. Crumbs whose label is a name are marked likewise.
    /// `showsDays`: the page is a month grid, a week or a person's start page, whose today (this week, the
    /// next shift) `TodayScript` marks.
    func pageInfo(
        _ path: String, title: String, titleHTML: String? = nil, crumbs: [(String, String)],
        private isPrivate: Bool, showsDays: Bool = false
    ) -> PageInfo {
        let siteTitleHTML = Self.siteTitleHTML(content.site.title, on: words.language)
        return PageInfo(
            title: title, titleHTML: titleHTML ?? (names.contains(title) ? nameHTML(title) : nil),
            siteTitle: content.site.title, siteTitleHTML: siteTitleHTML, lang: words.language.rawValue,
            root: path == Paths.notFound ? Paths.notFoundRoot(baseURL: content.site.baseURL) : Paths.root(of: path),
            noindex: isPrivate || content.site.searchEngines == .noindex, isPublic: !isPrivate,
            crumbs: crumbs.map { label, target in
                var crumb = Link(label: label, href: Paths.link(from: path, to: target))
                crumb.isStartPage = isPrivate && content.site.privacy == .encrypted && Paths.isStartPage(target)
                crumb.labelHTML =
                    names.contains(label) ? nameHTML(label) : label == content.site.title ? siteTitleHTML : nil
                return crumb
            },
            namesLang: namesLang,
            todayScript: showsDays ? TodayScript.source : nil)
    }

    /// A worker's or a workplace's name as HTML: escaped, inside `<span lang="ko">` on a page of another
    /// language (`namesLang`), so that a screen reader reads it in Korean.
    func nameHTML(_ name: String) -> String { AlertGroups.nameHTML(name, namesLang) }

    /// The content's Markdown `text` (the site's and a workplace's introduction, a notice, a worker's
    /// notes) as HTML; on a page of another language, inside `<div lang="ko">` where it is written in
    /// Korean (`isKorean`), so that a screen reader reads it, and the names in it, in Korean.
    func proseHTML(_ text: String) -> String { Self.proseHTML(text, on: words.language) }

    /// `proseHTML(_:)` for a page in `language` (a routine's checklist, made where the site index is not at hand).
    static func proseHTML(_ text: String, on language: Site.Language) -> String {
        let html = Markdown.html(text)
        guard language != .ko, isKorean(text) else { return html }
        return "<div lang=\"ko\">\(html)</div>"
    }

    /// A line of the content's own text (a notice's name) as HTML: escaped, on a page of another language inside
    /// `<span lang="ko">` where it is written in Korean (`isKorean`).
    func lineHTML(_ text: String) -> String { Self.lineHTML(text, on: words.language) }

    /// `lineHTML(_:)` for a page in `language` (a memo, a routine's name, made where the
    /// site index is not at hand).
    static func lineHTML(_ text: String, on language: Site.Language) -> String {
        escaped(text, markedKorean: language != .ko && isKorean(text))
    }

    /// The site's title (`title` in site.md) as HTML, for the header, the start page's heading and the first
    /// breadcrumb: escaped, on a page of another language inside `<span lang="ko">` where it has any Hangul. A
    /// short title is marked whole, as a name is, not weighed as `isKorean` weighs a sentence: a brand in Latin
    /// letters with a Korean word (`MOUP 근무표`) is Korean text, which a Korean voice reads right (MOUP too) and an
    /// English one does not.
    static func siteTitleHTML(_ title: String, on language: Site.Language) -> String {
        escaped(title, markedKorean: language != .ko && hasHangul(title))
    }

    /// `text` escaped, inside `<span lang="ko">` when `marked`.
    private static func escaped(_ text: String, markedKorean marked: Bool) -> String {
        let escaped = HTMLEscape.string(text)
        return marked ? "<span lang=\"ko\">\(escaped)</span>" : escaped
    }

    /// Whether `text` has any Hangul syllable.
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Whether `text` is written in Korean: it has more Hangul syllables than Latin letters.
    static func isKorean(_ text: String) -> Bool {
        var balance = 0
        for scalar in text.unicodeScalars {
            if (0xAC00...0xD7A3).contains(scalar.value) {
                balance += 1
            } else if scalar.isASCII, scalar.properties.isAlphabetic {
                balance -= 1
            }
        }
        return balance > 0
    }

    /// The text of `key` as HTML, the placeholders in `names` filled with names marked as `nameHTML` does
    /// (`<span lang="ko">배지훈</span>: No record …`), those in `values` escaped.
    func html(
        _ key: String, names: KeyValuePairs<String, String>, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        words.html(key) { placeholder in
            names.first { $0.key == placeholder }.map { nameHTML($0.value) }
                ?? values.first { $0.key == placeholder }.map { HTMLEscape.string($0.value) }
        }
    }

    func notices(of workplace: Workplace, in month: YearMonth, showWorkplace: Bool) -> [CivilDate: [NoticeView]] {
        var byDay: [CivilDate: [NoticeView]] = [:]
        for notice in workplace.notices.sorted(by: { ($0.date, $0.slug) < ($1.date, $1.slug) })
        where month.contains(notice.date) {
            byDay[notice.date, default: []].append(noticeView(notice, workplace: showWorkplace ? workplace.name : nil))
        }
        return byDay
    }

    static func key(_ workplace: String, _ month: YearMonth) -> String { "\(workplace)|\(month)" }

    static func breakdownKey(
        _ workplace: String, _ worker: String, _ date: CivilDate, _ start: ClockTime
    ) -> BreakdownKey {
        BreakdownKey(workplace: workplace, worker: worker, day: date.dayNumber, start: start.minuteOfDay)
    }

    /// A shift's place: workplace, worker, date and start (no text made for each look-up).
    struct BreakdownKey: Hashable, Sendable {
        var workplace: String
        var worker: String
        var day: Int
        var start: Int
    }

    /// A routine as its checklist shows it on a page in `language`: its name and checklist marked `lang="ko"` on a
    /// page of another language where they are written in Korean (`lineHTML`, `proseHTML`).
    static func routineView(_ routine: Routine, on language: Site.Language) -> RoutineView {
        RoutineView(
            name: routine.name, nameHTML: lineHTML(routine.name, on: language), time: routine.time?.description,
            bodyHTML: proseHTML(routine.body, on: language))
    }

    func noticeView(_ notice: Notice, workplace: String?) -> NoticeView {
        NoticeView(
            id: "n-\(notice.date)-\(notice.slug)", date: words.dayLabel(notice.date), name: notice.name,
            nameHTML: lineHTML(notice.name),
            workplace: workplace, workplaceHTML: workplace.map(nameHTML),
            bodyHTML: proseHTML(notice.body))
    }

    static func workerTag(_ worker: Worker, href: String? = nil) -> WorkerTag {
        let color = Format.color(worker.color)
        return WorkerTag(name: worker.name, color: color, ink: Format.ink(on: color), role: worker.role, href: href)
    }

    /// A person's name as public pages and the workplace feed show it (`publicNames` in site.md).
    func publicName(_ name: String) -> String {
        content.site.publicNames.shown(name)
    }

    /// `workerTag` for a public page: the name as `publicName` gives it.
    func publicWorkerTag(_ worker: Worker) -> WorkerTag {
        var tag = Self.workerTag(worker)
        tag.name = publicName(worker.name)
        return tag
    }
}
