import MoupModel
import MoupPrivacy

/// What a `moup build` was asked to do: the folders, the build date, and the command's options.
/// `Pipeline.build` and `Pipeline.buildShard` make one; `Build.run` carries it out.
package struct BuildRequest: Sendable {
    /// The content folder.
    package var content: String
    /// The output folder.
    package var output: String
    /// `--templates`: a folder whose files override the built-in theme.
    package var templates: String?
    /// `--secrets`: the secrets file (default `.moup-secrets.json` next to the content folder).
    package var secrets: String?
    /// The build date.
    package var today: CivilDate
    /// Wait for the build that holds the output's lock (telling the progress display once); without
    /// it the build fails at once (`.locked`).
    package var waitForLock: Bool
    /// Read and update the record of published payslips and calendar events (false: a preview).
    package var recordsPublication: Bool
    /// A legal alert of the payroll stops the build before anything is read or written.
    package var strict: Bool
    /// `--shard I/N`: build only this shard's workplaces (shard 1 also the site-wide pages).
    package var shard: Shard?
    /// `--publishes-to`: with `shard`, the folder `moup merge` will write.
    package var publishesTo: String?

    package init(
        content: String, output: String, today: CivilDate, templates: String? = nil, secrets: String? = nil,
        waitForLock: Bool = true, recordsPublication: Bool = true, strict: Bool = false, shard: Shard? = nil,
        publishesTo: String? = nil
    ) {
        self.content = content
        self.output = output
        self.today = today
        self.templates = templates
        self.secrets = secrets
        self.waitForLock = waitForLock
        self.recordsPublication = recordsPublication
        self.strict = strict
        self.shard = shard
        self.publishesTo = publishesTo
    }

    /// The secrets file this build reads.
    var secretsPath: String { secrets ?? SecretsFile.defaultPath(forContent: content) }
}
