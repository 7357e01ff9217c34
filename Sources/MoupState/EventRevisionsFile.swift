#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        readEventsFile(output: output)?.events(endingWith: [""]) ?? [:]
    }

    /// Saves the events just published into `output` (a failure only costs the next build its SEQUENCEs).
    public func writeEvents(_ events: [String: EventRevision], output: String) {
        _ = writeText(Self.encodeEvents(events), to: Self.eventsFileName(forOutput: output))
    }

    /// The size and modification time of the events file of `output` (`FileStamp.sizeAndTime`), or "-"
    /// when there is none: what a build records so that the next one can patch the file instead of
    /// reading it whole.
    public func eventsStamp(output: String) -> String {
        stampText(Self.eventsFileName(forOutput: output))
    }

    /// The events file of `output` as its bytes, or nil when there is none: a part rebuild reads it
    /// once, takes the events of the parts it renders from it (`EventsFile.events(endingWith:)`) and
    /// writes it back patched (`patchEvents(_:output:endingWith:with:)`).
    public func readEventsFile(output: String) -> EventsFile? {
        readBytes(Self.eventsFileName(forOutput: output)).map(EventsFile.init)
    }

    /// Replaces, in the events file of `output`, every event whose UID ends with one of `suffixes` by
    /// `events` (whose UIDs must end with one of them), keeping every other line as its bytes and
    /// the whole sorted by UID: the file `writeEvents` would write for the same events. `file` is the
    /// file as this build read it (`readEventsFile`). False when there was none, when it is damaged,
    /// or when it cannot be written.
    public func patchEvents(_ file: EventsFile?, output: String, endingWith suffixes: [String],
                            with events: [String: EventRevision]) -> Bool {
        guard let patched = file?.patched(endingWith: suffixes, with: events) else { return false }
        return stageEvents(patched: patched, output: output)?.commit() ?? false
    }

    /// The events file of `output` as `patched` (`EventsFile.patched(endingWith:with:)` of the file as
    /// this build read it), written and flushed under a temporary name and put in place by `commit()`;
    /// nil when it cannot be written.
    public func stageEvents(patched: [UInt8], output: String) -> StagedFile? {
        stage(patched, as: Self.eventsFileName(forOutput: output))
    }

    /// The bytes of an events file, read once.
    public struct EventsFile: Sendable {
        let bytes: [UInt8]

        /// The events whose UID ends with one of `suffixes` (`[""]`: every event), without making a
        /// value of any other line; nil when the file is damaged.
        public func events(endingWith suffixes: [String]) -> [String: EventRevision]? {
            var events: [String: EventRevision] = [:]
            let tails = UIDTails(suffixes)
            let whole = StateFolder.eachEventLine(bytes) { _, uid, sequence, digest in
                guard tails.match(uid) else { return true }
                guard let number = StateText.number(sequence) else { return false }
                events[StateText.string(uid)] = EventRevision(digest: StateText.string(digest), sequence: Int(number))
                return true
            }
            return whole ? events : nil
        }

        /// The file with the lines of `suffixes` replaced by `events`, merged in UID order (UIDs are
        /// ASCII, so byte order is `String` order); nil when the file is damaged.
        public func patched(endingWith suffixes: [String], with events: [String: EventRevision]) -> [UInt8]? {
            let added = events.keys.sorted()
            let addedBytes = added.map { Array($0.utf8) }
            let tails = UIDTails(suffixes)
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + added.count * 64)
            out += StateFolder.eventsHeader.utf8
            out.append(0x0A)
            var next = 0
            func addLine(_ uid: String) {
                let revision = events[uid]!
                out += "\(uid)\t\(revision.sequence)\t\(revision.digest)\n".utf8
            }
            func comesBefore(_ index: Int, _ uid: StateText.Bytes) -> Bool {
                addedBytes[index].withUnsafeBufferPointer { StateText.precedes($0, uid) }
            }
            // The lines kept are copied in runs, as their bytes: `run` is where the current one starts.
            var run: Int?
            let whole = bytes.withUnsafeBufferPointer { all in
                func flush(upTo end: Int) {
                    if let start = run { out.append(contentsOf: UnsafeBufferPointer(rebasing: all[start..<end])) }
                    run = nil
                }
                let whole = StateFolder.eachEventLine(bytes) { start, uid, sequence, _ in
                    guard !sequence.isEmpty, sequence.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
                    if tails.match(uid) {
                        flush(upTo: start)
                        return true
                    }
                    if next < added.count, comesBefore(next, uid) {
                        flush(upTo: start)
                        while next < added.count, comesBefore(next, uid) {
                            addLine(added[next])
                            next += 1
                        }
                    }
                    if run == nil { run = start }
                    return true
                }
                flush(upTo: all.count)
                return whole
            }
            guard whole else { return nil }
            // A last line without its newline (a file cut short) gets one, as every line written does.
            if out.last != 0x0A { out.append(0x0A) }
            while next < added.count {
                addLine(added[next])
                next += 1
            }
            return out
        }
    }

    /// The UIDs' endings a part rebuild looks for (`"@<workplace>.moup"`; `""` matches every UID), as bytes.
    struct UIDTails {
        let tails: [[UInt8]]

        init(_ suffixes: [String]) {
            tails = suffixes.map { Array($0.utf8) }
        }

        func match(_ uid: StateText.Bytes) -> Bool {
            tails.contains { tail in
                uid.count >= tail.count && memcmp(uid.baseAddress! + uid.count - tail.count, tail, tail.count) == 0
            }
        }
    }

    /// Calls `body` with the offset in `bytes` where each event line (after the header) starts and
    /// its UID, SEQUENCE and digest, until it returns false; false when the header is not this
    /// version's or a line is damaged.
    fileprivate static func eachEventLine(
        _ bytes: [UInt8], _ body: (Int, StateText.Bytes, StateText.Bytes, StateText.Bytes) -> Bool
    ) -> Bool {
        var first = true
        return bytes.withUnsafeBufferPointer { all in
            StateText.eachLine(of: all) { line in
                if first {
                    first = false
                    return StateText.string(line) == Self.eventsHeader
                }
                guard let (uid, sequence, digest) = StateText.threeFields(line), !uid.isEmpty, !digest.isEmpty
                else { return false }
                return body(line.baseAddress! - all.baseAddress!, uid, sequence, digest)
            }
        } && !first
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
        EventsFile(bytes: Array(text.utf8)).events(endingWith: [""])
    }
}
