import MoupModel

/// Reads `sales/<YYYY-MM>.json`: `{ "days": { "2026-11-02": 1250000, … } }`.
enum SalesReader {
    static func read(_ file: SourceFile, month: YearMonth, report: Report) -> [DailySales] {
        guard let document = JSONDocument.open(file, allowed: ["days"], report: report) else { return [] }
        guard let daysValue = document.value("days") else {
            document.missing("days")
            return []
        }
        guard case let .map(entries) = daysValue.kind else {
            document.fail(daysValue, "'days'", "a group of \"YYYY-MM-DD\": amount entries")
            return []
        }
        var sales: [DailySales] = []
        for entry in entries {
            guard let date = CivilDate(iso: entry.key) else {
                report.error("'\(entry.key)' is not a date like 2026-11-02", in: file, at: entry.keyPosition,
                             code: "content.invalid-value")
                continue
            }
            guard month.contains(date) else {
                report.error("sales on \(date) are outside this file's month \(month)", in: file, at: entry.keyPosition,
                             code: "content.sales-outside-month")
                continue
            }
            guard let amount = document.integer(entry.value, "sales on \(date)", in: 1...Int.max, unit: " of won") else {
                continue
            }
            sales.append(DailySales(date: date, amount: amount, location: file.location(entry.keyPosition)))
        }
        return sales
    }
}
