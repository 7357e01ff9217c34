import MoupModel
import MoupPrivacy

/// The `private` shell every sealed page is published in, rendered once a build: every sealed page
/// lives in the same folder (`SealedNames.folder`) with the same title, strings and script (`unlock.js`), so its
/// shell is the same bytes but for the sealed page it carries (which is also why nothing in clear
/// tells one sealed page from another). `wrapping(_:)` puts a sealed page's JSON where the template
/// places `{{{sealedJSON}}}`.
struct SealedShell {
    /// The shell's bytes around each place the template puts the sealed page (one place in the
    /// built-in theme; a custom template may put it more than once).
    private let pieces: [ArraySlice<UInt8>]

    /// Stands for the sealed page while the shell is rendered (control bytes, which no template has).
    private static let placeholder = Array("\u{1}moup sealed page\u{1}".utf8)

    init(theme: Theme, site: Site) {
        let strings = ShellStrings(theme.words)
        let publishedAt = SealedNames.folder + "/page.html"
        let root = Paths.root(of: publishedAt)
        let shell = PrivateShellPage(
            page: PageInfo(
                title: strings.heading, siteTitle: site.title,
                siteTitleHTML: SiteIndex.siteTitleHTML(site.title, on: theme.words.language),
                lang: site.language.rawValue,
                root: root, noindex: true, isPublic: false, crumbs: []),
            strings: strings, sealedJSON: String(decoding: Self.placeholder, as: UTF8.self),
            scriptAddress: UnlockScript.address(root: root), script: UnlockScript.source)
        pieces = HTMLScan.split(theme.render(.privateShell, shell), at: Self.placeholder)
    }

    /// The published bytes of `sealed`: its JSON is written straight into the page, not made apart and
    /// copied in (about 12 KB for each of a 1,000-worker site's 21,000 private pages).
    func wrapping(_ sealed: SealedPage) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(pieces.reduce(0) { $0 + $1.count } + sealed.jsonSize * (pieces.count - 1))
        var json: Range<Int>?
        for (index, piece) in pieces.enumerated() {
            if index > 0 {
                if let json {
                    out += Array(out[json])  // a custom template's second place: the same bytes again
                } else {
                    let start = out.count
                    sealed.appendJSON(to: &out)
                    json = start..<out.count
                }
            }
            out += piece
        }
        return out
    }
}
