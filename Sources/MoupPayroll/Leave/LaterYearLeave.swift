import MoupModel
import MoupRules

/// 연차 of each later year n ≥ 1 (근로기준법 제60조①②④; payroll-rules.md v2): on start + 12n months,
/// if employment exists that day, the year [start + 12(n−1) months, start + 12n months − 1 day] earns
/// min(15 + ⌊(n−1) ÷ 2⌋, 25) days when attendance is at least 80 %, otherwise 1 day per fully attended
/// month of that year; nothing when the year's average weekly 소정 minutes are below 900. Usable for
/// one year from the day it arises (제60조⑦). So one year of employment gives at most the 11 first-year
/// days, one year and a day 11 + 15 (대법원 2021다227100; 고용노동부 2021-12-16).
enum LaterYearLeave {
    static func grants(
        worker: Worker, start: CivilDate, through last: CivilDate, rules: RuleBook,
        hours: ContractHours, attendance: LeaveAttendance
    ) -> [AnnualLeaveGrant] {
        var grants: [AnnualLeaveGrant] = []
        var n = 1
        while true {
            let arises = Anniversary.date(start, months: 12 * n)
            guard arises <= last, worker.end.map({ $0 >= arises }) ?? true else { break }
            defer { n += 1 }
            let leave = rules.annualLeave.value(on: arises)
            let yearStart = Anniversary.date(start, months: 12 * (n - 1))
            let yearEnd = arises.adding(days: -1)
            let average = hours.averageWeeklyMinutes(from: yearStart, through: yearEnd)
            guard AnnualLeaveGrant.earns(average: average, on: arises, worker: worker, rules: rules) else { continue }
            let days: Int
            if attendance.attendance(from: yearStart, through: yearEnd, atLeast: leave.attendanceRate) {
                days = leave.laterYearDays(year: n)
            } else {
                // 제60조②: 1 day per fully attended month of the year.
                days =
                    (1...12).filter { j in
                        attendance.fullyAttended(
                            from: Anniversary.date(start, months: 12 * (n - 1) + j - 1),
                            through: Anniversary.date(start, months: 12 * (n - 1) + j).adding(days: -1))
                    }.count
            }
            let minutes = AnnualLeaveGrant.minutes(
                days: days, average: average, leave: leave,
                week: rules.contractHours.value(on: arises))
            guard minutes > 0 else { continue }
            grants.append(
                AnnualLeaveGrant(
                    kind: .laterYear(n), arises: arises,
                    expires: Anniversary.date(start, months: 12 * (n + 1)), days: days,
                    minutes: minutes, averageWeeklyMinutes: average))
        }
        return grants
    }
}
