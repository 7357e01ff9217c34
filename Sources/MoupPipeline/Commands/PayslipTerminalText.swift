import MoupSite

/// A payslip as text for a terminal (`moup explain`): the page's facts, then every earning and
/// deduction in aligned columns (name, hours, amount) with its calculation on the line below, the
/// totals and the net pay; a final payslip's mark under the title and the period's 연차 after the net
/// pay, as the page shows them. A 퇴직금 statement is printed step by step as its page shows it.
package enum PayslipTerminalText {
    package static func render(_ slip: PayslipStatement) -> String {
        if let severance = slip.severance { return render(severance) }
        typealias C = TerminalColumns
        let lines = slip.earnings + slip.deductions
        let h = slip.headings
        let totals = [h.gross, h.taxFree, h.totalDeductions, h.net]
        let labelWidth = (lines.map { C.width($0.label) } + totals.map(C.width)).max() ?? 0
        let hoursWidth = lines.map { C.width($0.hours ?? "") }.max() ?? 0
        let amounts =
            lines.map(\.amount) + [slip.gross, slip.totalDeductions, slip.net] + (slip.taxFree.map { [$0] } ?? [])
        let amountWidth = amounts.map(C.width).max() ?? 0
        let tableWidth = labelWidth + 2 + hoursWidth + 2 + amountWidth
        let factWidth = (slip.meta + slip.time).map { C.width($0.label) }.max() ?? 0

        func row(_ label: String, _ hours: String, _ amount: String) -> String {
            "  " + C.pad(label, to: labelWidth) + "  " + C.pad(hours, to: hoursWidth) + "  "
                + C.pad(amount, to: amountWidth, alignRight: true)
        }
        func facts(_ facts: [PayslipStatement.Fact]) -> [String] {
            facts.map { "  " + C.pad($0.label, to: factWidth) + "  " + $0.value }
        }
        func section(_ title: String, _ items: [PayslipStatement.Line]) -> [String] {
            guard !items.isEmpty else { return [title, "  (\(h.none))"] }
            return [title] + items.flatMap { [row($0.label, $0.hours ?? "", $0.amount), "      " + $0.basis] }
        }
        let rule = "  " + String(repeating: "─", count: tableWidth)
        var out = [slip.title, String(repeating: "═", count: max(C.width(slip.title), tableWidth + 2))]
        if let notice = slip.finalNotice { out += ["▶ " + notice] }
        out += facts(slip.meta)
        out += ["", h.hours] + facts(slip.time)
        out += [""] + section(h.earnings, slip.earnings) + [rule, row(h.gross, "", slip.gross)]
        if let taxFree = slip.taxFree { out.append(row(h.taxFree, "", taxFree)) }
        out += [""] + section(h.deductions, slip.deductions) + [rule, row(h.totalDeductions, "", slip.totalDeductions)]
        out += ["", row(h.net, "", slip.net)]
        if !slip.leave.isEmpty {
            let width = slip.leave.map { C.width($0.label) }.max() ?? 0
            out +=
                ["", h.leave] + slip.leave.map { "  " + C.pad($0.label, to: width) + "  " + $0.value }
                + slip.leaveGrants.map { "  · " + $0 }
        }
        if !slip.notes.isEmpty { out += ["", h.notes] + slip.notes.map { "  - " + $0 } }
        if !slip.alerts.isEmpty { out += ["", h.alerts] + slip.alerts.map { "  ! \($0.label): \($0.value)" } }
        return out.joined(separator: "\n") + "\n"
    }

    /// A 퇴직금 statement: who and when, 재직일수, the window's wages month by month, 평균임금 against
    /// 통상임금 (the one applied marked), the formula, each 퇴직소득세 step or why none is withheld, and the net.
    package static func render(_ s: SeveranceStatementText) -> String {
        typealias C = TerminalColumns
        let h = s.headings
        let all = s.service + s.months + s.dailyWage + s.taxSteps + s.withheld
        let labelWidth =
            (all.map { C.width($0.label) + ($0.emphasis ? C.width(h.chosen) + 1 : 0) }
            + [h.wagesTotal, h.item, h.totalDeductions, h.net].map(C.width) + s.meta.map { C.width($0.label) }).max()
            ?? 0
        let amountWidth =
            (all.map { C.width($0.value) } + [s.wagesTotal, s.severance, s.totalDeductions, s.net].map(C.width)
            + s.withheld.map { C.width("− " + $0.value) }).max() ?? 0
        func row(_ label: String, _ value: String, _ basis: String = "") -> [String] {
            ["  " + C.pad(label, to: labelWidth) + "  " + C.pad(value, to: amountWidth, alignRight: true)]
                + (basis.isEmpty ? [] : ["      " + basis])
        }
        func steps(_ items: [SeveranceStatementText.Step]) -> [String] {
            items.flatMap { row($0.emphasis ? "\($0.label) \(h.chosen)" : $0.label, $0.value, $0.basis) }
        }
        var out = [s.title, String(repeating: "═", count: max(C.width(s.title), labelWidth + amountWidth + 4))]
        out += s.meta.map { "  " + C.pad($0.label, to: labelWidth) + "  " + $0.value }
        out += ["", h.service] + steps(s.service)
        out +=
            ["", h.wages + "  " + s.window] + steps(s.months) + row(h.wagesTotal, s.wagesTotal) + [
                "  ※ " + s.leavePayRule
            ]
        out += ["", h.daily] + steps(s.dailyWage)
        out += ["", h.severance, "  " + s.formula]
        out += ["", h.tax] + s.taxSteps.map { "  " + C.pad($0.label, to: labelWidth) + "  " + $0.value }
        if let note = s.taxNote { out.append("  ※ " + note) }
        out += [""] + row(h.item, s.severance) + s.withheld.flatMap { row($0.label, "− " + $0.value, $0.basis) }
        out +=
            ["  " + String(repeating: "─", count: labelWidth + amountWidth + 2)]
            + row(h.totalDeductions, s.totalDeductions)
        out += [""] + row(h.net, s.net)
        return out.joined(separator: "\n") + "\n"
    }
}
