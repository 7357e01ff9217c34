import MoupModel

/// What the build state keeps of a payslip once it has been published: the figures of the last
/// build that published it and, once its pay date had come, the figures it was first issued with.
public struct PublishedPayslip: Hashable, Sendable {
    public var key: PayslipKey
    public var periodEnd: CivilDate
    public var payDate: CivilDate
    /// The figures of the last publication.
    public var figures: PayslipFigures
    /// The statement as the worker received it: the first publication on or after the pay date.
    /// From then on, any change makes the payslip a corrected statement (정정 임금명세서).
    public var issued: Issue?
    /// The last day its figures changed, and what they were before that day's first change (nil:
    /// it was new that day). The dashboards show the changes of the build date from it, so that a
    /// rebuild the same day shows the same changes.
    public var change: Change?

    public struct Change: Hashable, Sendable {
        public var on: CivilDate
        public var before: PayslipFigures?

        public init(on: CivilDate, before: PayslipFigures?) {
            self.on = on
            self.before = before
        }
    }

    public struct Issue: Hashable, Sendable {
        /// The build date of that first publication.
        public var on: CivilDate
        public var figures: PayslipFigures

        public init(on: CivilDate, figures: PayslipFigures) {
            self.on = on
            self.figures = figures
        }
    }

    public init(key: PayslipKey, periodEnd: CivilDate, payDate: CivilDate, figures: PayslipFigures, issued: Issue? = nil,
                change: Change? = nil) {
        self.key = key
        self.periodEnd = periodEnd
        self.payDate = payDate
        self.figures = figures
        self.issued = issued
        self.change = change
    }
}
