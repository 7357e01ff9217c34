/// One shift record from `shifts/<YYYY-MM>.json`.
package struct Shift: Hashable, Sendable {
    package enum Status: String, Hashable, Sendable {
        /// Worked (the default): paid.
        case worked
        /// Scheduled, not yet worked: shown, not paid.
        case planned
        /// A scheduled day missed without leave: breaks 주휴수당 for its week.
        case absent
        /// Approved leave: not an absence.
        case leave
        /// A paid 연차 day (연차유급휴가): not an absence. Read; the payroll does not pay it yet.
        case annualLeave = "annual-leave"
    }

    package var workerID: String
    /// The day the shift starts on; the shift belongs to this day, its pay period and its week.
    package var date: CivilDate
    package var status: Status
    /// Start and end; nil only for `absent`, `leave` and `annual-leave`.
    package var span: TimeSpan?
    /// An `annual-leave` record's length when given (`hours` × 60); nil: the scheduled minutes of
    /// the worker's repeats that day.
    package var leaveMinutes: Int?
    /// The shift's own break; nil means the worker's default.
    package var breakRule: BreakRule?
    /// Private: shown on the worker's own pages and feed and on the owner's, never on public pages.
    package var memo: String?
    /// Shown to everyone: on the shared calendars and week pages and in the workplace feed.
    package var publicMemo: String?
    /// Routine ids done on this shift.
    package var routines: [String]
    package var location: SourceLocation

    package init(
        workerID: String, date: CivilDate, status: Status = .worked, span: TimeSpan?,
        breakRule: BreakRule? = nil, memo: String? = nil, routines: [String] = [],
        leaveMinutes: Int? = nil, publicMemo: String? = nil, location: SourceLocation
    ) {
        self.workerID = workerID
        self.date = date
        self.status = status
        self.span = span
        self.leaveMinutes = leaveMinutes
        self.breakRule = breakRule
        self.memo = memo
        self.publicMemo = publicMemo
        self.routines = routines
        self.location = location
    }
}

/// A repeating shift from `schedule.json`: the contract that sets scheduled (소정) hours.
package struct Repeat: Hashable, Sendable {
    package var workerID: String
    package var days: [Weekday]
    package var span: TimeSpan
    /// The repeat's own break; nil means the worker's default.
    package var breakRule: BreakRule?
    package var from: CivilDate
    /// Inclusive; nil is open-ended.
    package var until: CivilDate?
    package var location: SourceLocation

    package init(
        workerID: String, days: [Weekday], span: TimeSpan, breakRule: BreakRule? = nil,
        from: CivilDate, until: CivilDate? = nil, location: SourceLocation
    ) {
        self.workerID = workerID
        self.days = days.sorted()
        self.span = span
        self.breakRule = breakRule
        self.from = from
        self.until = until
        self.location = location
    }

    /// True when the repeat schedules a shift on `date`.
    package func covers(_ date: CivilDate) -> Bool {
        date >= from && (until.map { date <= $0 } ?? true) && days.contains(date.weekday)
    }
}

/// A checklist from `routines/<id>.md`.
package struct Routine: Hashable, Sendable, Identifiable {
    package var id: String
    package var name: String
    package var time: ClockTime?
    /// GFM Markdown; task lists render as checklists.
    package var body: String
    package var location: SourceLocation

    package init(id: String, name: String, time: ClockTime? = nil, body: String, location: SourceLocation) {
        self.id = id
        self.name = name
        self.time = time
        self.body = body
        self.location = location
    }
}

/// An announcement from `notices/<YYYY-MM-DD>-<slug>.md`.
package struct Notice: Hashable, Sendable {
    package var date: CivilDate
    package var slug: String
    package var name: String
    package var body: String
    package var location: SourceLocation

    package init(date: CivilDate, slug: String, name: String, body: String, location: SourceLocation) {
        self.date = date
        self.slug = slug
        self.name = name
        self.body = body
        self.location = location
    }
}
