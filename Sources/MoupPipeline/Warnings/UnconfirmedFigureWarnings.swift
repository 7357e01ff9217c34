import MoupModel
import MoupPayroll
import MoupRules
import MoupWords

extension Pipeline {
    /// One warning per figure of the rule tables marked `unconfirmed: true` that a payslip of
    /// `reports` uses (a deduction figure in force on its pay date, an earning figure or holiday in
    /// force on a day of its period), at the figure's rule table (`built-in rules for 2027`), naming it and the first
    /// pay date that uses it. Nothing when no payslip uses one.
    package static func unconfirmedFigureWarnings(_ reports: [PayrollReport], rules: RuleBook) -> [Diagnostic] {
        guard !rules.unconfirmed.isEmpty else { return [] }
        var firstPayDate: [UnconfirmedFigure: CivilDate] = [:]
        for slip in reports.flatMap(\.payslips) {
            for figure in rules.unconfirmedFigures(
                payDate: slip.period.payDate, worked: slip.period.start...slip.period.end)
            {
                if firstPayDate[figure].map({ slip.period.payDate < $0 }) ?? true {
                    firstPayDate[figure] = slip.period.payDate
                }
            }
        }
        return rules.unconfirmed.compactMap { figure in
            firstPayDate[figure].map { payDate in
                .warning(
                    Wording(
                        "rules.unconfirmed",
                        [
                            "figure": .text(figure.figure), "note": .text(figure.note), "payDate": .text("\(payDate)"),
                            "from": figure.through == figure.from
                                ? "" : .wording(Wording("rules.from", ["date": .text("\(figure.from)")])),
                        ]),
                    at: figure.location, code: "rules.unconfirmed-figure")
            }
        }
    }
}
