import MoupSite

/// A payslip as text for a terminal (`moup explain`): the page's facts, then every earning and
/// deduction in aligned columns (name, hours, amount) with its calculation on the line below, the
/// totals and the net pay.
public enum PayslipTerminalText {
    public static func render(_ slip: PayslipStatement) -> String {
        typealias C = TerminalColumns
        let lines = slip.earnings + slip.deductions
        let totals = ["지급액 계", "비과세", "공제액 계", "실지급액"]
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
            guard !items.isEmpty else { return [title, "  (없음)"] }
            return [title] + items.flatMap { [row($0.label, $0.hours ?? "", $0.amount), "      " + $0.basis] }
        }
        let rule = "  " + String(repeating: "─", count: tableWidth)
        var out = [slip.title, String(repeating: "═", count: max(C.width(slip.title), tableWidth + 2))]
        out += facts(slip.meta)
        out += ["", "근로시간"] + facts(slip.time)
        out += [""] + section("지급 항목", slip.earnings) + [rule, row("지급액 계", "", slip.gross)]
        if let taxFree = slip.taxFree { out.append(row("비과세", "", taxFree)) }
        out += [""] + section("공제 항목", slip.deductions) + [rule, row("공제액 계", "", slip.totalDeductions)]
        out += ["", row("실지급액", "", slip.net)]
        if !slip.notes.isEmpty { out += ["", "참고"] + slip.notes.map { "  - " + $0 } }
        if !slip.alerts.isEmpty { out += ["", "확인이 필요합니다"] + slip.alerts.map { "  ! \($0.label): \($0.value)" } }
        return out.joined(separator: "\n") + "\n"
    }
}
