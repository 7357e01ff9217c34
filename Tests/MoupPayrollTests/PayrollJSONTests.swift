import MoupModel
import MoupPayroll
import Testing

@Suite struct PayrollJSONTests {
    static let payslip = Payslip(
        workplaceID: "cafe-moup", workerID: "kim-minji",
        period: PayPeriod(
            start: Fixture.date("2026-11-01"), end: Fixture.date("2026-11-30"), payDate: Fixture.date("2026-12-10")),
        minutes: MinuteTotals(worked: 5190),
        earnings: [
            PayLine(
                code: .base, amount: 892_680, minutes: 5190, rate: 10_320, basis: "5,190분 × 10,320원 ÷ 60 = 892,680원")
        ],
        gross: 892_680, taxFree: 0, deductions: [], totalDeductions: 0, net: 892_680,
        employer: [PayLine(code: .industrialAccident, amount: 7670, basis: "892,680원 × 0.86% = 7,677원 → 7,670원")],
        employerCost: 900_350,
        alerts: [PayrollAlert(code: .missingIdentification, message: "payslip needs employeeNo or birthDate")])

    @Test func specExampleShapeAndKeyOrder() {
        let json = PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [Self.payslip]))
        let expected = """
            {
              "schemaVersion": 1,
              "month": "2026-11",
              "payslips": [
                {
                  "workplace": "cafe-moup",
                  "worker": "kim-minji",
                  "kind": "wages",
                  "period": { "start": "2026-11-01", "end": "2026-11-30", "payDate": "2026-12-10" },
                  "minutes": { "worked": 5190, "night": 0, "overtime": 0, "holiday": 0 },
                  "earnings": [
                    {
                      "code": "base",
                      "amount": 892680,
                      "minutes": 5190,
                      "rate": 10320,
                      "basis": "5,190분 × 10,320원 ÷ 60 = 892,680원"
                    }
                  ],
                  "gross": 892680,
                  "taxFree": 0,
                  "deductions": [],
                  "totalDeductions": 0,
                  "net": 892680,
                  "employer": [
                    {
                      "code": "industrial_accident",
                      "amount": 7670,
                      "basis": "892,680원 × 0.86% = 7,677원 → 7,670원"
                    }
                  ],
                  "employerCost": 900350,
                  "alerts": [
                    {
                      "code": "missing_identification",
                      "message": "payslip needs employeeNo or birthDate"
                    }
                  ]
                }
              ]
            }

            """
        #expect(json == expected)
    }

    @Test func unconfirmedShiftsCarryTheirDays() {
        var slip = Self.payslip
        slip.alerts = [
            PayrollAlert(
                code: .unconfirmedShifts,
                message: Phrase(
                    .alertUnconfirmedShifts,
                    [
                        "n": .number(2),
                        "days": .list(
                            [.date(Fixture.date("2026-11-22")), .date(Fixture.date("2026-11-28"))], separator: ", "),
                    ]),
                days: [Fixture.date("2026-11-22"), Fixture.date("2026-11-28")])
        ]
        let json = PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [slip]))
        #expect(
            json.contains(
                """
                      "alerts": [
                        {
                          "code": "unconfirmed_shifts",
                          "message": "미확정 근무 2일: 급여에 포함되지 않음 (2026-11-22, 2026-11-28)",
                          "days": ["2026-11-22", "2026-11-28"]
                        }
                      ]
                """))
    }

    @Test func emptyReport() {
        let json = PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-02")!, payslips: []))
        #expect(json == "{\n  \"schemaVersion\": 1,\n  \"month\": \"2026-02\",\n  \"payslips\": []\n}\n")
    }

    @Test func stringsAreEscaped() {
        var slip = Self.payslip
        slip.alerts = [PayrollAlert(code: .shortBreak, message: "say \"hi\"\\\n\tend\u{01}")]
        let json = PayrollJSON.encode(PayrollReport(month: YearMonth(iso: "2026-11")!, payslips: [slip]))
        #expect(json.contains(#""message": "say \"hi\"\\\n\tend\u0001""#))
    }
}
