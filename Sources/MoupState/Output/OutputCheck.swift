import MoupModel

/// The output stamped on its own from the start of a build (`OutputStamps`), so that a build whose
/// content changed reads, prices and renders while the output is stamped, and waits for the stamps
/// only before it writes: whether the output is as the last build left it decides what may be kept
/// and patched, not what is computed.
package struct OutputCheck: Sendable {
    private let stamps: Task<OutputStamps?, Never>
    private let previous: BuildState?

    /// Starts stamping `output` when there is a last build to compare it with (`previous`).
    package init(output: String, previous: BuildState?) {
        self.previous = previous
        // On threads of its own (as `FolderStamps.digests(ofListed:in:under:)` stamps): a task that
        // waited the whole stamping long would hold one of the threads the rest of the build runs on.
        stamps = Task { previous == nil ? nil : await onOwnThread { OutputStamps(output) } }
    }

    /// True when the output's pages and folders have the stamps the last build left.
    package var isIntact: Bool {
        get async {
            guard let now = await stamps.value, let previous else { return false }
            return previous.outputIsIntact(files: now.files, folders: now.folders)
        }
    }

    /// The output's manifest as read when it was stamped.
    package var manifest: [UInt8]? {
        get async { await stamps.value?.manifest }
    }
}
