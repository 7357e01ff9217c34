import MoupModel

/// Every step of a leaver's 퇴직금 (payroll-rules.md v2, "퇴직금" and "퇴직소득세"), carried by the
/// severance statement (`Payslip.kind == .severance`) for its page: 재직일수, the 평균임금 window and
/// its wages, 평균임금 A against the 통상임금 floor O, the formula, and each 퇴직소득세 step.
public struct SeveranceStatement: Hashable, Sendable {
    /// The wages of one calendar month of the window.
    public struct MonthWages: Hashable, Sendable {
        public enum Source: String, Hashable, Sendable {
            /// `history.wages` (a month up to `history.until`), pro rata for a part of the month.
            case history
            /// The pay periods of the content, restricted to the window's days.
            case content
        }

        public var month: YearMonth
        /// The window's days in this month.
        public var first: CivilDate
        public var last: CivilDate
        public var amount: Int
        public var source: Source
        /// How the amount was found, in plain Korean.
        public var basis: Phrase

        public init(month: YearMonth, first: CivilDate, last: CivilDate, amount: Int, source: Source, basis: Phrase) {
            self.month = month
            self.first = first
            self.last = last
            self.amount = amount
            self.source = source
            self.basis = basis
        }
    }

    public var start: CivilDate
    public var end: CivilDate
    /// 퇴직일: the day after `end`.
    public var retirementDate: CivilDate
    /// 재직일수: 퇴직일 − start in days, less any 28-day block whose average weekly 소정 hours are below 15.
    public var serviceDays: Int
    /// Days of blocks below 15 weekly hours left out of the 계속근로기간 (0 when none).
    public var excludedDays: Int
    /// The 평균임금 window [퇴직일 − 3 months, end] and its calendar days.
    public var windowStart: CivilDate
    public var windowEnd: CivilDate
    public var windowDays: Int
    public var months: [MonthWages]
    /// 3/12 of the expiry 연차 payouts of the 12 months before 퇴직일 (exact), added to the wages.
    public var leavePayoutShare: Ratio
    /// The window's wages in total (exact: whole won plus the 3/12 part).
    public var wages: Ratio
    /// 1일 평균임금 A = wages ÷ window days (exact).
    public var averageDailyWage: Ratio
    /// 1일 통상임금 O = hourly 통상임금 on `end` × min(average weekly 소정 minutes of the last 28 days, 2,400)
    /// ÷ 5 ÷ 60 (exact).
    public var ordinaryDailyWage: Ratio
    /// How O was found (`… × 주 15시간 ÷ 5일 = …`).
    public var ordinaryBasis: Phrase
    /// The days of 평균임금 paid per year of service (30, 근로자퇴직급여 보장법 제8조①; from the rule table).
    public var daysPerYearOfService: Int
    /// ⌊max(A, O) × 30 × 재직일수 ÷ 365⌋.
    public var severance: Int
    /// 근속연수 for 퇴직소득세.
    public var serviceYears: Int
    /// Each 퇴직소득세 step, in plain Korean (empty when the IRP transfer defers the tax).
    public var taxSteps: [Phrase]
    /// The severance goes to the worker's IRP untaxed (퇴직급여법 제9조②).
    public var irpTransfer: Bool

    public init(start: CivilDate, end: CivilDate, retirementDate: CivilDate, serviceDays: Int, excludedDays: Int,
                windowStart: CivilDate, windowEnd: CivilDate, windowDays: Int, months: [MonthWages],
                leavePayoutShare: Ratio, wages: Ratio, averageDailyWage: Ratio, ordinaryDailyWage: Ratio,
                ordinaryBasis: Phrase, daysPerYearOfService: Int, severance: Int, serviceYears: Int, taxSteps: [Phrase],
                irpTransfer: Bool) {
        self.start = start
        self.end = end
        self.retirementDate = retirementDate
        self.serviceDays = serviceDays
        self.excludedDays = excludedDays
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.windowDays = windowDays
        self.months = months
        self.leavePayoutShare = leavePayoutShare
        self.wages = wages
        self.averageDailyWage = averageDailyWage
        self.ordinaryDailyWage = ordinaryDailyWage
        self.ordinaryBasis = ordinaryBasis
        self.daysPerYearOfService = daysPerYearOfService
        self.severance = severance
        self.serviceYears = serviceYears
        self.taxSteps = taxSteps
        self.irpTransfer = irpTransfer
    }
}
