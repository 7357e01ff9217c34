import MoupModel
import Testing

@testable import MoupPayroll

/// The record of published payslips and the corrected statement (정정 임금명세서): a payslip counts as
/// issued from the first build dated on or after its pay date (근로기준법 제48조②: the statement is
/// given when wages are paid); a later change publishes it as a correction of what was issued.
@Suite struct PublicationLedgerTests {
    static let october = CivilDate(year: 2026, month: 10, day: 1)!
    static let payDay = CivilDate(year: 2026, month: 11, day: 10)!

    /// A payslip of kim-minji for October 2026 paid on 2026-11-10: base pay and a night premium,
    /// employment insurance 0.9 % withheld.
    static func slip(base: Int, night: Int, worker: String = "kim-minji", start: CivilDate = october) -> Payslip {
        let gross = base + night
        // 고용보험 0.9 %, won truncated: e.g. 1,000,000 × 0.009 = 9,000.
        let insurance = gross * 9 / 1000
        return Payslip(
            workplaceID: "cafe-moup", workerID: worker,
            period: PayPeriod(
                start: start, end: CivilDate(year: start.year, month: start.month, day: 31)!,
                payDate: payDay),
            minutes: MinuteTotals(),
            earnings: [
                PayLine(code: .base, amount: base, basis: ""),
                PayLine(code: .night, amount: night, basis: ""),
            ].filter { $0.amount > 0 },
            gross: gross, taxFree: 0,
            deductions: [PayLine(code: .employmentInsurance, amount: insurance, basis: "")],
            totalDeductions: insurance, net: gross - insurance, employer: [], employerCost: gross, alerts: [])
    }

    static func day(_ d: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: d)! }

    @Test func aFirstBuildReportsNothingAndIssuesWhatIsDue() {
        let publication = PublicationLedger().publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(10))
        #expect(publication.changes.isEmpty)
        #expect(publication.corrections.isEmpty)
        let record = publication.ledger.payslips.values.first
        #expect(record?.issued?.on == Self.day(10))
        // gross 1,000,000; 고용보험 9,000; net 991,000.
        #expect(record?.figures.net == 991_000)
    }

    @Test func aChangeBeforeThePayDateIsADraftChangeNotACorrection() {
        let first = PublicationLedger().publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(9))
        #expect(first.ledger.payslips.values.first?.issued == nil)
        // The night premium appears on 11-09, the day before the pay date: a change, not a correction.
        let second = first.ledger.publish([Self.slip(base: 1_000_000, night: 5_250)], today: Self.day(9))
        #expect(
            second.changes.map(\.fields) == [
                ["gross", "total_deductions", "net", "deductions.employment_insurance", "earnings.night"]
            ])
        #expect(second.corrections.isEmpty)
        // On the pay date the build issues the figures as they are then: still no correction.
        let issued = second.ledger.publish([Self.slip(base: 1_000_000, night: 5_250)], today: Self.day(10))
        #expect(issued.changes.isEmpty && issued.corrections.isEmpty)
        #expect(issued.ledger.payslips.values.first?.issued?.on == Self.day(10))
    }

    @Test func aChangeAfterThePayDateIsACorrectionOfTheIssuedStatement() throws {
        let issued = PublicationLedger().publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(10))
        // 11-20: a night shift was forgotten. Night premium 5,250 → gross 1,005,250;
        // 고용보험 1,005,250 × 0.009 = 9,047.25 → 9,047; net 996,203; difference 996,203 − 991,000 = +5,203.
        let corrected = issued.ledger.publish([Self.slip(base: 1_000_000, night: 5_250)], today: Self.day(20))
        let key = try #require(corrected.ledger.payslips.keys.first)
        let correction = try #require(corrected.corrections[key])
        #expect(correction.issuedOn == Self.day(10))
        #expect(correction.issued.net == 991_000)
        #expect(correction.corrected.net == 996_203)
        #expect(correction.netDifference == 5_203)
        #expect(
            correction.fields == [
                "gross", "total_deductions", "net", "deductions.employment_insurance", "earnings.night",
            ])
        #expect(corrected.changes.count == 1)
        #expect(corrected.changesToday.map { $0.before?.net } == [991_000])

        // The next night, nothing new: still a corrected statement, but no change to report.
        let nextNight = corrected.ledger.publish([Self.slip(base: 1_000_000, night: 5_250)], today: Self.day(21))
        #expect(nextNight.changes.isEmpty)
        #expect(nextNight.changesToday.isEmpty)
        #expect(nextNight.corrections[key]?.netDifference == 5_203)
        // The issue date stays the original one: a correction does not re-issue.
        #expect(nextNight.ledger.payslips[key]?.issued?.on == Self.day(10))

        // The shift was entered twice by mistake and is removed: back to the issued figures,
        // a change (−5,203) and no correction any more.
        let reverted = nextNight.ledger.publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(22))
        #expect(reverted.corrections.isEmpty)
        #expect(reverted.changes.first?.before?.net == 996_203)
        #expect(reverted.changes.first?.after?.net == 991_000)
    }

    @Test func theDashboardsChangesOfTheDayKeepTheFiguresFromBeforeTheDaysFirstChange() {
        let first = PublicationLedger().publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(1))
        // 11-02, two builds: night premium 5,250, then 10,500. Each build reports its own change;
        // the day's change runs from the morning's figures (net 991,000) to the latest.
        let morning = first.ledger.publish([Self.slip(base: 1_000_000, night: 5_250)], today: Self.day(2))
        let evening = morning.ledger.publish([Self.slip(base: 1_000_000, night: 10_500)], today: Self.day(2))
        #expect(evening.changes.map { $0.before?.net } == [996_203])
        // 1,010,500 − 9,094 (1,010,500 × 0.009 = 9,094.5 → 9,094) = 1,001,406.
        #expect(evening.changesToday.map { [$0.before?.net, $0.after?.net] } == [[991_000, 1_001_406]])
        // The same build again that day: the same changes of the day (the page does not change).
        let again = evening.ledger.publish([Self.slip(base: 1_000_000, night: 10_500)], today: Self.day(2))
        #expect(again.changes.isEmpty)
        #expect(again.changesToday == evening.changesToday)
        // Back to the morning's figures the same day: nothing changed that day after all.
        let undone = again.ledger.publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(2))
        #expect(undone.changes.count == 1)
        #expect(undone.changesToday.isEmpty)
    }

    @Test func newAndRemovedPayslipsAreChangesOnceARecordExists() {
        let first = PublicationLedger().publish([Self.slip(base: 1_000_000, night: 0)], today: Self.day(1))
        let second = first.ledger.publish(
            [Self.slip(base: 500_000, night: 0, worker: "bae-jihoon")], today: Self.day(2))
        #expect(second.changes.map(\.key.workerID) == ["bae-jihoon", "kim-minji"])
        #expect(second.changes.map(\.fields) == [["new"], ["removed"]])
        #expect(second.ledger.payslips.count == 1)
    }

    @Test func figuresNameEveryLineAndCountAnAbsentLineAsZero() {
        let figures = PayslipFigures(Self.slip(base: 1_000_000, night: 5_250))
        #expect(
            figures.values == [
                "gross": 1_005_250, "tax_free": 0, "total_deductions": 9_047, "net": 996_203,
                "earnings.base": 1_000_000, "earnings.night": 5_250,
                "deductions.employment_insurance": 9_047,
            ])
        #expect(figures["earnings.holiday"] == 0)
    }
}
