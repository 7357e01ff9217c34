/// This build's parts against the last build's (`PartState`): the one comparison behind every choice
/// to keep a part as the last build wrote it, to render it again, or to render only what a new date
/// changes. Parts compare only when the inputs every part shares have the digest the last build
/// recorded (`PartState.global`) and the content forms the same groups of workplaces; a part is then
/// unchanged when the digest of its own inputs is the one the last build recorded.
package struct PartComparison: Sendable {
    /// The last build's parts whose inputs are unchanged, in the last build's order.
    package var unchanged: [PartState.Part] = []
    /// The last build's parts whose inputs changed, each with its new digest, in the same order.
    package var changed: [(last: PartState.Part, digest: String)] = []

    /// `groups`: this build's parts, each by its sorted workplace ids; `digests`: the digest of each
    /// one's inputs; `shared`: the digest of what they share. Nil when the shared digest or the
    /// groups are not the last build's.
    package init?(_ last: PartState, shared: String, groups: [[String]], digests: [String]) {
        guard last.global == shared, Set(last.parts.map(\.ids)) == Set(groups) else { return nil }
        let now = Dictionary(zip(groups, digests), uniquingKeysWith: { first, _ in first })
        for part in last.parts {
            let digest = now[part.ids] ?? ""
            if digest == part.inputs {
                unchanged.append(part)
            } else {
                changed.append((part, digest))
            }
        }
    }
}
