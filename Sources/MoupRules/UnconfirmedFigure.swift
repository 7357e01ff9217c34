import MoupModel

/// A figure a rule table restates without a published source for its dates: written with
/// `unconfirmed: true` and a `note` in `rules/<year>.yml` (e.g. next year's long-term-care rate, not
/// decided yet, where the current one stands in). The engine uses it like any other figure; the
/// build warns, naming it, whenever a payslip uses it, so that the owner checks the pay once the real
/// figure is published and the table is updated.
package struct UnconfirmedFigure: Hashable, Sendable {
    /// Which date of a payslip decides whether the figure is used (payroll-rules.md: earnings take
    /// the figure in force on the date worked, taxes the one in force on the pay date, insurances the
    /// one in force for the premium month).
    package enum Use: String, Hashable, Sendable {
        /// Tax figures: in force on the pay date.
        case payDate
        /// Insurance rates, limits and enrolment thresholds (v3): in force on the first day of the month
        /// the pay period ends in (the premium month).
        case premiumMonth
        /// Earning figures (minimum wage, holidays): in force on a day of the pay period.
        case workedDate
    }

    /// The figure as the year file names it: `longTermCare.rate`, `nationalPension.baseFloor`,
    /// `holidays 2027-07-19 (제헌절 대체공휴일)`.
    package var figure: String
    /// The first day the entry is in force.
    package var from: CivilDate
    /// The last day it is in force (the day before the figure's next entry); nil while no later
    /// entry exists.
    package var through: CivilDate?
    package var use: Use
    /// Why the figure is unconfirmed and what stands in for it (the entry's `note`).
    package var note: String
    package var source: String
    /// The entry in the rule file.
    package var location: SourceLocation

    package init(
        figure: String, from: CivilDate, through: CivilDate?, use: Use, note: String, source: String,
        location: SourceLocation
    ) {
        self.figure = figure
        self.from = from
        self.through = through
        self.use = use
        self.note = note
        self.source = source
        self.location = location
    }

    /// True when the entry is in force on `date`.
    package func isInForce(on date: CivilDate) -> Bool {
        date >= from && through.map { date <= $0 } ?? true
    }

    /// True when a payslip paid on `payDate` for the days `worked` (its pay period) uses this figure.
    package func isUsed(payDate: CivilDate, worked: ClosedRange<CivilDate>) -> Bool {
        switch use {
        case .payDate: return isInForce(on: payDate)
        case .premiumMonth: return isInForce(on: worked.upperBound.yearMonth.firstDay)
        case .workedDate: return worked.upperBound >= from && through.map { worked.lowerBound <= $0 } ?? true
        }
    }
}
