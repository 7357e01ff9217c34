import MoupContent
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupRules
import MoupSite
import MoupState
import MoupWords

extension Pipeline {
    /// What a successful build did.
    package struct BuildReport: Sendable {
        /// Warnings found on the way (there are no errors when a build succeeds).
        package var diagnostics: [Diagnostic]
        package var pages: Int
        package var summary: WriteSummary
        /// Readers who got a new secret in this build (their links are new: `moup links` prints them).
        package var newReaders: [Reader] = []
        /// The secrets file, when this build added secrets to it.
        package var secretsFile: String?
        /// Payslips whose figures differ from the last publication into this output (none on a
        /// first build, or when nothing changed).
        package var payslipsChanged: [PayslipChange] = []
        /// Payslips published as corrected statements (정정 임금명세서), by key.
        package var corrections: Set<PayslipKey> = []
        /// Files rendered by this build (the others were kept from the last build unread, or nothing
        /// was rendered at all when nothing changed).
        package var rendered = 0
    }

    /// `moup build`: the whole pipeline (`Build.run`). On failure the previous output is untouched.
    /// With `privacy: encrypted`, new readers' secrets are saved to the secrets file (`secrets`, default
    /// `.moup-secrets.json` next to the content folder) before the site is written.
    ///
    /// Only one build writes an output folder at a time (see `lockOutput`): with `waitForLock` a build
    /// waits for the one before it (telling `progress` once), without it fails at once (`.locked`).
    ///
    /// The build state keeps the figures of every payslip published into `output`
    /// (`PublicationLedger`); the build reports those it changes and publishes a payslip that
    /// differs from the statement issued on its pay date as a corrected one. `recordsPublication`
    /// false (a preview) neither reads nor updates that record.
    ///
    /// `strict`: a legal alert of the payroll stops the build before anything is read or written
    /// (`refuseLegalAlerts`).
    package static func build(
        content folder: String, output: String, templates: String? = nil,
        secrets: String? = nil, today: CivilDate, waitForLock: Bool = true,
        recordsPublication: Bool = true, strict: Bool = false,
        progress: (@Sendable (BuildStep) -> Void)? = nil
    ) async throws(PipelineFailure) -> BuildReport {
        let request = BuildRequest(
            content: folder, output: output, today: today, templates: templates, secrets: secrets,
            waitForLock: waitForLock, recordsPublication: recordsPublication, strict: strict)
        return try await Build.run(request, progress: progress)
    }

    /// `moup build --shard I/N`: one build spread over several processes or machines. Every shard
    /// loads the whole content (cheap) and computes the payroll and renders the pages of its own
    /// workplaces only (`Content.shardPlan`); shard 1 also computes the whole payroll for the site-wide
    /// pages. `merge` joins the shard folders into exactly the bytes `build` writes.
    ///
    /// Builds shard `shard` into `output`, which then holds that shard's files and a manifest marked
    /// with the shard and the digest of its inputs (`ShardInputs`). A shard build never writes the
    /// secrets file (every reader must have a secret already) and always builds its part in full.
    ///
    /// With `publishesTo` (the folder `moup merge` will write) it continues that folder's publication
    /// records as a whole build into it would, for its own workplaces' payslips and calendar events:
    /// corrected statements, the dashboards' changes of the day and the feeds' SEQUENCEs come out as in
    /// a whole build, the report lists this shard's changed payslips, and its part of the records goes
    /// into the state folder (never into `output`) for the merge. Without it the shard keeps no records.
    package static func buildShard(
        _ shard: Shard, content folder: String, output: String, publishesTo: String? = nil,
        templates: String? = nil,
        secrets: String? = nil, today: CivilDate, waitForLock: Bool = true, strict: Bool = false,
        progress: (@Sendable (BuildStep) -> Void)? = nil
    ) async throws(PipelineFailure) -> BuildReport {
        let request = BuildRequest(
            content: folder, output: output, today: today, templates: templates, secrets: secrets,
            waitForLock: waitForLock, strict: strict, shard: shard, publishesTo: publishesTo)
        return try await Build.run(request, progress: progress)
    }

    /// Takes the lock of `output` (a file beside it, held until the returned lock is released) and
    /// deletes the staging folders that earlier builds left when they died.
    package static func lockOutput(
        _ output: String, wait: Bool,
        progress: (@Sendable (BuildStep) -> Void)? = nil
    ) throws(PipelineFailure) -> OutputLock {
        do throws(OutputError) {
            let lock = try OutputLock.acquire(output: output, wait: wait) {
                progress?(.waitingForLock(lockFile: OutputLock.path(forOutput: output)))
            }
            _ = try OutputWriter(destination: output).removeLeftovers()
            return lock
        } catch {
            throw PipelineFailure(error, output: output)
        }
    }

    /// The build state folder next to the content folder (`.moup-state`), or nil where it would fall
    /// inside the content or output folder.
    static func buildState(content: String, output: String) -> StateFolder? {
        let path = StateFolder.defaultPath(forContent: content)
        if FolderPath.contains(content, path) || FolderPath.contains(output, path) { return nil }
        return StateFolder(path: path)
    }
}
