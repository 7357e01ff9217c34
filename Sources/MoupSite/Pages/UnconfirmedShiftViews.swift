import MoupModel
import MoupPayroll

/// The dashboard's view of an `unconfirmed_shifts` alert (payroll rules v3, "Past planned shifts"): each
/// unconfirmed day with the time it was planned for, as its calendar shows it, and the shift files to
/// edit to confirm them.
enum UnconfirmedShiftViews {
    /// `alert`'s days (`11월 22일 (일) 10:00–19:00`) and the hint naming the files, set on `view`;
    /// any other alert is left as it is.
    static func detail(_ view: AlertView, _ alert: PayrollAlert, workerID: String, _ wp: Workplace,
                       _ site: SiteIndex) -> AlertView {
        guard alert.code == .unconfirmedShifts, !alert.days.isEmpty else { return view }
        let words = site.words
        var view = view
        view.days = alert.days.map { date in
            let spans = (site.entries(wp, date.yearMonth)[date] ?? [])
                .filter { $0.worker.id == workerID && $0.status == .unconfirmed }
                .compactMap { $0.span.map(Format.span) }
            return TextLine(text: ([words.dayLabel(date)] + spans).joined(separator: " "))
        }
        let files = months(of: alert.days).map { "workplaces/\(wp.id)/shifts/\($0).json" }
        view.hint = words("dashboard.unconfirmedHint", ["files": files.joined(separator: ", ")])
        return view
    }

    /// The calendar months of `days` (ascending), each once.
    static func months(of days: [CivilDate]) -> [YearMonth] {
        var months: [YearMonth] = []
        for day in days where !months.contains(day.yearMonth) { months.append(day.yearMonth) }
        return months.sorted()
    }
}
