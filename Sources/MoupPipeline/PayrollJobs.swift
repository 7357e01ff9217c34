import MoupModel

/// Payroll work spread over the cores: one job per month and workplace (`Content.workplaceParts`),
/// the results put back in month order and, within a month, in workplace id order, the order the
/// payroll engine itself goes in, so the output is the same as computing them one after another.
enum PayrollJobs {
    /// `job` for every month of `content` and each workplace part; per month, the jobs' results joined.
    static func perMonth<T: Sendable>(
        _ content: Content,
        _ job: @escaping @Sendable (YearMonth, Content) -> [T]
    ) -> [[T]] {
        let months = content.months
        let parts = content.workplaceParts()
        return run(months: months, parts: months.map { _ in parts }, job)
    }

    /// `job` for each month and each of that month's parts; per month, the jobs' results joined in order.
    static func run<T: Sendable>(
        months: [YearMonth], parts: [[Content]],
        _ job: @escaping @Sendable (YearMonth, Content) -> [T]
    ) -> [[T]] {
        let jobs = zip(months, parts).flatMap { month, parts in parts.map { (month: month, part: $0) } }
        let results = jobs.concurrentMap { job($0.month, $0.part) }
        var joined: [[T]] = []
        var next = 0
        for monthParts in parts {
            joined.append(results[next..<next + monthParts.count].flatMap { $0 })
            next += monthParts.count
        }
        return joined
    }
}
