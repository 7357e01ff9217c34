import MoupModel

/// Which pages a build renders. Most pages are a function of the content and its payroll alone; a
/// few also read the build date ("today" on a calendar, planned or missing days, this week's link,
/// the dashboard's week marks, a feed's DTSTAMP). So when a rebuild's only new input is the date and
/// a part's payroll is the same on both dates, only the pages whose reading of the date differs
/// between the two can change: those are all it renders (`dateChanged`), and every other page of the
/// part is byte for byte the one the last build wrote.
public enum RenderScope: Hashable, Sendable {
    /// Every page.
    case everyPage
    /// The pages whose reading of the build date differs between `since` (the last build's date) and
    /// this build's date. A page that does not read the date is not rendered.
    case dateChanged(since: CivilDate)
}

/// A closed span of days, and where a date falls on it: all that a page reading the build date only
/// over those days (a month grid, a week) depends on.
struct DateSpan: Hashable, Sendable {
    var first: CivilDate
    var last: CivilDate

    enum Place: Hashable, Sendable {
        case before
        case on(CivilDate)
        case after
    }

    func place(of date: CivilDate) -> Place {
        date < first ? .before : date > last ? .after : .on(date)
    }

    /// The seven days of the week that starts on `start`.
    static func week(from start: CivilDate) -> DateSpan {
        DateSpan(first: start, last: start.adding(days: 6))
    }
}

extension SiteIndex {
    /// Whether to render a page that reads the build date through `reading` (what the page makes of
    /// the date: where it falls on the page's calendar, which week it is in): always, unless only the
    /// date changed, and then when `reading` gives another value for this build's date than for the
    /// last build's.
    func renders<Reading: Equatable>(readingDate reading: (CivilDate) -> Reading) -> Bool {
        switch scope {
        case .everyPage: return true
        case .dateChanged(let since): return reading(since) != reading(today)
        }
    }

    /// Whether to render the pages that do not read the build date: unless only the date changed.
    var rendersDateFreePages: Bool { scope == .everyPage }
}
