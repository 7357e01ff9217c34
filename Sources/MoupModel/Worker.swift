/// One worker at one workplace (`workers/<id>.md`).
package struct Worker: Hashable, Sendable, Identifiable {
    package var id: String
    package var workplaceID: String
    package var name: String
    /// Links the same person across workplaces; defaults to the worker id.
    package var person: String
    package var employeeNo: String?
    package var birthDate: CivilDate?
    /// `#RRGGBB`, resolved (derived from the id when not given).
    package var color: String
    package var role: String?
    /// Employment dates, inclusive.
    package var start: CivilDate?
    package var end: CivilDate?
    package var wage: Wage
    package var pay: PayCycle
    /// The worker's 주휴일, resolved (the workplace's last week day when not given).
    package var weeklyHoliday: Weekday
    /// Default unpaid break per shift.
    package var breakRule: BreakRule
    package var allowances: Allowances
    package var deductions: DeductionSettings
    /// Tax-free monthly meal allowance paid on top (비과세 식대), in won.
    package var mealAllowance: Int
    /// The months before the content (`history:`), for a worker hired before it begins.
    package var history: WorkHistory?
    /// For a leaver: the pay date agreed for the last wages and 퇴직금 (근로기준법 제36조 단서).
    package var finalPayDate: CivilDate?
    /// 업무의 내용 on the 근로계약서 (`duties`); nil: the page asks for it.
    package var duties: String?
    /// 임금 지급방법 on the 근로계약서 (`payMethod`); nil: the page asks for it.
    package var payMethod: PayMethod?
    /// The dates the owner handed each 근로계약서 version over (`contractIssued`), sorted.
    package var contractIssued: [CivilDate]
    /// Markdown notes shown on the worker's own pages only.
    package var notes: String
    package var location: SourceLocation
    /// Where each of `wage.steps` is written (`wage.amount`, or each raise's `amount`), in the same
    /// order; empty when not read from a file. A warning about the wage points there.
    package var wageLocations: [SourceLocation] = []

    /// Where the lowest wage in force between `start` and `end` is written (the one a warning about
    /// a wage below the minimum is about), else the top of the worker's file.
    package func lowestWageLocation(from start: CivilDate, through end: CivilDate) -> SourceLocation {
        let steps = wage.steps.indices.filter { index in
            let begins = wage.steps[index].from.map { $0 <= end } ?? true
            let next = index + 1 < wage.steps.count ? wage.steps[index + 1].from : nil
            return begins && (next.map { $0 > start } ?? true)
        }
        guard let lowest = steps.min(by: { wage.steps[$0].amount < wage.steps[$1].amount }),
            lowest < wageLocations.count
        else { return location }
        return wageLocations[lowest]
    }

    package init(
        id: String, workplaceID: String, name: String, person: String? = nil,
        employeeNo: String? = nil, birthDate: CivilDate? = nil, color: String = "#4e79a7",
        role: String? = nil, start: CivilDate? = nil, end: CivilDate? = nil, wage: Wage,
        pay: PayCycle = .monthly, weeklyHoliday: Weekday = .sun, breakRule: BreakRule = .minutes(0),
        allowances: Allowances = Allowances(), deductions: DeductionSettings = DeductionSettings(),
        mealAllowance: Int = 0, history: WorkHistory? = nil, finalPayDate: CivilDate? = nil,
        duties: String? = nil, payMethod: PayMethod? = nil, contractIssued: [CivilDate] = [],
        notes: String = "", location: SourceLocation
    ) {
        self.id = id
        self.workplaceID = workplaceID
        self.name = name
        self.person = person ?? id
        self.employeeNo = employeeNo
        self.birthDate = birthDate
        self.color = color
        self.role = role
        self.start = start
        self.end = end
        self.wage = wage
        self.pay = pay
        self.weeklyHoliday = weeklyHoliday
        self.breakRule = breakRule
        self.allowances = allowances
        self.deductions = deductions
        self.mealAllowance = mealAllowance
        self.history = history
        self.finalPayDate = finalPayDate
        self.duties = duties
        self.payMethod = payMethod
        self.contractIssued = contractIssued.sorted()
        self.notes = notes
        self.location = location
    }

    /// True when `date` lies inside the employment dates.
    package func isEmployed(on date: CivilDate) -> Bool {
        if let start, date < start { return false }
        if let end, date > end { return false }
        return true
    }
}

/// How a worker is paid: per hour, per day worked, or per month.
package struct Wage: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable { case hourly, daily, monthly }

    /// One amount and the date it applies from (nil: from the beginning).
    package struct Step: Hashable, Sendable {
        package var from: CivilDate?
        package var amount: Int
        package init(from: CivilDate?, amount: Int) {
            self.from = from
            self.amount = amount
        }
    }

    package var kind: Kind
    /// Sorted by `from`; the first step's `from` may be nil.
    package var steps: [Step]

    package init(kind: Kind, steps: [Step]) {
        precondition(!steps.isEmpty, "a wage needs at least one amount")
        self.kind = kind
        self.steps = steps
    }

    package init(_ kind: Kind, _ amount: Int) { self.init(kind: kind, steps: [Step(from: nil, amount: amount)]) }

    /// The amount in force on `date`: the last step whose `from` is on or before it
    /// (the first step when the date is before every `from`).
    package func amount(on date: CivilDate) -> Int {
        var current = steps[0].amount
        for step in steps {
            if let from = step.from, from > date { break }
            current = step.amount
        }
        return current
    }
}

/// How wages are handed over (임금 지급방법 on the 근로계약서): `direct` (to the worker in person) or
/// `bank` (into an account in the worker's own name); 근로기준법 제43조 requires one of these.
package enum PayMethod: String, Hashable, Sendable, CaseIterable {
    case direct, bank
}

/// When wages are paid.
package enum PayCycle: Hashable, Sendable {
    case monthly
    /// Weekly, paid on the given weekday after the week ends.
    case weekly(payday: Weekday)
}

/// An unpaid break: a number of minutes, the legal minimum (`auto`), or time ranges.
package enum BreakRule: Hashable, Sendable {
    case minutes(Int)
    case auto
    case ranges([TimeSpan])
}

/// `auto` (what the law requires), `true` (always) or `false` (never) for a premium or allowance,
/// or for an insurance enrolment.
package enum Switch: String, Hashable, Sendable {
    case auto
    case on = "true"
    case off = "false"
}

/// Which premiums and paid-holiday allowances are paid.
package struct Allowances: Hashable, Sendable {
    package var night: Switch
    package var overtime: Switch
    package var holiday: Switch
    package var weekly: Switch
    package var publicHoliday: Switch
    /// 연차유급휴가 (read; not paid yet).
    package var annualLeave: Switch
    /// 단시간근로자 초과근로 +50 % (read; not paid yet).
    package var partTimeOvertime: Switch

    package init(
        night: Switch = .auto, overtime: Switch = .auto, holiday: Switch = .auto,
        weekly: Switch = .auto, publicHoliday: Switch = .auto, annualLeave: Switch = .auto,
        partTimeOvertime: Switch = .auto
    ) {
        self.night = night
        self.overtime = overtime
        self.holiday = holiday
        self.weekly = weekly
        self.publicHoliday = publicHoliday
        self.annualLeave = annualLeave
        self.partTimeOvertime = partTimeOvertime
    }
}

/// What is withheld from pay.
package struct DeductionSettings: Hashable, Sendable {
    package enum Mode: String, Hashable, Sendable {
        /// Nothing withheld.
        case none
        /// 3.3% 사업소득 withholding.
        case freelance
        /// 4대보험 and 근로소득 간이세액.
        case insurance
        /// 일용근로소득 withholding (read; the payroll withholds nothing for it yet).
        case daily
    }

    package var mode: Mode
    package var nationalPension: Switch
    package var healthInsurance: Switch
    package var employmentInsurance: Switch
    package var incomeTax: Switch
    /// 공제대상가족 수 including the worker (1 ... 11).
    package var dependents: Int
    /// Of those, children aged 8–20.
    package var children: Int

    package init(
        mode: Mode = .none, nationalPension: Switch = .auto, healthInsurance: Switch = .auto,
        employmentInsurance: Switch = .auto, incomeTax: Switch = .auto,
        dependents: Int = 1, children: Int = 0
    ) {
        self.mode = mode
        self.nationalPension = nationalPension
        self.healthInsurance = healthInsurance
        self.employmentInsurance = employmentInsurance
        self.incomeTax = incomeTax
        self.dependents = dependents
        self.children = children
    }
}
