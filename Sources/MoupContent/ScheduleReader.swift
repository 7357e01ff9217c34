import MoupModel

/// Reads `schedule.json`: the repeating shifts that set each worker's scheduled (소정) hours.
enum ScheduleReader {
    static let keys = ["worker", "days", "start", "end", "break", "breaks", "from", "until"]

    static func read(_ file: SourceFile, context: RecordContext, report: Report) -> [Repeat] {
        guard let document = JSONDocument.open(file, allowed: ["repeats"], report: report),
            let items = document.list("repeats", required: true)
        else { return [] }
        return items.compactMap { readRepeat($0, context: context, file: file, report: report) }
    }

    private static func readRepeat(
        _ item: SourceValue, context: RecordContext, file: SourceFile, report: Report
    ) -> Repeat? {
        guard
            let fields = FieldReader(
                item, allowed: keys, what: .phrase("what.repeat"), context: .phrase("context.repeat"),
                file: file, report: report)
        else { return nil }
        let errorsBefore = report.errorCount
        let workerID = fields.id("worker", required: true)
        if let workerID, let value = fields.value("worker") {
            _ = context.checkWorker(workerID, in: fields, at: value.position)
        }
        let days = readDays(fields)
        let start = fields.time("start", required: true)
        let end = fields.time("end", required: true)
        let span = fields.span(start: start, end: end)
        let breakRule = BreakReader.read(fields, span: span)
        let from = fields.date("from", required: true)
        let until = fields.date("until")
        if let from, let until, until < from, let value = fields.value("until") {
            report.error(
                Wording("content.untilBeforeFrom", ["until": "\(until)", "from": "\(from)"]), in: file,
                at: value.position,
                code: "content.date-order")
        }
        guard report.errorCount == errorsBefore, let workerID, let days, let span, let from else { return nil }
        return Repeat(
            workerID: workerID, days: days, span: span, breakRule: breakRule, from: from, until: until,
            location: file.location(item.position))
    }

    private static func readDays(_ fields: FieldReader) -> [Weekday]? {
        guard let items = fields.list("days", required: true) else { return nil }
        guard !items.isEmpty else {
            fields.report.error(
                Wording("content.daysEmpty"), in: fields.file,
                at: fields.value("days")?.position ?? fields.position, code: "content.invalid-value")
            return nil
        }
        var days: [Weekday] = []
        for item in items {
            guard let day = fields.choice(item, .phrase("content.eachDay"), among: Weekday.allCases) else { continue }
            if days.contains(day) {
                fields.report.error(
                    Wording("content.dayTwice", ["day": "\(day.rawValue)"]), in: fields.file, at: item.position,
                    code: "content.duplicate-day")
            }
            days.append(day)
        }
        return days
    }
}
