import MoupModel

/// Reads the `break` (minutes) or `breaks` (time ranges) of a shift or a repeat.
enum BreakReader {
    /// The break written on the record; nil when none is given or it is invalid (reported).
    /// `span` is the record's start and end, when known, to check that breaks fit inside.
    static func read(_ fields: FieldReader, span: TimeSpan?) -> BreakRule? {
        let minutesValue = fields.value("break")
        let rangesValue = fields.value("breaks")
        if minutesValue != nil, let rangesEntry = fields.entry("breaks") {
            fields.report.error(
                Wording("content.breakAndBreaks"), in: fields.file,
                at: rangesEntry.keyPosition, code: "content.incompatible-keys")
            return nil
        }
        if let minutesValue {
            guard let minutes = fields.integer(minutesValue, "'break'", in: 0...1439, unit: .phrase("unit.minutes"))
            else { return nil }
            if let span, minutes >= span.minutes {
                fields.report.error(
                    Wording(
                        "content.breakTooLong",
                        [
                            "minutes": "\(minutes)", "span": "\(span)",
                            "shiftMinutes": "\(span.minutes)",
                        ]), in: fields.file, at: minutesValue.position,
                    code: "content.break-too-long")
                return nil
            }
            return .minutes(minutes)
        }
        if let rangesValue {
            guard let items = fields.list(rangesValue, "'breaks'") else { return nil }
            return readRanges(items, fields: fields, span: span, listPosition: rangesValue.position)
        }
        return nil
    }

    private static func readRanges(
        _ items: [SourceValue], fields: FieldReader, span: TimeSpan?,
        listPosition: SourcePosition
    ) -> BreakRule? {
        guard let span else {
            fields.report.error(
                Wording("content.breaksNeedTimes"), in: fields.file, at: listPosition,
                code: "content.break-needs-times")
            return nil
        }
        var ranges: [(span: TimeSpan, offsets: Range<Int>, position: SourcePosition)] = []
        var valid = true
        for item in items {
            guard
                let range = FieldReader(
                    item, allowed: ["start", "end"], what: .phrase("what.break"),
                    namePrefix: "breaks.", context: .phrase("context.break"), file: fields.file,
                    report: fields.report),
                let start = range.time("start", required: true), let end = range.time("end", required: true)
            else {
                valid = false
                continue
            }
            let breakSpan = TimeSpan(start: start, end: end)
            // Minutes from the shift day's midnight; a break after midnight belongs to the next day.
            var startOffset = start.minuteOfDay
            if startOffset < span.start.minuteOfDay { startOffset += 1440 }
            let offsets = startOffset..<startOffset + breakSpan.minutes
            guard offsets.upperBound <= span.offsets.upperBound else {
                fields.report.error(
                    Wording("content.breakOutsideShift", ["break": "\(breakSpan)", "span": "\(span)"]), in: fields.file,
                    at: item.position, code: "content.break-outside-shift")
                valid = false
                continue
            }
            ranges.append((breakSpan, offsets, item.position))
        }
        let sorted = ranges.sorted { $0.offsets.lowerBound < $1.offsets.lowerBound }
        for (earlier, later) in zip(sorted, sorted.dropFirst())
        where later.offsets.lowerBound < earlier.offsets.upperBound {
            fields.report.error(
                Wording("content.breaksOverlap", ["earlier": "\(earlier.span)", "later": "\(later.span)"]),
                in: fields.file, at: later.position,
                code: "content.break-overlap")
            valid = false
        }
        let total = ranges.reduce(0) { $0 + $1.span.minutes }
        if valid, total >= span.minutes {
            fields.report.error(
                Wording(
                    "content.breaksTooLong",
                    ["total": "\(total)", "span": "\(span)", "shiftMinutes": "\(span.minutes)"]),
                in: fields.file, at: listPosition, code: "content.break-too-long")
            valid = false
        }
        return valid ? .ranges(sorted.map(\.span)) : nil
    }
}
