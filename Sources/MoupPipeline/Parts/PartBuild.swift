import MoupModel
import MoupOutput
import MoupSite
import MoupState

/// `moup build` part by part: the content is cut into its groups of workplaces joined by a shared
/// person or owner (`Content.workplaceGroups`), each rendered alone (`SiteBuilder.buildPart`, the
/// very pages a whole build renders for them), and the build state keeps per part the digest of its
/// inputs, the files it wrote and its calendar events (`PartState`). The next build renders only the
/// parts whose inputs changed, plus the site-wide pages, and keeps every other part's files by hard
/// link, unread. It renders everything when anything shared changed (templates, site.md, the rule
/// tables in the program, the secrets file, the months the content covers), when the groups are not
/// those of last time, or when the output is not as the last build left it (someone touched it).
/// When the build date is the only shared input that changed, a part whose files did not change
/// renders only the pages the date reaches (`redatedParts`).
extension Pipeline {
    /// What `renderParts` made: the files rendered, the previous files kept, the events of every
    /// part and the part state to save.
    struct PartRender {
        var files: [OutputFile] = []
        var kept: [String] = []
        var events: [String: EventRevision] = [:]
        var parts: [PartState.Part] = []
        /// The site-wide files, when rendered.
        var siteWideFiles: [String] = []
    }

    /// The parts of the last build that this one may keep, by their sorted ids: those whose inputs
    /// are unchanged (`PartComparison`), when the output is as the last build left it
    /// (`outputIsIntact`: nothing edited, added or removed since, so every file of those parts is the
    /// one it made); empty otherwise (a full build).
    static func keptParts(
        _ now: PartInputs, last: LastBuild?, state: StateFolder?,
        outputIsIntact: Bool
    ) -> [[String]: PartState.Part] {
        guard outputIsIntact, let previous = last?.parts, let state,
            let compared = PartComparison(previous, shared: now.shared, groups: now.keys, digests: now.digests),
            let same = state.readSlices(compared.unchanged)
        else { return [:] }
        return Dictionary(same.map { ($0.ids, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Renders the parts of `input` not in `kept` and the site-wide pages. A kept part whose events are
    /// not all in `input.previousEvents` is rendered after all when `needsEvents` (its revisions
    /// must be saved again). A part of `redated` renders only the pages the new date changes, and
    /// keeps its others.
    static func renderParts(
        _ input: SiteInput, theme: Theme, parts: PartInputs, kept: [[String]: PartState.Part],
        redated: DateChange? = nil, needsEvents: Bool, siteWide: Bool = true
    ) throws(PipelineFailure) -> PartRender {
        var render = PartRender()
        // A part's events as the last build left them (their revisions from `input.previousEvents`).
        func keepEvents(of part: PartState.Part) {
            for event in part.events { render.events[event] = input.previousEvents[event] }
        }
        // Per dirty part, the last build's part when only the date changed for it, and the scope it renders.
        var dirty: [(ids: [String], digest: String, index: Int, last: PartState.Part?, scope: RenderScope)] = []
        for (ids, digest) in zip(parts.groups, parts.digests) {
            let key = ids.sorted()
            if let old = kept[key],
                !needsEvents || old.events.allSatisfy({ input.previousEvents[$0] != nil })
            {
                render.kept += old.files
                keepEvents(of: old)
                render.parts.append(old)
            } else {
                if let redated, let dated = redated.parts[key] {
                    let scope = RenderScope.dateChanged(since: redated.since, payrollMonths: dated.payrollMonths)
                    dirty.append((key, digest, render.parts.count, dated.last, scope))
                } else {
                    dirty.append((key, digest, render.parts.count, nil, .everyPage))
                }
                render.parts.append(PartState.Part(ids: key, inputs: digest))
            }
        }
        // The dirty parts on both cores (each part's pages are rendered in parallel too, but a small
        // part has too few to keep both busy), and beside them the site-wide pages (home, 404, style
        // sheet), from the whole input.
        let inputs = input.parts(dirty.map { Set($0.ids) })
        let jobs: [(input: SiteInput, scope: RenderScope)?] =
            zip(inputs, dirty.map(\.scope)).map { $0 } + (siteWide ? [nil] : [])
        var built = jobs.concurrentMap { job -> Result<SiteBuild, DiagnosticList> in
            do throws(DiagnosticList) {
                guard let job else { return .success(try SiteBuilder.buildSiteWide(input, theme: theme)) }
                return .success(try SiteBuilder.buildPart(job.input, theme: theme, scope: job.scope))
            } catch {
                return .failure(error)
            }
        }
        let siteWideBuild = siteWide ? built.removeLast() : nil
        do throws(DiagnosticList) {
            for ((part, result), partInput) in zip(zip(dirty, built), inputs) {
                let files = try result.get()
                render.files += files.files
                // Feeds left as they were (only the date changed, and no event with it): the last build's events.
                let keptFeeds = files.keptFeeds ? part.last : nil
                if let keptFeeds {
                    keepEvents(of: keptFeeds)
                } else {
                    render.events.merge(files.events) { first, _ in first }
                }
                var paths = files.files.map(\.path)
                if let old = part.last {
                    // The pages the date does not change, as the last build wrote them.
                    let rendered = Set(paths)
                    let unchanged = old.files.filter { !rendered.contains($0) }
                    render.kept += unchanged
                    paths += unchanged
                }
                render.parts[part.index].files = paths.sorted()
                render.parts[part.index].events = keptFeeds?.events ?? files.events.keys.sorted()
                render.parts[part.index].joins = partInput.content.joins
                render.parts[part.index].months = partInput.content.monthBounds.lines
                render.parts[part.index].siteWide = PartState.digest(files.siteWideShare)
            }
            if let siteWideBuild {
                let files = try siteWideBuild.get().files
                render.files += files
                render.siteWideFiles = files.map(\.path).sorted()
            }
        } catch {
            throw PipelineFailure(error, code: "site.render")
        }
        render.files.sort { $0.path < $1.path }
        return render
    }
}
