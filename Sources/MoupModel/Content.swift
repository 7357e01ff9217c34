/// The whole validated content folder: what every later layer reads.
package struct Content: Hashable, Sendable {
    package var site: Site
    /// Sorted by id.
    package var workplaces: [Workplace]
    /// The whole content's months, kept by a part of it (`part(with:)`) so that the part covers the
    /// same months as the whole; nil for the whole content.
    var wholeMonths: [YearMonth]?

    package init(site: Site, workplaces: [Workplace]) {
        self.site = site
        self.workplaces = workplaces.sorted { $0.id < $1.id }
    }

    package func workplace(_ id: String) -> Workplace? { workplaces.first { $0.id == id } }

    /// The months the build covers: every month from the earliest shift-file month or repeat
    /// start (after its worker's `history.until`) to the latest shift-file month (or the latest repeat
    /// start when there are no shifts).
    /// Open-ended repeats are expanded only over these months.
    package var months: [YearMonth] {
        wholeMonths ?? monthBounds.months
    }

    /// The bounds that decide `months`, from this content's own workplaces (a part's own, not the whole's).
    package var monthBounds: MonthBounds {
        var bounds = MonthBounds()
        for workplace in workplaces {
            for shift in workplace.shifts {
                let m = shift.date.yearMonth
                bounds.first = min(bounds.first ?? m, m)
                bounds.lastShift = max(bounds.lastShift ?? m, m)
            }
        }
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
                bounds.first = min(bounds.first ?? m, m)
                bounds.lastRepeat = max(bounds.lastRepeat ?? m, m)
            }
        }
        return bounds
    }
}
