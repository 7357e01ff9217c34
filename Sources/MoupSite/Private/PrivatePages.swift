import MoupModel
import MoupOutput
import MoupPrivacy

/// `privacy: encrypted`: turns the rendered pages into what may be published. Shared pages go out
/// as they are; each private HTML page becomes the `private` shell carrying the page sealed for its
/// readers (`PageSealer`), every shell with the same title (`private.heading`: nothing of whose page
/// it is, what or when; the opened page sets its own); unlisted files (personal feeds, already at addresses derived from their
/// person's key) go out as they are. Every reader of either must have a key, or nothing is published.
enum PrivatePages {
    static func seal(_ pages: [SitePage], input: SiteInput, theme: Theme) throws(DiagnosticList) -> [OutputFile] {
        let missing = Set(pages.flatMap(\.readers)).filter { input.keys[$0] == nil }.sorted()
        if !missing.isEmpty {
            throw DiagnosticList([.error("no key for " + missing.map(\.description).joined(separator: ", ")
                                         + " in the secrets file", at: input.content.site.location)])
        }
        let theme = theme.speaking(input.content.site.language)
        let strings = ShellStrings(theme.words)
        return pages.concurrentMap { page -> OutputFile in
            guard page.visibility == .private else {
                precondition(page.visibility == .shared || page.path.hasPrefix("feeds/"), "unlisted file at a plain path: \(page.path)")
                return OutputFile(path: page.path, bytes: page.bytes)
            }
            precondition(page.path.hasSuffix(".html"), "only HTML pages are sealed: \(page.path)")
            let sealed = PageSealer.seal(page.bytes, path: page.path,
                                         for: page.readers.map { input.keys[$0]! })
            let shell = PrivateShellPage(
                page: PageInfo(title: strings.heading, siteTitle: input.content.site.title,
                               lang: input.content.site.language.rawValue, root: Paths.root(of: page.path),
                               noindex: true, isPublic: false, crumbs: []),
                strings: strings, sealedJSON: sealed.json, script: UnlockScript.source)
            return OutputFile(path: page.path, bytes: theme.render(.privateShell, shell))
        }
    }
}
