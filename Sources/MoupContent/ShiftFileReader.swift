import MoupModel

/// Reads `shifts/<YYYY-MM>.json`.
enum ShiftFileReader {
    static let keys = [
        "worker", "date", "start", "end", "break", "breaks", "status", "memo", "publicMemo", "routines", "hours",
    ]

    static func read(_ file: SourceFile, month: YearMonth, context: RecordContext, report: Report) -> [Shift] {
        guard let document = JSONDocument.open(file, allowed: ["shifts"], report: report),
            let items = document.list("shifts", required: true)
        else { return [] }
        return items.compactMap { readShift($0, month: month, context: context, file: file, report: report) }
    }

    private static func readShift(
        _ item: SourceValue, month: YearMonth, context: RecordContext, file: SourceFile,
        report: Report
    ) -> Shift? {
        guard
            let fields = FieldReader(
                item, allowed: keys, what: .phrase("what.shift"), context: .phrase("context.shift"),
                file: file, report: report)
        else { return nil }
        let errorsBefore = report.errorCount
        let workerID = fields.id("worker", required: true)
        if let workerID, let value = fields.value("worker") {
            _ = context.checkWorker(workerID, in: fields, at: value.position)
        }
        let date = fields.date("date", required: true)
        if let date, !month.contains(date), let value = fields.value("date") {
            report.error(
                Wording("content.shiftOutsideMonth", ["date": "\(date)", "month": "\(month)"]), in: file,
                at: value.position,
                code: "content.shift-outside-month")
        }
        let status =
            fields.choice("status", among: [Shift.Status.worked, .planned, .absent, .leave, .annualLeave]) ?? .worked
        let span = readSpan(fields, status: status)
        let breakRule = BreakReader.read(fields, span: span)
        if span == nil, status == .absent || status == .leave || status == .annualLeave, !fields.has("start"),
            !fields.has("end"), fields.has("break"), let entry = fields.entry("break")
        {
            report.error(
                Wording("content.breakNeedsTimes"), in: file, at: entry.keyPosition,
                code: "content.break-needs-times")
        }
        let leaveMinutes = readLeaveHours(fields, status: status)
        let memo = fields.text("memo")
        let publicMemo = fields.text("publicMemo")
        let routines = readRoutines(fields, context: context)

        guard report.errorCount == errorsBefore, let workerID, let date else { return nil }
        let shift = Shift(
            workerID: workerID, date: date, status: status, span: span, breakRule: breakRule, memo: memo,
            routines: routines, leaveMinutes: leaveMinutes, publicMemo: publicMemo,
            location: file.location(item.position))
        if let worker = context.workers[workerID] {
            checkAgainstWorker(shift, worker, fields: fields)
        }
        return shift
    }

    /// `start` and `end`: both needed for worked and planned shifts, optional (but paired) for
    /// absence and leave, not given for 연차 (its length is the day's scheduled hours or `hours`).
    private static func readSpan(_ fields: FieldReader, status: Shift.Status) -> TimeSpan? {
        if status == .annualLeave {
            for key in ["start", "end"] {
                if let entry = fields.entry(key) {
                    fields.report.error(
                        Wording("content.annualLeaveIncomplete", ["key": "\(key)"]), in: fields.file,
                        at: entry.keyPosition, code: "content.annual-leave-incomplete")
                }
            }
            return nil
        }
        let needsTimes = status == .worked || status == .planned
        let start = fields.time("start", required: needsTimes)
        let end = fields.time("end", required: needsTimes)
        if !needsTimes, fields.has("start") != fields.has("end") {
            fields.missing(fields.has("start") ? "end" : "start")
        }
        return fields.span(start: start, end: end)
    }

    /// `hours` of an `annual-leave` record, as minutes: above 0, below 24, whole minutes.
    private static func readLeaveHours(_ fields: FieldReader, status: Shift.Status) -> Int? {
        guard let entry = fields.entry("hours") else { return nil }
        guard status == .annualLeave else {
            fields.report.error(
                Wording("content.hoursNotAnnualLeave", ["status": "\(status.rawValue)"]), in: fields.file,
                at: entry.keyPosition,
                code: "content.hours-not-annual-leave")
            return nil
        }
        return fields.hoursAsMinutes(entry.value, "'hours'", positive: true, below: 24)
    }

    private static func readRoutines(_ fields: FieldReader, context: RecordContext) -> [String] {
        (fields.list("routines") ?? []).compactMap { item in
            guard let id = fields.id(item, "each routine in 'routines'"),
                context.checkRoutine(id, in: fields, at: item.position)
            else { return nil }
            return id
        }
    }

    /// A worked shift lies inside the employment dates; the worker's default break is shorter
    /// than the shift.
    private static func checkAgainstWorker(_ shift: Shift, _ worker: Worker, fields: FieldReader) {
        let position = fields.value("date")?.position ?? fields.position
        if shift.status == .annualLeave, !worker.isEmployed(on: shift.date) {
            fields.report.error(
                Wording(
                    "content.annualLeaveOutside",
                    [
                        "worker": "\(worker.id)", "date": "\(shift.date)",
                        "start": "\(worker.start?.description ?? "…")",
                        "end": "\(worker.end?.description ?? "…")",
                    ]), in: fields.file, at: position, code: "content.outside-employment")
        }
        if shift.status == .worked {
            if let start = worker.start, shift.date < start {
                fields.report.error(
                    Wording(
                        "content.workedBeforeStart",
                        ["worker": "\(worker.id)", "date": "\(shift.date)", "start": "\(start)"]),
                    in: fields.file, at: position, code: "content.outside-employment")
            }
            if let end = worker.end, shift.date > end {
                fields.report.error(
                    Wording(
                        "content.workedAfterEnd", ["worker": "\(worker.id)", "date": "\(shift.date)", "end": "\(end)"]),
                    in: fields.file, at: position, code: "content.outside-employment")
            }
        }
        if shift.breakRule == nil, let span = shift.span, case .minutes(let minutes) = worker.breakRule,
            minutes >= span.minutes
        {
            fields.report.error(
                Wording(
                    "content.defaultBreakTooLong",
                    [
                        "minutes": "\(minutes)", "span": "\(span)",
                        "shiftMinutes": "\(span.minutes)",
                    ]),
                in: fields.file, at: fields.position, code: "content.break-too-long")
        }
    }
}
