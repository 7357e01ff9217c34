import Crypto
import Foundation
import MoupModel

/// What every shard of one build must be built from, by bytes rather than by file stamps (which
/// differ from machine to machine): every content and template file (path and bytes), the secrets
/// file, the build date and the moup program itself. `moup merge` joins only shards whose digests are
/// equal, so a site is never stitched together from two versions of the content, or from two
/// programs that might compute pay differently.
package struct ShardInputs: Sendable {
    package var content: String
    package var templates: String?
    /// The secrets file, when the site is encrypted.
    package var secrets: String?
    package var today: CivilDate
    /// With `--publishes-to`: the tag of the output folder whose records the shard continues and the
    /// digest of those records as it read them (`StateFolder.readRecords`), so every shard of one
    /// build has computed from the same publication.
    package var records: (output: String, digest: String)?
    /// The running program (`/proc/self/exe`); tests may name another file.
    package var program: String = "/proc/self/exe"

    package init(content: String, templates: String?, secrets: String?, today: CivilDate) {
        self.content = content
        self.templates = templates
        self.secrets = secrets
        self.today = today
    }

    /// Lowercase hex SHA-256; nil when a file cannot be read (the build itself then reports it).
    package var digest: String? {
        var hasher = SHA256()
        func add(_ text: String) { hasher.update(data: Data((text + "\n").utf8)) }
        func add(file path: String, as name: String) -> Bool {
            guard let bytes = FileManager.default.contents(atPath: path) else { return false }
            add("\(name) \(bytes.count)")
            hasher.update(data: bytes)
            return true
        }
        add("moup shard inputs 1")
        add("today \(today)")
        if let records { add("records \(records.output) \(records.digest)") }
        guard add(file: program, as: "program") else { return nil }
        // No secrets file yet: the build itself then says that secrets are missing.
        if let secrets, FileManager.default.fileExists(atPath: secrets), !add(file: secrets, as: "secrets") {
            return nil
        }
        for (label, folder) in [("content", content), ("templates", templates)] {
            guard let folder else { continue }
            let files = FolderStamps(walking: folder)
            guard files.unreadable.isEmpty else { return nil }
            for path in files.files.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard add(file: folder + "/" + path, as: label + " " + path) else { return nil }
            }
        }
        return hasher.finalize().hexDigits
    }
}
