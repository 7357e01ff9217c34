import Crypto
import Foundation
import MoupModel
import MoupPayroll

/// The figures of every payslip published into one output folder (`PublicationLedger`), kept in the
/// state folder as `published-<digest of the output path>`: one ledger per output folder, since each
/// is its own publication. It holds pay figures, so it lives only here (mode 0600 in a 0700 folder),
/// never in the output, a log or a cache.
///
/// The text: a header line, then one JSON object per payslip, sorted by key.
enum LedgerFile {
    static let header = "moup published payslips 1"

    static func name(forOutput output: String) -> String {
        "published-" + StateFolder.outputTag(output)
    }

    static func encode(_ ledger: PublicationLedger) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = [header]
        for key in ledger.payslips.keys.sorted() {
            let data = (try? encoder.encode(Record(ledger.payslips[key]!))) ?? Data()
            lines.append(String(decoding: data, as: UTF8.self))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ledger in `text`; nil for another version or a damaged file (the build then starts a new
    /// record and reports nothing as changed).
    static func decode(_ text: String) -> PublicationLedger? {
        let lines = text.split(separator: "\n")
        guard lines.first == Substring(header) else { return nil }
        var payslips: [PublishedPayslip] = []
        let decoder = JSONDecoder()
        for line in lines.dropFirst() {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)), let payslip = record.payslip
            else { return nil }
            payslips.append(payslip)
        }
        return PublicationLedger(payslips)
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
                  let end = CivilDate(iso: end), let payDate = CivilDate(iso: payDate) else { return nil }
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
            return PublishedPayslip(key: PayslipKey(workplaceID: workplace, workerID: worker, kind: kind, periodStart: start),
                                    periodEnd: end, payDate: payDate, figures: PayslipFigures(figures), issued: issue,
                                    change: change)
        }
    }
}
