import MoupModel
import MoupPayroll
import Testing

@testable import MoupPipeline

/// How a nightly rebuild tells which months' payroll moved with the date (`WorkplacePayroll`): month
/// by month, except where a difference reaches every month's pages.
struct WorkplacePayrollTests {
    static let october = YearMonth(year: 2026, month: 10)!, november = YearMonth(year: 2026, month: 11)!
    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static let key = PayslipKey(workplaceID: "cafe", workerID: "kim", kind: .wages, periodStart: date("2026-11-01"))

    /// A change of November's payslip that day (net 979,270원 before, 1,040,000원 after).
    static let change = PayslipChange(
        key: key, periodEnd: date("2026-11-30"), payDate: date("2026-12-10"),
        before: PayslipFigures(["net": 979_270]), after: PayslipFigures(["net": 1_040_000]))

    static func payroll(_ months: [YearMonth: WorkplacePayroll.Month]) -> WorkplacePayroll {
        var payroll = WorkplacePayroll()
        payroll.months = months
        return payroll
    }

    typealias WorkplacePayroll = Pipeline.WorkplacePayroll

    @Test func theSamePayrollMovesNoMonth() {
        let a = Self.payroll([Self.october: .init(), Self.november: .init(changes: [Self.change])])
        #expect(a.months(differingFrom: a) == [])
    }

    /// Yesterday's build showed November's payslip as changed that day; today's shows no change:
    /// only November's pages differ, October's are kept.
    @Test func aMonthWhoseShareDiffersIsNamed() {
        let yesterday = Self.payroll([Self.october: .init(), Self.november: .init(changes: [Self.change])])
        let today = Self.payroll([Self.october: .init(), Self.november: .init()])
        #expect(today.months(differingFrom: yesterday) == [Self.november])
    }

    /// A corrected statement shows on the payslip, the dashboard and the home pages' links alike:
    /// any difference in corrections counts as every month.
    @Test func aDifferentCorrectionMovesEveryMonth() {
        let figures = PayslipFigures(["net": 979_270])
        var corrected = Self.payroll([Self.october: .init()])
        corrected.corrections[Self.key] = PayslipCorrection(
            issuedOn: Self.date("2026-12-10"), issued: figures,
            corrected: PayslipFigures(["net": 1_040_000]))
        #expect(corrected.months(differingFrom: Self.payroll([Self.october: .init()])) == nil)
    }
}
