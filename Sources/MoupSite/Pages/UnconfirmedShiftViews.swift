import MoupModel
import MoupPayroll

/// The dashboard's view of an `unconfirmed_shifts` alert (payroll rules v3, "Past planned shifts"): each
/// unconfirmed day with the time it was planned for, as its calendar shows it, and the months whose
/// shift records to complete to confirm them.
enum UnconfirmedShiftViews {
    /// `alert`'s days (`11월 22일 (일) 10:00–19:00`) and the hint naming their months, set on `view`;
    /// any other alert is left as it is.
    static func detail(
        _ view: AlertView, _ alert: PayrollAlert, workerID: String, _ wp: Workplace,
        _ site: SiteIndex
    ) -> AlertView {
        guard alert.code == .unconfirmedShifts, !alert.days.isEmpty else { return view }
        let words = site.words
        var view = view
        view.days = alert.days.map { date in
            let spans = (site.entries(wp, date.yearMonth)[date] ?? [])
                .filter { $0.worker.id == workerID && $0.status == .unconfirmed }
                .compactMap { $0.span.map(Format.span) }
            return TextLine(text: ([words.dayLabel(date)] + spans).joined(separator: " "))
        }
        // The months' shift records in the owner's words (`2026년 11월`); the file names are the terminal's.
        let records = months(of: alert.days).map(words.month)
        view.hint = words("dashboard.unconfirmedHint", ["months": records.joined(separator: ", ")])
        return view
    }

    /// The calendar months of `days` (ascending), each once.
    static func months(of days: [CivilDate]) -> [YearMonth] {
        var months: [YearMonth] = []
        for day in days where !months.contains(day.yearMonth) { months.append(day.yearMonth) }
        return months.sorted()
    }
}
