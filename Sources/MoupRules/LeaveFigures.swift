import MoupModel

/// 연차유급휴가 figures (근로기준법 제60조; 시행령 별표2 제4호), in force by the date a grant arises.
package struct AnnualLeaveFigures: Hashable, Sendable {
    /// Days of a later year's grant at 80 % attendance (15, 제60조①).
    package var baseDays: Int
    /// One more day for every this many years of service beyond the first (2, 제60조④).
    package var extraDayEveryYears: Int
    /// The most days of one year's grant (25, 제60조④).
    package var maxDays: Int
    /// The most monthly days while employment is under one year: one per month, months 1 … this (11, 제60조②).
    package var firstYearMaxDays: Int
    /// Attendance from which a later year earns the full grant (0.8, 제60조①).
    package var attendanceRate: Ratio
    /// The longest leave day in minutes (480: 별표2 제4호, 8시간).
    package var dayMinutesCap: Int

    package init(
        baseDays: Int, extraDayEveryYears: Int, maxDays: Int, firstYearMaxDays: Int, attendanceRate: Ratio,
        dayMinutesCap: Int
    ) {
        self.baseDays = baseDays
        self.extraDayEveryYears = extraDayEveryYears
        self.maxDays = maxDays
        self.firstYearMaxDays = firstYearMaxDays
        self.attendanceRate = attendanceRate
        self.dayMinutesCap = dayMinutesCap
    }

    /// The figures in the rule files; only for a `RuleBook` built by hand without them.
    package static let statutory = AnnualLeaveFigures(
        baseDays: 15, extraDayEveryYears: 2, maxDays: 25, firstYearMaxDays: 11,
        attendanceRate: Ratio(8, 10), dayMinutesCap: 480)

    /// Days of the grant for year `n` ≥ 1 of service at full attendance: min(15 + ⌊(n − 1) ÷ 2⌋, 25).
    package func laterYearDays(year n: Int) -> Int {
        min(baseDays + max(0, n - 1) / max(1, extraDayEveryYears), maxDays)
    }
}

/// The contract-hour lines of 단시간근로자: 초단시간 below the threshold, and the comparable full-time
/// week when the workplace has no full-timer (payroll-rules.md v2).
package struct ContractHourFigures: Hashable, Sendable {
    /// Weekly 소정 minutes below which 연차 (and 주휴, 퇴직금) do not apply (900: 근로기준법 제18조③).
    package var shortHoursThreshold: Int
    /// The full-time week in minutes (2,400) and days (5): a 연차 day is the week ÷ days, and below the
    /// week a worker is 단시간.
    package var fullTimeWeeklyMinutes: Int
    package var fullTimeWeekDays: Int

    package init(shortHoursThreshold: Int, fullTimeWeeklyMinutes: Int, fullTimeWeekDays: Int) {
        self.shortHoursThreshold = shortHoursThreshold
        self.fullTimeWeeklyMinutes = fullTimeWeeklyMinutes
        self.fullTimeWeekDays = fullTimeWeekDays
    }

    /// The figures in the rule files; only for a `RuleBook` built by hand without them.
    package static let statutory = ContractHourFigures(
        shortHoursThreshold: 900, fullTimeWeeklyMinutes: 2400,
        fullTimeWeekDays: 5)
}
