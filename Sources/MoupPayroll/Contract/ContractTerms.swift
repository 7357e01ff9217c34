import MoupModel

/// The terms of one version of a worker's 근로계약 (단시간근로자), every item of 고용노동부's standard form that
/// the content decides: the days and hours, the wage, the allowances the law or the content grants, pay
/// day and method, 연차 and the social insurances (근로기준법 제17조, 기간제법 제17조).
package struct ContractTerms: Hashable, Sendable {
    /// 임금: 시간급, 일급 or 월급, and its amount in won.
    package var wageKind: Wage.Kind
    package var wageAmount: Int
    /// 근로일 및 근로일별 근로시간, by weekday then start.
    package var days: [ContractDay]
    /// 주휴일, and whether it is paid (주휴수당: 15 or more scheduled hours a week, 근로기준법 제18조③·제55조①).
    package var weeklyHoliday: Weekday
    package var weeklyHolidayPaid: Bool
    /// 기타급여 (제수당): the tax-free monthly meal allowance (0: none), and whether night and holiday work
    /// earn +50 % (required at 5 or more employees, or granted by the content).
    package var mealAllowance: Int
    package var nightPremium: Bool
    package var holidayPremium: Bool
    /// 초과근로 가산임금률: +50 % for hours beyond the contract (기간제법 제6조③), where it applies.
    package var partTimeOvertimePremium: Bool
    /// 연차유급휴가 in proportion to the hours of a full-time worker (근로기준법 제18조②, 제60조).
    package var annualLeave: Bool
    /// 임금지급일: monthly on `payDay` of the next month, or weekly.
    package var pay: PayCycle
    package var payDay: Int
    /// 지급방법; nil when the content does not say (the page asks for `payMethod`).
    package var payMethod: PayMethod?
    /// 사회보험 적용여부.
    package var insurance: ContractInsurance
    /// The last day of employment (`end`), if agreed.
    package var end: CivilDate?

    /// Scheduled minutes a week, after breaks (소정근로시간).
    package var weeklyMinutes: Int { days.reduce(0) { $0 + $1.minutes } }
}

/// One working day of the week in a contract: start, end, the unpaid break and the hours after it.
package struct ContractDay: Hashable, Sendable {
    package var weekday: Weekday
    package var span: TimeSpan
    package var breakMinutes: Int
    /// The break's time ranges, when the schedule gives them (`breaks`); else empty.
    package var breaks: [TimeSpan]
    /// Minutes after the break.
    package var minutes: Int { span.minutes - breakMinutes }

    package init(weekday: Weekday, span: TimeSpan, breakMinutes: Int, breaks: [TimeSpan] = []) {
        self.weekday = weekday
        self.span = span
        self.breakMinutes = breakMinutes
        self.breaks = breaks
    }
}

/// Which of the four social insurances the contract applies.
package struct ContractInsurance: Hashable, Sendable {
    /// One insurance: applied, applied from a date (고용보험 after 3 months of short hours), or not.
    package enum Status: Hashable, Sendable {
        case applies
        case appliesFrom(CivilDate)
        case notApplied
    }

    package var employment: Status
    /// 산재보험 covers every worker (산업재해보상보험법 제6조).
    package var industrialAccident: Status
    package var pension: Status
    package var health: Status

    /// The same insurances as read on `date`: one that applies from a date on or before it simply applies
    /// (so a version handed over with "고용보험: 2027-01-12부터" does not differ from one read after it).
    func read(on date: CivilDate) -> ContractInsurance {
        func on(_ status: Status) -> Status {
            if case .appliesFrom(let from) = status, from <= date { return .applies }
            return status
        }
        return ContractInsurance(
            employment: on(employment), industrialAccident: on(industrialAccident),
            pension: on(pension), health: on(health))
    }
}
