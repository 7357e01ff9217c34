import Foundation
import MoupContent
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupRules
import MoupSite
import MoupState
import MoupWords

/// The stages every command calls into its modules, so that the command line, the benchmark and the
/// end-to-end tests share one wiring: load → rules → payroll → theme → render → write. `moup build`
/// runs them as one list of named steps (`Build.run`, in Build/); the other commands' helpers are in
/// Commands/. No business logic lives here; every stage is a call into its module.
package enum Pipeline {
    /// `templates` next to the content folder: `content` → `templates`, `data/content` → `data/templates`.
    package static func defaultTemplates(forContent content: String) -> String {
        pathBesideContent(content, named: "templates")
    }

    /// The folder whose files override the built-in theme: `option` (`--templates`) when given, which
    /// must then exist; else `templates` next to the content folder when there is one; else none.
    package static func templatesFolder(option: String?, content: String) -> String? {
        if let option { return option }
        let beside = defaultTemplates(forContent: content)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory) && isDirectory.boolValue
            ? beside : nil
    }

    // MARK: Steps

    /// Reads and validates the content folder.
    package static func load(content folder: String) -> LoadedContent {
        ContentLoader(folder: folder).load()
    }

    /// The content when it has no errors; otherwise every diagnostic.
    package static func validContent(_ loaded: LoadedContent, folder: String) throws(PipelineFailure) -> Content {
        guard let content = loaded.content, !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            var diagnostics = loaded.diagnostics
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(
                    .error(
                        Wording("content.unreadableContent"), at: SourceLocation(file: folder),
                        code: "content.unreadable"))
            }
            throw PipelineFailure(diagnostics)
        }
        return content
    }

    /// The rule tables shipped with the tool.
    package static func rules() throws(PipelineFailure) -> RuleBook {
        try rules(Result { () throws(DiagnosticList) in try RuleBook.bundled() })
    }

    /// The rule tables as read (`read`), or their failure with the diagnostics found before it.
    static func rules(
        _ read: Result<RuleBook, DiagnosticList>
    ) throws(PipelineFailure) -> RuleBook {
        do throws(DiagnosticList) {
            return try read.get()
        } catch {
            throw PipelineFailure(error, code: "rules.invalid")
        }
    }

    /// A warning for each month whose figures are not in the rule tables yet (the latest figures
    /// apply, as the payroll rules say): e.g. pay for 2027-01 before `2027.yml` exists.
    package static func coverageWarnings(_ months: [YearMonth], rules: RuleBook) -> [Diagnostic] {
        months.filter { !rules.isCovered($0.lastDay) }.map { month in
            .warning(
                Wording("rules.notCovered", ["through": "\(rules.coveredThrough)", "month": "\(month)"]),
                at: .builtIn("built-in rules"),
                code: "rules.not-covered")
        }
    }

    /// What the site is rendered from: the content, its payroll and the rule table's holidays, with
    /// what this build publishes (`publication`: corrections, today's changes) and the revisions of the
    /// calendar events the last build published (`previousEvents`).
    package static func siteInput(
        _ content: Content, reports: [PayrollReport], rules: RuleBook, today: CivilDate,
        publication: PublicationLedger.Publication? = nil,
        previousEvents: [String: EventRevision] = [:]
    ) -> SiteInput {
        let holidays = Dictionary(rules.holidays.map { ($0.date, $0.name) }, uniquingKeysWith: { first, _ in first })
        let engine = PayrollEngine(rules: rules)
        let liabilities = PayrollJobs.perMonth(content) { month, part in
            engine.liabilities(for: part, month: month, today: today)
        }
        var input = SiteInput(
            content: content, reports: reports, today: today, holidays: holidays,
            liabilities: liabilities.flatMap { $0 },
            scheduledReports: scheduledPayroll(content, rules: rules, today: today))
        input.corrections = publication?.corrections ?? [:]
        input.changes = publication?.changesToday ?? []
        input.previousEvents = previousEvents
        input.contracts = WorkerContract.all(content, rules: rules)
        return input
    }

    /// The payroll as scheduled (`ScheduledPayroll`), one report per month the content covers, for
    /// the dashboards' scheduled-versus-actual; the months' workplaces are priced in parallel.
    package static func scheduledPayroll(_ content: Content, rules: RuleBook, today: CivilDate) -> [PayrollReport] {
        let engine = PayrollEngine(rules: rules)
        let months = content.months
        let parts = months.concurrentMap { ScheduledPayroll.scenarioParts(of: content, month: $0) }
        return PayrollJobs.run(months: months, parts: parts) { month, part in
            ScheduledPayroll.payslips(ofScenario: part, month: month, today: today, engine: engine)
        }.enumerated().map { PayrollReport(month: months[$0.offset], payslips: $0.element) }
    }

    /// One payroll report per month the content covers, in month order; the months' workplaces are
    /// computed in parallel.
    package static func payroll(_ content: Content, rules: RuleBook, today: CivilDate) -> [PayrollReport] {
        let engine = PayrollEngine(rules: rules)
        let months = content.months
        return PayrollJobs.perMonth(content) { month, part in
            engine.report(for: part, month: month, today: today).payslips
        }.enumerated().map { PayrollReport(month: months[$0.offset], payslips: $0.element) }
    }

    /// Loads the built-in theme, with the files of the `templates` folder (when given) in its place.
    package static func theme(
        templates: String?
    ) async throws(PipelineFailure) -> Theme {
        try theme(await EarlyReads.theme(templates: templates))
    }

    /// The theme as read (`read`), or its failure with the diagnostics found before it.
    static func theme(
        _ read: Result<Theme, DiagnosticList>
    ) throws(PipelineFailure) -> Theme {
        do throws(DiagnosticList) {
            return try read.get()
        } catch {
            throw PipelineFailure(error, code: "template.invalid")
        }
    }

    /// Renders every page; with `privacy: encrypted` private pages are sealed with `input.keys`.
    package static func render(
        _ input: SiteInput, theme: Theme
    ) throws(PipelineFailure) -> SiteBuild {
        do throws(DiagnosticList) {
            return try SiteBuilder.build(input, theme: theme)
        } catch {
            throw PipelineFailure(error, code: "site.render")
        }
    }

    /// The secrets of every reader of `content` from the secrets file at `path`, with a new secret
    /// (and its key, derived once) for each reader who has none yet. The file is not written here:
    /// `saveSecrets` does that once the site is rendered. `path` must lie outside `content` and `output`.
    /// With `addingMissing` false (a shard build, which must not make secrets of its own) a reader
    /// without a secret is an error instead.
    package static func secrets(
        for content: Content, path: String, contentFolder: String, output: String,
        addingMissing: Bool = true
    ) throws(PipelineFailure)
        -> (store: SecretStore, added: [Reader], warnings: [Diagnostic])
    {
        let here = SourceLocation(file: path)
        for (folder, what) in [(contentFolder, "content"), (output, "output")] where FolderPath.contains(folder, path) {
            throw PipelineFailure(
                [
                    .error(
                        Wording(
                            "secrets.misplaced", ["what": .wording(Wording("secrets." + what)), "folder": "\(folder)"]),
                        at: here,
                        code: "secrets.misplaced")
                ])
        }
        var (store, warnings): (SecretStore, [Diagnostic])
        do throws(DiagnosticList) {
            (store, warnings) = try SecretsFile.read(path)
        } catch {
            throw PipelineFailure(error, code: "secrets.invalid")
        }
        if !addingMissing { try requireSecrets(content, store, path: path) }
        let added = store.addMissing(content.readers.map(\.reader))
        return (store, added, warnings.map { $0.coded("secrets.warning") })
    }

    /// The secrets of new readers, to save once the site is rendered (`saveSecrets`).
    typealias NewSecrets = (store: SecretStore, path: String, added: [Reader])

    /// With `privacy: encrypted`, gives `input` the keys of every reader of `content` (from the secrets
    /// file at `secrets`, default `.moup-secrets.json` next to the content folder, with a new secret for
    /// each reader who has none) and adds the file's warnings; returns the new secrets, if any.
    static func readerKeys(
        for content: Content, into input: inout SiteInput, secrets: String?, contentFolder folder: String,
        output: String, warnings: inout [Diagnostic]
    ) throws(PipelineFailure) -> NewSecrets? {
        guard content.site.privacy == .encrypted else { return nil }
        let path = secrets ?? SecretsFile.defaultPath(forContent: folder)
        let found = try self.secrets(for: content, path: path, contentFolder: folder, output: output)
        warnings += found.warnings
        input.keys = found.store.keys
        input.siteSecret = found.store.site
        return found.added.isEmpty ? nil : (found.store, path, found.added)
    }

    /// Writes the secrets file (mode 0600, replaced atomically).
    package static func saveSecrets(
        _ store: SecretStore, path: String
    ) throws(PipelineFailure) {
        do throws(DiagnosticList) {
            try SecretsFile.write(store, to: path)
        } catch {
            throw PipelineFailure(error, code: "secrets.write-failed", cause: .fileSystem)
        }
    }

    /// Writes the pages into `output` atomically; `progress` hears of each file staged.
    /// `shard` marks the folder as one shard of a build (see `buildShard`).
    /// `kept` files of the previous output are linked into the new one unread (see `OutputWriter.kept`).
    /// `previousIsIntact`: the output is vouched to be exactly as the last build left it (see
    /// `OutputWriter.previousIsIntact`).
    package static func write(
        _ files: [OutputFile], output: String, shard: ShardMark? = nil, kept: [String] = [],
        previousIsIntact: Bool = false,
        progress: (@Sendable (BuildStep) -> Void)? = nil
    ) throws(PipelineFailure) -> WriteSummary {
        do throws(OutputError) {
            var writer = OutputWriter(destination: output)
            writer.shard = shard
            writer.kept = kept
            writer.previousIsIntact = previousIsIntact
            if let progress { writer.onProgress = { progress(.writing(done: $0, total: $1)) } }
            return try writer.write(files)
        } catch {
            throw PipelineFailure(error, output: output)
        }
    }

    /// Replaces, in place, the files of `output` at the paths in `replacing` by `files` and keeps the
    /// rest unread (`OutputWriter.replace`); nil when the output cannot be patched so (write it whole).
    /// The caller vouches that the output is as the last build left it (`OutputWriter.previousIsIntact`).
    /// `manifest`: the output's manifest as the caller read it when it stamped the output.
    static func replace(
        _ files: [OutputFile], replacing: Set<String>, output: String, manifest: [UInt8]?,
        progress: (@Sendable (BuildStep) -> Void)?
    ) throws(PipelineFailure) -> WriteSummary? {
        do throws(OutputError) {
            var writer = OutputWriter(destination: output)
            writer.previousIsIntact = true
            writer.previousManifest = manifest
            if let progress { writer.onProgress = { progress(.writing(done: $0, total: $1)) } }
            return try writer.replace(files, replacing: replacing)
        } catch {
            throw PipelineFailure(error, output: output)
        }
    }
}
