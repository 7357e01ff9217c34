import MoupModel
import MoupRules

/// The date each earning of a pay period belongs to (payroll-rules.md v2, 퇴직금 and 일용근로소득):
/// shift lines (base, night, overtime, holiday, part_time_overtime) to the shift's date,
/// `weekly_holiday` to the week's last day, `public_holiday` and `annual_leave` to their date,
/// `annual_leave_payout` to the day it is owed (the first day a grant can no longer be used, or
/// `end`), a monthly base and the meal allowance to each employed day pro rata (amount ÷ the days of
/// its month). Amounts stay exact: a line
/// restricted to some of the dates is floored once, as on the payslip, and the line over all its dates
/// is exactly the payslip's line.
///
/// Used where pay is split by day: 일용근로소득 tax (each date's pay) and the 평균임금 window (the
/// wages of the days inside it).
struct DatedEarnings: Sendable {
    /// Per line code, the exact amount belonging to each date.
    private(set) var amounts: [LineCode: [CivilDate: ExactWon]] = [:]

    mutating func add(_ code: LineCode, on date: CivilDate, _ amount: ExactWon) {
        amounts[code, default: [:]][date, default: .zero] += amount
    }

    /// The codes present, in payslip order.
    var codes: [LineCode] { LineCode.allCases.filter { amounts[$0] != nil } }

    /// The line `code` over the dates `include` accepts, floored to the won once.
    func amount(_ code: LineCode, where include: (CivilDate) -> Bool) -> Int {
        (amounts[code] ?? [:]).filter { include($0.key) }.values.reduce(ExactWon.zero, +).floored
    }

    /// Every line except `excluded` summed per date, exactly.
    func perDate(excluding excluded: Set<LineCode> = []) -> [CivilDate: ExactWon] {
        var result: [CivilDate: ExactWon] = [:]
        for (code, byDate) in amounts where !excluded.contains(code) {
            for (date, amount) in byDate { result[date, default: .zero] += amount }
        }
        return result
    }
}

extension DatedEarnings {
    /// The earnings of one payslip by date, from the same parts its lines are made of.
    /// - Parameters:
    ///   - shifts: the period's worked shifts.
    ///   - paidPremiums: the premium lines the payslip pays (night, overtime, holiday).
    ///   - weeks: the weeks whose 주휴수당 the payslip pays.
    ///   - holidays: the paid public holidays of the payslip.
    ///   - employedDays: the period's days inside the employment (monthly base, meal allowance).
    ///   - leave: the payslip's 연차 lines (days taken on their dates, payouts on the day each is owed).
    init(
        worker: Worker, shifts: [WorkedShift], paidPremiums: Set<LineCode>, weeks: [WeeklyHolidayAllowance.Week],
        holidays: [PublicHolidayPay.Day], leave: AnnualLeavePay, employedDays: [CivilDate], rules: RuleBook
    ) {
        var paidDailyWage = Set<CivilDate>()
        for shift in shifts {
            switch worker.wage.kind {
            case .hourly:
                add(
                    .base, on: shift.date,
                    PartTally.parts(of: [shift]) { _ in 100 }.reduce(ExactWon.zero) { $0 + $1.exact })
            case .daily:
                // One wage per day worked, however many shifts that day (as `BasePay`).
                if paidDailyWage.insert(shift.date).inserted {
                    add(.base, on: shift.date, ExactWon(won: shift.dailyWage ?? 0))
                }
            case .monthly:
                break
            }
            let premiums: [(LineCode, [PremiumPart])] = [
                (.night, NightPremium.parts(of: [shift])),
                (.overtime, OvertimePremium.parts(of: [shift])),
                (.holiday, HolidayPremium.parts(of: [shift])),
            ]
            let partTime =
                paidPremiums.contains(.partTimeOvertime)
                ? PartTimeOvertimePremium.parts(of: [shift], rules: rules) : []
            for (code, parts) in premiums + [(.partTimeOvertime, partTime)]
            where paidPremiums.contains(code) && !parts.isEmpty {
                add(code, on: shift.date, parts.reduce(ExactWon.zero) { $0 + $1.exact })
            }
        }
        // A daily worker's 주휴 is taxed as a day of its own (issue 30, lead 11c; decided 2026-11-27): the
        // 주휴수당 is the wage of the paid weekly holiday itself (근로기준법 제55조①, 시행령 제30조①: 유급휴일),
        // a day's pay for a day on which no work is done, so it is that day's 일급 and gets the day's own
        // 150,000-won deduction (소득세법 제47조②) like any other day's pay; the contract (v2) already
        // dates it to the week's last day, as for 평균임금. The other reading, adding it to the worked days
        // of the week (the 지급명세서 counts only 근무일수), is not followed: no 국세청 ruling for either was
        // found, and spreading a holiday's pay over other days' 일급 is not what the line pays for.
        for week in weeks where week.qualifies { add(.weeklyHoliday, on: week.end, week.exact) }
        for day in holidays { add(.publicHoliday, on: day.date, day.exact) }
        for use in leave.paidUses { add(.annualLeave, on: use.date, use.rate.pay(minutes: use.minutes, percent: 100)) }
        for payout in leave.paidPayouts { add(.annualLeavePayout, on: payout.date, payout.exact) }
        for day in employedDays {
            let monthDays = day.yearMonth.dayCount
            if worker.wage.kind == .monthly { add(.base, on: day, ExactWon(worker.wage.amount(on: day), monthDays)) }
            if worker.mealAllowance > 0 { add(.mealAllowance, on: day, ExactWon(worker.mealAllowance, monthDays)) }
        }
    }
}
