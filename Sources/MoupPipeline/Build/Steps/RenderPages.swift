import MoupModel
import MoupPrivacy
import MoupSite
import MoupState

extension BuildContext {
    /// What the rendering step made.
    struct Rendered {
        var published: Published
        /// The pages rendered, the last build's pages kept, and the part state to save.
        var site: Pipeline.PartRender
        /// What the pages were rendered from, and with which theme (a whole build renders again from
        /// them when a kept page cannot be linked after all).
        var input: SiteInput
        var theme: Theme
        /// Everything: the content's parts and their inputs (nil when an input could not be stamped).
        var parts: PartInputs?
        /// The secrets of readers new in this build, to save before the output is written.
        var newSecrets: Pipeline.NewSecrets?
        /// Everything: the output is as the last build left it (stamped meanwhile).
        var outputIsIntact = false
    }

    /// Step 4, **render the pages**, with the theme read meanwhile; with `privacy: encrypted` private
    /// pages are sealed with each reader's key (a new secret for each reader who has none, except in a
    /// shard). Nil when changed parts would change what the site-wide pages show.
    mutating func renderPages(_ published: Published) async throws(PipelineFailure) -> Rendered? {
        tell(.rendering)
        let theme = try await reads.theme()
        let priced = published.priced
        let (content, rules, today) = (priced.loaded.content, priced.loaded.rules, request.today)
        switch priced.loaded.work {
        case .everything(let last, let manifestIsIntact):
            guard let previous else { preconditionFailure("a whole build has looked for the last one") }
            var input = Pipeline.siteInput(
                content, reports: priced.reports, rules: rules, today: today, publication: published.publication,
                previousEvents: published.ledger?.readEvents(output: request.output) ?? [:])
            let newSecrets = try readerKeys(into: &input)
            // Whether the output is as the last build left it, stamped meanwhile: it decides what is kept.
            let outputIsIntact = await previous.check.isIntact
            // Part by part: only the parts whose inputs changed since the last build are rendered.
            let parts = PartInputs(
                previous.stamped, content: content, recordsPublication: request.recordsPublication)
            let kept =
                parts.map {
                    Pipeline.keptParts($0, last: last, state: previous.state, outputIsIntact: outputIsIntact)
                } ?? [:]
            // A part for which only the date changed renders only the pages that read the date or show a
            // month whose payroll moved with it.
            let redated = parts.flatMap { parts in
                Pipeline.redatedParts(
                    parts, stamped: previous.stamped, content: content, input: input, rules: rules,
                    published: published.published, recordsPublication: request.recordsPublication, last: last,
                    state: previous.state,
                    outputIsIntact: outputIsIntact && manifestIsIntact && published.ledgerIsIntact)
            }
            let site: Pipeline.PartRender
            if let parts {
                site = try Pipeline.renderParts(
                    input, theme: theme, parts: parts, kept: kept, redated: redated,
                    needsEvents: published.ledger != nil)
            } else {
                let whole = try Pipeline.render(input, theme: theme)
                site = Pipeline.PartRender(files: whole.files, events: whole.events)
            }
            return Rendered(
                published: published, site: site, input: input, theme: theme, parts: parts, newSecrets: newSecrets,
                outputIsIntact: outputIsIntact)
        case .changedParts(let parts, let previousEvents, _):
            var input = Pipeline.siteInput(
                content, reports: priced.reports, rules: rules, today: today, publication: published.publication,
                previousEvents: previousEvents)
            let newSecrets = try readerKeys(into: &input)
            let groups = PartInputs(
                groups: parts.dirty.map { Set($0.ids) }, digests: parts.dirty.map(\.inputs), shared: parts.shared)
            let site = try Pipeline.renderParts(
                input, theme: theme, parts: groups, kept: [:], needsEvents: false, siteWide: false)
            // What the changed parts show on the site-wide pages must be what the last build showed.
            let shares = Dictionary(site.parts.map { ($0.ids, $0.siteWide) }, uniquingKeysWith: { first, _ in first })
            let before = parts.last.parts.parts
            guard
                parts.dirty.allSatisfy({ part in
                    before.first { $0.ids == part.ids }.map { shares[$0.ids] == $0.siteWide } ?? false
                })
            else { return nil }
            // The changed workplaces' events staged while the output is written.
            if let ledger = published.ledger {
                let (events, output, ids) = (site.events, request.output, parts.dirtyIds)
                stagedEvents = Task {
                    await onOwnThread { ledger.stageEvents(events, output: output, workplaces: ids) }
                }
            }
            return Rendered(published: published, site: site, input: input, theme: theme, newSecrets: newSecrets)
        case .shard(let scope):
            var keys: [Reader: ReaderKey] = [:]
            var siteSecret: SiteSecret?
            if scope.encrypted {
                let found = try Pipeline.secrets(
                    for: content, path: request.secretsPath, contentFolder: request.content, output: request.output,
                    addingMissing: false)
                warnings += found.warnings
                keys = found.store.keys
                siteSecret = found.store.site
            }
            var input = Pipeline.siteInput(
                scope.part, reports: priced.reports, rules: rules, today: today, publication: published.publication,
                previousEvents: scope.published?.events ?? [:])
            input.keys = keys
            input.siteSecret = siteSecret
            var site = Pipeline.PartRender()
            do throws(DiagnosticList) {
                let built = try SiteBuilder.buildPart(input, theme: theme)
                (site.files, site.events) = (built.files, built.events)
                if let wholeReports = priced.wholeReports {
                    var whole = Pipeline.siteInput(content, reports: wholeReports, rules: rules, today: today)
                    whole.keys = keys
                    whole.siteSecret = siteSecret
                    site.files += try SiteBuilder.buildSiteWide(whole, theme: theme).files
                }
            } catch {
                throw PipelineFailure(error, code: "site.render")
            }
            site.files.sort { $0.path < $1.path }
            return Rendered(published: published, site: site, input: input, theme: theme)
        }
    }

    /// With `privacy: encrypted`, gives `input` every reader's key (`Pipeline.readerKeys`) and adds the
    /// secrets file's warnings; the new readers' secrets, if any, to save before the output is written.
    private mutating func readerKeys(into input: inout SiteInput) throws(PipelineFailure) -> Pipeline.NewSecrets? {
        try Pipeline.readerKeys(
            for: input.content, into: &input, secrets: request.secrets, contentFolder: request.content,
            output: request.output, warnings: &warnings)
    }
}
