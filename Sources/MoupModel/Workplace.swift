/// One workplace (`content/workplaces/<id>/`) with everything recorded there.
package struct Workplace: Hashable, Sendable, Identifiable {
    package var id: String
    package var name: String
    package var category: String?
    package var owner: String
    /// Names the owner across workplaces: workplaces with the same `ownerId` share one owner (one
    /// owner secret, one owner start page). The `ownerId` key, else the workplace id.
    package var ownerId: String
    /// Regular headcount (상시 근로자 수): decides the 5-employee rules. Already resolved:
    /// the `employees` key, or the number of workers when the key is absent.
    package var employees: Int
    package var weekStart: Weekday
    /// Employer's 산재보험 rate; nil when not given (computed as 0 with a warning).
    package var industrialAccidentRate: Ratio?
    /// Day of the next month on which a month's wages are paid (1 ... 31, clamped to the month).
    package var payDay: Int
    /// The workplace's address (근무장소 and 사업주 주소 on the 근로계약서, `address`); nil: not given.
    package var address: String?
    /// The business's telephone number (`phone`) for the 근로계약서; nil: not given.
    package var phone: String?
    /// Markdown shown on the workplace page.
    package var body: String
    package var workers: [Worker]
    /// Every shift of every month file, sorted by (date, start, worker).
    package var shifts: [Shift]
    package var repeats: [Repeat]
    package var routines: [Routine]
    package var notices: [Notice]
    /// Daily sales in won, sorted by date.
    package var sales: [DailySales]
    package var location: SourceLocation

    package init(
        id: String, name: String, category: String? = nil, owner: String, ownerId: String? = nil, employees: Int,
        weekStart: Weekday = .mon, industrialAccidentRate: Ratio? = nil, payDay: Int = 10,
        address: String? = nil, phone: String? = nil, body: String = "", workers: [Worker] = [], shifts: [Shift] = [],
        repeats: [Repeat] = [],
        routines: [Routine] = [], notices: [Notice] = [], sales: [DailySales] = [],
        location: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.owner = owner
        self.ownerId = ownerId ?? id
        self.employees = employees
        self.weekStart = weekStart
        self.industrialAccidentRate = industrialAccidentRate
        self.payDay = payDay
        self.address = address
        self.phone = phone
        self.body = body
        self.workers = workers
        self.shifts = shifts
        self.repeats = repeats
        self.routines = routines
        self.notices = notices
        self.sales = sales
        self.location = location
    }

    /// True where 근로기준법's premium and public-holiday rules apply (5 or more employees).
    package var hasFiveOrMoreEmployees: Bool { employees >= 5 }

    /// The last day of the workplace's week (the default 주휴일).
    package var weekEnd: Weekday { weekStart.previous }

    package func worker(_ id: String) -> Worker? { workers.first { $0.id == id } }

    /// The first day of the week that contains `date`.
    @inlinable
    package func weekStart(of date: CivilDate) -> CivilDate {
        let back = (date.weekday.index - weekStart.index + 7) % 7
        return date.adding(days: -back)
    }
}

/// Sales of one day, for labour cost as a share of sales.
package struct DailySales: Hashable, Sendable {
    package var date: CivilDate
    package var amount: Int
    package var location: SourceLocation

    package init(date: CivilDate, amount: Int, location: SourceLocation) {
        self.date = date
        self.amount = amount
        self.location = location
    }
}
