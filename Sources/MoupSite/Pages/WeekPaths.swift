import MoupModel

/// Where the week views live: one page per week, named by the week's first day.
extension Paths {
    /// A workplace's week (every worker): `workplaces/<wp>/weeks/<YYYY-MM-DD>.html`.
    static func workplaceWeek(_ wp: String, _ start: CivilDate) -> String { "workplaces/\(wp)/weeks/\(start).html" }
    /// One person's week across workplaces: `people/<person>/weeks/<YYYY-MM-DD>.html`.
    static func personWeek(_ person: String, _ start: CivilDate) -> String { "people/\(person)/weeks/\(start).html" }
}
