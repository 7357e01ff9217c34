import MoupModel
import MoupOutput
import MoupPrivacy
import MoupWords

/// `privacy: encrypted`: turns the rendered pages into what may be published. Shared pages go out
/// as they are; each private HTML page is published as the `private` shell carrying the page sealed
/// for its readers (`PageSealer`), where nothing in clear tells whose page it is or what it holds:
/// - its path is `p/<name>.html` (`SealedPlaces`: a reader's start page named by their key, every
///   other page by the site's naming key), and its links are moved with it (`SealedLinks`);
/// - every shell has the same title (`private.heading`) and the same way back to the root;
/// - every reader's key is derived with the site's one salt, and each page lists key entries in
///   fours (`keySlots`: decoys after the readers'), so neither tells one reader's pages from another's;
/// - the page is padded to a size bucket (`SizeBuckets`) before it is sealed.
/// Unlisted files (personal feeds, already at addresses derived from their person's key) go out as
/// they are. Every reader must have a key, or nothing is published.
enum PrivatePages {
    /// Key entries per page come in groups of this many.
    static let keySlots = 4

    static func seal(_ pages: [SitePage], input: SiteInput, theme: Theme) throws(DiagnosticList) -> [OutputFile] {
        let missing = Set(pages.flatMap(\.readers)).filter { input.keys[$0] == nil }.sorted()
        if !missing.isEmpty {
            throw DiagnosticList([
                .error(
                    Wording("privatePages.noKey", ["readers": "\(missing.map(\.description).joined(separator: ", "))"]),
                    at: input.content.site.location)
            ])
        }
        guard let site = input.siteSecret else {
            throw DiagnosticList([
                .error(
                    Wording("privatePages.noSiteSecret"),
                    at: input.content.site.location)
            ])
        }
        let shell = SealedShell(theme: theme.speaking(input.content.site.language), site: input.content.site)
        let places = SealedPlaces(keys: input.keys, site: site).knowing(
            pages.filter { $0.visibility == .private }.map(\.path))
        let files = pages.concurrentMap { page -> OutputFile in
            guard page.visibility == .private else {
                precondition(
                    page.visibility == .shared || page.path.hasPrefix("feeds/"),
                    "unlisted file at a plain path: \(page.path)")
                return OutputFile(path: page.path, bytes: page.bytes)
            }
            precondition(page.path.hasSuffix(".html"), "only HTML pages are sealed: \(page.path)")
            guard let path = places.published(page.path) else {
                preconditionFailure("a private page at a place SealedPlaces does not know: \(page.path)")
            }
            let moved = SealedLinks.relocate(page.bytes, renderedAt: page.path, publishedAt: path, places: places)
            let readers = page.readers.map { input.keys[$0]! }
            let slots = (readers.count + keySlots - 1) / keySlots * keySlots
            let sealed = PageSealer.seal(
                moved, paddedTo: SizeBuckets.bucket(for: moved.count), path: path, for: readers, slots: slots)
            return OutputFile(path: path, bytes: shell.wrapping(sealed))
        }
        return files.sorted { $0.path < $1.path }
    }
}
