import MoupModel

/// The owner's list of a workplace's month: every record with a memo and every absence or leave,
/// by day. Public pages leave these out (issue 31); the owner's dashboard, sealed for them, has them.
enum ShiftNotes {
    static func rows(_ wp: Workplace, _ month: YearMonth, _ site: SiteIndex) -> [ShiftNoteRow] {
        let byDay = site.entries(wp, month)
        return month.days.flatMap { day in
            (byDay[day] ?? []).filter { !$0.isPublic || !($0.shift?.memo ?? "").isEmpty }.map { entry in
                ShiftNoteRow(
                    date: site.words.dayLabel(day), tag: SiteIndex.workerTag(entry.worker),
                    status: entry.status.label(site.words), time: entry.span.map(Format.span),
                    memo: entry.shift?.memo, memoHTML: (entry.shift?.memo).map(site.lineHTML),
                    publicMemo: entry.shift?.publicMemo, publicMemoHTML: (entry.shift?.publicMemo).map(site.lineHTML))
            }
        }
    }
}
