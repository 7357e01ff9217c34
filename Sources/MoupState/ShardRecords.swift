import Crypto
import Foundation
import MoupModel
import MoupPayroll
import MoupSystem

/// One shard's part of the records of the output folder it publishes to (`moup build --shard I/N
/// --publishes-to DIR`): the figures of the payslips of its workplaces (`PublicationLedger`) and the
/// revisions of their calendar events. `moup merge` joins the parts of all shards into the records a
/// whole build into that folder would have left, once the merged site is in place.
///
/// Kept in the state folder as `shard-<output tag>-<I>` (mode 0600 in the 0700 folder): it holds pay
/// figures, so never in a shard's output folder, which may travel (an artifact, a shared volume).
package struct ShardRecords: Hashable, Sendable {
    package var index: Int
    package var count: Int
    /// The shard's input digest (`ShardMark.inputs`): the merge takes only the records of the parts
    /// it joins.
    package var inputs: String
    /// The digest of the output's records when the shard read them (`StateFolder.readRecords`): the merge
    /// refuses records computed from other records than those it replaces.
    package var previous: String
    package var ledger: PublicationLedger
    package var events: [String: EventRevision]

    package init(
        index: Int, count: Int, inputs: String, previous: String, ledger: PublicationLedger,
        events: [String: EventRevision]
    ) {
        self.index = index
        self.count = count
        self.inputs = inputs
        self.previous = previous
        self.ledger = ledger
        self.events = events
    }

    static let header = "moup shard records 1"

    static func fileName(index: Int, output: String) -> String {
        "shard-" + StateFolder.outputTag(output) + "-\(index)"
    }

    /// The header, `shard I/N inputs <sha256> previous <sha256>`, the ledger's text, the events' text.
    var encoded: String {
        Self.header + "\n" + "shard \(index)/\(count) inputs \(inputs) previous \(previous)\n"
            + LedgerFile.encode(ledger) + StateFolder.encodeEvents(events)
    }

    /// The records in `text`; nil for another version or a damaged file.
    init?(decoding text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0] == Substring(Self.header) else { return nil }
        let words = lines[1].split(separator: " ")
        let numbers = words.count == 6 ? words[1].split(separator: "/") : []
        guard words.count == 6, words[0] == "shard", words[2] == "inputs", words[4] == "previous", numbers.count == 2,
            let index = Int(numbers[0]), let count = Int(numbers[1]),
            let split = lines.firstIndex(of: Substring(StateFolder.eventsHeader)), split > 2,
            let ledger = LedgerFile.decode(lines[2..<split].joined(separator: "\n")),
            let events = StateFolder.decodeEvents(lines[split...].joined(separator: "\n"))
        else { return nil }
        self.init(
            index: index, count: count, inputs: String(words[3]), previous: String(words[5]), ledger: ledger,
            events: events)
    }
}

extension StateFolder {
    /// The records of `output` as they are now: the published payslips, the event revisions, and a
    /// digest of the payslips' file (or its absence) and of the events (as one file would hold them),
    /// read once: what a shard computes from and what the merge checks it replaces.
    package func readRecords(
        output: String
    ) -> (ledger: PublicationLedger, events: [String: EventRevision], digest: String) {
        let names = (ledger: LedgerFile.name(forOutput: output), events: Self.eventsFolderName(forOutput: output))
        let ledger = readText(names.ledger)
        let events = readEvents(output: output)
        var hasher = SHA256()
        for (name, text) in [(names.ledger, ledger), (names.events, Self.encodeEvents(events))] {
            hasher.update(data: Data("\(name) \(text.map { "\($0.utf8.count)" } ?? "absent")\n".utf8))
            if let text { hasher.update(data: Data(text.utf8)) }
        }
        return (ledger.flatMap(LedgerFile.decode) ?? PublicationLedger(), events, hasher.finalize().hexDigits)
    }

    /// Saves one shard's records for `output`; false when they could not be saved.
    package func writeShardRecords(_ records: ShardRecords, output: String) -> Bool {
        writeText(records.encoded, to: ShardRecords.fileName(index: records.index, output: output))
    }

    /// The records shard `index` saved for `output`; nil when there are none (or they are damaged).
    package func readShardRecords(index: Int, output: String) -> ShardRecords? {
        readText(ShardRecords.fileName(index: index, output: output)).flatMap(ShardRecords.init(decoding:))
    }

    /// Deletes the records shard `index` saved for `output` (the merge has taken them into the output's).
    package func removeShardRecords(index: Int, output: String) {
        try? FileSystem.removeFile(path + "/" + ShardRecords.fileName(index: index, output: output))
    }
}
