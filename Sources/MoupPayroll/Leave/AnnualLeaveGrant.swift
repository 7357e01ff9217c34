import MoupModel
import MoupRules

/// One grant of 연차: the days an earning span earned, in minutes, from the day it arises until it
/// expires (payroll-rules.md v2, "Leave in hours").
struct AnnualLeaveGrant: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// The k-th month of the first year (제60조②).
        case firstYearMonth(Int)
        /// Year n of service (제60조①②④).
        case laterYear(Int)
    }

    let kind: Kind
    /// The day the leave arises (the day after the earning span).
    let arises: CivilDate
    /// The first day it can no longer be used (unused minutes are paid out in the period holding it).
    let expires: CivilDate
    let days: Int
    let minutes: Int
    /// The earning span's average weekly 소정 minutes.
    let averageWeeklyMinutes: Ratio

    /// The last day it can be used.
    var lastUsable: CivilDate { expires.adding(days: -1) }

    func isUsable(on date: CivilDate) -> Bool { date >= arises && date < expires }

    /// Minutes of `days` leave days for an earning span averaging `average` weekly 소정 minutes:
    /// one day = average ÷ the full-time week's days (5), at most the longest day (480); the grant
    /// rounded up to whole hours once (1시간 미만은 1시간, 시행령 별표2 제4호).
    static func minutes(days: Int, average: Ratio, leave: AnnualLeaveFigures, week: ContractHourFigures) -> Int {
        guard days > 0, average.numerator > 0 else { return 0 }
        let perDay = Ratio(average.numerator, average.denominator * week.fullTimeWeekDays)
        if perDay.isAtLeast(leave.dayMinutesCap) { return roundedUpToHours(days * leave.dayMinutesCap, 1) }
        return roundedUpToHours(days * perDay.numerator, perDay.denominator)
    }

    /// ⌈numerator ÷ denominator minutes⌉ in whole hours, as minutes.
    private static func roundedUpToHours(_ numerator: Int, _ denominator: Int) -> Int {
        let perHour = denominator * 60
        return (numerator + perHour - 1) / perHour * 60
    }

    /// Whether the earning span's average reaches the 15-hour line (or `true` grants regardless).
    static func earns(average: Ratio, on date: CivilDate, worker: Worker, rules: RuleBook) -> Bool {
        !AnnualLeaveScope.testsHours(worker)
            || average.isAtLeast(rules.contractHours.value(on: date).shortHoursThreshold)
    }
}
