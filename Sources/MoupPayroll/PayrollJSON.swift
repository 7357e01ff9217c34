import MoupModel

/// The JSON that `moup payroll` prints (contract: shared/spec/cli-and-json.md), byte-for-byte
/// deterministic, keys in the documented order, 2-space indentation, built by hand so the key
/// order is guaranteed. Ends with a newline. `basis` and `message` are the engine's `Phrase`s in a
/// language `text` chooses (the site's: the theme's string table).
package enum PayrollJSON {
    package static func encode(_ report: PayrollReport, text: (Phrase) -> String) -> String {
        var out = JSONWriter()
        out.object(indent: 0) { o in
            o.field("schemaVersion", raw: String(PayrollReport.schemaVersion))
            o.field("month", string: report.month.description)
            o.field("payslips", array: report.payslips) { w, payslip, indent in payslipObject(&w, payslip, indent, text)
            }
        }
        return out.text + "\n"
    }

    private static func payslipObject(_ w: inout JSONWriter, _ p: Payslip, _ indent: Int, _ text: (Phrase) -> String) {
        w.object(indent: indent) { o in
            o.field("workplace", string: p.workplaceID)
            o.field("worker", string: p.workerID)
            o.field("kind", string: p.kind.rawValue)
            o.field(
                "period",
                inline: [
                    ("start", JSONWriter.quoted(p.period.start.description)),
                    ("end", JSONWriter.quoted(p.period.end.description)),
                    ("payDate", JSONWriter.quoted(p.period.payDate.description)),
                ] + (p.period.final ? [("final", "true")] : []))
            o.field(
                "minutes",
                inline: [
                    ("worked", String(p.minutes.worked)), ("night", String(p.minutes.night)),
                    ("overtime", String(p.minutes.overtime)), ("holiday", String(p.minutes.holiday)),
                ])
            o.field("earnings", array: p.earnings) { w, line, indent in lineObject(&w, line, indent, text) }
            o.field("gross", raw: String(p.gross))
            o.field("taxFree", raw: String(p.taxFree))
            o.field("deductions", array: p.deductions) { w, line, indent in lineObject(&w, line, indent, text) }
            o.field("totalDeductions", raw: String(p.totalDeductions))
            o.field("net", raw: String(p.net))
            o.field("employer", array: p.employer) { w, line, indent in lineObject(&w, line, indent, text) }
            o.field("employerCost", raw: String(p.employerCost))
            o.field("alerts", array: p.alerts) { w, alert, indent in
                w.object(indent: indent) { o in
                    o.field("code", string: alert.code.rawValue)
                    o.field("message", string: text(alert.message))
                    if !alert.days.isEmpty {
                        o.field(
                            "days",
                            raw: "[" + alert.days.map { JSONWriter.quoted($0.description) }.joined(separator: ", ")
                                + "]")
                    }
                }
            }
            if let leave = p.annualLeave { annualLeaveObject(&o, leave) }
        }
    }

    /// `"annualLeave": { "grantedMinutes": n, "takenMinutes": n, "paidOutMinutes": n,
    /// "balanceMinutes": n, "grants": [ { "date", "minutes", "expires" } ] }`.
    private static func annualLeaveObject(_ o: inout JSONWriter.ObjectWriter, _ leave: AnnualLeaveSummary) {
        var writer = JSONWriter()
        writer.object(indent: o.indent) { o in
            o.field("grantedMinutes", raw: String(leave.grantedMinutes))
            o.field("takenMinutes", raw: String(leave.takenMinutes))
            o.field("paidOutMinutes", raw: String(leave.paidOutMinutes))
            o.field("balanceMinutes", raw: String(leave.balanceMinutes))
            o.field("grants", array: leave.grants) { w, grant, indent in
                w.text += JSONWriter.inline([
                    ("date", JSONWriter.quoted(grant.date.description)),
                    ("minutes", String(grant.minutes)),
                    ("expires", JSONWriter.quoted(grant.expires.description)),
                ])
            }
        }
        o.field("annualLeave", raw: writer.text)
    }

    private static func lineObject(_ w: inout JSONWriter, _ line: PayLine, _ indent: Int, _ text: (Phrase) -> String) {
        w.object(indent: indent) { o in
            o.field("code", string: line.code.rawValue)
            o.field("amount", raw: String(line.amount))
            if let minutes = line.minutes { o.field("minutes", raw: String(minutes)) }
            if let rate = line.rate { o.field("rate", raw: String(rate)) }
            o.field("basis", string: text(line.basis))
        }
    }
}

/// A tiny pretty-printing JSON writer: objects with fields in call order.
struct JSONWriter {
    var text = ""

    static func quoted(_ value: String) -> String { JSONString.quoted(value) }

    static func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }

    /// A small object on one line: `{ "start": "2026-11-01", "end": … }`.
    static func inline(_ pairs: [(String, String)]) -> String {
        "{ " + pairs.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + " }"
    }

    /// Writes `{ … }` whose opening brace is at the current position and whose fields are at `indent + 2`.
    mutating func object(indent: Int, _ body: (inout ObjectWriter) -> Void) {
        var fields = ObjectWriter(indent: indent + 2)
        body(&fields)
        if fields.items.isEmpty {
            text += "{}"
        } else {
            text += "{\n" + fields.items.joined(separator: ",\n") + "\n" + JSONWriter.pad(indent) + "}"
        }
    }

    struct ObjectWriter {
        let indent: Int
        var items: [String] = []

        private mutating func add(_ key: String, _ value: String) {
            items.append(JSONWriter.pad(indent) + JSONWriter.quoted(key) + ": " + value)
        }

        mutating func field(_ key: String, raw: String) { add(key, raw) }
        mutating func field(_ key: String, string: String) { add(key, JSONWriter.quoted(string)) }

        /// A small object on one line: `{ "start": "2026-11-01", "end": … }`.
        mutating func field(_ key: String, inline pairs: [(String, String)]) {
            add(key, JSONWriter.inline(pairs))
        }

        mutating func field<T>(_ key: String, array: [T], element: (inout JSONWriter, T, Int) -> Void) {
            guard !array.isEmpty else {
                add(key, "[]")
                return
            }
            let elements = array.map { item -> String in
                var writer = JSONWriter()
                element(&writer, item, indent + 2)
                return JSONWriter.pad(indent + 2) + writer.text
            }
            add(key, "[\n" + elements.joined(separator: ",\n") + "\n" + JSONWriter.pad(indent) + "]")
        }
    }
}
