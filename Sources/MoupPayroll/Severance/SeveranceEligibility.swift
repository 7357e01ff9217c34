import MoupModel
import MoupRules

/// Who is owed 퇴직금 and for how many days (근로자퇴직급여 보장법 제4조①; payroll-rules.md v2): a leaver
/// who is not `freelance`, in any workplace, when
/// 1. 퇴직일 (`end` + 1) is on or after start + 12 months (계속근로기간 1년, `Anniversary`), and
/// 2. counting 28-day blocks back from `end` (the oldest may be shorter), every block's average weekly
///    소정 minutes are at least 900 (15 hours). Blocks below are left out of the 계속근로기간; the worker is
///    then owed 퇴직금 only if the remaining days total at least 365, and those are the 재직일수
///    [C: practice of counting 4-week periods; 제4조① 단서].
/// 재직일수 = 퇴직일 − start in days (leap days included), less the days left out.
struct SeveranceEligibility: Hashable, Sendable {
    let retirementDate: CivilDate
    /// start + 12 months.
    let oneYear: CivilDate
    let serviceDays: Int
    let excludedDays: Int
    let eligible: Bool

    static let daysPerYear = 365

    init(start: CivilDate, end: CivilDate, hours: ContractHours, rules: RuleBook) {
        let measure = rules.severance.measure.value(on: end)
        let threshold = rules.contractHours.value(on: end).shortHoursThreshold
        retirementDate = end.adding(days: 1)
        oneYear = Anniversary.date(start, months: measure.minimumServiceMonths)
        var excluded = 0
        var blockEnd = end
        while blockEnd >= start {
            let blockStart = max(start, blockEnd.adding(days: 1 - measure.blockDays))
            if !hours.averageWeeklyMinutes(from: blockStart, through: blockEnd).isAtLeast(threshold) {
                excluded += blockStart.days(to: blockEnd) + 1
            }
            blockEnd = blockStart.adding(days: -1)
        }
        excludedDays = excluded
        serviceDays = start.days(to: retirementDate) - excluded
        eligible = retirementDate >= oneYear && (excluded == 0 || serviceDays >= Self.daysPerYear)
    }

    /// Why no 퇴직금 is owed, in plain Korean, for the final payslip's notes.
    var reason: Phrase? {
        guard !eligible else { return nil }
        if retirementDate < oneYear {
            return Phrase(.severanceUnderOneYear, ["date": .date(retirementDate), "oneYear": .date(oneYear)])
        }
        return Phrase(.severanceShortHours, ["excluded": .number(excludedDays), "days": .number(serviceDays)])
    }
}
