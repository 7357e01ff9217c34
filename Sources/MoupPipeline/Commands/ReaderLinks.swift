import MoupContent
import MoupModel
import MoupPrivacy
import MoupSite
import MoupWords

/// `moup links` and `moup secrets`: what the owner runs to hand out and manage the secrets that
/// open private pages.
extension Pipeline {
    /// One line of `moup links`: a reader, their name, their secret, and the link that opens their start page.
    package struct ReaderLink: Sendable, Hashable {
        package var reader: Reader
        package var name: String
        package var secret: String
        /// The start page's path in the output folder.
        package var page: String
        /// The start page's path in the output folder (or an absolute URL with `baseURL`), `#k=` and the opening token.
        package var link: String
    }

    /// `moup links`: every reader's link, sorted by role then id. Reads the secrets file and never
    /// writes it: a reader without a secret yet is an error that says to build first.
    package static func links(content folder: String, secrets: String? = nil) throws(PipelineFailure) -> [ReaderLink] {
        let (content, path, loaded) = try contentAndSecretsPath(folder, secrets: secrets)
        guard content.site.privacy == .encrypted else {
            throw PipelineFailure(
                loaded.diagnostics + [.error(Wording("links.privacyNone"), at: content.site.location)])
        }
        let store = try readSecrets(path, after: loaded.diagnostics)
        let readers = content.readers
        let missing = readers.filter { store.entries[$0.reader] == nil }.map(\.reader)
        if !missing.isEmpty {
            let who = missing.map { Wording.Value.wording(Wording("reader." + $0.role.rawValue, ["id": "\($0.id)"])) }
            throw PipelineFailure(
                loaded.diagnostics + [
                    .error(
                        Wording("links.noSecretYet", ["who": .list(who)]),
                        at: SourceLocation(file: path))
                ])
        }
        let base = content.site.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        return readers.map { reader, name in
            let entry = store.entries[reader]!
            // Where sealing publishes the reader's start page (`SealedPlaces`): the name their key gives.
            let page = SealedNames.startPage(for: entry.key)
            return ReaderLink(
                reader: reader, name: name, secret: entry.secret.text, page: page,
                link: base + page + "#k=" + PrivateAddress.openingToken(for: entry.key))
        }
    }

    /// `moup secrets rotate`: a new secret for `reader`, who must be in the content or the secrets file.
    package static func rotateSecret(
        _ reader: Reader, content folder: String,
        secrets: String? = nil
    ) throws(PipelineFailure) -> String {
        let (content, path, loaded) = try contentAndSecretsPath(folder, secrets: secrets)
        var store = try readSecrets(path, after: loaded.diagnostics)
        guard store.entries[reader] != nil || content.readers.contains(where: { $0.reader == reader }) else {
            throw PipelineFailure(
                loaded.diagnostics + [
                    .error(
                        Wording(
                            "links.noReader",
                            ["reader": .wording(Wording("reader." + reader.role.rawValue, ["id": "\(reader.id)"]))]),
                        at: SourceLocation(file: path))
                ])
        }
        store.rotate(reader)
        try PipelineFailure.keeping(loaded.diagnostics) { () throws(PipelineFailure) in
            try saveSecrets(store, path: path)
        }
        return path
    }

    /// `moup secrets prune`: drops the secrets of people and owners no longer in the content.
    package static func pruneSecrets(
        content folder: String,
        secrets: String? = nil
    ) throws(PipelineFailure) -> (path: String, dropped: [Reader]) {
        let (content, path, loaded) = try contentAndSecretsPath(folder, secrets: secrets)
        var store = try readSecrets(path, after: loaded.diagnostics)
        let dropped = store.prune(keeping: content.readers.map(\.reader))
        if !dropped.isEmpty {
            try PipelineFailure.keeping(loaded.diagnostics) { () throws(PipelineFailure) in
                try saveSecrets(store, path: path)
            }
        }
        return (path, dropped)
    }

    /// The readers `id` may name: `worker:ID`, `owner:ID`, or a bare id that names exactly one of them.
    package static func readers(
        named id: String, content folder: String,
        secrets: String? = nil
    ) throws(PipelineFailure) -> [Reader] {
        if id.hasPrefix("worker:") { return [.worker(String(id.dropFirst(7)))] }
        if id.hasPrefix("owner:") { return [.owner(String(id.dropFirst(6)))] }
        let (content, path, loaded) = try contentAndSecretsPath(folder, secrets: secrets)
        let store = try readSecrets(path, after: loaded.diagnostics)
        let known = Set(content.readers.map(\.reader)).union(store.entries.keys)
        return Reader.Role.allCases.map { Reader($0, id) }.filter(known.contains).sorted()
    }

    /// The valid content, and the secrets file's path (`secrets`, else beside the content folder).
    static func contentAndSecretsPath(
        _ folder: String, secrets: String?
    ) throws(PipelineFailure)
        -> (content: Content, path: String, loaded: LoadedContent)
    {
        let loaded = load(content: folder)
        let content = try validContent(loaded, folder: folder)
        return (content, secrets ?? SecretsFile.defaultPath(forContent: folder), loaded)
    }

    /// The secrets file at `path`; its failure carries the content's warnings (`earlier`) too.
    private static func readSecrets(_ path: String, after earlier: [Diagnostic]) throws(PipelineFailure) -> SecretStore
    {
        do throws(DiagnosticList) {
            return try SecretsFile.read(path).store
        } catch {
            throw PipelineFailure(error, code: "secrets.invalid").after(earlier)
        }
    }
}
