import MoupModel

/// The engine's output for one month: every pay period that ends in it.
public struct PayrollReport: Hashable, Sendable {
    public static let schemaVersion = 1
    public var month: YearMonth
    /// Sorted by workplace id, then worker id, then period start.
    public var payslips: [Payslip]

    public init(month: YearMonth, payslips: [Payslip]) {
        self.month = month
        self.payslips = payslips
    }
}

/// One worker's pay for one pay period: what the 임금명세서 prints and `moup payroll` emits.
public struct Payslip: Hashable, Sendable {
    public var workplaceID: String
    public var workerID: String
    public var period: PayPeriod
    public var minutes: MinuteTotals
    /// `wages` (a 임금명세서) or `severance` (a leaver's 퇴직금 statement).
    public var kind: PayslipKind
    /// In the order base, night, overtime, holiday, weekly_holiday, public_holiday, annual_leave,
    /// part_time_overtime, meal_allowance, annual_leave_payout (`severance` alone on a severance
    /// statement); lines with amount 0 are left out.
    public var earnings: [PayLine]
    /// Sum of the earning lines, always.
    public var gross: Int
    /// The part of gross outside tax and insurance bases (비과세 식대 in insurance mode).
    public var taxFree: Int
    public var deductions: [PayLine]
    public var totalDeductions: Int
    public var net: Int
    /// Employer shares: national_pension, health_insurance, long_term_care, employment_insurance,
    /// industrial_accident.
    public var employer: [PayLine]
    /// gross + the employer shares.
    public var employerCost: Int
    public var alerts: [PayrollAlert]
    /// Plain-language explanations for the payslip, e.g. why an insurance is not withheld.
    public var notes: [Phrase]
    /// The shifts behind the pay, in date order, with their minute breakdown.
    public var shifts: [ShiftBreakdown]
    /// Per week (of the workplace's week) that overlaps the period: hours and pay for dashboards.
    public var weeks: [WeekSummary]
    /// On a severance statement: every step of the 퇴직금 and its tax.
    public var severance: SeveranceStatement? = nil
    /// The period's 연차 movements and the balance at its end, where 연차 applies (wage payslips).
    public var annualLeave: AnnualLeaveSummary?

    public init(workplaceID: String, workerID: String, period: PayPeriod, minutes: MinuteTotals,
                earnings: [PayLine], gross: Int, taxFree: Int, deductions: [PayLine], totalDeductions: Int,
                net: Int, employer: [PayLine], employerCost: Int, alerts: [PayrollAlert],
                notes: [Phrase] = [], shifts: [ShiftBreakdown] = [], weeks: [WeekSummary] = [],
                kind: PayslipKind = .wages, annualLeave: AnnualLeaveSummary? = nil) {
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
public enum PayslipKind: String, Hashable, Sendable {
    case wages
    case severance
}

/// The dates a payslip covers and the day it is paid.
public struct PayPeriod: Hashable, Comparable, Sendable {
    public var start: CivilDate
    public var end: CivilDate
    public var payDate: CivilDate
    /// The leaver's last pay period: it ends on `end`, paid by the 금품청산 rule (`FinalPayPeriod`).
    public var final: Bool

    public init(start: CivilDate, end: CivilDate, payDate: CivilDate, final: Bool = false) {
        self.start = start
        self.end = end
        self.payDate = payDate
        self.final = final
    }

    public func contains(_ date: CivilDate) -> Bool { date >= start && date <= end }

    public static func < (lhs: PayPeriod, rhs: PayPeriod) -> Bool { lhs.start < rhs.start }
}

/// Minute totals printed on the payslip (the law asks for 연장·야간·휴일 hours).
public struct MinuteTotals: Hashable, Sendable {
    public var worked: Int
    public var night: Int
    public var overtime: Int
    public var holiday: Int

    public init(worked: Int = 0, night: Int = 0, overtime: Int = 0, holiday: Int = 0) {
        self.worked = worked
        self.night = night
        self.overtime = overtime
        self.holiday = holiday
    }
}

/// Codes of earning, deduction and employer lines, as in the payroll JSON.
public enum LineCode: String, Hashable, Sendable, CaseIterable {
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
public struct PayLine: Hashable, Sendable {
    public var code: LineCode
    public var amount: Int
    /// Minutes behind the amount (earnings paid by time).
    public var minutes: Int?
    /// The hourly (or daily) rate in won, where one rate applies.
    public var rate: Int?
    /// The calculation, e.g. `5,190분 × 10,320원 ÷ 60 = 892,680원` in Korean.
    public var basis: Phrase

    public init(code: LineCode, amount: Int, minutes: Int? = nil, rate: Int? = nil, basis: Phrase) {
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
    public var alertsToShow: [PayrollAlert] { alerts.filter { $0.code != .missingShiftRecord } }
}

/// A compliance finding about one payslip.
public struct PayrollAlert: Hashable, Sendable {
    public enum Code: String, Hashable, Sendable, CaseIterable {
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

    public var code: Code
    /// What is wrong and what to do (`moup payroll` prints it as `message`).
    public var message: Phrase
    /// The day it concerns, where there is one.
    public var date: CivilDate?
    /// The won amount owed or short, where there is one.
    public var amount: Int?
    /// The days it concerns, ascending, where there are several (`unconfirmed_shifts`).
    public var days: [CivilDate]

    public init(code: Code, message: Phrase, date: CivilDate? = nil, amount: Int? = nil, days: [CivilDate] = []) {
        self.code = code
        self.message = message
        self.date = date
        self.amount = amount
        self.days = days
    }

    /// True for alerts the worker should see on their payslip (about their pay), not only the owner.
    public var concernsPay: Bool {
        switch code {
        case .belowMinimumWage, .premiumNotPaid, .weeklyHolidayNotPaid, .shortBreak, .annualLeaveNotOwed,
             .annualLeaveNotPaid, .unconfirmedShifts: return true
        default: return false
        }
    }
}

/// One shift as the engine read it.
public struct ShiftBreakdown: Hashable, Sendable {
    public var date: CivilDate
    public var span: TimeSpan
    public var breakMinutes: Int
    public var worked: Int
    public var night: Int
    public var overtime: Int
    public var holiday: Int
    /// The hourly (or hourly-equivalent) rate used for the shift.
    public var hourlyRate: Int
    /// The holiday the shift falls on, if any (주휴일, a public holiday, May 1).
    public var holidayName: Phrase?

    public init(date: CivilDate, span: TimeSpan, breakMinutes: Int, worked: Int, night: Int,
                overtime: Int, holiday: Int, hourlyRate: Int, holidayName: Phrase? = nil) {
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
public struct WeekSummary: Hashable, Sendable {
    public var start: CivilDate
    public var workedMinutes: Int
    /// Scheduled (소정) minutes used for 주휴수당.
    public var scheduledMinutes: Int
    /// Pay for the week's shifts, for charts (base and premiums, floored once per week), plus any
    /// 주휴수당 earned by the week.
    public var pay: Int
    public var weeklyHolidayPay: Int

    public init(start: CivilDate, workedMinutes: Int, scheduledMinutes: Int, pay: Int, weeklyHolidayPay: Int) {
        self.start = start
        self.workedMinutes = workedMinutes
        self.scheduledMinutes = scheduledMinutes
        self.pay = pay
        self.weeklyHolidayPay = weeklyHolidayPay
    }
}
