import Crypto
import Foundation
import MoupModel
import MoupSystem

/// The calendar events last published into an output folder, kept in the state folder as
/// `events-<digest of the output path>.d/`, one file per workplace named by its id (each output is its
/// own publication, as for the payslip ledger): one `UID<TAB>SEQUENCE<TAB>digest<TAB>YYYY-MM-DD` line
/// per event of the workplace (its UID ends with `@<id>.moup`; the date is the build date it was last
/// revised on, its DTSTAMP), sorted by UID, after a header. The next build into that folder gives an
/// event whose digest changed the next SEQUENCE and its own date. Only UIDs (date, worker and
/// workplace ids), numbers, dates and digests: no pay figure and no note.
///
/// One file per workplace, so that a rebuild of one workplace reads and rewrites its own events
/// only (at 10,000 workers the events of the whole site are 13 MB). The files are not flushed to disk
/// when the whole site's are written, as the pages are not: losing one restarts its workplace's
/// SEQUENCEs at 0, and a damaged one is read as none. A rebuild of one part flushes the few it stages.
/// The single file of earlier versions (`events-<digest>`) is still read, once, so an upgrade keeps
/// every SEQUENCE; the next save replaces it by the folder. So are the lines of version 1, which had
/// no date: their events take the next build's.
extension StateFolder {
    static let eventsHeader = "moup event revisions 2"

    /// The header of the files of earlier versions, whose lines have no date.
    static let undatedEventsHeader = "moup event revisions 1"

    /// The folder of the events published into `output`.
    static func eventsFolderName(forOutput output: String) -> String { "events-" + outputTag(output) + ".d" }

    /// The single file earlier versions kept the same events in.
    static func legacyEventsFileName(forOutput output: String) -> String { "events-" + outputTag(output) }

    /// The events last published into `output` by UID; empty when there are none. A damaged file is
    /// read as no events (its workplace's SEQUENCEs start again).
    package func readEvents(output: String) -> [String: EventRevision] {
        let folder = Self.eventsFolderName(forOutput: output)
        guard FileStamp(path: path + "/" + folder) != nil else {
            return readText(Self.legacyEventsFileName(forOutput: output)).flatMap(Self.decodeEvents) ?? [:]
        }
        var events: [String: EventRevision] = [:]
        for name in entries(of: folder) where !name.contains(".") {
            guard let file = readText(folder + "/" + name).flatMap(Self.decodeEvents) else { continue }
            events.merge(file) { first, _ in first }
        }
        return events
    }

    /// The events last published into `output` of the workplaces `ids` alone (what a rebuild of their
    /// parts reads); nil when the events are not kept per workplace yet or one file is damaged. A
    /// workplace without a file has no events.
    package func readEvents(output: String, workplaces ids: Set<String>) -> [String: EventRevision]? {
        let folder = Self.eventsFolderName(forOutput: output)
        guard FileStamp(path: path + "/" + folder) != nil else { return nil }
        var events: [String: EventRevision] = [:]
        for id in ids.sorted() {
            guard let bytes = readBytes(folder + "/" + id) else { continue }
            guard let file = Self.decodeEvents(bytes) else { return nil }
            events.merge(file) { first, _ in first }
        }
        return events
    }

    /// Saves the events just published into `output`, one file per workplace (a failure only costs the
    /// next build its SEQUENCEs): the files of workplaces without events any more are removed, as is
    /// the single file of earlier versions.
    package func writeEvents(_ events: [String: EventRevision], output: String) {
        let folder = Self.eventsFolderName(forOutput: output)
        guard makeFolder(folder) else { return }
        let byWorkplace = Self.grouped(events)
        let names = byWorkplace.keys.sorted()
        _ = names.concurrentMap { [self] name in
            writeText(Self.encodeEvents(byWorkplace[name]!), to: folder + "/" + name, flushed: false)
        }
        let kept = Set(names)
        for name in entries(of: folder) where !kept.contains(name) {
            try? FileSystem.removeFile(path + "/" + folder + "/" + name)
        }
        try? FileSystem.removeFile(path + "/" + Self.legacyEventsFileName(forOutput: output))
    }

    /// The events of the workplaces `ids` as they are now (`events` holds theirs), each workplace's file
    /// written and flushed under a temporary name, to be put in place by `commit()` once the pages
    /// are; nil when one cannot be written (none is left then).
    package func stageEvents(
        _ events: [String: EventRevision], output: String, workplaces ids: Set<String>
    ) -> [StagedFile]? {
        let folder = Self.eventsFolderName(forOutput: output)
        guard makeFolder(folder) else { return nil }
        let byWorkplace = Self.grouped(events)
        var staged: [StagedFile] = []
        for id in ids.sorted() {
            // Staged beside the folder, not in it: the folder's time (`eventsStamp`) moves only when
            // the files are put in place.
            guard
                let file = stage(
                    Array(Self.encodeEvents(byWorkplace[id] ?? [:]).utf8), as: folder + "/" + id,
                    temporaryName: folder + "-" + id)
            else {
                staged.forEach { $0.discard() }
                return nil
            }
            staged.append(file)
        }
        return staged
    }

    /// The size and modification time of the events folder of `output` (`FileStamp.sizeAndTime`), or
    /// "-" when there is none: what a build records so that the next one can read and replace one
    /// workplace's file instead of reading them all. Every file is put in place by a rename, which
    /// moves the folder's time.
    package func eventsStamp(output: String) -> String {
        stampText(Self.eventsFolderName(forOutput: output))
    }

    /// Events by the file they are kept in: the id of their workplace (`…@<id>.moup`), or `_` for a UID
    /// of no workplace (not an id, so no workplace's file).
    static func grouped(_ events: [String: EventRevision]) -> [String: [String: EventRevision]] {
        var groups: [String: [String: EventRevision]] = [:]
        for (uid, revision) in events { groups[workplace(ofEvent: uid) ?? "_", default: [:]][uid] = revision }
        return groups
    }

    /// `cafe` for `20261102-1-kim@cafe.moup`; nil for a UID of another form.
    static func workplace(ofEvent uid: String) -> String? {
        let bytes = uid.utf8
        guard uid.hasSuffix(".moup"), let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return nil }
        let id = bytes[bytes.index(after: at)..<bytes.index(bytes.endIndex, offsetBy: -5)]
        guard !id.isEmpty, !id.contains(UInt8(ascii: "/")), !id.contains(UInt8(ascii: ".")) else { return nil }
        return String(Substring(id))
    }

    /// Calls `body` with each event line's UID, SEQUENCE, digest and date (nil in a file of version 1)
    /// after the header, until it returns false; false when the header is neither version's or a line
    /// is damaged.
    fileprivate static func eachEventLine(
        _ bytes: [UInt8], _ body: (StateText.Bytes, StateText.Bytes, StateText.Bytes, StateText.Bytes?) -> Bool
    ) -> Bool {
        var first = true
        var dated = true
        return bytes.withUnsafeBufferPointer { all in
            StateText.eachLine(of: all) { line in
                if first {
                    first = false
                    dated = StateText.string(line) == Self.eventsHeader
                    return dated || StateText.string(line) == Self.undatedEventsHeader
                }
                let fields = StateText.fields(line)
                guard fields.count == (dated ? 4 : 3), !fields[0].isEmpty, !fields[2].isEmpty else { return false }
                return body(fields[0], fields[1], fields[2], dated ? fields[3] : nil)
            }
        } && !first
    }

    /// What names an output folder's records in the state folder: 16 hex digits of the SHA-256 of its
    /// absolute path.
    package static func outputTag(_ output: String) -> String {
        let absolute = output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
        return SHA256.hash(data: Data(absolute.utf8)).prefix(8).hexDigits
    }

    static func encodeEvents(_ events: [String: EventRevision]) -> String {
        var out = Self.eventsHeader + "\n"
        for uid in events.keys.sorted() {
            let revision = events[uid]!
            out += "\(uid)\t\(revision.sequence)\t\(revision.digest)\t\(revision.revised?.description ?? "-")\n"
        }
        return out
    }

    /// The events in `text`, or nil for another version or a damaged file.
    static func decodeEvents(_ text: String) -> [String: EventRevision]? {
        decodeEvents(Array(text.utf8))
    }

    /// The events in `bytes`, or nil for another version or a damaged file.
    static func decodeEvents(_ bytes: [UInt8]) -> [String: EventRevision]? {
        var events: [String: EventRevision] = [:]
        let whole = eachEventLine(bytes) { uid, sequence, digest, date in
            guard let number = StateText.number(sequence) else { return false }
            var revised: CivilDate?
            if let date, StateText.string(date) != "-" {
                guard let day = CivilDate(iso: StateText.string(date)) else { return false }
                revised = day
            }
            events[StateText.string(uid)] = EventRevision(
                digest: StateText.string(digest), sequence: Int(number), revised: revised)
            return true
        }
        return whole ? events : nil
    }
}
