import Testing

@testable import MoupOutput

/// `OutputListing`: the pages and folders of an output, from its manifest alone.
@Suite struct OutputListingTests {
    @Test func everyFolderHoldingAPageIsListedOnceParentsFirst() {
        let manifest = Manifest(
            hashes: Dictionary(
                uniqueKeysWithValues: [
                    "index.html", "people/a/index.html", "people/a/weeks/2026-11-02.html",
                    "people/a/weeks/2026-11-09.html",
                    "people/a.b/index.html", "people/b/calendar.ics", "style.css", "workplaces/cafe/2026-11/index.html",
                ].map { ($0, String(repeating: "0", count: 64)) }))

        let listing = OutputListing(manifest: manifest.encoded())

        #expect(listing.files.map(listing.path) == manifest.sortedPaths)
        // In byte order `people/a.b/` comes before `people/a/` ('.' < '/'): each folder's pages are
        // still next to each other, so each folder is listed once.
        #expect(
            listing.folders.map(listing.path) == [
                "", "people", "people/a.b", "people/a", "people/a/weeks", "people/b", "workplaces", "workplaces/cafe",
                "workplaces/cafe/2026-11",
            ])
    }

    @Test func aFolderWithoutManifestHasNoListing() {
        #expect(OutputListing(output: "/nonexistent-\(UInt64.random(in: 0...UInt64.max))") == nil)
    }
}
