import MoupModel
import MoupRules

/// A rule book built in code for the payroll tests: the real minimum wages and a few real 2026
/// holidays; insurance figures are placeholders (deductions are tested elsewhere).
enum TestRules {
    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    static let holidays: [PublicHoliday] = [
        PublicHoliday(date: date("2026-05-01"), name: "노동절", kind: .laborDay, source: "근로자의날 제정에 관한 법률"),
        PublicHoliday(date: date("2026-10-03"), name: "개천절", kind: .publicHoliday, source: "관공서의 공휴일에 관한 규정"),
        PublicHoliday(date: date("2026-10-05"), name: "대체공휴일", kind: .publicHoliday, source: "관공서의 공휴일에 관한 규정"),
        PublicHoliday(date: date("2026-10-09"), name: "한글날", kind: .publicHoliday, source: "관공서의 공휴일에 관한 규정"),
    ]

    static let book = RuleBook(
        minimumWage: Dated([
            .init(from: date("2025-01-01"), value: 10_030, source: "고용노동부 고시 제2024-45호"),
            .init(from: date("2026-01-01"), value: 10_320, source: "고용노동부 고시 제2025-40호"),
        ]),
        holidays: holidays,
        insurance: Dated([
            .init(
                from: date("2026-01-01"),
                value: InsuranceRates(
                    nationalPensionEmployee: .zero, nationalPensionEmployer: .zero, pensionBaseFloor: 0,
                    pensionBaseCeiling: 0, healthEmployee: .zero, healthEmployer: .zero, longTermCare: .zero,
                    healthTotal: Ratio(1, 1), employmentEmployee: .zero, employmentEmployer: .zero,
                    employmentStabilityUnder150: .zero), source: "placeholder")
        ]),
        mealAllowanceLimit: Dated([.init(from: date("2026-01-01"), value: 200_000, source: "소득세법 시행령 제17조의2")]),
        childTaxReduction: Dated([
            .init(
                from: date("2026-01-01"), value: ChildTaxReduction(one: 0, two: 0, eachFurther: 0),
                source: "placeholder")
        ]),
        incomeTaxTable: Dated([
            .init(
                from: date("2026-01-01"), value: IncomeTaxTable(bands: [], source: "placeholder"),
                source: "placeholder")
        ]),
        coveredThrough: date("2026-12-31"))
}
