import MoupModel

/// The figures of leaving: the 금품청산 deadline, the IRP rule for 퇴직금, and the 퇴직소득세 tables
/// (`leaving:` and `retirementIncomeTax:` in `rules/<year>.yml`), each by date.
package struct SeveranceRules: Sendable {
    /// Days after the last day of employment within which everything owed is paid (14: 근로기준법
    /// 제36조, 퇴직급여법 제9조①); looked up on that last day.
    package var settlementDays: Dated<Int>
    /// 퇴직금 above this many won goes to the worker's IRP (3,000,000: 퇴직급여법 시행령 제3조의2);
    /// looked up on the pay date.
    package var irpThreshold: Dated<Int>
    /// A worker this old or older on 퇴직일 may take 퇴직금 in cash (55).
    package var irpExemptAge: Dated<Int>
    /// 퇴직소득세 tables (소득세법 제48조, 제55조), by pay date.
    package var retirementIncomeTax: Dated<RetirementIncomeTaxTable>
    /// How 퇴직금 is measured (퇴직급여법 제4조, 제8조; 근로기준법 제2조), looked up on the last day of
    /// employment.
    package var measure: Dated<SeveranceMeasure>

    package init(
        settlementDays: Dated<Int>, irpThreshold: Dated<Int>, irpExemptAge: Dated<Int>,
        retirementIncomeTax: Dated<RetirementIncomeTaxTable>, measure: Dated<SeveranceMeasure>
    ) {
        self.settlementDays = settlementDays
        self.irpThreshold = irpThreshold
        self.irpExemptAge = irpExemptAge
        self.retirementIncomeTax = retirementIncomeTax
        self.measure = measure
    }

    /// The figures of the 2023 amendment as the rule files carry them; only for a `RuleBook` built
    /// by hand without them (the files give each figure its source).
    package static let statutory: SeveranceRules = {
        let from = CivilDate(year: 2023, month: 1, day: 1)!
        let source = "SeveranceRules.statutory (a rule book built by hand)"
        return SeveranceRules(
            settlementDays: Dated([.init(from: from, value: 14, source: source)]),
            irpThreshold: Dated([.init(from: from, value: 3_000_000, source: source)]),
            irpExemptAge: Dated([.init(from: from, value: 55, source: source)]),
            retirementIncomeTax: Dated([.init(from: from, value: .statutory2023, source: source)]),
            measure: Dated([.init(from: from, value: .statutory, source: source)]))
    }()
}

/// The figures of the 퇴직금 formula: ⌊max(평균임금, 통상임금) × daysPerYear × 재직일수 ÷ 365⌋ for at least
/// `minimumServiceMonths` of 계속근로, counted in `blockDays` blocks of 15 weekly hours or more, with
/// 평균임금 over the last `averageWageMonths` months and `expiredLeaveShare` of the 연차 paid out at
/// expiry in the year before.
package struct SeveranceMeasure: Hashable, Sendable {
    /// 계속근로기간 1년 (퇴직급여법 제4조①): 12.
    package var minimumServiceMonths: Int
    /// The 4-week blocks whose average weekly 소정 hours decide the 15-hour test (제4조① 단서): 28.
    package var blockDays: Int
    /// 평균임금: wages of the 3 months before 퇴직일 (근로기준법 제2조①6): 3.
    package var averageWageMonths: Int
    /// 30일분의 평균임금 per year of service (퇴직급여법 제8조①): 30.
    package var daysPerYear: Int
    /// The share of an expiry 연차 payout counted in 평균임금 (임금근로시간정책팀-3295): 3/12.
    package var expiredLeaveShare: Ratio

    package init(
        minimumServiceMonths: Int, blockDays: Int, averageWageMonths: Int, daysPerYear: Int,
        expiredLeaveShare: Ratio
    ) {
        self.minimumServiceMonths = minimumServiceMonths
        self.blockDays = blockDays
        self.averageWageMonths = averageWageMonths
        self.daysPerYear = daysPerYear
        self.expiredLeaveShare = expiredLeaveShare
    }

    /// Only for a hand-built rule book.
    package static let statutory = SeveranceMeasure(
        minimumServiceMonths: 12, blockDays: 28, averageWageMonths: 3,
        daysPerYear: 30, expiredLeaveShare: Ratio(25, 100))
}

/// The three tables of 퇴직소득세: 근속연수공제 (제48조①1), 환산급여공제 (제48조①2) and 기본세율
/// (제55조①).
package struct RetirementIncomeTaxTable: Hashable, Sendable {
    /// Sorted by `overYears`; the first starts at 0.
    package var serviceDeduction: [ServiceYearsStep]
    /// Sorted by `over`; the first starts at 0.
    package var convertedPayDeduction: [BracketStep]
    /// Sorted by `over`; the first starts at 0.
    package var basicRates: [BracketStep]

    package init(serviceDeduction: [ServiceYearsStep], convertedPayDeduction: [BracketStep], basicRates: [BracketStep])
    {
        self.serviceDeduction = serviceDeduction.sorted { $0.overYears < $1.overYears }
        self.convertedPayDeduction = convertedPayDeduction.sorted { $0.over < $1.over }
        self.basicRates = basicRates.sorted { $0.over < $1.over }
    }

    /// The tables in force since 2023-01-01 (only for a hand-built rule book; see `SeveranceRules.statutory`).
    package static let statutory2023 = RetirementIncomeTaxTable(
        serviceDeduction: [
            ServiceYearsStep(overYears: 0, add: 0, perYear: 1_000_000),
            ServiceYearsStep(overYears: 5, add: 5_000_000, perYear: 2_000_000),
            ServiceYearsStep(overYears: 10, add: 15_000_000, perYear: 2_500_000),
            ServiceYearsStep(overYears: 20, add: 40_000_000, perYear: 3_000_000),
        ],
        convertedPayDeduction: [
            BracketStep(over: 0, add: 0, rate: Ratio(1, 1)),
            BracketStep(over: 8_000_000, add: 8_000_000, rate: Ratio(6, 10)),
            BracketStep(over: 70_000_000, add: 45_200_000, rate: Ratio(55, 100)),
            BracketStep(over: 100_000_000, add: 61_700_000, rate: Ratio(45, 100)),
            BracketStep(over: 300_000_000, add: 151_700_000, rate: Ratio(35, 100)),
        ],
        basicRates: [
            BracketStep(over: 0, add: 0, rate: Ratio(6, 100)),
            BracketStep(over: 14_000_000, add: 840_000, rate: Ratio(15, 100)),
            BracketStep(over: 50_000_000, add: 6_240_000, rate: Ratio(24, 100)),
            BracketStep(over: 88_000_000, add: 15_360_000, rate: Ratio(35, 100)),
            BracketStep(over: 150_000_000, add: 37_060_000, rate: Ratio(38, 100)),
            BracketStep(over: 300_000_000, add: 94_060_000, rate: Ratio(40, 100)),
            BracketStep(over: 500_000_000, add: 174_060_000, rate: Ratio(42, 100)),
            BracketStep(over: 1_000_000_000, add: 384_060_000, rate: Ratio(45, 100)),
        ])
}

/// One step of 근속연수공제: for years above `overYears`, `add` + `perYear` × (years − `overYears`).
package struct ServiceYearsStep: Hashable, Sendable {
    package var overYears: Int
    package var add: Int
    package var perYear: Int

    package init(overYears: Int, add: Int, perYear: Int) {
        self.overYears = overYears
        self.add = add
        self.perYear = perYear
    }
}

/// One step of a progressive table: for an amount above `over`, `add` + (amount − `over`) × `rate`.
package struct BracketStep: Hashable, Sendable {
    package var over: Int
    package var add: Int
    package var rate: Ratio

    package init(over: Int, add: Int, rate: Ratio) {
        self.over = over
        self.add = add
        self.rate = rate
    }
}
