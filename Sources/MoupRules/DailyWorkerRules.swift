import MoupModel

/// The figures of 일용근로소득 withholding and of daily workers' insurance (`dailyWorker:` in
/// `rules/<year>.yml`), each by date (the pay date).
package struct DailyWorkerRules: Sendable {
    /// 근로소득공제 per day (150,000: 소득세법 제47조②).
    package var dayDeduction: Dated<Int>
    /// 원천징수세율 (6 %: 소득세법 제129조①4).
    package var taxRate: Dated<Ratio>
    /// 근로소득세액공제 as a share of the tax (55 %: 소득세법 제59조③).
    package var taxCredit: Dated<Ratio>
    /// Worked days in a calendar month from which 국민연금 and 건강보험 cover a daily worker (8).
    package var insuranceDays: Dated<Int>
    /// Months of employment from which they do, and under which 고용보험 covers whatever the hours (1).
    package var insuranceMonths: Dated<Int>
    /// Months of employment from which a worker hired by the day is a regular employee for tax (3:
    /// 소득세법 시행령 제20조): from the pay period containing start + 3 months − 1 day.
    package var regularAfterMonths: Dated<Int>

    package init(
        dayDeduction: Dated<Int>, taxRate: Dated<Ratio>, taxCredit: Dated<Ratio>, insuranceDays: Dated<Int>,
        insuranceMonths: Dated<Int>, regularAfterMonths: Dated<Int>
    ) {
        self.dayDeduction = dayDeduction
        self.taxRate = taxRate
        self.taxCredit = taxCredit
        self.insuranceDays = insuranceDays
        self.insuranceMonths = insuranceMonths
        self.regularAfterMonths = regularAfterMonths
    }

    /// The figures in force since 2019 as the rule files carry them; only for a `RuleBook` built by
    /// hand without them.
    package static let statutory: DailyWorkerRules = {
        let from = CivilDate(year: 2019, month: 1, day: 1)!
        let source = "DailyWorkerRules.statutory (a rule book built by hand)"
        return DailyWorkerRules(
            dayDeduction: Dated([.init(from: from, value: 150_000, source: source)]),
            taxRate: Dated([.init(from: from, value: Ratio(6, 100), source: source)]),
            taxCredit: Dated([.init(from: from, value: Ratio(55, 100), source: source)]),
            insuranceDays: Dated([.init(from: from, value: 8, source: source)]),
            insuranceMonths: Dated([.init(from: from, value: 1, source: source)]),
            regularAfterMonths: Dated([.init(from: from, value: 3, source: source)]))
    }()
}
