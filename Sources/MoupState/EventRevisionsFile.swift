import Crypto
import Foundation
import MoupModel

/// The calendar events last published into an output folder, kept in the state folder as
/// `events-<digest of the output path>` (each output is its own publication, as for the payslip
/// ledger): one `UID<TAB>SEQUENCE<TAB>digest` line per event, sorted by UID, after a header. The
/// next build into that folder gives an event whose digest changed the next SEQUENCE. Only UIDs
/// (date, worker and workplace ids), numbers and digests: no pay figure and no note. Losing the file
/// restarts every SEQUENCE at 0.
extension StateFolder {
    static let eventsHeader = "moup event revisions 1"

    static func eventsFileName(forOutput output: String) -> String { "events-" + outputTag(output) }

    /// The events last published into `output` by UID; empty when there are none or the file is damaged.
    public func readEvents(output: String) -> [String: EventRevision] {
        guard let text = readText(Self.eventsFileName(forOutput: output)) else { return [:] }
        return Self.decodeEvents(text) ?? [:]
    }

    /// Saves the events just published into `output` (a failure only costs the next build its SEQUENCEs).
    public func writeEvents(_ events: [String: EventRevision], output: String) {
        _ = writeText(Self.encodeEvents(events), to: Self.eventsFileName(forOutput: output))
    }

    /// What names an output folder's records in the state folder: 16 hex digits of the SHA-256 of its
    /// absolute path.
    public static func outputTag(_ output: String) -> String {
        let absolute = output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
        return SHA256.hash(data: Data(absolute.utf8)).prefix(8).hexDigits
    }

    static func encodeEvents(_ events: [String: EventRevision]) -> String {
        var out = Self.eventsHeader + "\n"
        for uid in events.keys.sorted() {
            let revision = events[uid]!
            out += "\(uid)\t\(revision.sequence)\t\(revision.digest)\n"
        }
        return out
    }

    /// The events in `text`, or nil for another version or a damaged file.
    static func decodeEvents(_ text: String) -> [String: EventRevision]? {
        var events: [String: EventRevision] = [:]
        var first = true
        let whole = StateText.eachLine(of: text) { line in
            if first {
                first = false
                return StateText.string(line) == Self.eventsHeader
            }
            let fields = StateText.fields(line)
            guard fields.count == 3, !fields[0].isEmpty, let sequence = StateText.number(fields[1]), !fields[2].isEmpty
            else { return false }
            events[StateText.string(fields[0])] = EventRevision(digest: StateText.string(fields[2]), sequence: Int(sequence))
            return true
        }
        return whole && !first ? events : nil
    }
}
