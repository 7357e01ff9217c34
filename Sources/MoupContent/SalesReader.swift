import MoupModel

/// Reads `sales/<YYYY-MM>.json`: `{ "days": { "2026-11-02": 1250000, … } }`.
enum SalesReader {
    static func read(_ file: SourceFile, month: YearMonth, report: Report) -> [DailySales] {
        guard let document = JSONDocument.open(file, allowed: ["days"], report: report) else { return [] }
        guard let daysValue = document.value("days") else {
            document.missing("days")
            return []
        }
        guard case .map(let entries) = daysValue.kind else {
            document.fail(daysValue, "'days'", .phrase("expect.salesDays"))
            return []
        }
        var sales: [DailySales] = []
        for entry in entries {
            guard let date = CivilDate(iso: entry.key) else {
                report.error(
                    Wording("content.salesKeyNotDate", ["key": "\(entry.key)"]), in: file, at: entry.keyPosition,
                    code: "content.invalid-value")
                continue
            }
            guard month.contains(date) else {
                report.error(
                    Wording("content.salesOutsideMonth", ["date": "\(date)", "month": "\(month)"]), in: file,
                    at: entry.keyPosition,
                    code: "content.sales-outside-month")
                continue
            }
            guard
                let amount = document.integer(
                    entry.value, .phrase("content.salesOn", ["date": "\(date)"]), in: 1...Int.max,
                    unit: .phrase("unit.won"))
            else {
                continue
            }
            sales.append(DailySales(date: date, amount: amount, location: file.location(entry.keyPosition)))
        }
        return sales
    }
}
