import Foundation
import MoupModel
import MoupPayroll
import MoupSystem

/// The build state folder (default `.moup-state/` next to the content folder): private to the owner
/// (mode 0700), never inside the output folder, written atomically. Losing it costs one full build.
package struct StateFolder: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// `.moup-state` next to the content folder: `content` → `.moup-state`, `data/content` → `data/.moup-state`.
    package static func defaultPath(forContent content: String) -> String {
        pathBesideContent(content, named: ".moup-state")
    }

    /// The last successful build's state, or nil (none yet, or unreadable: the build runs in full).
    package func read() -> BuildState? {
        readText(BuildState.fileName).flatMap(BuildState.init(decoding:))
    }

    /// Saves `state`. A state that cannot be saved only makes the next build a full one, so
    /// failures are ignored.
    package func write(_ state: BuildState) {
        _ = writeText(state.encoded(), to: BuildState.fileName)
    }

    /// The figures of the payslips last published into `output`: empty when none were recorded yet
    /// (or the record is damaged, which the build then starts again).
    package func readLedger(output: String) -> PublicationLedger {
        readText(LedgerFile.name(forOutput: output)).flatMap(LedgerFile.decode) ?? PublicationLedger()
    }

    /// The record of the payslips published into `output` as its bytes, or nil when there is none: a
    /// part rebuild reads it once, takes its workplaces' payslips from it (`LedgerRecord.payslips(of:)`)
    /// and stages it patched (`stagePatchedLedger(_:output:workplaces:with:)`).
    package func readLedgerRecord(output: String) -> LedgerRecord? {
        readBytes(LedgerFile.name(forOutput: output)).map(LedgerRecord.init)
    }

    /// `record` (the record of `output` as this build read it) with the payslips of `workplaces`
    /// replaced by those of `part`, every other line kept as it is, written and flushed under a
    /// temporary name and put in place by `commit()`; nil when it is not a record of this version or
    /// cannot be written.
    package func stagePatchedLedger(
        _ record: LedgerRecord, output: String, workplaces: Set<String>,
        with part: PublicationLedger
    ) -> StagedFile? {
        LedgerFile.patch(record.bytes, workplaces: workplaces, with: part)
            .flatMap { stage($0, as: LedgerFile.name(forOutput: output)) }
    }

    /// The bytes of a record of published payslips, read once.
    package struct LedgerRecord: Sendable {
        let bytes: [UInt8]

        /// The payslips of `workplaces`, decoding no other line, and whether the whole record is empty;
        /// nil when it is not a record of this version or it is damaged (the caller then reads it whole).
        package func payslips(of workplaces: Set<String>) -> (ledger: PublicationLedger, isEmpty: Bool)? {
            LedgerFile.decode(bytes, workplaces: workplaces)
        }
    }

    /// Saves the figures of the payslips just published into `output`; false when it could not.
    package func writeLedger(_ ledger: PublicationLedger, output: String) -> Bool {
        writeText(LedgerFile.encode(ledger), to: LedgerFile.name(forOutput: output))
    }

    func readText(_ name: String) -> String? {
        readBytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the file `name`, or nil when it cannot be read.
    func readBytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path + "/" + name).map { [UInt8]($0) }
    }

    /// The size and modification time of the file `name` in the folder (`FileStamp.sizeAndTime`), or
    /// "-" when there is none.
    func stampText(_ name: String) -> String {
        FileStamp(path: path + "/" + name)?.sizeAndTime ?? "-"
    }

    /// The size and modification time of the record of payslips published into `output`, or "-": what
    /// a build records so that the next one can patch the record instead of reading it whole.
    package func ledgerStamp(output: String) -> String {
        stampText(LedgerFile.name(forOutput: output))
    }

    /// The names in the subfolder `name` (none when it cannot be read), hidden ones left out.
    func entries(of name: String) -> [String] {
        ((try? FileSystem.entries(of: path + "/" + name)) ?? []).filter { !$0.hasPrefix(".") }
    }

    /// Replaces the file `name` atomically (mode 0600), creating the folder with mode 0700 (and
    /// tightening it if it was looser). `flushed` false skips the `fsync`: for files whose digest is
    /// kept in another, flushed, file (a part's slice), which a lost write only makes unusable.
    func writeText(_ text: String, to name: String, flushed: Bool = true) -> Bool {
        writeBytes(Array(text.utf8), to: name, flushed: flushed)
    }

    /// `writeText` of bytes.
    func writeBytes(_ bytes: [UInt8], to name: String, flushed: Bool = true) -> Bool {
        stage(bytes, as: name, flushed: flushed)?.commit() ?? false
    }
}
