import MoupModel
import MoupOutput
import MoupState

extension BuildContext {
    /// What the writing step did.
    struct Written {
        var rendered: Rendered
        /// The pages written and kept (rendered again when a kept page could not be linked).
        var site: Pipeline.PartRender
        var summary: WriteSummary
        /// Changed parts: the output's folders whose entries changed.
        var touched: TouchedFolders?
    }

    /// Step 5, **write the output**: saves new readers' secrets, then puts the pages in place at once
    /// (`OutputWriter`: staged beside the output and swapped in, or for changed parts patched in place),
    /// so that a reader never sees half a site. Nil when changed parts find the output is not as the last
    /// build left it (someone touched it meanwhile).
    mutating func writeOutput(_ rendered: Rendered) async throws(PipelineFailure) -> Written? {
        let output = request.output
        var site = rendered.site
        switch rendered.published.priced.loaded.work {
        case .everything(_, let manifestIsIntact):
            try saveSecrets(rendered.newSecrets)
            previous?.state?.removeParts()
            let summary: WriteSummary
            do throws(PipelineFailure) {
                summary = try Pipeline.write(
                    site.files, output: output, kept: site.kept,
                    previousIsIntact: rendered.outputIsIntact && manifestIsIntact, progress: progress)
            } catch  where !site.kept.isEmpty {
                // A kept file could not be linked after all: render everything.
                guard let parts = rendered.parts else { throw error }
                site = try Pipeline.renderParts(
                    rendered.input, theme: rendered.theme, parts: parts, kept: [:], needsEvents: false)
                summary = try Pipeline.write(site.files, output: output, progress: progress)
            }
            return Written(rendered: rendered, site: site, summary: summary)
        case .changedParts(let parts, _, _):
            // Nothing is written unless the output is as the last build left it.
            guard let check = previous?.check, await check.isIntact else { return nil }
            let manifest = await check.manifest
            try saveSecrets(rendered.newSecrets)
            parts.state.removeParts()
            let removing = parts.replaced.flatMap(\.files)
            let touched = TouchedFolders(removing: removing, adding: site.files.map(\.path), in: output)
            guard
                let summary = try Pipeline.replace(
                    site.files, replacing: Set(removing), output: output, manifest: manifest,
                    progress: progress)
            else { return nil }
            return Written(rendered: rendered, site: site, summary: summary, touched: touched)
        case .shard(let scope):
            let publication = rendered.published.publication
            // The records before the part: a part whose records are missing cannot be merged.
            if let published = scope.published, let publication {
                try Pipeline.saveShardRecords(
                    ShardRecords(
                        index: scope.shard.index, count: scope.shard.count, inputs: scope.digest,
                        previous: published.digest, ledger: publication.ledger, events: site.events),
                    in: published)
            }
            let mark = ShardMark(
                index: scope.shard.index, count: scope.shard.count, inputs: scope.digest,
                publishesTo: scope.published.map { StateFolder.outputTag($0.output) })
            let summary = try Pipeline.write(
                site.files, output: output, shard: mark, progress: progress)
            return Written(rendered: rendered, site: site, summary: summary)
        }
    }

    /// Writes the secrets of readers new in this build to the secrets file.
    private func saveSecrets(_ new: Pipeline.NewSecrets?) throws(PipelineFailure) {
        guard let new else { return }
        try Pipeline.saveSecrets(new.store, path: new.path)
    }
}
