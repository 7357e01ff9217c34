import Crypto
import Foundation
import MoupModel
import MoupPayroll

/// The figures of every payslip published into one output folder (`PublicationLedger`), kept in the
/// state folder as `published-<digest of the output path>`: one ledger per output folder, since each
/// is its own publication. It holds pay figures, so it lives only here (mode 0600 in a 0700 folder),
/// never in the output, a log or a cache.
///
/// The text: a header line, then one line per payslip, sorted by key: its workplace id, a tab and
/// the payslip as a JSON object. The key sorts by workplace first, so a workplace's payslips are one
/// run of lines, which a rebuild of some workplaces reads and replaces without decoding the others
/// (`decode(_:workplaces:)`, `patch`). Version 1 (the JSON objects alone) is still read.
enum LedgerFile {
    static let header = "moup published payslips 2"
    static let firstHeader = "moup published payslips 1"

    static func name(forOutput output: String) -> String {
        "published-" + StateFolder.outputTag(output)
    }

    static func encode(_ ledger: PublicationLedger) -> String {
        header + "\n" + lines(ledger)
    }

    /// A line per payslip of `ledger`, sorted by key.
    private static func lines(_ ledger: PublicationLedger) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = ""
        for key in ledger.payslips.keys.sorted() {
            let data = (try? encoder.encode(Record(ledger.payslips[key]!))) ?? Data()
            text += key.workplaceID + "\t" + String(decoding: data, as: UTF8.self) + "\n"
        }
        return text
    }

    /// The ledger in `text`; nil for another version or a damaged file (the build then starts a new
    /// record and reports nothing as changed).
    static func decode(_ text: String) -> PublicationLedger? {
        let lines = text.split(separator: "\n")
        let first = lines.first == Substring(firstHeader)
        guard first || lines.first == Substring(header) else { return nil }
        var payslips: [PublishedPayslip] = []
        let decoder = JSONDecoder()
        for line in lines.dropFirst() {
            let json = first ? line : line.drop { $0 != "\t" }.dropFirst()
            guard let record = try? decoder.decode(Record.self, from: Data(json.utf8)), let payslip = record.payslip,
                first || line.hasPrefix(payslip.key.workplaceID + "\t")
            else { return nil }
            payslips.append(payslip)
        }
        return PublicationLedger(payslips)
    }

    /// The payslips of `workplaces` in `bytes` (this version's only), decoding no other line, and
    /// whether the whole ledger is empty; nil for another version or a damaged file.
    static func decode(_ bytes: [UInt8], workplaces: Set<String>) -> (ledger: PublicationLedger, isEmpty: Bool)? {
        var payslips: [PublishedPayslip] = []
        var lines = 0
        let decoder = JSONDecoder()
        let whole = eachLine(bytes) { workplace, json in
            lines += 1
            guard workplaces.contains(StateText.string(workplace)) else { return true }
            guard let record = try? decoder.decode(Record.self, from: Data(json)), let payslip = record.payslip,
                payslip.key.workplaceID == StateText.string(workplace)
            else { return false }
            payslips.append(payslip)
            return true
        }
        return whole ? (PublicationLedger(payslips), lines == 0) : nil
    }

    /// `bytes` (this version's ledger) with the payslips of `workplaces` replaced by those of `part`
    /// (all of them of those workplaces): the ledger `encode` writes for the same payslips, every
    /// other line kept as its bytes. Nil for another version or a damaged file.
    static func patch(_ bytes: [UInt8], workplaces: Set<String>, with part: PublicationLedger) -> [UInt8]? {
        // The new lines of each workplace, in order: a workplace's lines are one run of the file.
        var runs: [(workplace: String, text: String)] = []
        for workplace in workplaces.sorted() {
            let own = PublicationLedger(part.payslips.values.filter { $0.key.workplaceID == workplace })
            runs.append((workplace, lines(own)))
        }
        var out = Array((header + "\n").utf8)
        out.reserveCapacity(bytes.count + runs.reduce(0) { $0 + $1.text.utf8.count })
        var next = 0
        let whole = eachLine(bytes) { workplace, json in
            let id = StateText.string(workplace)
            while next < runs.count, runs[next].workplace < id {
                out += runs[next].text.utf8
                next += 1
            }
            if workplaces.contains(id) { return true }
            out += workplace
            out.append(0x09)
            out += json
            out.append(0x0A)
            return true
        }
        guard whole else { return nil }
        for run in runs[next...] { out += run.text.utf8 }
        return out
    }

    /// Calls `body` with the workplace id and the JSON of each line of a ledger of this version; false
    /// when the header is another's or a line has no workplace.
    private static func eachLine(_ bytes: [UInt8], _ body: (StateText.Bytes, StateText.Bytes) -> Bool) -> Bool {
        var first = true
        return bytes.withUnsafeBufferPointer { all in
            StateText.eachLine(of: all) { line in
                if first {
                    first = false
                    return StateText.string(line) == header
                }
                guard let tab = line.firstIndex(of: 0x09), tab > 0 else { return false }
                return body(StateText.Bytes(rebasing: line[..<tab]), StateText.Bytes(rebasing: line[(tab + 1)...]))
            }
        } && !first
    }

    private struct Record: Codable {
        var workplace: String
        var worker: String
        var kind: String
        var start: String
        var end: String
        var payDate: String
        var figures: [String: Int]
        var issuedOn: String?
        var issued: [String: Int]?
        var changedOn: String?
        /// Absent with `changedOn`: the payslip was new that day.
        var before: [String: Int]?

        init(_ payslip: PublishedPayslip) {
            workplace = payslip.key.workplaceID
            worker = payslip.key.workerID
            kind = payslip.key.kind.rawValue
            start = payslip.key.periodStart.description
            end = payslip.periodEnd.description
            payDate = payslip.payDate.description
            figures = payslip.figures.values
            issuedOn = payslip.issued?.on.description
            issued = payslip.issued?.figures.values
            changedOn = payslip.change?.on.description
            before = payslip.change?.before?.values
        }

        var payslip: PublishedPayslip? {
            guard let kind = PayslipKind(rawValue: kind), let start = CivilDate(iso: start),
                let end = CivilDate(iso: end), let payDate = CivilDate(iso: payDate)
            else { return nil }
            var issue: PublishedPayslip.Issue?
            if let issuedOn, let issued {
                guard let on = CivilDate(iso: issuedOn) else { return nil }
                issue = PublishedPayslip.Issue(on: on, figures: PayslipFigures(issued))
            }
            var change: PublishedPayslip.Change?
            if let changedOn {
                guard let on = CivilDate(iso: changedOn) else { return nil }
                change = PublishedPayslip.Change(on: on, before: before.map(PayslipFigures.init))
            }
            return PublishedPayslip(
                key: PayslipKey(workplaceID: workplace, workerID: worker, kind: kind, periodStart: start),
                periodEnd: end, payDate: payDate, figures: PayslipFigures(figures), issued: issue,
                change: change)
        }
    }
}
