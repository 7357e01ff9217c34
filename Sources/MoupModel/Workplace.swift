/// One workplace (`content/workplaces/<id>/`) with everything recorded there.
public struct Workplace: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var category: String?
    public var owner: String
    /// Names the owner across workplaces: workplaces with the same `ownerId` share one owner (one
    /// owner secret, one owner start page). The `ownerId` key, else the workplace id.
    public var ownerId: String
    /// Regular headcount (상시 근로자 수): decides the 5-employee rules. Already resolved:
    /// the `employees` key, or the number of workers when the key is absent.
    public var employees: Int
    public var weekStart: Weekday
    /// Employer's 산재보험 rate; nil when not given (computed as 0 with a warning).
    public var industrialAccidentRate: Ratio?
    /// Day of the next month on which a month's wages are paid (1 ... 31, clamped to the month).
    public var payDay: Int
    /// The workplace's address (근무장소 and 사업주 주소 on the 근로계약서, `address`); nil: not given.
    public var address: String?
    /// The business's telephone number (`phone`) for the 근로계약서; nil: not given.
    public var phone: String?
    /// Markdown shown on the workplace page.
    public var body: String
    public var workers: [Worker]
    /// Every shift of every month file, sorted by (date, start, worker).
    public var shifts: [Shift]
    public var repeats: [Repeat]
    public var routines: [Routine]
    public var notices: [Notice]
    /// Daily sales in won, sorted by date.
    public var sales: [DailySales]
    public var location: SourceLocation

    public init(id: String, name: String, category: String? = nil, owner: String, ownerId: String? = nil, employees: Int,
                weekStart: Weekday = .mon, industrialAccidentRate: Ratio? = nil, payDay: Int = 10,
                address: String? = nil, phone: String? = nil, body: String = "", workers: [Worker] = [], shifts: [Shift] = [], repeats: [Repeat] = [],
                routines: [Routine] = [], notices: [Notice] = [], sales: [DailySales] = [],
                location: SourceLocation) {
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
    public var hasFiveOrMoreEmployees: Bool { employees >= 5 }

    /// The last day of the workplace's week (the default 주휴일).
    public var weekEnd: Weekday { weekStart.previous }

    public func worker(_ id: String) -> Worker? { workers.first { $0.id == id } }

    /// The first day of the week that contains `date`.
    @inlinable
    public func weekStart(of date: CivilDate) -> CivilDate {
        let back = (date.weekday.index - weekStart.index + 7) % 7
        return date.adding(days: -back)
    }
}

/// Sales of one day, for labour cost as a share of sales.
public struct DailySales: Hashable, Sendable {
    public var date: CivilDate
    public var amount: Int
    public var location: SourceLocation

    public init(date: CivilDate, amount: Int, location: SourceLocation) {
        self.date = date
        self.amount = amount
        self.location = location
    }
}
