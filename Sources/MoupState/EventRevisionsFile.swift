#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel

/// The calendar events the last build published, kept in the state folder as `events`: one
/// `UID<TAB>SEQUENCE<TAB>digest` line per event, sorted by UID, after a header. The next build gives
/// an event whose digest changed the next SEQUENCE. Only UIDs (date, worker and workplace ids),
/// numbers and digests: no pay figure and no note. Losing the file restarts every SEQUENCE at 0.
extension StateFolder {
    static let eventsFileName = "events"
    static let eventsHeader = "moup event revisions 1"

    /// The last build's events by UID; empty when there is none or it cannot be read.
    public func readEvents() -> [String: EventRevision] {
        guard let text = readText(Self.eventsFileName) else { return [:] }
        return Self.decodeEvents(text) ?? [:]
    }

    /// Saves the events of the build just written (failures only cost the next build its SEQUENCEs).
    public func writeEvents(_ events: [String: EventRevision]) {
        writeText(Self.eventsFileName, Self.encodeEvents(events))
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == Substring(Self.eventsHeader) else { return nil }
        var events: [String: EventRevision] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, let sequence = Int(fields[1]), sequence >= 0, !fields[2].isEmpty
            else { return nil }
            events[String(fields[0])] = EventRevision(digest: String(fields[2]), sequence: sequence)
        }
        return events
    }
}

extension StateFolder {
    /// The text of the file `name` in the state folder, or nil.
    func readText(_ name: String) -> String? {
        guard let file = fopen(path + "/" + name, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the file `name` in the state folder atomically, creating the folder with mode 0700
    /// (and tightening it if it was looser). Failures are ignored: the state is only a shortcut.
    func writeText(_ name: String, _ text: String) {
        mkdir(path, 0o700)
        chmod(path, 0o700)
        let target = path + "/" + name
        let temporary = target + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { return }
        let bytes = Array(text.utf8)
        let complete = fwrite(bytes, 1, bytes.count, file) == bytes.count
        fclose(file)
        if complete { rename(temporary, target) } else { unlink(temporary) }
    }
}
