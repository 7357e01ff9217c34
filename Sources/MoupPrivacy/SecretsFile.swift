import Foundation
import MoupModel
import MoupSystem
import MoupWords

/// The secrets file (`.moup-secrets.json` next to the content folder by default): the tool's own
/// JSON, read and written only by moup, mode 0600. It is never rewritten from scratch: entries are
/// added, rotated or pruned one by one, and each change replaces the file atomically.
///
/// ```json
/// {
///   "about": "…",
///   "format": 2,
///   "site": { "salt": "…", "names": "…" },
///   "owner": { "cafe-moup": { "secret": "…", "salt": "…", "iterations": 600000, "key": "…" } },
///   "worker": { "kim-minji": { … } }
/// }
/// ```
///
/// `site` (format 2) holds the salt every reader's key is derived with and the key that names sealed
/// pages (`SiteSecret`). A format 1 file (a salt per reader, no site) is read as it is; the next
/// build makes the site secret and moves every key to its salt (`SecretStore.addMissing`).
package enum SecretsFile {
    static let format = 2
    static let formatsRead: Set<Int> = [1, 2]
    static let about =
        "moup secrets: each opens private pages of the site. Keep this file private (mode 0600), "
        + "outside the content and output folders, and out of git. Change it only with 'moup secrets'."

    /// The secrets file next to the content folder: `content` → `.moup-secrets.json`,
    /// `data/content` → `data/.moup-secrets.json`.
    package static func defaultPath(forContent content: String) -> String {
        pathBesideContent(content, named: ".moup-secrets.json")
    }

    /// The store in `path`, an empty store when there is no file, and a warning when others may read it.
    package static func read(_ path: String) throws(DiagnosticList) -> (store: SecretStore, warnings: [Diagnostic]) {
        let here = SourceLocation(file: path)
        let found: FileInfo?
        do {
            found = try FileInfo.at(path)
        } catch {
            throw DiagnosticList([.error(Wording("secretsFile.cannotRead", ["reason": .text(error.reason)]), at: here)])
        }
        guard let info = found else { return (SecretStore(), []) }
        guard info.isRegularFile else {
            throw DiagnosticList([.error(Wording("secretsFile.notRegular"), at: here)])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticList([.error(Wording("secretsFile.cannotReadPlain"), at: here)])
        }
        var warnings: [Diagnostic] = []
        if info.permissions & 0o077 != 0 {
            warnings.append(.warning(Wording("secretsFile.readableByOthers", ["path": .text(path)]), at: here))
        }
        return (try parse(data, path: path), warnings)
    }

    static func parse(_ data: Data, path: String) throws(DiagnosticList) -> SecretStore {
        let text = String(decoding: data, as: UTF8.self)
        let fail = { (message: Wording, needle: String?) -> DiagnosticList in
            DiagnosticList([.error(message, at: location(of: needle, in: text, path: path))])
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail(Wording("secretsFile.notJSON"), nil)
        }
        guard let found = object["format"] as? Int, formatsRead.contains(found) else {
            throw fail(Wording("secretsFile.unknownFormat", ["format": .text("\(format)")]), "\"format\"")
        }
        var site: SiteSecret?
        if let fields = object["site"] {
            guard let fields = fields as? [String: Any], let salt = SealedPage.bytes(fields["salt"]),
                let names = SealedPage.bytes(fields["names"]),
                let read = SiteSecret(salt: salt, namingKey: names)
            else {
                throw fail(Wording("secretsFile.badSite"), "\"site\"")
            }
            site = read
        }
        var entries: [Reader: SecretStore.Entry] = [:]
        for role in Reader.Role.allCases {
            guard let group = object[role.rawValue] else { continue }
            guard let readers = group as? [String: Any] else {
                throw fail(Wording("secretsFile.badGroup", ["role": .text(role.rawValue)]), "\"\(role.rawValue)\"")
            }
            for (id, value) in readers {
                let bad = { (what: Wording) -> DiagnosticList in
                    fail(
                        Wording(
                            "secretsFile.badSecret",
                            ["role": .text(role.rawValue), "id": .text(id), "what": .wording(what)]),
                        "\"\(id)\"")
                }
                guard let fields = value as? [String: Any] else { throw bad(Wording("secretsFile.mustBeObject")) }
                guard let secret = (fields["secret"] as? String).flatMap(Secret.init) else {
                    throw bad(Wording("secretsFile.notBase32"))
                }
                guard let salt = SealedPage.bytes(fields["salt"]), let rounds = fields["iterations"] as? Int,
                    let keyBytes = SealedPage.bytes(fields["key"]),
                    let key = ReaderKey(salt: salt, iterations: rounds, bytes: keyBytes)
                else {
                    throw bad(
                        Wording(
                            "secretsFile.noKey", ["minimum": .text("\(ReaderKey.minimumIterations)"), "id": .text(id)]))
                }
                entries[Reader(role, id)] = SecretStore.Entry(secret: secret, key: key)
            }
        }
        return SecretStore(entries: entries, site: site)
    }

    /// The file's bytes: stable key order, one reader per line.
    package static func encode(_ store: SecretStore) -> String {
        var out = "{\n  \"about\": \"\(about)\",\n  \"format\": \(format)"
        if let site = store.site {
            out +=
                ",\n  \"site\": {\"salt\": \"\(SealedPage.base64(site.salt))\", "
                + "\"names\": \"\(SealedPage.base64(site.namingKey))\"}"
        }
        for role in Reader.Role.allCases.sorted() {
            let readers = store.entries.keys.filter { $0.role == role }.sorted()
            out += ",\n  \"\(role.rawValue)\": {"
            for (i, reader) in readers.enumerated() {
                let entry = store.entries[reader]!
                out += (i == 0 ? "\n" : ",\n")
                out +=
                    "    \"\(reader.id)\": {\"secret\": \"\(entry.secret.text)\", "
                    + "\"salt\": \"\(SealedPage.base64(entry.key.salt))\", \"iterations\": \(entry.key.iterations), "
                    + "\"key\": \"\(SealedPage.base64(entry.key.bytes))\"}"
            }
            out += readers.isEmpty ? "}" : "\n  }"
        }
        return out + "\n}\n"
    }

    /// Replaces the file atomically with `store`: a new file of mode 0600 beside it, flushed, then renamed over it.
    package static func write(_ store: SecretStore, to path: String) throws(DiagnosticList) {
        let here = SourceLocation(file: path)
        let temporary = path + ".moup-\(ThisProcess.id).tmp"
        func cannotWrite(_ error: SystemError) -> DiagnosticList {
            DiagnosticList([.error(Wording("secretsFile.cannotWrite", ["reason": .text(error.reason)]), at: here)])
        }
        do {
            try FileSystem.write(Array(encode(store).utf8), to: temporary, mode: 0o600, flushed: true)
        } catch {
            // A file that could not be made is not ours to remove.
            if error.operation != "create the file" { try? FileSystem.removeFile(temporary) }
            throw cannotWrite(error)
        }
        do {
            try FileSystem.rename(temporary, path)
        } catch {
            try? FileSystem.removeFile(temporary)
            throw cannotWrite(error)
        }
    }

    /// The line of the first `needle` in `text` (line 1 when absent).
    private static func location(of needle: String?, in text: String, path: String) -> SourceLocation {
        guard let needle, let range = text.range(of: needle) else {
            return SourceLocation(file: path, line: 1, column: 1)
        }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return SourceLocation(file: path, line: line, column: column)
    }
}
