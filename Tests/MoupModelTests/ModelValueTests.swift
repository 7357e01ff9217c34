import MoupModel
import Testing

@Suite struct ModelValueTests {
    @Test func wageStepsApplyFromTheirDate() throws {
        let raise = try #require(CivilDate(iso: "2026-12-01"))
        let wage = Wage(kind: .hourly, steps: [.init(from: nil, amount: 10_030), .init(from: raise, amount: 10_500)])
        #expect(wage.amount(on: try #require(CivilDate(iso: "2026-11-30"))) == 10_030)
        #expect(wage.amount(on: raise) == 10_500)
        #expect(wage.amount(on: try #require(CivilDate(iso: "2027-06-01"))) == 10_500)
        // Before every `from`: the first step.
        let dated = Wage(kind: .hourly, steps: [.init(from: raise, amount: 10_500)])
        #expect(dated.amount(on: try #require(CivilDate(iso: "2026-01-01"))) == 10_500)
    }

    @Test func weekdayNeighbours() {
        #expect(Weekday.mon.previous == .sun)
        #expect(Weekday.sun.previous == .sat)
        #expect(Weekday.mon < Weekday.sun)
    }

    @Test func workplaceWeeks() throws {
        let workplace = Workplace(
            id: "cafe", name: "카페", owner: "사장", employees: 4, weekStart: .mon,
            location: SourceLocation(file: "x"))
        #expect(workplace.weekEnd == .sun)
        #expect(!workplace.hasFiveOrMoreEmployees)
        // 2026-11-22 is a Sunday: its Monday-started week began on 2026-11-16.
        #expect(workplace.weekStart(of: try #require(CivilDate(iso: "2026-11-22"))).description == "2026-11-16")
        #expect(workplace.weekStart(of: try #require(CivilDate(iso: "2026-11-23"))).description == "2026-11-23")
    }

    @Test func repeatsCoverTheirDays() throws {
        let span = TimeSpan(start: try #require(ClockTime(hhmm: "09:00")), end: try #require(ClockTime(hhmm: "15:00")))
        let r = Repeat(
            workerID: "kim", days: [.wed, .mon], span: span, from: try #require(CivilDate(iso: "2026-11-01")),
            until: CivilDate(iso: "2026-11-30"), location: SourceLocation(file: "x"))
        #expect(r.days == [.mon, .wed])
        #expect(r.covers(try #require(CivilDate(iso: "2026-11-02"))))  // Monday
        #expect(!r.covers(try #require(CivilDate(iso: "2026-11-03"))))  // Tuesday
        #expect(!r.covers(try #require(CivilDate(iso: "2026-12-02"))))  // Wednesday after `until`
    }

    @Test func diagnosticsPrintAndSortByPlace() {
        let late = Diagnostic.error("b", at: SourceLocation(file: "content/a.md", line: 10, column: 1))
        let early = Diagnostic.warning("a", at: SourceLocation(file: "content/a.md", line: 2, column: 5))
        #expect(early.description == "content/a.md:2:5: warning: a")
        #expect(DiagnosticList([late, early]).diagnostics == [early, late])
        #expect(DiagnosticList([late, early]).hasErrors)
        #expect(!DiagnosticList([early]).hasErrors)
    }
}
