import MoupMarkdown
import MoupModel
import MoupPayroll

/// Builds the month grid and the day details below it, for a workplace or for one person. It reads
/// no build date: each day carries its date and each row its week's days, and `TodayScript` marks
/// today in the browser.
struct CalendarBuilder {
    var month: YearMonth
    var weekStart: Weekday
    var holidays: [CivilDate: String]
    /// On a person's calendar chips name the workplace.
    var showsWorkplace: Bool
    /// Shift breakdowns from the payroll, by `SiteIndex.breakdownKey`.
    var breakdowns: [SiteIndex.BreakdownKey: ShiftBreakdown]
    /// The words of the site's language.
    var words: Words
    /// How a public calendar names people (`publicNames`); nil on a private calendar, which shows
    /// full names and private memos. A public calendar shows only `publicMemo`; its entries are
    /// `Schedule.publicEntries` (no absence or leave).
    var publicNames: Site.PublicNames? = nil

    func chip(_ entry: CalendarEntry) -> Chip {
        let color = Format.color(entry.worker.color)
        return Chip(
            name: publicNames?.shown(entry.worker.name) ?? entry.worker.name, color: color, ink: Format.ink(on: color),
            time: entry.span.map(Format.span), status: entry.status.rawValue,
            statusLabel: entry.status.label(words), isNight: entry.isNight,
            workplace: showsWorkplace ? entry.workplace.name : nil)
    }

    /// The month grid; `weekHref` gives the link from this page to the week view starting on a day.
    func calendar(
        _ entries: [CivilDate: [CalendarEntry]], notices: [CivilDate: [NoticeView]],
        previous: Link?, next: Link?, weekHref: (CivilDate) -> String
    ) -> CalendarView {
        let headers = (0..<7).map { i -> WeekdayHeader in
            let day = Weekday.allCases[(weekStart.index + i) % 7]
            return WeekdayHeader(label: words.weekday(day), isWeekend: day == .sat || day == .sun)
        }
        var weeks: [WeekRow] = []
        var day = Self.grid(month, weekStart: weekStart).first
        while day <= month.lastDay {
            let weekStart = day
            var cells: [DayCell] = []
            for _ in 0..<7 {
                let inMonth = month.contains(day)
                let dayEntries = inMonth ? entries[day] ?? [] : []
                let hasDetails = inMonth && (!dayEntries.isEmpty || !(notices[day] ?? []).isEmpty)
                cells.append(
                    DayCell(
                        day: String(day.day), label: words.longDate(day),
                        href: hasDetails ? "#" + Paths.dayAnchor(day) : nil,
                        inMonth: inMonth, date: day.description,
                        isWeekend: day.weekday == .sat || day.weekday == .sun,
                        holiday: inMonth ? holidays[day] : nil,
                        chips: dayEntries.map(chip)))
                day = day.adding(days: 1)
            }
            weeks.append(
                WeekRow(
                    days: cells, href: weekHref(weekStart),
                    label: words("week.linkLabel", ["range": Weeks.shortRange(from: weekStart)]),
                    week: Self.week(from: weekStart)))
        }
        return CalendarView(title: words.month(month), headers: headers, weeks: weeks, previous: previous, next: next)
    }

    /// `2026-11-02/2026-11-08`: the first and last day of the week from `start`, as `TodayScript`
    /// reads them (`data-week`).
    static func week(from start: CivilDate) -> String {
        "\(start)/\(start.adding(days: 6))"
    }

    /// The days of `month`'s grid: whole weeks from `weekStart`, the first holding the month's first
    /// day, the last its last day.
    static func grid(_ month: YearMonth, weekStart: Weekday) -> DateSpan {
        DateSpan(
            first: Weeks.start(of: month.firstDay, weekStart: weekStart),
            last: Weeks.start(of: month.lastDay, weekStart: weekStart).adding(days: 6))
    }

    func details(_ entries: [CivilDate: [CalendarEntry]], notices: [CivilDate: [NoticeView]]) -> [DayDetail] {
        month.days.compactMap { day in
            let dayEntries = entries[day] ?? []
            let dayNotices = notices[day] ?? []
            guard !dayEntries.isEmpty || !dayNotices.isEmpty else { return nil }
            return DayDetail(
                id: Paths.dayAnchor(day), label: words.longDate(day), holiday: holidays[day],
                shifts: dayEntries.map(detail), notices: dayNotices)
        }
    }

    /// One entry with its break, worked time, memos and routines, as the day details show it: the
    /// private memo only on a private calendar, the public one on every calendar.
    func detail(_ entry: CalendarEntry) -> ShiftDetail {
        var workedText: String?
        if entry.status == .worked, let span = entry.span {
            let key = SiteIndex.breakdownKey(entry.workplace.id, entry.worker.id, entry.date, span.start)
            if let breakdown = breakdowns[key] {
                workedText = words("calendar.worked", ["hours": words.duration(breakdown.worked)])
            } else if let breakMinutes = Self.breakMinutes(entry.breakRule) {
                workedText = words("calendar.worked", ["hours": words.duration(max(0, span.minutes - breakMinutes))])
            }
        }
        let routines = (entry.shift?.routines ?? []).compactMap { id -> RoutineView? in
            entry.workplace.routines.first { $0.id == id }.map { SiteIndex.routineView($0, on: words.language) }
        }
        let memo = publicNames == nil ? entry.shift?.memo : nil
        let publicMemo = entry.shift?.publicMemo
        return ShiftDetail(
            chip: chip(entry),
            breakText: entry.span == nil ? nil : Self.breakText(entry.breakRule, words),
            workedText: workedText, memo: memo, memoHTML: memo.map { SiteIndex.lineHTML($0, on: words.language) },
            publicMemo: publicMemo, publicMemoHTML: publicMemo.map { SiteIndex.lineHTML($0, on: words.language) },
            routines: routines)
    }

    /// The minutes an entry adds to a week's totals: a worked shift's paid minutes (the payroll's,
    /// else its span less its break), a planned or unconfirmed one's span less its break; nil for an
    /// absence, leave and a paid holiday, which are not work.
    func workedMinutes(_ entry: CalendarEntry) -> Int? {
        guard let span = entry.span, [.worked, .planned, .unconfirmed].contains(entry.status) else { return nil }
        let key = SiteIndex.breakdownKey(entry.workplace.id, entry.worker.id, entry.date, span.start)
        if entry.status == .worked, let breakdown = breakdowns[key] { return breakdown.worked }
        return max(0, span.minutes - ScheduleExpansion.breakMinutes(of: span, rule: entry.breakRule))
    }

    static func breakMinutes(_ rule: BreakRule) -> Int? {
        switch rule {
        case .minutes(let m): return m
        case .auto: return nil
        case .ranges(let spans): return spans.reduce(0) { $0 + $1.minutes }
        }
    }

    static func breakText(_ rule: BreakRule, _ words: Words) -> String? {
        switch rule {
        case .minutes(0): return nil
        case .minutes(let m): return words("calendar.break", ["break": words.duration(m)])
        case .auto: return words("calendar.breakAuto")
        case .ranges(let spans):
            return words("calendar.break", ["break": spans.map(\.description).joined(separator: ", ")])
        }
    }
}
