import Foundation
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupSite
import MoupState
import MoupWords

/// `moup merge`: joins the folders of one build spread over several processes or machines
/// (`moup build --shard I/N`, `Pipeline.buildShard`) into exactly the bytes `build` writes.
extension Pipeline {
    /// `moup merge`: writes the files of every shard folder in `shards` into `output`, atomically and
    /// under its lock, as a build does. Refuses (changing nothing) shards of different builds, a
    /// shard missing or given twice, a file in two shards, and a shard changed since it was built.
    ///
    /// Shards built with `--publishes-to output` continue its publication records: their shares of them, from
    /// the state folder `state` (default `.moup-state`), are joined and replace the output's records
    /// once the site is in place, and the report lists every changed payslip, as a whole build's does.
    package static func merge(
        _ shards: [String], output: String, state: String? = nil, waitForLock: Bool = true,
        progress: (@Sendable (BuildStep) -> Void)? = nil
    ) throws(PipelineFailure) -> BuildReport {
        let lock = try lockOutput(output, wait: waitForLock, progress: progress)
        defer { withExtendedLifetime(lock) {} }
        progress?(.loading)
        let (files, mark): ([OutputFile], ShardMark?)
        do throws(MergeError) {
            (files, mark) = try ShardFolders.join(shards)
        } catch {
            throw PipelineFailure([
                .error(
                    error.wording, at: SourceLocation(file: error.shard.isEmpty ? output : error.shard),
                    code: error.code)
            ])
        }
        let records = try mark.flatMap { mark throws(PipelineFailure) in
            try mark.publishesTo.map { tag throws(PipelineFailure) in
                try joinedRecords(
                    mark, tag: tag, output: output, state: state ?? StateFolder.defaultPath(forContent: "content"))
            }
        }
        let summary = try write(files, output: output, progress: progress)
        return BuildReport(
            diagnostics: records?.save() ?? [], pages: files.count, summary: summary,
            payslipsChanged: records?.changes ?? [],
            corrections: Set(records.map { Array($0.ledger.corrections.keys) } ?? []))
    }

    /// Throws when a reader of `content` has no secret in `store`: a shard must not make one (every
    /// shard would make a different one, and the secrets file would be written by several at once).
    static func requireSecrets(
        _ content: Content, _ store: SecretStore, path: String
    ) throws(PipelineFailure) {
        let missing = content.readers.map(\.reader).filter { store.entries[$0] == nil }
        if missing.isEmpty, !store.isSettled {
            throw PipelineFailure(
                [
                    .error(
                        Wording("shards.secretsFromOlderMoup"), at: SourceLocation(file: path),
                        code: "secrets.missing")
                ])
        }
        guard !missing.isEmpty else { return }
        let who: Wording.Value =
            missing.count <= 5
            ? .list(missing.map { .wording(Wording("reader." + $0.role.rawValue, ["id": "\($0.id)"])) })
            : .wording(Wording("shards.readers", ["count": "\(missing.count)"]))
        throw PipelineFailure(
            [
                .error(
                    Wording("shards.noSecretYet", ["who": who]), at: SourceLocation(file: path),
                    code: "secrets.missing")
            ])
    }
}
