import MoupModel

/// The inputs of this build's parts (`Content.workplaceGroups`): the digest of what every part shares
/// and, per group, the digest of its workplace folders' files; compared with the last build's by
/// `PartComparison`.
package struct PartInputs: Sendable {
    package var groups: [Set<String>]
    package var digests: [String]
    package var shared: String

    /// What the shared digest adds to the stamped inputs: the months the content covers and whether
    /// the build records its publication (one form for the whole build and the changed-parts one).
    package static func sharedFacts(months: [String], recordsPublication: Bool) -> [String] {
        ["months " + months.joined(separator: ","), "records \(recordsPublication)"]
    }

    /// Each group by its sorted workplace ids: its key in the part state.
    package var keys: [[String]] { groups.map { $0.sorted() } }

    package init(groups: [Set<String>], digests: [String], shared: String) {
        self.groups = groups
        self.digests = digests
        self.shared = shared
    }

    package init?(_ inputs: BuildInputs, content: Content, recordsPublication: Bool) {
        guard let shared = Self.sharedDigest(inputs, content: content, recordsPublication: recordsPublication)
        else { return nil }
        groups = content.workplaceGroups
        self.shared = shared
        digests = inputs.partDigests(groups)
    }

    /// The digest of what every part of `content` shares (`BuildInputs.sharedDigest` with `sharedFacts`).
    package static func sharedDigest(_ inputs: BuildInputs, content: Content, recordsPublication: Bool) -> String? {
        let extra = sharedFacts(months: content.months.map(\.description), recordsPublication: recordsPublication)
        return inputs.sharedDigest(workplaces: Set(content.workplaces.map(\.id)), extra: extra)
    }
}
