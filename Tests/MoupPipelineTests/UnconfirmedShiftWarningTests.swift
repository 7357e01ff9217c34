import MoupModel
import MoupPayroll
import Testing

@testable import MoupPipeline

/// Past planned shifts (payroll rules v3): the build warns once per workplace and calendar month that
/// holds unconfirmed days, with their count and the shift file to edit (`payroll.unconfirmed-shifts`).
struct UnconfirmedShiftWarningTests {
    static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    /// A payslip of nothing but its `unconfirmed_shifts` alert (when `days` is not empty).
    static func slip(_ workplace: String, _ worker: String, _ start: String, _ end: String, days: [String]) -> Payslip {
        let alerts =
            days.isEmpty
            ? []
            : [
                PayrollAlert(
                    code: .unconfirmedShifts, message: Phrase(.verbatim, ["text": .text("")]),
                    days: days.map(day))
            ]
        return Payslip(
            workplaceID: workplace, workerID: worker,
            period: PayPeriod(start: day(start), end: day(end), payDate: day("2026-12-10")), minutes: MinuteTotals(),
            earnings: [], gross: 0, taxFree: 0, deductions: [], totalDeductions: 0, net: 0, employer: [],
            employerCost: 0, alerts: alerts)
    }

    /// 카페: a planned record of kim on 11-22 at line 69 of its November file; 편의점: no shift file for December.
    static let content: Content = {
        let cafe = Workplace(
            id: "cafe", name: "카페", owner: "박", employees: 5,
            shifts: [
                Shift(
                    workerID: "kim", date: day("2026-11-22"), status: .planned, span: nil,
                    location: SourceLocation(file: "content/workplaces/cafe/shifts/2026-11.json", line: 69, column: 3))
            ],
            location: SourceLocation(file: "content/workplaces/cafe/index.md"))
        let store = Workplace(
            id: "store", name: "편의점", owner: "정", employees: 2,
            location: SourceLocation(file: "content/workplaces/store/index.md"))
        return Content(
            site: Site(title: "시험", location: SourceLocation(file: "content/site.md")), workplaces: [cafe, store])
    }()

    @Test func oncePerWorkplaceAndMonthAtTheFileToEdit() {
        let reports = [
            PayrollReport(
                month: YearMonth(iso: "2026-11")!,
                payslips: [
                    // Two workers, and lee's two weekly payslips: four days of November at 카페, one warning.
                    Self.slip("cafe", "kim", "2026-11-01", "2026-11-30", days: ["2026-11-22", "2026-11-28"]),
                    Self.slip("cafe", "lee", "2026-11-16", "2026-11-22", days: ["2026-11-20"]),
                    Self.slip("cafe", "lee", "2026-11-23", "2026-11-29", days: ["2026-11-23"]),
                    Self.slip("store", "park", "2026-11-01", "2026-11-30", days: []),
                ]),
            // A weekly period across the months: its December day is December's.
            PayrollReport(
                month: YearMonth(iso: "2026-12")!,
                payslips: [
                    Self.slip("store", "park", "2026-11-30", "2026-12-06", days: ["2026-11-30", "2026-12-01"])
                ]),
        ]
        let warnings = Pipeline.unconfirmedShiftWarnings(reports, content: Self.content)
        #expect(warnings.map(\.code) == Array(repeating: "payroll.unconfirmed-shifts", count: 3))
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(
            warnings.map(\.description) == [
                "content/workplaces/cafe/shifts/2026-11.json:69:3: warning: 4 unconfirmed shifts at cafe in 2026-11 "
                    + "(the first: 2026-11-20 lee): planned or scheduled before the build date with no worked, absent or "
                    + "leave record, so not paid; record each in content/workplaces/cafe/shifts/2026-11.json",
                "content/workplaces/store/shifts/2026-11.json:1:1: warning: 1 unconfirmed shift at store in 2026-11 "
                    + "(the first: 2026-11-30 park): planned or scheduled before the build date with no worked, absent or "
                    + "leave record, so not paid; record each in content/workplaces/store/shifts/2026-11.json",
                "content/workplaces/store/shifts/2026-12.json:1:1: warning: 1 unconfirmed shift at store in 2026-12 "
                    + "(the first: 2026-12-01 park): planned or scheduled before the build date with no worked, absent or "
                    + "leave record, so not paid; record each in content/workplaces/store/shifts/2026-12.json",
            ])
    }

    @Test func nothingWithoutUnconfirmedDays() {
        let reports = [
            PayrollReport(
                month: YearMonth(iso: "2026-11")!,
                payslips: [
                    Self.slip("cafe", "kim", "2026-11-01", "2026-11-30", days: [])
                ])
        ]
        #expect(Pipeline.unconfirmedShiftWarnings(reports, content: Self.content).isEmpty)
    }

    /// Built on Friday 2026-12-04 with shift files up to November only: the calendars show December from
    /// the repeats (`Content.calendarMonths`) and mark its past days unconfirmed, and so does the build.
    /// kim's repeat is Monday to Friday from 2026-11-02; December 2026 begins on a Tuesday, so the 1st, 2nd
    /// and 3rd are before the build date: 3 days, warned about once, at the December file to make.
    @Test func theBuildDatesMonthBeforeItsShiftFile() {
        let here = SourceLocation(file: "content/workplaces/cafe/index.md")
        let kim = Worker(id: "kim", workplaceID: "cafe", name: "김", wage: Wage(.hourly, 10_320), location: here)
        let span = TimeSpan(start: ClockTime(hhmm: "09:00")!, end: ClockTime(hhmm: "13:00")!)
        let november = Shift(
            workerID: "kim", date: Self.day("2026-11-02"), span: span,
            location: SourceLocation(file: "content/workplaces/cafe/shifts/2026-11.json", line: 2, column: 3))
        let cafe = Workplace(
            id: "cafe", name: "카페", owner: "박", employees: 1, workers: [kim], shifts: [november],
            repeats: [
                Repeat(
                    workerID: "kim", days: [.mon, .tue, .wed, .thu, .fri], span: span,
                    from: Self.day("2026-11-02"), location: here)
            ],
            location: here)
        let content = Content(
            site: Site(title: "시험", location: SourceLocation(file: "content/site.md")), workplaces: [cafe])
        let reports = [
            PayrollReport(
                month: YearMonth(iso: "2026-11")!,
                payslips: [
                    Self.slip("cafe", "kim", "2026-11-01", "2026-11-30", days: [])
                ])
        ]

        let warnings = Pipeline.unconfirmedShiftWarnings(reports, content: content, today: Self.day("2026-12-04"))

        #expect(
            warnings.map(\.description) == [
                "content/workplaces/cafe/shifts/2026-12.json:1:1: warning: 3 unconfirmed shifts at cafe in 2026-12 "
                    + "(the first: 2026-12-01 kim): planned or scheduled before the build date with no worked, absent or "
                    + "leave record, so not paid; record each in content/workplaces/cafe/shifts/2026-12.json"
            ])
        // Without the build date (`moup payroll`), only the payroll's own alerts.
        #expect(Pipeline.unconfirmedShiftWarnings(reports, content: content).isEmpty)
        // On the 1st, no December day is past yet.
        #expect(Pipeline.unconfirmedShiftWarnings(reports, content: content, today: Self.day("2026-12-01")).isEmpty)
    }
}
