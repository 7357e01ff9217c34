import MoupModel
import MoupOutput

/// `moup build`, from the request to the report: the output's lock, a plan chosen once (`BuildPlan`),
/// then one list of named steps over one context (`BuildContext`). Each step is a file of its own in
/// Build/Steps and says what it does for each kind of work (`BuildWork`).
enum Build {
    /// Runs the build `request` asks for. On failure the previous output is untouched.
    static func run(
        _ request: BuildRequest, progress: (@Sendable (BuildStep) -> Void)?
    ) async throws(PipelineFailure) -> Pipeline.BuildReport {
        if request.strict { try Pipeline.refuseLegalAlerts(content: request.content, today: request.today) }
        // The lock first: the build state, like the output, belongs to the build that holds it.
        let lock = try Pipeline.lockOutput(request.output, wait: request.waitForLock, progress: progress)
        defer { withExtendedLifetime(lock) {} }
        let templates = Pipeline.templatesFolder(option: request.templates, content: request.content)
        let previous = request.shard == nil ? PreviousBuild(request, templates: templates) : nil
        let work: BuildWork
        switch await BuildPlan.choose(for: request, previous: previous) {
        case .nothingToDo(let last):
            return Pipeline.BuildReport(
                diagnostics: last.warnings, pages: last.output.count,
                summary: WriteSummary(written: 0, unchanged: last.output.count, removed: 0))
        case .work(let chosen):
            work = chosen
        }
        var build = BuildContext(request, templates: templates, previous: previous, progress: progress)
        do throws(PipelineFailure) {
            if let report = try await build.run(work) { return report }
            // The changed parts would not give the bytes a whole build gives: everything, from the start.
            guard case .changedParts(let parts) = work else { preconditionFailure("only changed parts give up") }
            await build.discardStaged()
            (build.warnings, build.changeWarnings) = ([], [])
            guard let report = try await build.run(.everything(last: parts.last)) else {
                preconditionFailure("a whole build never gives up")
            }
            return report
        } catch {
            await build.discardStaged()
            // The output's stamps awaited before the build returns (a preview server may build again at once).
            _ = await previous?.check.isIntact
            // The warnings found before the failure are reported with it.
            throw error.after(build.warnings)
        }
    }
}

extension BuildContext {
    /// The steps of a build, in order: nil when a changed-parts build gives up (see `ChangedParts`).
    mutating func run(_ work: BuildWork) async throws(PipelineFailure) -> Pipeline.BuildReport? {
        guard let loaded = try await loadContent(work) else { return nil }
        let priced = computePayroll(loaded)
        guard let published = await publishPayslips(priced) else { return nil }
        guard let rendered = try await renderPages(published) else { return nil }
        guard let written = try await writeOutput(rendered) else { return nil }
        return await saveState(written)
    }
}
