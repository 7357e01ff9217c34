extension Content {
    /// The content cut into one part per workplace (in id order), each covering the whole content's
    /// months, as `part(with:)` would make them, with the months worked out once for all the parts.
    /// Pay computed part by part and put back in this order is the pay of the whole.
    public func workplaceParts() -> [Content] {
        let whole = months
        return workplaces.sorted(by: { $0.id < $1.id }).map { part(of: [$0], months: whole) }
    }
}
