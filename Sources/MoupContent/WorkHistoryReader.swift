import MoupModel

/// Reads a worker's `history:` (content-format.md v2): `until`, `wages`, `annualLeaveTakenHours`.
enum WorkHistoryReader {
    static let keys = ["until", "wages", "annualLeaveTakenHours"]

    static func read(_ fields: FieldReader, start: CivilDate?) -> WorkHistory? {
        guard let history = fields.map("history", allowed: keys) else { return nil }
        let until = history.date("until", required: true)
        if let until, let start, until < start, let value = history.value("until") {
            history.report.error("'history.until' \(until) is before 'start' \(start): the history is the part of the "
                                 + "employment before the content, so it cannot end before the worker was hired",
                                 in: history.file, at: value.position, code: "content.date-order")
        }
        let wages = readWages(history, until: until)
        let taken = history.value("annualLeaveTakenHours").flatMap {
            history.hoursAsMinutes($0, history.name("annualLeaveTakenHours"), positive: false)
        }
        guard let until, let untilValue = history.value("until") else { return nil }
        return WorkHistory(until: until, wages: wages, annualLeaveTakenMinutes: taken ?? 0,
                           location: history.file.location(untilValue.position))
    }

    /// `wages: [{month: 2026-08, amount: 1290000}, …]`: months unique and not after the month of
    /// `until`, amounts positive whole won.
    private static func readWages(_ history: FieldReader, until: CivilDate?) -> [WorkHistory.MonthWages] {
        guard let items = history.list("wages") else { return [] }
        var result: [WorkHistory.MonthWages] = []
        for item in items {
            guard let entry = FieldReader(item, allowed: ["month", "amount"], what: "each month in 'history.wages'",
                                          namePrefix: "history.wages.", file: history.file, report: history.report)
            else { continue }
            let month = entry.value("month").flatMap { entry.month($0, entry.name("month")) }
            if month == nil, !entry.has("month") { entry.missing("month") }
            let amount = entry.integer("amount", in: 1...Int.max, unit: " of won", required: true)
            guard let month, let amount, let monthValue = entry.value("month") else { continue }
            if let until, month > until.yearMonth {
                history.report.error("'history.wages' gives \(month), after the month of 'history.until' (\(until)); "
                                     + "months after the history are paid from shifts/", in: history.file,
                                     at: monthValue.position, code: "content.history-month-out-of-range")
                continue
            }
            if let earlier = result.first(where: { $0.month == month }) {
                history.report.error("\(month) is given twice in 'history.wages' (first at line \(earlier.location.line)); "
                                     + "give each month once, with its whole gross wages", in: history.file,
                                     at: monthValue.position, code: "content.duplicate-month")
                continue
            }
            result.append(WorkHistory.MonthWages(month: month, amount: amount,
                                                 location: history.file.location(item.position)))
        }
        return result
    }
}
