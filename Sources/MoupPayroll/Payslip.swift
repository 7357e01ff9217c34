import MoupModel

/// The engine's output for one month: every pay period that ends in it.
package struct PayrollReport: Hashable, Sendable {
    package static let schemaVersion = 1
    package var month: YearMonth
    /// Sorted by workplace id, then worker id, then period start.
    package var payslips: [Payslip]

    package init(month: YearMonth, payslips: [Payslip]) {
        self.month = month
        self.payslips = payslips
    }
}

/// One worker's pay for one pay period: what the 임금명세서 prints and `moup payroll` emits.
package struct Payslip: Hashable, Sendable {
    package var workplaceID: String
    package var workerID: String
    package var period: PayPeriod
    package var minutes: MinuteTotals
    /// `wages` (a 임금명세서) or `severance` (a leaver's 퇴직금 statement).
    package var kind: PayslipKind
    /// In the order base, night, overtime, holiday, weekly_holiday, public_holiday, annual_leave,
    /// part_time_overtime, meal_allowance, annual_leave_payout (`severance` alone on a severance
    /// statement); lines with amount 0 are left out.
    package var earnings: [PayLine]
    /// Sum of the earning lines, always.
    package var gross: Int
    /// The part of gross outside tax and insurance bases (비과세 식대 in insurance mode).
    package var taxFree: Int
    package var deductions: [PayLine]
    package var totalDeductions: Int
    package var net: Int
    /// Employer shares: national_pension, health_insurance, long_term_care, employment_insurance,
    /// industrial_accident.
    package var employer: [PayLine]
    /// gross + the employer shares.
    package var employerCost: Int
    package var alerts: [PayrollAlert]
    /// Plain-language explanations for the payslip, e.g. why an insurance is not withheld.
    package var notes: [Phrase]
    /// The shifts behind the pay, in date order, with their minute breakdown.
    package var shifts: [ShiftBreakdown]
    /// Per week (of the workplace's week) that overlaps the period: hours and pay for dashboards.
    package var weeks: [WeekSummary]
    /// On a severance statement: every step of the 퇴직금 and its tax.
    package var severance: SeveranceStatement? = nil
    /// The period's 연차 movements and the balance at its end, where 연차 applies (wage payslips).
    package var annualLeave: AnnualLeaveSummary?

    package init(
        workplaceID: String, workerID: String, period: PayPeriod, minutes: MinuteTotals,
        earnings: [PayLine], gross: Int, taxFree: Int, deductions: [PayLine], totalDeductions: Int,
        net: Int, employer: [PayLine], employerCost: Int, alerts: [PayrollAlert],
        notes: [Phrase] = [], shifts: [ShiftBreakdown] = [], weeks: [WeekSummary] = [],
        kind: PayslipKind = .wages, annualLeave: AnnualLeaveSummary? = nil
    ) {
        self.kind = kind
        self.annualLeave = annualLeave
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.period = period
        self.minutes = minutes
        self.earnings = earnings
        self.gross = gross
        self.taxFree = taxFree
        self.deductions = deductions
        self.totalDeductions = totalDeductions
        self.net = net
        self.employer = employer
        self.employerCost = employerCost
        self.alerts = alerts
        self.notes = notes
        self.shifts = shifts
        self.weeks = weeks
    }
}

/// What a payslip pays: wages, or a leaver's 퇴직금 (cli-and-json.md v2).
package enum PayslipKind: String, Hashable, Sendable {
    case wages
    case severance
}

/// The dates a payslip covers and the day it is paid.
package struct PayPeriod: Hashable, Comparable, Sendable {
    package var start: CivilDate
    package var end: CivilDate
    package var payDate: CivilDate
    /// The leaver's last pay period: it ends on `end`, paid by the 금품청산 rule (`FinalPayPeriod`).
    package var final: Bool

    package init(start: CivilDate, end: CivilDate, payDate: CivilDate, final: Bool = false) {
        self.start = start
        self.end = end
        self.payDate = payDate
        self.final = final
    }

    package func contains(_ date: CivilDate) -> Bool { date >= start && date <= end }

    package static func < (lhs: PayPeriod, rhs: PayPeriod) -> Bool { lhs.start < rhs.start }
}

/// Minute totals printed on the payslip (the law asks for 연장·야간·휴일 hours).
package struct MinuteTotals: Hashable, Sendable {
    package var worked: Int
    package var night: Int
    package var overtime: Int
    package var holiday: Int

    package init(worked: Int = 0, night: Int = 0, overtime: Int = 0, holiday: Int = 0) {
        self.worked = worked
        self.night = night
        self.overtime = overtime
        self.holiday = holiday
    }
}

/// Codes of earning, deduction and employer lines, as in the payroll JSON.
package enum LineCode: String, Hashable, Sendable, CaseIterable {
    // earnings
    case base, night, overtime, holiday
    case weeklyHoliday = "weekly_holiday"
    case publicHoliday = "public_holiday"
    /// 연차유급휴가 days taken (v2).
    case annualLeave = "annual_leave"
    /// 단시간근로자 초과근로 가산 (v2).
    case partTimeOvertime = "part_time_overtime"
    case mealAllowance = "meal_allowance"
    /// Unused 연차 paid out at expiry or on leaving (v2).
    case annualLeavePayout = "annual_leave_payout"
    /// 퇴직금, on severance statements only (v2).
    case severance
    // deductions and employer shares
    case nationalPension = "national_pension"
    case healthInsurance = "health_insurance"
    case longTermCare = "long_term_care"
    case employmentInsurance = "employment_insurance"
    case incomeTax = "income_tax"
    case localIncomeTax = "local_income_tax"
    /// 퇴직소득세 and its 지방소득세, on severance statements only (v2).
    case retirementIncomeTax = "retirement_income_tax"
    case retirementLocalTax = "retirement_local_tax"
    case industrialAccident = "industrial_accident"
}

/// One line of a payslip: an amount and how it was computed.
package struct PayLine: Hashable, Sendable {
    package var code: LineCode
    package var amount: Int
    /// Minutes behind the amount (earnings paid by time).
    package var minutes: Int?
    /// The hourly (or daily) rate in won, where one rate applies.
    package var rate: Int?
    /// The calculation, e.g. `5,190분 × 10,320원 ÷ 60 = 892,680원` in Korean.
    package var basis: Phrase

    package init(code: LineCode, amount: Int, minutes: Int? = nil, rate: Int? = nil, basis: Phrase) {
        self.code = code
        self.amount = amount
        self.minutes = minutes
        self.rate = rate
        self.basis = basis
    }
}

extension Payslip {
    /// The alerts a page or the terminal shows: all of them but the day-by-day `missing_shift_record`,
    /// whose days the `unconfirmed_shifts` alert already lists (`moup payroll` keeps both, for the
    /// contract's alert codes).
    package var alertsToShow: [PayrollAlert] { alerts.filter { $0.code != .missingShiftRecord } }
}

/// A compliance finding about one payslip.
package struct PayrollAlert: Hashable, Sendable {
    package enum Code: String, Hashable, Sendable, CaseIterable {
        case belowMinimumWage = "below_minimum_wage"
        case shortBreak = "short_break"
        case premiumNotPaid = "premium_not_paid"
        case weeklyHolidayNotPaid = "weekly_holiday_not_paid"
        case over52Hours = "over_52_hours"
        /// A day a repeat schedules, before the build date, with no shift record of any status: one alert a
        /// day, as contract v1/v2 gave it in `moup payroll`. Pages show the `unconfirmed_shifts` alert
        /// that lists the same days instead (`Payslip.alertsToShow`).
        case missingShiftRecord = "missing_shift_record"
        case missingIdentification = "missing_identification"
        case missingAccidentRate = "missing_accident_rate"
        case freelanceWithSchedule = "freelance_with_schedule"
        // v2
        case annualLeaveNotOwed = "annual_leave_not_owed"
        case annualLeaveNotPaid = "annual_leave_not_paid"
        case annualLeaveOverBalance = "annual_leave_over_balance"
        case historyMissing = "history_missing"
        case missingStart = "missing_start"
        case severanceIRPTransfer = "severance_irp_transfer"
        case settlementExtended = "settlement_extended"
        case dailyWorkerNowRegular = "daily_worker_now_regular"
        // v3
        /// Past days planned or scheduled without a worked, absent or leave record, as one alert with the
        /// days (it covers the days of `missing_shift_record` and the past `planned` records).
        case unconfirmedShifts = "unconfirmed_shifts"
    }

    package var code: Code
    /// What is wrong and what to do (`moup payroll` prints it as `message`).
    package var message: Phrase
    /// The day it concerns, where there is one.
    package var date: CivilDate?
    /// The won amount owed or short, where there is one.
    package var amount: Int?
    /// The days it concerns, ascending, where there are several (`unconfirmed_shifts`).
    package var days: [CivilDate]

    package init(code: Code, message: Phrase, date: CivilDate? = nil, amount: Int? = nil, days: [CivilDate] = []) {
        self.code = code
        self.message = message
        self.date = date
        self.amount = amount
        self.days = days
    }

    /// True for alerts the worker should see on their payslip (about their pay), not only the owner.
    package var concernsPay: Bool {
        switch code {
        case .belowMinimumWage, .premiumNotPaid, .weeklyHolidayNotPaid, .shortBreak, .annualLeaveNotOwed,
            .annualLeaveNotPaid, .unconfirmedShifts:
            return true
        default: return false
        }
    }
}

/// One shift as the engine read it.
package struct ShiftBreakdown: Hashable, Sendable {
    package var date: CivilDate
    package var span: TimeSpan
    package var breakMinutes: Int
    package var worked: Int
    package var night: Int
    package var overtime: Int
    package var holiday: Int
    /// The hourly (or hourly-equivalent) rate used for the shift.
    package var hourlyRate: Int
    /// The holiday the shift falls on, if any (주휴일, a public holiday, May 1).
    package var holidayName: Phrase?

    package init(
        date: CivilDate, span: TimeSpan, breakMinutes: Int, worked: Int, night: Int,
        overtime: Int, holiday: Int, hourlyRate: Int, holidayName: Phrase? = nil
    ) {
        self.date = date
        self.span = span
        self.breakMinutes = breakMinutes
        self.worked = worked
        self.night = night
        self.overtime = overtime
        self.holiday = holiday
        self.hourlyRate = hourlyRate
        self.holidayName = holidayName
    }
}

/// One week of a worker's time and pay, for dashboards.
package struct WeekSummary: Hashable, Sendable {
    package var start: CivilDate
    package var workedMinutes: Int
    /// Scheduled (소정) minutes used for 주휴수당.
    package var scheduledMinutes: Int
    /// Pay for the week's shifts, for charts (base and premiums, floored once per week), plus any
    /// 주휴수당 earned by the week.
    package var pay: Int
    package var weeklyHolidayPay: Int

    package init(start: CivilDate, workedMinutes: Int, scheduledMinutes: Int, pay: Int, weeklyHolidayPay: Int) {
        self.start = start
        self.workedMinutes = workedMinutes
        self.scheduledMinutes = scheduledMinutes
        self.pay = pay
        self.weeklyHolidayPay = weeklyHolidayPay
    }
}
