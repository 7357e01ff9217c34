import MoupModel

/// A wage payslip's 연차 movements over its period and the balance at the period's end
/// (cli-and-json.md v2, `annualLeave`). All in minutes.
package struct AnnualLeaveSummary: Hashable, Sendable {
    /// One grant that arose in the period.
    package struct Grant: Hashable, Sendable {
        /// The day the leave arose.
        package var date: CivilDate
        package var minutes: Int
        /// The last day it can be used; unused minutes are paid out on the day after.
        package var expires: CivilDate

        package init(date: CivilDate, minutes: Int, expires: CivilDate) {
            self.date = date
            self.minutes = minutes
            self.expires = expires
        }
    }

    /// Minutes of the grants that arose in the period.
    package var grantedMinutes: Int
    /// Minutes of `annual-leave` records in the period taken from the balance (beyond the balance a
    /// record is paid but takes nothing: `annual_leave_over_balance`).
    package var takenMinutes: Int
    /// Minutes paid out in the period (expired grants, and everything left on leaving).
    package var paidOutMinutes: Int
    /// Minutes usable at the end of the period.
    package var balanceMinutes: Int
    /// The grants that arose in the period, by date.
    package var grants: [Grant]

    package init(grantedMinutes: Int, takenMinutes: Int, paidOutMinutes: Int, balanceMinutes: Int, grants: [Grant]) {
        self.grantedMinutes = grantedMinutes
        self.takenMinutes = takenMinutes
        self.paidOutMinutes = paidOutMinutes
        self.balanceMinutes = balanceMinutes
        self.grants = grants
    }
}
