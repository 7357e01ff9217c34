import MoupModel
import MoupPayroll

/// `workplaces/<wp>/<YYYY-MM>/payroll.csv` (private): the month's payslips for the accountant, one
/// row each, in the order of the dashboard (worker id, then period start). Columns are fixed: every
/// earning, deduction and employer code in `LineCode.allCases` order, 0 where a payslip has no line.
enum AccountantExports {
    /// With `privacy: encrypted` there are no CSV files: each travels inside its sealed dashboard.
    static func build(_ site: SiteIndex) -> [SitePage] {
        guard !site.input.seals else { return [] }
        var pages: [SitePage] = []
        for wp in site.content.workplaces {
            for month in site.workplaceMonths[wp.id] ?? [] where site.renders(payrollOf: [month]) {
                pages.append(
                    SitePage(
                        path: Paths.payrollCSV(wp.id, month), visibility: .private,
                        text: payroll(wp, site.payslips(wp.id, month), Liabilities(wp, month, site)).text,
                        readers: [.owner(wp.ownerId)]))
                if let severance = SeveranceExport.csv(wp, site.payslips(wp.id, month), site.words) {
                    pages.append(
                        SitePage(
                            path: Paths.severanceCSV(wp.id, month), visibility: .private, text: severance.text,
                            readers: [.owner(wp.ownerId)]))
                }
            }
        }
        return pages
    }

    /// Codes of earning lines (지급 항목), in `LineCode.allCases` order.
    static let earningCodes: [LineCode] = LineCode.allCases.filter {
        [
            .base, .night, .overtime, .holiday, .weeklyHoliday, .publicHoliday, .annualLeave, .partTimeOvertime,
            .mealAllowance, .annualLeavePayout,
        ].contains($0)
    }
    /// Codes only a severance statement has (퇴직금 and its taxes): not columns of the wage payroll.
    static let severanceCodes: Set<LineCode> = [.severance, .retirementIncomeTax, .retirementLocalTax]
    /// Codes of deduction lines (공제 항목): the worker's insurance shares and the income taxes.
    static let deductionCodes: [LineCode] = LineCode.allCases.filter {
        !earningCodes.contains($0) && !severanceCodes.contains($0) && $0 != .industrialAccident
    }
    /// Codes of employer lines (사업주 부담): the insurance shares, industrial accident included.
    static let employerCodes: [LineCode] = LineCode.allCases.filter {
        !earningCodes.contains($0) && !severanceCodes.contains($0) && $0 != .incomeTax && $0 != .localIncomeTax
    }

    /// The column names, in the site's language (`csv.*` and `liabilities.csv*` in the string tables).
    static func header(_ words: Words) -> [String] {
        [
            "workerId", "name", "employeeNo", "periodStart", "periodEnd", "payDate",
            "workedMinutes", "nightMinutes", "overtimeMinutes", "holidayMinutes",
        ].map { words("csv." + $0) }
            + amountHeader(words)
            + liabilityHeader(words)
    }

    /// The amount columns, shared with the year CSVs (`YearExports`): every earning, the totals, every
    /// deduction, every employer share, 인건비.
    static func amountHeader(_ words: Words) -> [String] {
        earningCodes.map(words.line)
            + [words("csv.gross"), words("csv.taxFree")]
            + deductionCodes.map { words("csv.deduction", ["name": words.line($0)]) }
            + [words("csv.totalDeductions"), words("csv.net")]
            + employerCodes.map { words("csv.employer", ["name": words.line($0)]) }
            + [words("csv.employerCost")]
    }

    /// The dashboard's liabilities (`Liabilities`), on each worker's last row of the month; empty on the others.
    static func liabilityHeader(_ words: Words) -> [String] { liabilityKeys.map { words("liabilities." + $0) } }

    static let liabilityKeys = [
        "csvLeaveMinutes", "csvLeaveValue", "csvSeverance", "csvOwedFrom", "csvAccrual",
        "csvCostWithAccrual",
    ]

    /// The month's wage payslips, one row each, with the liabilities on each worker's last row (and a row of
    /// liabilities alone for a worker employed in the month without a payslip).
    static func payroll(_ wp: Workplace, _ slips: [Payslip], _ liabilities: Liabilities) -> CSV {
        let wages = slips.filter { $0.kind == .wages }
        let header = header(liabilities.words)
        var rows: [[CSV.Cell]] = []
        for (index, slip) in wages.enumerated() {
            let last = index + 1 == wages.count || wages[index + 1].workerID != slip.workerID
            let cost = LabourCost.of(wages.lazy.filter { $0.workerID == slip.workerID }).cost
            rows.append(
                row(slip, worker: wp.worker(slip.workerID))
                    + liabilityCells(last ? liabilities.liability(of: slip.workerID) : nil, cost: cost))
        }
        let paid = Set(wages.map(\.workerID))
        for entry in liabilities.entries where !paid.contains(entry.worker.id) {
            rows.append(
                [.text(entry.worker.id), .text(entry.worker.name), .text(entry.worker.employeeNo ?? "")]
                    + Array(repeating: .text(""), count: header.count - 3 - liabilityKeys.count)
                    + liabilityCells(entry.liability, cost: 0))
        }
        return CSV(header: header, rows: rows)
    }

    /// The liability columns of a worker's row (empty cells for nil); `cost` is the worker's 인건비 of the month.
    static func liabilityCells(_ l: WorkerLiability?, cost: Int) -> [CSV.Cell] {
        guard let l else { return Array(repeating: .text(""), count: liabilityKeys.count) }
        let number = { (value: Int?) -> CSV.Cell in value.map { .number($0) } ?? .text("") }
        return [
            .number(l.leaveMinutes), .number(l.leaveValue), number(l.severanceBuiltUp),
            .text(l.severance?.owedFrom?.description ?? ""), number(l.severanceAccrual),
            number(l.severanceAccrual.map { $0 + cost }),
        ]
    }

    static func row(_ slip: Payslip, worker: Worker?) -> [CSV.Cell] {
        let amounts = { (lines: [PayLine], codes: [LineCode]) -> [CSV.Cell] in
            codes.map { code in .number(lines.filter { $0.code == code }.reduce(0) { $0 + $1.amount }) }
        }
        var cells: [CSV.Cell] = [
            .text(slip.workerID), .text(worker?.name ?? slip.workerID), .text(worker?.employeeNo ?? ""),
            .text(slip.period.start.description), .text(slip.period.end.description),
            .text(slip.period.payDate.description),
            .number(slip.minutes.worked), .number(slip.minutes.night), .number(slip.minutes.overtime),
            .number(slip.minutes.holiday),
        ]
        cells += amounts(slip.earnings, earningCodes)
        cells += [.number(slip.gross), .number(slip.taxFree)]
        cells += amounts(slip.deductions, deductionCodes)
        cells += [.number(slip.totalDeductions), .number(slip.net)]
        cells += amounts(slip.employer, employerCodes)
        cells.append(.number(LabourCost.of(CollectionOfOne(slip)).cost))
        return cells
    }
}
