import Foundation
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupRules
import Testing

/// Figures that 2027.yml marks `unconfirmed: true` are warned about once per figure, naming it,
/// whenever a payslip uses one, and never otherwise.
@Suite struct UnconfirmedFigureWarningTests {
    private static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    private static func slip(_ worker: String, _ start: String, _ end: String, paid: String) -> Payslip {
        Payslip(
            workplaceID: "cafe", workerID: worker,
            period: PayPeriod(start: day(start), end: day(end), payDate: day(paid)), minutes: MinuteTotals(),
            earnings: [], gross: 0, taxFree: 0, deductions: [], totalDeductions: 0, net: 0, employer: [],
            employerCost: 0, alerts: [])
    }

    private static func report(_ month: String, _ slips: [Payslip]) -> PayrollReport {
        PayrollReport(month: YearMonth(iso: month)!, payslips: slips)
    }

    @Test func payDatesIn2026WarnOfNothing() throws {
        let rules = try RuleBook.bundled()
        let november = Self.report("2026-11", [Self.slip("kim", "2026-11-01", "2026-11-30", paid: "2026-12-10")])
        #expect(Pipeline.unconfirmedFigureWarnings([november], rules: rules).isEmpty)
    }

    @Test func eachFigureOnceWithTheFirstPayDateThatUsesIt() throws {
        let rules = try RuleBook.bundled()
        // December 2026 for two workers (paid 2027-01-10 and, weekly, 2027-01-08) and January 2027. The
        // income-tax table is taken on the pay date (in force from 2027-01-01); the insurance figures for
        // the premium month (v3): December's monthly pay uses none of 2027's, the weekly period ending
        // 2027-01-03 and January use the 2027 health limits and long-term-care rate. The pension limits
        // (from 2027-07-01) and the 2027-07-19 holiday are not used.
        let reports = [
            Self.report(
                "2026-12",
                [
                    Self.slip("kim", "2026-12-01", "2026-12-31", paid: "2027-01-10"),
                    Self.slip("lee", "2026-12-28", "2027-01-03", paid: "2027-01-08"),
                ]),
            Self.report("2027-01", [Self.slip("kim", "2027-01-01", "2027-01-31", paid: "2027-02-10")]),
        ]
        let warnings = Pipeline.unconfirmedFigureWarnings(reports, rules: rules)
        #expect(warnings.count == 4)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location == .builtIn("built-in rules for 2027") })
        #expect(
            warnings[2].description.hasPrefix("built-in rules for 2027: warning: longTermCare.rate from 2027-01-01 "))
        #expect(warnings[0].message.hasPrefix("healthInsurance.premiumFloor from 2027-01-01 is not confirmed yet: "))
        #expect(warnings[1].message.hasPrefix("healthInsurance.premiumCeiling from 2027-01-01 is not confirmed yet: "))
        #expect(warnings[2].message.hasPrefix("longTermCare.rate from 2027-01-01 is not confirmed yet: "))
        #expect(
            warnings[2].message.hasSuffix(
                "; pay dated 2027-01-08 uses it, so check that pay once the figure is published"))
        #expect(warnings[3].message.hasPrefix("incomeTaxTable from 2027-01-01 is not confirmed yet: "))
    }

    @Test func julyPayAndTheUnconfirmedHoliday() throws {
        let rules = try RuleBook.bundled()
        // July 2027, paid 2027-08-10: the premium month is July (the pension limits restated from 2026-07).
        // The period holds 2027-07-19, the 제헌절 substitute day, confirmed in v3 (공휴일에 관한 법률 as
        // amended in 2026): no warning for it.
        let july = Self.report("2027-07", [Self.slip("kim", "2027-07-01", "2027-07-31", paid: "2027-08-10")])
        let figures = Pipeline.unconfirmedFigureWarnings([july], rules: rules).map { $0.message.prefix { $0 != ":" } }
        #expect(
            figures == [
                "nationalPension.baseFloor from 2027-07-01 is not confirmed yet",
                "nationalPension.baseCeiling from 2027-07-01 is not confirmed yet",
                "healthInsurance.premiumFloor from 2027-01-01 is not confirmed yet",
                "healthInsurance.premiumCeiling from 2027-01-01 is not confirmed yet",
                "longTermCare.rate from 2027-01-01 is not confirmed yet",
                "incomeTaxTable from 2027-01-01 is not confirmed yet",
            ])
        // June 2027 paid 2027-07-10: the pension limits are not used (v3: the premium month is June); the
        // health limits, the long-term-care rate and the table are.
        let june = Self.report("2027-06", [Self.slip("kim", "2027-06-01", "2027-06-30", paid: "2027-07-10")])
        let juneFigures = Pipeline.unconfirmedFigureWarnings([june], rules: rules).map(\.message)
        #expect(juneFigures.count == 4)
        #expect(!juneFigures.contains { $0.hasPrefix("holidays") || $0.hasPrefix("nationalPension") })
    }

    /// Through the real pipeline: the example content's December payroll is paid in January 2027.
    @Test(.enabled(if: Fixture.rulesLoad, "the repository's content/ and the bundled rules must load without errors"))
    func examplePayrollForDecember() throws {
        let december = try Pipeline.payrollJSON(
            content: Fixture.content, month: YearMonth(iso: "2026-12")!,
            today: Self.day("2027-01-02"))
        let unconfirmed = december.diagnostics.filter { $0.location.file == "built-in rules for 2027" }
        // v3: December's insurances take December 2026's figures; only the tax table is 2027's (pay date).
        #expect(
            unconfirmed.map { $0.message.prefix { $0 != ":" } } == [
                "incomeTaxTable from 2027-01-01 is not confirmed yet"
            ])
        let november = try Pipeline.payrollJSON(
            content: Fixture.content, month: YearMonth(iso: "2026-11")!,
            today: Fixture.today)
        #expect(!november.diagnostics.contains { $0.location.isBuiltIn })
    }
}
