import MoupOutput

/// The stamps of an output folder as its manifest lists it (`OutputListing`): the digest of its
/// pages' stamps and that of its folders' sizes and times, each path stamped once, no folder read. A build
/// compares them with those the last build left (`BuildState.outputIsIntact`) and saves them after
/// writing.
package struct OutputStamps: Sendable {
    package var files: StampsDigest?
    package var folders: StampsDigest?
    /// The manifest the output was stamped by, as read then.
    package var manifest: [UInt8]?

    /// Stamps `output` now; both digests nil when it has no manifest or something cannot be stamped.
    package init(_ output: String) {
        guard let listing = OutputListing(output: output) else { return }
        manifest = listing.bytes
        guard let digests = FolderStamps.digests(ofListed: listing.files, in: listing.bytes, under: output) else {
            return
        }
        (files, folders) = digests
    }

    /// The digest of the folders' stamps alone, as a build saves it after writing (the files' digest
    /// it has already, from the files it wrote); an empty digest, which no output matches, when the
    /// output cannot be stamped.
    package static func folders(of output: String) -> StampsDigest {
        OutputListing(output: output).flatMap {
            FolderStamps.digest(of: $0.folders, in: $0.bytes, under: output, identity: false)
        }
            ?? StampsDigest()
    }
}
