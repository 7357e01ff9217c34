import MoupModel
import MoupPayroll

/// `moup build --shard I/N`: the files one shard of a build writes. The shard's input holds its part
/// of the content (`Content.part(with:)`) and that part's payroll; the site-wide pages come from the
/// whole content's input, in the one shard that writes them. Merged, the shards' files are exactly
/// the files of `SiteBuilder.build` on the whole input.
extension SiteBuilder {
    /// The pages of the workplaces, people and owners in `part`, as published files, with the
    /// revisions of their calendar events (the part's share of `SiteBuild.events`). `scope` says
    /// which pages to render (see `RenderScope`); the events are all of them, unless the scope leaves
    /// every feed as it was (`SiteBuild.keptFeeds`).
    package static func buildPart(
        _ part: SiteInput, theme: Theme,
        scope: RenderScope = .everyPage
    ) throws(DiagnosticList) -> SiteBuild {
        let (index, theme) = speaking(part, theme: theme, scope: scope)
        let siteWide = Set(siteWidePages(index, theme: theme).map(\.path))
        let pages = partPages(index, theme: theme)
        var build = try files(unique(pages.pages).filter { !siteWide.contains($0.path) }, input: part, theme: theme)
        build.events = pages.events ?? [:]
        build.keptFeeds = pages.events == nil
        build.siteWideShare = share(index)
        return build
    }

    /// What the site-wide pages show of a part (its workplaces and people on the home page), as
    /// text that is the same exactly when that share is: while a part's share is unchanged, a rebuild
    /// of it leaves the site-wide pages as they are.
    private static func share(_ index: SiteIndex) -> String {
        let (workplaces, people) = HomePages.summaries(index)
        return String(reflecting: workplaces) + "\n" + String(reflecting: people)
    }

    /// The site-wide pages (home page, 404 page, style sheet) of the whole input, as published files.
    package static func buildSiteWide(_ whole: SiteInput, theme: Theme) throws(DiagnosticList) -> SiteBuild {
        let (index, theme) = speaking(whole, theme: theme)
        return try files(unique(siteWidePages(index, theme: theme)), input: whole, theme: theme)
    }
}

extension SiteInput {
    /// The inputs of `groups` (disjoint unions of `Content.workplaceGroups`), cut from the whole input:
    /// their content, payslips, liabilities and scheduled payslips, in the whole's order, with the
    /// whole's keys and publication records. `SiteBuilder.buildPart` renders from each the very pages
    /// a build of the whole renders for those workplaces. One pass over the whole cuts them all.
    package func parts(_ groups: [Set<String>]) -> [SiteInput] {
        var groupOf: [String: Int] = [:]
        for (index, ids) in groups.enumerated() { for id in ids { groupOf[id] = index } }
        func bucketed(_ reports: [PayrollReport]) -> [[PayrollReport]] {
            var byGroup = groups.map { _ in reports.map { PayrollReport(month: $0.month, payslips: []) } }
            for (r, report) in reports.enumerated() {
                for payslip in report.payslips {
                    if let group = groupOf[payslip.workplaceID] { byGroup[group][r].payslips.append(payslip) }
                }
            }
            return byGroup
        }
        let reportsByGroup = bucketed(reports)
        let scheduledByGroup = bucketed(scheduledReports)
        var liabilitiesByGroup = groups.map { _ in [WorkerLiability]() }
        for liability in liabilities {
            if let group = groupOf[liability.workplaceID] { liabilitiesByGroup[group].append(liability) }
        }
        return content.parts(groups).enumerated().map { index, partContent in
            var part = self
            part.content = partContent
            part.reports = reportsByGroup[index]
            part.scheduledReports = scheduledByGroup[index]
            part.liabilities = liabilitiesByGroup[index]
            return part
        }
    }
}
