import MoupModel
import Testing

@testable import MoupPayroll

/// cli-and-json.md v2: `"kind"` on every payslip, and the `annualLeave` object where 연차 applies.
@Suite struct AnnualLeaveJSONTests {
    @Test func annualLeaveObjectShape() {
        var slip = PayrollJSONTests.payslip
        slip.annualLeave = AnnualLeaveSummary(
            grantedMinutes: 240, takenMinutes: 360, paidOutMinutes: 0, balanceMinutes: 1_560,
            grants: [.init(date: Fixture.date("2026-11-04"), minutes: 240, expires: Fixture.date("2027-03-03"))])
        let json = PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [slip]))
        #expect(json.contains("      \"worker\": \"kim-minji\",\n      \"kind\": \"wages\",\n      \"period\""))
        let expectedTail = """
                  "alerts": [
                    {
                      "code": "missing_identification",
                      "message": "payslip needs employeeNo or birthDate"
                    }
                  ],
                  "annualLeave": {
                    "grantedMinutes": 240,
                    "takenMinutes": 360,
                    "paidOutMinutes": 0,
                    "balanceMinutes": 1560,
                    "grants": [
                      { "date": "2026-11-04", "minutes": 240, "expires": "2027-03-03" }
                    ]
                  }
                }
              ]
            }

            """
        #expect(json.hasSuffix(expectedTail))
    }

    @Test func objectOnlyWhereLeaveApplies() throws {
        // 5+ employees with a start date and a 15-hour contract (Mon 09:00–13:00 is only 240 a week, so
        // `true` stands in for the hours): the object; under 5 with `auto`: none; `auto` at 5+ with a
        // contract always under 15 hours and no grant: none.
        let worker = Fixture.worker(start: "2026-03-04")
        var granted = worker
        granted.allowances.annualLeave = .on
        let repeats = [Fixture.repeating([.mon], "09:00", "13:00", from: "2026-03-04")]
        let five = try #require(
            Fixture.payslip(Fixture.content(workers: [granted], repeats: repeats), month: "2026-11"))
        let four = try #require(
            Fixture.payslip(
                Fixture.content(employees: 4, workers: [worker], repeats: repeats),
                month: "2026-11"))
        let short = try #require(
            Fixture.payslip(Fixture.content(workers: [worker], repeats: repeats), month: "2026-11"))
        #expect(five.annualLeave != nil)
        #expect(four.annualLeave == nil)
        #expect(short.annualLeave == nil)
        #expect(
            !PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [four])).contains(
                "annualLeave"))
    }
}
