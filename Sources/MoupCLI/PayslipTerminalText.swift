import MoupSite

/// A payslip as text for a terminal (`moup explain`): the page's facts, then every earning and
/// deduction in aligned columns (name, hours, amount) with its calculation on the line below, the
/// totals and the net pay.
public enum PayslipTerminalText {
    public static func render(_ slip: PayslipStatement) -> String {
        typealias C = TerminalColumns
        let lines = slip.earnings + slip.deductions
        let h = slip.headings
        let totals = [h.gross, h.taxFree, h.totalDeductions, h.net]
        let labelWidth = (lines.map { C.width($0.label) } + totals.map(C.width)).max() ?? 0
        let hoursWidth = lines.map { C.width($0.hours ?? "") }.max() ?? 0
        let amounts = lines.map(\.amount) + [slip.gross, slip.totalDeductions, slip.net] + (slip.taxFree.map { [$0] } ?? [])
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
        out += facts(slip.meta)
        out += ["", h.hours] + facts(slip.time)
        out += [""] + section(h.earnings, slip.earnings) + [rule, row(h.gross, "", slip.gross)]
        if let taxFree = slip.taxFree { out.append(row(h.taxFree, "", taxFree)) }
        out += [""] + section(h.deductions, slip.deductions) + [rule, row(h.totalDeductions, "", slip.totalDeductions)]
        out += ["", row(h.net, "", slip.net)]
        if !slip.notes.isEmpty { out += ["", h.notes] + slip.notes.map { "  - " + $0 } }
        if !slip.alerts.isEmpty { out += ["", h.alerts] + slip.alerts.map { "  ! \($0.label): \($0.value)" } }
        return out.joined(separator: "\n") + "\n"
    }
}
