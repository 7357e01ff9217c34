import MoupModel
import MoupPrivacy

/// Where each private page is published when pages are sealed, from the place it is rendered at
/// (`Paths`): every private page kind lives under a folder or name of its own, so a link to any of
/// them, rendered in this build or not, finds its target.
///
/// - `people/<id>/index.html` and `owners/<id>/index.html`, a reader's start page: at the name the
///   reader's key gives (`SealedNames.startPage`), which `moup links` hands out;
/// - every other page of `people/`, `owners/` and `payslips/`, and a workplace's dashboards, trend
///   and year pages: at the name the site's naming key gives its rendered path (`SealedNames.page`).
/// Every other page is shared, and stays where it is rendered.
package struct SealedPlaces: Sendable {
    let keys: [Reader: ReaderKey]
    let site: SiteSecret
    /// Published paths worked out ahead (`knowing(_:)`), so that the many links to a build's own
    /// pages do not each take an HMAC again.
    private var known: [String: String] = [:]

    package init(keys: [Reader: ReaderKey], site: SiteSecret) {
        self.keys = keys
        self.site = site
    }

    /// These places, with the published paths of the private pages `rendered` worked out once.
    func knowing(_ rendered: [String]) -> SealedPlaces {
        var places = self
        let paths = rendered.concurrentMap { path in published(path).map { (path, $0) } }
        places.known = Dictionary(paths.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
        return places
    }

    /// The published path of the private page rendered at `rendered`; nil for a shared page.
    package func published(_ rendered: String) -> String? {
        if let place = known[rendered] { return place }
        guard rendered.hasSuffix(".html") else { return nil }
        let parts = rendered.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.first {
        case "people" where parts.count == 3 && parts[2] == "index.html":
            return startPage(of: .worker(String(parts[1])), rendered: rendered)
        case "owners" where parts.count == 3 && parts[2] == "index.html":
            return startPage(of: .owner(String(parts[1])), rendered: rendered)
        case "people", "owners", "payslips":
            return SealedNames.page(rendered, site: site)
        case "workplaces"
        where parts.count >= 3 && (parts.last == "dashboard.html" || parts[2] == "trend.html" || parts[2] == "years"):
            return SealedNames.page(rendered, site: site)
        default:
            return nil
        }
    }

    private func startPage(of reader: Reader, rendered: String) -> String {
        keys[reader].map(SealedNames.startPage(for:)) ?? SealedNames.page(rendered, site: site)
    }
}
