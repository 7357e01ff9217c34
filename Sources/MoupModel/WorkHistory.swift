/// What a worker hired before the content begins brings from the months that are not in `shifts/`
/// (`history:` in `workers/<id>.md`, content-format.md v2): for 연차 and 퇴직금. Read and validated;
/// the payroll does not use it yet.
package struct WorkHistory: Hashable, Sendable {
    /// The gross wages (임금총액) of one calendar month up to `until`.
    package struct MonthWages: Hashable, Sendable {
        package var month: YearMonth
        /// Won.
        package var amount: Int
        package var location: SourceLocation

        package init(month: YearMonth, amount: Int, location: SourceLocation) {
            self.month = month
            self.amount = amount
            self.location = location
        }
    }

    /// The last day that is not in `shifts/`: the content starts the day after.
    package var until: CivilDate
    /// Sorted by month, each month once, none after the month of `until`.
    package var wages: [MonthWages]
    /// 연차 taken up to `until`, in minutes (`annualLeaveTakenHours` × 60, exact).
    package var annualLeaveTakenMinutes: Int
    /// Where `history.until` is written.
    package var location: SourceLocation

    package init(
        until: CivilDate, wages: [MonthWages] = [], annualLeaveTakenMinutes: Int = 0,
        location: SourceLocation
    ) {
        self.until = until
        self.wages = wages.sorted { $0.month < $1.month }
        self.annualLeaveTakenMinutes = annualLeaveTakenMinutes
        self.location = location
    }
}
