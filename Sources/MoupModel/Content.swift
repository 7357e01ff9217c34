/// The whole validated content folder: what every later layer reads.
public struct Content: Hashable, Sendable {
    public var site: Site
    /// Sorted by id.
    public var workplaces: [Workplace]
    /// The whole content's months, kept by a part of it (`part(with:)`) so that the part covers the
    /// same months as the whole; nil for the whole content.
    var wholeMonths: [YearMonth]?

    public init(site: Site, workplaces: [Workplace]) {
        self.site = site
        self.workplaces = workplaces.sorted { $0.id < $1.id }
    }

    public func workplace(_ id: String) -> Workplace? { workplaces.first { $0.id == id } }

    /// The months the build covers: every month from the earliest shift-file month or repeat
    /// start (after its worker's `history.until`) to the latest shift-file month (or the latest repeat
    /// start when there are no shifts).
    /// Open-ended repeats are expanded only over these months.
    public var months: [YearMonth] {
        if let wholeMonths { return wholeMonths }
        var first: YearMonth?
        var last: YearMonth?
        for workplace in workplaces {
            for shift in workplace.shifts {
                let m = shift.date.yearMonth
                first = min(first ?? m, m)
                last = max(last ?? m, m)
            }
        }
        var lastRepeat: YearMonth?
        for workplace in workplaces {
            for r in workplace.repeats {
                // A repeat reaching back into a worker's history (before the content) starts the content
                // no earlier than the day after `history.until`: history days have no pages and no pay.
                var from = r.from
                if let until = workplace.worker(r.workerID)?.history?.until, from <= until {
                    from = until.adding(days: 1)
                    if let last = r.until, from > last { continue }
                }
                let m = from.yearMonth
                first = min(first ?? m, m)
                lastRepeat = max(lastRepeat ?? m, m)
            }
        }
        guard let start = first, let end = last ?? lastRepeat else { return [] }
        var result: [YearMonth] = []
        var m = start
        while m <= end {
            result.append(m)
            m = m.adding(months: 1)
        }
        return result
    }
}
