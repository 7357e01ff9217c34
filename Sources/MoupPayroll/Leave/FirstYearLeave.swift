import MoupModel
import MoupRules

/// 연차 of the first year (근로기준법 제60조②; payroll-rules.md v2): for k = 1 … 11, the month
/// [start + (k−1) months, start + k months − 1 day] earns 1 day when no scheduled day in it is `absent`
/// (개근) and its average weekly 소정 minutes reach 900. The day arises on start + k months, only if
/// employment still exists that day, and can be used until start + 12 months − 1 day (제60조⑦).
enum FirstYearLeave {
    static func grants(
        worker: Worker, start: CivilDate, through last: CivilDate, rules: RuleBook,
        hours: ContractHours, attendance: LeaveAttendance
    ) -> [AnnualLeaveGrant] {
        var grants: [AnnualLeaveGrant] = []
        let expires = Anniversary.date(start, months: 12)
        var k = 1
        while true {
            let arises = Anniversary.date(start, months: k)
            let leave = rules.annualLeave.value(on: arises)
            guard k <= leave.firstYearMaxDays, arises <= last, worker.end.map({ $0 >= arises }) ?? true else { break }
            let spanStart = Anniversary.date(start, months: k - 1)
            let spanEnd = arises.adding(days: -1)
            let average = hours.averageWeeklyMinutes(from: spanStart, through: spanEnd)
            if attendance.fullyAttended(from: spanStart, through: spanEnd),
                AnnualLeaveGrant.earns(average: average, on: arises, worker: worker, rules: rules)
            {
                let minutes = AnnualLeaveGrant.minutes(
                    days: 1, average: average, leave: leave,
                    week: rules.contractHours.value(on: arises))
                if minutes > 0 {
                    grants.append(
                        AnnualLeaveGrant(
                            kind: .firstYearMonth(k), arises: arises, expires: expires, days: 1,
                            minutes: minutes, averageWeeklyMinutes: average))
                }
            }
            k += 1
        }
        return grants
    }
}
