import MoupModel
import MoupRules

/// What the deductions need from the earnings side for one payslip.
struct DeductionInput {
    var worker: Worker
    var workplace: Workplace
    var period: PayPeriod
    var gross: Int
    /// The `meal_allowance` earning line amount (already in gross).
    var mealAllowance: Int
    /// The month's scheduled minutes for `auto` enrolment (in a month cut by `start` or `end`, the
    /// contract's whole month: `WholeMonthHours`).
    var scheduledMinutes: Int
    /// The worker has a repeat overlapping the period.
    var hasSchedule: Bool
    /// For `deductions.mode: daily`: each date's pay and the month's worked days.
    var daily: DailyWorkerInput? = nil
    /// In a month cut by `start` or `end`: the mean weekly scheduled minutes `scheduledMinutes` was
    /// worked out from (for the note); nil otherwise.
    var wholeMonthWeeklyMinutes: Int? = nil
}

/// Deductions, the tax-free part of gross, the employer's shares, and why.
struct DeductionResult {
    var taxFree: Int
    /// In the order national_pension, health_insurance, long_term_care, employment_insurance,
    /// income_tax, local_income_tax; lines with amount 0 left out.
    var deductions: [PayLine]
    /// In the order national_pension, health_insurance, long_term_care, employment_insurance,
    /// industrial_accident; lines with amount 0 left out.
    var employer: [PayLine]
    var notes: [Phrase]
    var alerts: [PayrollAlert]
}

/// Everything withheld from one payslip and the employer's cost on top of gross
/// (payroll-rules.md, Deductions): taxes with the figures in force on the pay date, insurances with
/// those of the premium month (v3, `PremiumMonth`).
func computeDeductions(_ input: DeductionInput, rules: RuleBook) -> DeductionResult {
    let payDate = input.period.payDate
    let premiumMonth = PremiumMonth.date(of: input.period)
    var result = DeductionResult(taxFree: 0, deductions: [], employer: [], notes: [], alerts: [])
    let accident = EmployerCost.industrialAccident(gross: input.gross, workplace: input.workplace)

    switch input.worker.deductions.mode {
    case .none:
        result.notes.append(Phrase(.deductionsNone))

    case .daily:
        guard let daily = input.daily else { break }
        guard let taxable = taxablePay(input, rules: rules, into: &result) else { break }
        var enrolment = DailyWorkerInsurance.decide(input, daily: daily, taxable: taxable, rules: rules)
        // `AcquisitionAndLoss` is not applied here: a daily worker's 국민연금·건강보험 wait until the
        // employment has lasted a month, which the month holding `start` never has, and the month
        // holding `end` is charged by its activity, as that rule would charge it.
        UnemploymentHireAge.apply(
            to: &enrolment, worker: input.worker, period: input.period,
            thresholds: rules.enrolment.value(on: premiumMonth))
        let premiums = InsurancePremiums(
            enrolment: enrolment, taxable: taxable, employees: input.workplace.employees,
            rates: rules.insurance.value(on: premiumMonth))
        let tax: (lines: [PayLine], notes: [Phrase])
        let regular = DailyWorkerInsurance.isNowRegular(input.worker, period: input.period, rules: rules)
        if regular {
            result.alerts.append(DailyWorkerInsurance.nowRegularAlert(input.worker, rules: rules, payDate: payDate))
        }
        if input.worker.deductions.incomeTax == .off {
            tax = ([], [Phrase(.incomeTaxOff)])
        } else if regular, input.worker.pay == .monthly {
            tax = IncomeTax.compute(taxable: taxable, settings: input.worker.deductions, payDate: payDate, rules: rules)
        } else {
            tax = DailyWorkerWithholding.compute(
                daily, taxFree: result.taxFree, meal: input.mealAllowance, payDate: payDate,
                rules: rules)
        }
        result.deductions = premiums.employee + tax.lines
        result.employer = premiums.employer
        result.notes += enrolment.notes
        result.notes += tax.notes

    case .freelance:
        let withholding = FreelanceWithholding.compute(gross: input.gross, rates: rules.withholding.value(on: payDate))
        result.deductions = withholding.lines
        result.notes = withholding.notes
        if input.hasSchedule { result.alerts.append(FreelanceWithholding.scheduleAlert) }

    case .insurance:
        guard let taxable = taxablePay(input, rules: rules, into: &result) else { break }
        let thresholds = rules.enrolment.value(on: premiumMonth)
        var enrolment = InsuranceEnrolment.decide(input, taxable: taxable, thresholds: thresholds)
        AcquisitionAndLoss.apply(to: &enrolment, worker: input.worker, period: input.period)
        UnemploymentHireAge.apply(to: &enrolment, worker: input.worker, period: input.period, thresholds: thresholds)
        let premiums = InsurancePremiums(
            enrolment: enrolment, taxable: taxable, employees: input.workplace.employees,
            rates: rules.insurance.value(on: premiumMonth))
        let tax = IncomeTax.compute(taxable: taxable, settings: input.worker.deductions, payDate: payDate, rules: rules)

        result.deductions = premiums.employee + tax.lines
        result.employer = premiums.employer
        result.notes += enrolment.notes
        result.notes += tax.notes
    }

    if let line = accident.line { result.employer.append(line) }
    if let alert = accident.alert { result.alerts.append(alert) }
    result.deductions.removeAll { $0.amount == 0 }
    result.employer.removeAll { $0.amount == 0 }
    return result
}

/// Gross less the tax-free meal allowance (`insurance` and `daily` modes), with the tax-free part and its
/// note put on `result`; nil (with a note) when nothing is taxable.
private func taxablePay(_ input: DeductionInput, rules: RuleBook, into result: inout DeductionResult) -> Int? {
    let meal = MealAllowance.split(input.mealAllowance, limit: rules.mealAllowanceLimit.value(on: input.period.payDate))
    result.taxFree = meal.taxFree
    if let note = meal.note { result.notes.append(note) }
    let taxable = input.gross - meal.taxFree
    guard taxable > 0 else {
        result.notes.append(Phrase(.noTaxablePay))
        return nil
    }
    return taxable
}

/// The four insurance premiums of the enrolled insurances, employee and employer shares, in the
/// order national_pension, health_insurance, long_term_care, employment_insurance.
struct InsurancePremiums {
    var employee: [PayLine]
    var employer: [PayLine]

    init(enrolment: InsuranceEnrolment, taxable: Int, employees: Int, rates: InsuranceRates) {
        let pension = enrolment.pension.enrolled ? NationalPension.compute(taxable: taxable, rates: rates) : nil
        let health = enrolment.health.enrolled ? HealthInsurance.compute(taxable: taxable, rates: rates) : nil
        let employment =
            enrolment.employment.enrolled
            ? EmploymentInsurance.compute(
                taxable: taxable, employees: employees, rates: rates,
                unemployment: enrolment.unemploymentPremium) : nil
        // In that order (`computeDeductions` adds the industrial-accident line to the employer's).
        var employee: [PayLine] = []
        var employer: [PayLine] = []
        if let pension {
            employee.append(pension.employee)
            employer.append(pension.employer)
        }
        if let health {
            employee.append(health.employee)
            employee.append(health.longTermCareEmployee)
            employer.append(health.employer)
            employer.append(health.longTermCareEmployer)
        }
        if let employment {
            if let line = employment.employee { employee.append(line) }
            employer.append(employment.employer)
        }
        self.employee = employee
        self.employer = employer
    }
}
