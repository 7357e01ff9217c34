/// `workplaces/<wp>/weeks/<start>.html` and `people/<person>/weeks/<start>.html`: one week, day by day.
struct WeekPage: ViewModel {
    var page: PageInfo
    /// The workplace's or the person's name.
    var name: String
    /// `2026년 11월 2일 – 11월 8일`.
    var range: String
    /// `2026-11-02/2026-11-08`: its first and last day, for `TodayScript` (`data-week`).
    var week: String
    var previous: Link?
    var next: Link?
    /// The month calendars the week touches (one, or two when it spans a month's end).
    var months: [Link]
    var days: [WeekDayView]
    /// The workers shown, each as a swatch with a name (workplace weeks).
    var legend: [WorkerTag]
    /// The person's private ICS feed (personal weeks).
    var feedHref: String?
    /// How to subscribe to it (personal weeks).
    var feed: FeedLinks? = nil
    /// Hours per worker (per workplace on a person's week across workplaces), in the legend's order.
    var totals: [WeekTotalRow] = []
    /// All the week's hours: `52시간 30분`; nil for a week without work.
    var totalHours: String? = nil

    static let fields = Fields<WeekPage>(
        "WeekPage",
        [
            .object("page") { $0.page },
            .text("name") { $0.name },
            .text("range") { $0.range },
            .text("week") { $0.week },
            .object("previous") { $0.previous },
            .object("next") { $0.next },
            .list("months") { $0.months },
            .list("days") { $0.days },
            .list("legend") { $0.legend },
            .text("feedHref") { $0.feedHref },
            .object("feed") { $0.feed },
            .list("totals") { $0.totals },
            .text("totalHours") { $0.totalHours },
        ])
}

/// One row of a week's totals: who (a swatch and a name, and the workplace on a person's week
/// across workplaces), on how many days, how many hours.
struct WeekTotalRow: ViewModel {
    var name: String
    var color: String
    var workplace: String?
    /// `3일`.
    var days: String
    /// `18시간 30분`.
    var hours: String

    static let fields = Fields<WeekTotalRow>(
        "WeekTotalRow",
        [
            .text("name") { $0.name },
            .text("color") { $0.color },
            .text("workplace") { $0.workplace },
            .text("days") { $0.days },
            .text("hours") { $0.hours },
        ])
}

/// One day of a week view: its shifts in detail, its notices.
struct WeekDayView: ViewModel {
    /// The day's anchor (`d-2026-11-02`).
    var id: String
    /// `11월 2일 (월)`.
    var label: String
    /// `2026-11-02`: what `TodayScript` compares with today's date (`data-day`).
    var date: String
    var isWeekend: Bool
    var holiday: String?
    /// False for days of a month the content does not cover (shown greyed, without shifts).
    var inRange: Bool
    var shifts: [ShiftDetail]
    var notices: [NoticeView]
    /// The day's hours of work, all workers together (`14시간`); nil on a day without work.
    var hours: String? = nil

    static let fields = Fields<WeekDayView>(
        "WeekDayView",
        [
            .text("hours") { $0.hours },
            .text("id") { $0.id },
            .text("label") { $0.label },
            .text("date") { $0.date },
            .flag("isWeekend") { $0.isWeekend },
            .text("holiday") { $0.holiday },
            .flag("inRange") { $0.inRange },
            .list("shifts") { $0.shifts },
            .flag("isEmpty") { $0.inRange && $0.shifts.isEmpty },
            .list("notices") { $0.notices },
        ])
}
