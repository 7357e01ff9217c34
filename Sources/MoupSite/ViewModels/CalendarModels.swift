/// One shift (or a scheduled day without a record) as a coloured chip in a calendar cell.
struct Chip: ViewModel {
    var name: String
    var color: String
    var ink: String
    /// `09:00–15:30`; nil for absence and leave without times.
    var time: String?
    /// `worked`, `planned`, `absent`, `leave`, `unconfirmed` or `paid-holiday` (also a CSS class).
    var status: String
    /// `근무`, `예정`, `결근`, `휴가`, `미확정`, `유급휴일`.
    var statusLabel: String
    var isNight: Bool
    /// The workplace, on a person's calendar that spans workplaces.
    var workplace: String?

    static let fields = Fields<Chip>(
        "Chip",
        [
            .text("name") { $0.name },
            .text("color") { $0.color },
            .text("ink") { $0.ink },
            .text("time") { $0.time },
            .text("status") { $0.status },
            .text("statusLabel") { $0.statusLabel },
            .flag("isNight") { $0.isNight },
            .flag("isWorked") { $0.status == "worked" },
            .text("workplace") { $0.workplace },
        ])
}

/// One day of the month grid.
struct DayCell: ViewModel {
    var day: String
    var label: String
    /// `#d-2026-11-02` when the day has details below the grid.
    var href: String?
    var inMonth: Bool
    /// `2026-11-02`: what `TodayScript` compares with today's date (`data-day`).
    var date: String
    var isWeekend: Bool
    var holiday: String?
    var chips: [Chip]

    static let fields = Fields<DayCell>(
        "DayCell",
        [
            .text("day") { $0.day },
            .text("label") { $0.label },
            .text("href") { $0.href },
            .flag("inMonth") { $0.inMonth },
            .text("date") { $0.date },
            .flag("isWeekend") { $0.isWeekend },
            .text("holiday") { $0.holiday },
            .list("chips") { $0.chips },
        ])
}

/// One row of the month grid, linked to its week view.
struct WeekRow: ViewModel {
    var days: [DayCell]
    /// The week view of this row.
    var href: String
    /// `11/2–11/8 주간 근무표`: what the link says to a screen reader.
    var label: String
    /// `2026-11-02/2026-11-08`: its first and last day, for `TodayScript` (`data-week`).
    var week: String

    static let fields = Fields<WeekRow>(
        "WeekRow",
        [
            .list("days") { $0.days },
            .text("href") { $0.href },
            .text("label") { $0.label },
            .text("week") { $0.week },
        ])
}

struct WeekdayHeader: ViewModel {
    var label: String
    var isWeekend: Bool
    static let fields = Fields<WeekdayHeader>(
        "WeekdayHeader",
        [
            .text("label") { $0.label },
            .flag("isWeekend") { $0.isWeekend },
        ])
}

/// A month grid with its navigation.
struct CalendarView: ViewModel {
    var title: String
    var headers: [WeekdayHeader]
    var weeks: [WeekRow]
    var previous: Link?
    var next: Link?

    static let fields = Fields<CalendarView>(
        "CalendarView",
        [
            .text("title") { $0.title },
            .list("headers") { $0.headers },
            .list("weeks") { $0.weeks },
            .object("previous") { $0.previous },
            .object("next") { $0.next },
        ])
}

/// One shift in the day details below the grid.
struct ShiftDetail: ViewModel {
    var chip: Chip
    var breakText: String?
    var workedText: String?
    /// The shift's private memo: nil on public pages.
    var memo: String?
    /// `memo` as HTML, marked `lang="ko"` on a page of another language where it is Korean (`SiteIndex.lineHTML`).
    var memoHTML: String?
    /// The memo shown to everyone (`publicMemo`).
    var publicMemo: String?
    /// `publicMemo` as HTML, marked as `memoHTML` is.
    var publicMemoHTML: String?
    var routines: [RoutineView]

    static let fields = Fields<ShiftDetail>(
        "ShiftDetail",
        [
            .object("chip") { $0.chip },
            .text("breakText") { $0.breakText },
            .text("workedText") { $0.workedText },
            .text("memo") { $0.memo },
            .html("memoHTML") { $0.memoHTML },
            .text("publicMemo") { $0.publicMemo },
            .html("publicMemoHTML") { $0.publicMemoHTML },
            .list("routines") { $0.routines },
        ])
}

/// The details of one day (anchored by `id`, linked from the grid cell).
struct DayDetail: ViewModel {
    var id: String
    var label: String
    var holiday: String?
    var shifts: [ShiftDetail]
    var notices: [NoticeView]

    static let fields = Fields<DayDetail>(
        "DayDetail",
        [
            .text("id") { $0.id },
            .text("label") { $0.label },
            .text("holiday") { $0.holiday },
            .list("shifts") { $0.shifts },
            .list("notices") { $0.notices },
        ])
}
