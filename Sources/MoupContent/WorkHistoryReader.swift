import MoupModel

/// Reads a worker's `history:` (content-format.md v2): `until`, `wages`, `annualLeaveTakenHours`.
enum WorkHistoryReader {
    static let keys = ["until", "wages", "annualLeaveTakenHours"]

    static func read(_ fields: FieldReader, start: CivilDate?) -> WorkHistory? {
        guard let history = fields.map("history", allowed: keys) else { return nil }
        let until = history.date("until", required: true)
        if let until, let start, until < start, let value = history.value("until") {
            history.report.error(
                Wording("content.historyUntilBeforeStart", ["until": "\(until)", "start": "\(start)"]),
                in: history.file, at: value.position, code: "content.date-order")
        }
        let wages = readWages(history, until: until)
        let taken = history.value("annualLeaveTakenHours").flatMap {
            history.hoursAsMinutes($0, history.name("annualLeaveTakenHours"), positive: false)
        }
        guard let until, let untilValue = history.value("until") else { return nil }
        return WorkHistory(
            until: until, wages: wages, annualLeaveTakenMinutes: taken ?? 0,
            location: history.file.location(untilValue.position))
    }

    /// `wages: [{month: 2026-08, amount: 1290000}, …]`: months unique and not after the month of
    /// `until`, amounts positive whole won.
    private static func readWages(_ history: FieldReader, until: CivilDate?) -> [WorkHistory.MonthWages] {
        guard let items = history.list("wages") else { return [] }
        var result: [WorkHistory.MonthWages] = []
        for item in items {
            guard
                let entry = FieldReader(
                    item, allowed: ["month", "amount"], what: .phrase("what.historyMonth"),
                    namePrefix: "history.wages.", file: history.file, report: history.report)
            else { continue }
            let month = entry.value("month").flatMap { entry.month($0, entry.name("month")) }
            if month == nil, !entry.has("month") { entry.missing("month") }
            let amount = entry.integer("amount", in: 1...Int.max, unit: .phrase("unit.won"), required: true)
            guard let month, let amount, let monthValue = entry.value("month") else { continue }
            if let until, month > until.yearMonth {
                history.report.error(
                    Wording("content.historyMonthAfterUntil", ["month": "\(month)", "until": "\(until)"]),
                    in: history.file,
                    at: monthValue.position, code: "content.history-month-out-of-range")
                continue
            }
            if let earlier = result.first(where: { $0.month == month }) {
                history.report.error(
                    Wording("content.historyMonthTwice", ["month": "\(month)", "line": "\(earlier.location.line)"]),
                    in: history.file,
                    at: monthValue.position, code: "content.duplicate-month")
                continue
            }
            result.append(
                WorkHistory.MonthWages(
                    month: month, amount: amount,
                    location: history.file.location(item.position)))
        }
        return result
    }
}
