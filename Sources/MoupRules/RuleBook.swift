import MoupModel

/// Every effective-dated figure the payroll engine uses, loaded from the data files in
/// `Sources/MoupRules/rules/` (one YAML file per year, plus the income-tax table). Each figure
/// there carries the date it takes effect and its source; nothing here is a literal in code.
///
/// Look-ups take the date a figure is needed for: the date a minute was worked (earnings) or
/// the pay date (deductions). Where no figure is in force yet (next year's table not written),
/// the latest figure applies and `isCovered(_:)` is false, so the build can warn.
package struct RuleBook: Sendable {
    /// 최저임금, hourly, by date.
    package var minimumWage: Dated<Int>
    /// 관공서 공휴일, 대체공휴일 and 근로자의 날, sorted by date.
    package let holidays: [PublicHoliday]
    /// 4대보험 rates and the pension base limits, by date.
    package var insurance: Dated<InsuranceRates>
    /// Tax-free meal allowance limit per month (비과세 식대), by date.
    package var mealAllowanceLimit: Dated<Int>
    /// 자녀세액공제 amounts subtracted from the 간이세액, by pay date.
    package var childTaxReduction: Dated<ChildTaxReduction>
    /// 근로소득 간이세액표, by pay date.
    package var incomeTaxTable: Dated<IncomeTaxTable>
    /// The last date any table covers (31 December of the latest year file).
    package var coveredThrough: CivilDate
    /// Thresholds of automatic insurance enrolment (60 hours, 2.2 M won, ages, 3 months), by date.
    package var enrolment: Dated<EnrolmentThresholds>
    /// 지방소득세 rate, the 3% 사업소득 rate, the 소액부징수 threshold and whether it covers the 3%, by date.
    package var withholding: Dated<WithholdingRates>
    /// 연차유급휴가 figures, by the date a grant arises.
    package var annualLeave: Dated<AnnualLeaveFigures>
    /// The 15-hour line and the full-time week of 단시간근로자, by date.
    package var contractHours: Dated<ContractHourFigures>
    /// 단시간근로자 초과근로 가산 (기간제법 제6조③: 50 %), by the date worked.
    package var partTimeOvertime: Dated<Ratio>
    /// The entries written `unconfirmed: true` (a figure not yet published, restated from the year
    /// before), in file order; the build warns when a payslip uses one.
    package var unconfirmed: [UnconfirmedFigure]
    /// 금품청산 deadline, IRP rule and 퇴직소득세 tables, by date.
    package var severance: SeveranceRules
    /// 일용근로소득 withholding and daily workers' insurance figures, by date.
    package var dailyWorker: DailyWorkerRules

    /// The first holiday of each date in `holidays`.
    private let holidayByDate: [CivilDate: PublicHoliday]

    package init(
        minimumWage: Dated<Int>, holidays: [PublicHoliday], insurance: Dated<InsuranceRates>,
        mealAllowanceLimit: Dated<Int>, childTaxReduction: Dated<ChildTaxReduction>,
        incomeTaxTable: Dated<IncomeTaxTable>, coveredThrough: CivilDate,
        enrolment: Dated<EnrolmentThresholds> = Dated([
            .init(
                from: CivilDate(year: 2022, month: 1, day: 1)!, value: .statutory,
                source: "EnrolmentThresholds.statutory (a rule book built by hand)")
        ]),
        withholding: Dated<WithholdingRates> = Dated([
            .init(
                from: CivilDate(year: 2022, month: 1, day: 1)!, value: .statutory,
                source: "WithholdingRates.statutory (a rule book built by hand)")
        ]),
        annualLeave: Dated<AnnualLeaveFigures> = Dated([
            .init(
                from: CivilDate(year: 2022, month: 1, day: 1)!, value: .statutory,
                source: "AnnualLeaveFigures.statutory (a rule book built by hand)")
        ]),
        contractHours: Dated<ContractHourFigures> = Dated([
            .init(
                from: CivilDate(year: 2022, month: 1, day: 1)!, value: .statutory,
                source: "ContractHourFigures.statutory (a rule book built by hand)")
        ]),
        partTimeOvertime: Dated<Ratio> = Dated([
            .init(
                from: CivilDate(year: 2022, month: 1, day: 1)!, value: Ratio(1, 2),
                source: "기간제법 제6조③ (a rule book built by hand)")
        ]),
        unconfirmed: [UnconfirmedFigure] = [], severance: SeveranceRules = .statutory,
        dailyWorker: DailyWorkerRules = .statutory
    ) {
        self.minimumWage = minimumWage
        self.holidays = holidays.sorted { $0.date < $1.date }
        holidayByDate = Dictionary(self.holidays.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        self.insurance = insurance
        self.mealAllowanceLimit = mealAllowanceLimit
        self.childTaxReduction = childTaxReduction
        self.incomeTaxTable = incomeTaxTable
        self.coveredThrough = coveredThrough
        self.enrolment = enrolment
        self.withholding = withholding
        self.annualLeave = annualLeave
        self.contractHours = contractHours
        self.partTimeOvertime = partTimeOvertime
        self.unconfirmed = unconfirmed
        self.severance = severance
        self.dailyWorker = dailyWorker
    }

    /// True when the rule tables were written for `date`. For a later date every look-up still
    /// answers with the latest figure, and the build should warn that the tables need a new year.
    package func isCovered(_ date: CivilDate) -> Bool { date <= coveredThrough }

    /// The unconfirmed figures a payslip paid on `payDate` for the days `worked` uses.
    package func unconfirmedFigures(payDate: CivilDate, worked: ClosedRange<CivilDate>) -> [UnconfirmedFigure] {
        unconfirmed.filter { $0.isUsed(payDate: payDate, worked: worked) }
    }

    /// The public holiday (or May 1) on `date`, if any.
    package func holiday(on date: CivilDate) -> PublicHoliday? { holidayByDate[date] }

    /// True when `date` is a public holiday (or May 1).
    package func isHoliday(_ date: CivilDate) -> Bool { holidayByDate[date] != nil }
}

/// A sequence of values, each in force from its date until the next one.
package struct Dated<Value: Sendable>: Sendable {
    package struct Entry: Sendable {
        package var from: CivilDate
        package var value: Value
        /// Where the figure comes from (a law, a notice, a public page).
        package var source: String
        package init(from: CivilDate, value: Value, source: String) {
            self.from = from
            self.value = value
            self.source = source
        }
    }

    /// Sorted by `from`.
    package var entries: [Entry]

    package init(_ entries: [Entry]) {
        precondition(!entries.isEmpty, "a dated figure needs at least one entry")
        self.entries = entries.sorted { $0.from < $1.from }
    }

    /// The entry in force on `date`: the last whose `from` is on or before it, else the first.
    package func entry(on date: CivilDate) -> Entry { entries[index(on: date)] }

    package func value(on date: CivilDate) -> Value { entry(on: date).value }

    /// The index in `entries` of `entry(on:)`.
    package func index(on date: CivilDate) -> Int {
        var current = 0
        for index in entries.indices where entries[index].from <= date { current = index }
        return current
    }
}

/// A paid public holiday (관공서 공휴일, 대체공휴일) or May 1 (근로자의 날 / 노동절).
package struct PublicHoliday: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// 관공서 공휴일 or 대체공휴일: paid in 5+ workplaces.
        case publicHoliday = "public"
        /// May 1: paid in every workplace.
        case laborDay = "labor"
    }

    package var date: CivilDate
    package var name: String
    package var kind: Kind
    package var source: String

    package init(date: CivilDate, name: String, kind: Kind, source: String) {
        self.date = date
        self.name = name
        self.kind = kind
        self.source = source
    }
}

/// Social-insurance rates in force on one date (employee and employer shares).
package struct InsuranceRates: Hashable, Sendable {
    package var nationalPensionEmployee: Ratio
    package var nationalPensionEmployer: Ratio
    /// 기준소득월액 floor and ceiling.
    package var pensionBaseFloor: Int
    package var pensionBaseCeiling: Int
    package var healthEmployee: Ratio
    package var healthEmployer: Ratio
    /// 장기요양 as a share of income (e.g. 0.9448%); the premium is health × (this ÷ health total).
    package var longTermCare: Ratio
    /// Total health rate (both shares, e.g. 7.19%), the denominator of the long-term-care fraction.
    package var healthTotal: Ratio
    package var employmentEmployee: Ratio
    package var employmentEmployer: Ratio
    /// 고용안정·직업능력개발 (employer only) for under 150 employees.
    package var employmentStabilityUnder150: Ratio
    /// 고용안정·직업능력개발 by workplace size, sorted by `employees`; empty means the under-150
    /// rate for every size.
    package var employmentStabilityTiers: [EmploymentStabilityTier]
    /// The monthly 건강보험료 of each share (employee, employer) is held between these (보건복지부 고시,
    /// 국민건강보험법 시행령 제32조; 2026: 10,080 and 4,591,740).
    package var healthPremiumFloor: Int
    package var healthPremiumCeiling: Int

    package init(
        nationalPensionEmployee: Ratio, nationalPensionEmployer: Ratio, pensionBaseFloor: Int,
        pensionBaseCeiling: Int, healthEmployee: Ratio, healthEmployer: Ratio, longTermCare: Ratio,
        healthTotal: Ratio, employmentEmployee: Ratio, employmentEmployer: Ratio,
        employmentStabilityUnder150: Ratio, employmentStabilityTiers: [EmploymentStabilityTier] = [],
        healthPremiumFloor: Int = 0, healthPremiumCeiling: Int = .max
    ) {
        self.healthPremiumFloor = healthPremiumFloor
        self.healthPremiumCeiling = healthPremiumCeiling
        self.employmentStabilityTiers = employmentStabilityTiers.sorted { $0.employees < $1.employees }
        self.nationalPensionEmployee = nationalPensionEmployee
        self.nationalPensionEmployer = nationalPensionEmployer
        self.pensionBaseFloor = pensionBaseFloor
        self.pensionBaseCeiling = pensionBaseCeiling
        self.healthEmployee = healthEmployee
        self.healthEmployer = healthEmployer
        self.longTermCare = longTermCare
        self.healthTotal = healthTotal
        self.employmentEmployee = employmentEmployee
        self.employmentEmployer = employmentEmployer
        self.employmentStabilityUnder150 = employmentStabilityUnder150
    }

    /// The employer's 고용안정·직업능력개발 rate for a workplace of `employees` regular employees:
    /// the tier with the largest `employees` at or below it.
    package func employmentStability(employees: Int) -> Ratio {
        var rate = employmentStabilityUnder150
        for tier in employmentStabilityTiers where tier.employees <= employees { rate = tier.rate }
        return rate
    }
}

/// One size class of the 고용안정·직업능력개발 rate: from `employees` regular employees up.
package struct EmploymentStabilityTier: Hashable, Sendable {
    package var employees: Int
    package var rate: Ratio

    package init(employees: Int, rate: Ratio) {
        self.employees = employees
        self.rate = rate
    }
}

/// Thresholds of automatic (`auto`) insurance enrolment for part-time workers.
package struct EnrolmentThresholds: Hashable, Sendable {
    /// Monthly scheduled hours from which pension, health and employment insurance apply (60).
    package var monthlyHours: Int
    /// Monthly pay from which national pension applies whatever the hours (2,200,000).
    package var pensionIncome: Int
    /// National pension ages, inclusive, on the period's first day (18 … 59). Below the minimum a
    /// worker who meets the other tests is enrolled unless they decline (국민연금법 제8조②).
    package var pensionMinAge: Int
    package var pensionMaxAge: Int
    /// Calendar months of employment after which employment insurance covers short hours (3).
    package var employmentInsuranceMonths: Int
    /// Employment begun at this age or older owes no 실업급여 premium (고용보험법 제10조②: 65).
    package var unemploymentHireAge: Int

    package init(
        monthlyHours: Int, pensionIncome: Int, pensionMinAge: Int, pensionMaxAge: Int,
        employmentInsuranceMonths: Int, unemploymentHireAge: Int = 65
    ) {
        self.unemploymentHireAge = unemploymentHireAge
        self.monthlyHours = monthlyHours
        self.pensionIncome = pensionIncome
        self.pensionMinAge = pensionMinAge
        self.pensionMaxAge = pensionMaxAge
        self.employmentInsuranceMonths = employmentInsuranceMonths
    }

    /// The thresholds in force since 2022 (the rule files carry them with sources); only for a
    /// `RuleBook` built by hand without them.
    package static let statutory = EnrolmentThresholds(
        monthlyHours: 60, pensionIncome: 2_200_000,
        pensionMinAge: 18, pensionMaxAge: 59,
        employmentInsuranceMonths: 3)
}

/// Withholding-tax figures outside the 간이세액표.
package struct WithholdingRates: Hashable, Sendable {
    /// 지방소득세 as a share of the income tax withheld (10%).
    package var localIncomeTax: Ratio
    /// 사업소득 원천징수 rate for `freelance` workers (3%).
    package var businessIncome: Ratio
    /// 소액부징수: a withholding below this many won is not collected (1,000).
    package var minimumWithholding: Int
    /// Whether 소액부징수 also covers the 3% 사업소득 withholding. True for payments before
    /// 2024-07-01; false since 소득세법 제86조 as amended (인적용역 사업소득 is withheld whatever the amount).
    package var businessIncomeSmallAmountExempt: Bool

    package init(
        localIncomeTax: Ratio, businessIncome: Ratio, minimumWithholding: Int,
        businessIncomeSmallAmountExempt: Bool
    ) {
        self.localIncomeTax = localIncomeTax
        self.businessIncome = businessIncome
        self.minimumWithholding = minimumWithholding
        self.businessIncomeSmallAmountExempt = businessIncomeSmallAmountExempt
    }

    /// The figures in the rule files; only for a `RuleBook` built by hand without them.
    package static let statutory = WithholdingRates(
        localIncomeTax: Ratio(1, 10), businessIncome: Ratio(3, 100),
        minimumWithholding: 1_000, businessIncomeSmallAmountExempt: false)
}

/// 자녀세액공제 subtracted from the monthly 간이세액: 1 child, 2 children, each further child.
package struct ChildTaxReduction: Hashable, Sendable {
    package var one: Int
    package var two: Int
    package var eachFurther: Int

    package init(one: Int, two: Int, eachFurther: Int) {
        self.one = one
        self.two = two
        self.eachFurther = eachFurther
    }

    package func amount(children: Int) -> Int {
        switch children {
        case ...0: return 0
        case 1: return one
        default: return two + (children - 2) * eachFurther
        }
    }
}

/// 근로소득 간이세액표 (소득세법 시행령 별표2): monthly tax by pay band and number of dependents.
package struct IncomeTaxTable: Hashable, Sendable {
    /// One row: pay in won from `lower` (inclusive) to `upper` (exclusive), tax for 1 ... 11 dependents.
    package struct Band: Hashable, Sendable {
        package var lower: Int
        package var upper: Int
        package var taxes: [Int]
        package init(lower: Int, upper: Int, taxes: [Int]) {
            self.lower = lower
            self.upper = upper
            self.taxes = taxes
        }
    }

    /// One step of the table's note for pay above 10,000,000 won:
    /// tax = the 10,000천원 row + `add` + (pay − `over`) × `rate`, for pay above `over`.
    package typealias HighPayStep = BracketStep

    /// Sorted by `lower`, in won (the data file writes thousands of won).
    package var bands: [Band]
    package var source: String
    /// The table's 10,000천원 row: tax at exactly 10,000,000 won for 1 … 11 dependents.
    package var tenMillionRow: [Int]
    /// Steps of the formula above 10,000,000 won, sorted by `over`.
    package var highPaySteps: [HighPayStep]

    package init(bands: [Band], source: String, tenMillionRow: [Int] = [], highPaySteps: [HighPayStep] = []) {
        self.bands = bands.sorted { $0.lower < $1.lower }
        self.source = source
        self.tenMillionRow = tenMillionRow
        self.highPaySteps = highPaySteps.sorted { $0.over < $1.over }
    }
}
