import MoupModel

/// Where the calendar feeds and the accountant's CSV files live in the site.
extension Paths {
    /// The shared feed of every shift at a workplace: `workplaces/<wp>/calendar.ics`.
    static func workplaceFeed(_ wp: String) -> String { "workplaces/\(wp)/calendar.ics" }
    /// One person's private feed across workplaces: `people/<person>/calendar.ics`.
    static func personFeed(_ person: String) -> String { "people/\(person)/calendar.ics" }
    /// A person's feed with `privacy: encrypted`: `feeds/<name>.ics`, the name derived from their key.
    static func unlistedFeed(_ name: String) -> String { "feeds/\(name).ics" }
    /// The month's payslips as a spreadsheet: `workplaces/<wp>/<YYYY-MM>/payroll.csv`.
    static func payrollCSV(_ wp: String, _ month: YearMonth) -> String { "workplaces/\(wp)/\(month)/payroll.csv" }
    /// The month's 퇴직금 statements as a spreadsheet: `workplaces/<wp>/<YYYY-MM>/severance.csv`.
    static func severanceCSV(_ wp: String, _ month: YearMonth) -> String { "workplaces/\(wp)/\(month)/severance.csv" }
}
