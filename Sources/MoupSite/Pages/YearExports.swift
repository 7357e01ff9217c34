import Foundation
import MoupModel
import MoupPayroll

/// The year pages' CSVs, as the payroll CSV writes them (UTF-8 with BOM, CRLF, fixed columns: every
/// earning, deduction and employer code in `LineCode.allCases` order, 0 where there is none, then 퇴직금
/// and 인건비 + 퇴직금). Each row's lines add up to its totals (`PaySums`: wage payslips; 퇴직금 apart). One row
/// per worker and month (귀속월) in worker-id then month order, each worker's year total after their
/// months (귀속월 `YYYY 합계`).
enum YearExports {
    /// The columns: who and when, the payroll CSV's amounts (ending with 인건비), then 퇴직금 and
    /// 인건비 + 퇴직금 (`LabourCost`): 퇴직금 is beside 인건비, never in it.
    static func header(_ words: Words) -> [String] {
        [words("csv.payMonth")]
            + ["workerId", "name", "employeeNo", "payDate", "workedMinutes"].map { words("csv." + $0) }
            + AccountantExports.amountHeader(words) + [words("csv.severance"), words("csv.costWithSeverance")]
    }

    static func amountCells(_ sums: PaySums) -> [CSV.Cell] {
        var cells: [CSV.Cell] = [.number(sums.minutes)]
        cells += AccountantExports.earningCodes.map { .number(sums.earningLines[$0] ?? 0) }
        cells += [.number(sums.gross), .number(sums.taxFree)]
        cells += AccountantExports.deductionCodes.map { .number(sums.deductionLines[$0] ?? 0) }
        cells += [.number(sums.deductions), .number(sums.net)]
        cells += AccountantExports.employerCodes.map { .number(sums.employerLines[$0] ?? 0) }
        cells += [.number(sums.labour.cost), .number(sums.labour.severance), .number(sums.labour.costWithSeverance)]
        return cells
    }

    /// Every worker of the workplace with payslips in `year`.
    static func workplace(_ wp: Workplace, year: Int, months: [YearMonth], workers: [String], _ site: SiteIndex) -> CSV
    {
        CSV(
            header: header(site.words),
            rows: workers.flatMap { id in
                rows(wp, workerID: id, worker: wp.worker(id), year: year, months: months, site)
            })
    }

    /// One worker's year.
    static func worker(_ wp: Workplace, _ worker: Worker, year: Int, months: [YearMonth], _ site: SiteIndex) -> CSV {
        CSV(
            header: header(site.words),
            rows: rows(wp, workerID: worker.id, worker: worker, year: year, months: months, site))
    }

    static func rows(
        _ wp: Workplace, workerID: String, worker: Worker?, year: Int, months: [YearMonth],
        _ site: SiteIndex
    ) -> [[CSV.Cell]] {
        let identity = { (label: String, sums: PaySums) -> [CSV.Cell] in
            [
                .text(label), .text(workerID), .text(worker?.name ?? workerID), .text(worker?.employeeNo ?? ""),
                .text(sums.payDates.map(\.description).joined(separator: " ")),
            ]
        }
        var rows: [[CSV.Cell]] = []
        var total = PaySums()
        for month in months {
            let sums = site.totals.worker(wp.id, workerID, month)
            guard sums.count > 0 else { continue }
            rows.append(identity(month.description, sums) + amountCells(sums))
            total.add(sums)
        }
        rows.append(identity(site.words("csv.yearTotal", ["year": String(year)]), PaySums()) + amountCells(total))
        return rows
    }
}

extension CSVLink {
    /// The link to a private page's CSV: with `privacy: none` the file at `file`, beside the page; with
    /// `privacy: encrypted` no file, the bytes inside the sealed page (`csv` is made only then).
    static func to(
        _ csv: @autoclosure () -> CSV, fileName: String, file: String, from path: String,
        _ site: SiteIndex
    ) -> CSVLink {
        guard site.input.seals else {
            return CSVLink(href: Paths.link(from: path, to: file), fileName: fileName, data: nil)
        }
        return CSVLink(href: "#", fileName: fileName, data: Data(csv().text.utf8).base64EncodedString())
    }
}
