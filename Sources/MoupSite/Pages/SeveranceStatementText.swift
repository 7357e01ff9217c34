import MoupModel
import MoupPayroll

/// A 퇴직금 statement's text as its page (퇴직금 산정 내역) shows it: every step from 재직일수 to the net,
/// in the words of a payroll office (`severancePage.*` in the string tables).
package struct SeveranceStatementText: Sendable, Hashable {
    /// A label, its value, and how the value was found.
    package struct Step: Sendable, Hashable {
        package var label: String
        package var value: String
        package var basis: String = ""
        package var emphasis: Bool = false
    }

    package var title: String
    package var heading: String
    package var meta: [PayslipStatement.Fact]
    /// 재직일수 and 근속연수.
    package var service: [Step]
    /// `2026년 8월 14일 ~ 2026년 11월 13일 (92일)`.
    package var window: String
    /// One row per month of the window, then the 3/12 연차수당 row where there is one.
    package var months: [Step]
    package var wagesTotal: String
    /// 1일 평균임금, 1일 통상임금, and which one the 퇴직금 takes.
    package var dailyWage: [Step]
    /// `퇴직금 = 1일 평균임금 … × 30일 × 재직일수 …일 ÷ 365 = …원`.
    package var formula: String
    package var severance: String
    /// The 3/12 rule for 연차수당, in a sentence with this statement's figure.
    package var leavePayRule: String
    /// Each 퇴직소득세 step (empty when the IRP transfer defers the tax).
    package var taxSteps: [Step]
    /// The withheld lines (퇴직소득세, 지방소득세), with their calculation.
    package var withheld: [Step]
    /// Why nothing is withheld, where nothing is: the IRP case or a tax of 0.
    package var taxNote: String?
    package var irpTransfer: Bool
    package var totalDeductions: String
    package var net: String
    package var payDate: String
    /// The section headings and total labels (`severancePage.*`), for a text without the page's template
    /// (`moup explain`).
    package var headings: Headings

    package struct Headings: Sendable, Hashable {
        package var service, wages, daily, severance, tax, wagesTotal, chosen, item, totalDeductions, net: String
    }

    init(_ slip: Payslip, _ s: SeveranceStatement, workplace wp: Workplace, worker: Worker, words: Words) {
        let payslip = PayslipStatement(
            slip, workplace: wp, worker: worker, month: slip.period.end.yearMonth, words: words)
        let days = { (n: Int) in words("severancePage.days", ["n": Format.grouped(n)]) }
        heading = words("leave.statement")
        headings = Headings(
            service: words("severancePage.serviceHeading"), wages: words("severancePage.wagesHeading"),
            daily: words("severancePage.dailyHeading"), severance: words("severancePage.severanceHeading"),
            tax: words("severancePage.taxHeading"), wagesTotal: words("severancePage.wagesTotal"),
            chosen: words("severancePage.chosen"), item: words("severancePage.severance"),
            totalDeductions: words("severancePage.totalDeductions"),
            net: words("severancePage.net", ["payDate": payslip.payDate]))
        title = words("severancePage.pageTitle", ["worker": worker.name, "date": words.date(s.retirementDate)])
        payDate = payslip.payDate
        meta =
            [PayslipStatement.Fact(label: words("severancePage.name"), value: worker.name), payslip.meta[1]]
            + payslip.identity
            + [
                PayslipStatement.Fact(label: words("severancePage.start"), value: words.date(s.start)),
                PayslipStatement.Fact(label: words("severancePage.lastDay"), value: words.date(s.end)),
                PayslipStatement.Fact(
                    label: words("severancePage.retirementDate"), value: words.date(s.retirementDate)),
                PayslipStatement.Fact(label: words("severancePage.payDate"), value: payDate),
            ]

        let excluded =
            s.excludedDays > 0
            ? words("severancePage.excludedDays", ["n": Format.grouped(s.excludedDays)]) : ""
        service = [
            Step(
                label: words("severancePage.serviceDays"), value: days(s.serviceDays),
                basis: words(
                    "severancePage.serviceBasis",
                    [
                        "start": words.date(s.start), "retirement": words.date(s.retirementDate),
                        "excluded": excluded,
                    ])),
            Step(
                label: words("severancePage.serviceYears"),
                value: words("severancePage.years", ["n": String(s.serviceYears)]),
                basis: words("severancePage.serviceYearsBasis")),
        ]

        window = words(
            "severancePage.window",
            [
                "start": words.date(s.windowStart), "end": words.date(s.windowEnd),
                "days": String(s.windowDays),
            ])
        months = s.months.map { month in
            Step(
                label: words.month(month.month),
                value: words.won(month.amount),
                basis: (month.source == .history ? "" : words("severancePage.fromShifts")) + words.text(month.basis))
        }
        if s.leavePayoutShare.numerator > 0 {
            months.append(
                Step(
                    label: words("severancePage.leaveShare"), value: words.won(s.leavePayoutShare),
                    basis: words("severancePage.leaveShareBasis")))
        }
        wagesTotal = words.won(s.wages)

        let usesAverage = !(s.averageDailyWage < s.ordinaryDailyWage)
        let chosen = usesAverage ? s.averageDailyWage : s.ordinaryDailyWage
        dailyWage = [
            Step(
                label: words("severancePage.averageDaily"), value: words.won(s.averageDailyWage),
                basis: words(
                    "severancePage.averageBasis", ["wages": words.won(s.wages), "days": String(s.windowDays)]),
                emphasis: usesAverage),
            Step(
                label: words("severancePage.ordinaryDaily"), value: words.won(s.ordinaryDailyWage),
                basis: words.text(s.ordinaryBasis), emphasis: !usesAverage),
        ]
        formula = words(
            "severancePage.formula",
            [
                "chosen": words(usesAverage ? "severancePage.averageDaily" : "severancePage.ordinaryChosen"),
                "base": words.won(chosen), "perYear": String(s.daysPerYearOfService),
                "days": Format.grouped(s.serviceDays),
                "amount": words.won(s.severance),
            ])
        severance = words.won(s.severance)
        leavePayRule = words(
            "severancePage.leavePayRule",
            [
                "share": s.leavePayoutShare.numerator > 0
                    ? words("severancePage.leaveShareAmount", ["amount": words.won(s.leavePayoutShare)])
                    : words("severancePage.leaveShareNone")
            ])

        irpTransfer = s.irpTransfer
        taxSteps = s.taxSteps.map {
            let (label, value) = words.labelled($0)
            return Step(label: label, value: value)
        }
        withheld = slip.deductions.map { line in
            Step(
                label: words.line(line.code), value: words.won(line.amount),
                basis: line.code == .retirementIncomeTax ? words("severancePage.taxRounding") : words.text(line.basis))
        }
        if s.irpTransfer {
            taxNote = words("severancePage.irpNote")
        } else if slip.deductions.isEmpty {
            taxNote = slip.notes.first { $0.key == .retirementTaxNone }
                .map { words("severancePage.taxNote", ["reason": Self.lastPart(words.text($0))]) }
        } else {
            taxNote = nil
        }
        totalDeductions = words.won(slip.totalDeductions)
        net = words.won(slip.net)
    }

    /// The part after the last `→ ` (a withheld line's amount rule), or the whole text.
    static func lastPart(_ text: String) -> String {
        guard let arrow = text.lastIndex(of: "→") else { return text }
        return String(text[text.index(after: arrow)...]).trimmingPrefix(" ").description
    }
}
