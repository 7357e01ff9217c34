extension Content {
    /// The content cut into one part per workplace (in id order), each covering the whole content's
    /// months, as `part(with:)` would make them (`parts(_:)`, one group per workplace).
    /// Pay computed part by part and put back in this order is the pay of the whole.
    package func workplaceParts() -> [Content] {
        parts(workplaces.sorted(by: { $0.id < $1.id }).map { [$0.id] })
    }
}
