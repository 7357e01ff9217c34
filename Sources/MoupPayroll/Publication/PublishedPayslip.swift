import MoupModel

/// What the build state keeps of a payslip once it has been published: the figures of the last
/// build that published it and, once its pay date had come, the figures it was first issued with.
package struct PublishedPayslip: Hashable, Sendable {
    package var key: PayslipKey
    package var periodEnd: CivilDate
    package var payDate: CivilDate
    /// The figures of the last publication.
    package var figures: PayslipFigures
    /// The statement as the worker received it: the first publication on or after the pay date.
    /// From then on, any change makes the payslip a corrected statement (정정 임금명세서).
    package var issued: Issue?
    /// The last day its figures changed, and what they were before that day's first change (nil:
    /// it was new that day). The dashboards show the changes of the build date from it, so that a
    /// rebuild the same day shows the same changes.
    package var change: Change?

    package struct Change: Hashable, Sendable {
        package var on: CivilDate
        package var before: PayslipFigures?

        package init(on: CivilDate, before: PayslipFigures?) {
            self.on = on
            self.before = before
        }
    }

    package struct Issue: Hashable, Sendable {
        /// The build date of that first publication.
        package var on: CivilDate
        package var figures: PayslipFigures

        package init(on: CivilDate, figures: PayslipFigures) {
            self.on = on
            self.figures = figures
        }
    }

    package init(
        key: PayslipKey, periodEnd: CivilDate, payDate: CivilDate, figures: PayslipFigures, issued: Issue? = nil,
        change: Change? = nil
    ) {
        self.key = key
        self.periodEnd = periodEnd
        self.payDate = payDate
        self.figures = figures
        self.issued = issued
        self.change = change
    }
}
