/// The whole address of a feed, from the site's `baseURL`, which a calendar app subscribes to.
enum FeedAddress {
    /// `https://host/base/` + `path` when `baseURL` is an absolute http or https address, else nil
    /// (a site without `baseURL`, or with a relative one, is not known to be on the web).
    static func url(baseURL: String?, path: String) -> String? {
        guard let baseURL else { return nil }
        let lower = baseURL.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lower.hasPrefix) else { return nil }
        let rest = baseURL.dropFirst(scheme.count).prefix { $0 != "?" && $0 != "#" }
        guard let host = rest.split(separator: "/", omittingEmptySubsequences: false).first, !host.isEmpty,
            !host.contains(where: { $0 == " " || $0 == "@" })
        else { return nil }
        return scheme + (rest.hasSuffix("/") ? String(rest) : rest + "/") + path
    }

    /// `url` with the `webcal://` scheme (what calendar apps subscribe to), or nil.
    static func webcal(baseURL: String?, path: String) -> String? {
        guard let url = url(baseURL: baseURL, path: path), let colon = url.firstIndex(of: ":") else { return nil }
        return "webcal" + url[colon...]
    }
}

extension SiteIndex {
    /// How the page at `path` offers the feed at `feed` (a site path).
    func feedLinks(from path: String, to feed: String) -> FeedLinks {
        let baseURL = content.site.baseURL
        return FeedLinks(
            href: Paths.link(from: path, to: feed), webcalHref: FeedAddress.webcal(baseURL: baseURL, path: feed),
            url: FeedAddress.url(baseURL: baseURL, path: feed))
    }
}
