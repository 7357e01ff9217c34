import MoupModel
import MoupPayroll

/// `workplaces/<wp>/<YYYY-MM>/severance.csv` (private, like `payroll.csv`): the month's 퇴직금 statements
/// for the accountant (퇴직금 지급 내역), one row per statement in the dashboard's order. Written only for a
/// month that has one; with `privacy: encrypted` it travels inside the sealed dashboard.
enum SeveranceExport {
    static let columns = [
        "workerId", "name", "employeeNo", "start", "retirementDate", "serviceDays", "averageDailyWage",
        "ordinaryDailyWage", "severance", "retirementIncomeTax", "retirementLocalTax", "net", "irp", "payDate",
    ]

    static func header(_ words: Words) -> [String] { columns.map { words("severanceCsv." + $0) } }

    /// The month's severance statements as a CSV, or nil when the month has none.
    static func csv(_ wp: Workplace, _ slips: [Payslip], _ words: Words) -> CSV? {
        let statements = slips.filter { $0.kind == .severance && $0.severance != nil }
        guard !statements.isEmpty else { return nil }
        return CSV(
            header: header(words),
            rows: statements.map { slip in
                let s = slip.severance!
                let worker = wp.worker(slip.workerID)
                let tax = { (code: LineCode) in slip.deductions.first { $0.code == code }?.amount ?? 0 }
                return [
                    .text(slip.workerID), .text(worker?.name ?? ""), .text(worker?.employeeNo ?? ""),
                    .text(s.start.description), .text(s.retirementDate.description), .number(s.serviceDays),
                    .text(decimal(s.averageDailyWage)), .text(decimal(s.ordinaryDailyWage)), .number(slip.gross),
                    .number(tax(.retirementIncomeTax)), .number(tax(.retirementLocalTax)), .number(slip.net),
                    .text(s.irpTransfer ? words("severanceCsv.irpYes") : ""), .text(slip.period.payDate.description),
                ]
            })
    }

    /// An exact daily wage as won with two decimals, cut (never rounded up): 7,256,451 ÷ 92 → `78874.46`.
    static func decimal(_ value: Ratio) -> String {
        let whole = value.numerator / value.denominator
        let cents = value.numerator % value.denominator * 100 / value.denominator
        return "\(whole)." + (cents < 10 ? "0" : "") + "\(cents)"
    }
}
