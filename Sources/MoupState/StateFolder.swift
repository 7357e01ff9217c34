#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel
import MoupPayroll

/// The build state folder (default `.moup-state/` next to the content folder): private to the owner
/// (mode 0700), never inside the output folder, written atomically. Losing it costs one full build.
public struct StateFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `.moup-state` next to the content folder: `content` → `.moup-state`, `data/content` → `data/.moup-state`.
    public static func defaultPath(forContent content: String) -> String {
        pathBesideContent(content, named: ".moup-state")
    }

    /// The last successful build's state, or nil (none yet, or unreadable: the build runs in full).
    public func read() -> BuildState? {
        readText(BuildState.fileName).flatMap(BuildState.init(decoding:))
    }

    /// The inputs, output digest and warnings of the last build, without its stamps.
    public func readHead() -> BuildState.Head? {
        readText(BuildState.fileName).flatMap(BuildState.head(decoding:))
    }

    /// Saves `state`. A state that cannot be saved only makes the next build a full one, so
    /// failures are ignored.
    public func write(_ state: BuildState) {
        _ = writeText(state.encoded(), to: BuildState.fileName)
    }

    /// The figures of the payslips last published into `output`: empty when none were recorded yet
    /// (or the record is damaged, which the build then starts again).
    public func readLedger(output: String) -> PublicationLedger {
        readText(LedgerFile.name(forOutput: output)).flatMap(LedgerFile.decode) ?? PublicationLedger()
    }

    /// Saves the figures of the payslips just published into `output`; false when it could not.
    public func writeLedger(_ ledger: PublicationLedger, output: String) -> Bool {
        writeText(LedgerFile.encode(ledger), to: LedgerFile.name(forOutput: output))
    }

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

    /// Replaces the file `name` atomically (mode 0600), creating the folder with mode 0700 (and
    /// tightening it if it was looser).
    func writeText(_ text: String, to name: String) -> Bool {
        mkdir(path, 0o700)
        chmod(path, 0o700)
        let target = path + "/" + name
        let temporary = target + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return false }
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        let complete = done == bytes.count && fsync(descriptor) == 0
        close(descriptor)
        guard complete, rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

/// `write(2)` (the struct's own `write` hides the system's name inside it).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
#if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
#else
    Darwin.write(descriptor, bytes, count)
#endif
}
